/**
 * The tile picker's state and actions, as types (pickerState.ts reduces them; no React, no DOM).
 */
import type { Flag, Meld, MeldKind } from '../core/hand';
import type { Tile, WindLetter } from '../core/tiles';

/**
 * What a tap on the tile grid does. Meld modes build one call and fall back to 'hand'. Once the
 * hand is complete taps go to the indicators, dora and ura in turn with a riichi (see `nextMode`),
 * until the player leaves them or all five indicators are in.
 */
export type PickerMode = 'hand' | MeldKind | 'winning' | 'dora' | 'ura';
export const MELD_MODES: readonly MeldKind[] = ['chi', 'pon', 'minkan', 'shouminkan', 'ankan'];

export function isMeldMode(mode: PickerMode): mode is MeldKind {
  return MELD_MODES.some((m) => m === mode);
}

/** Why a tap was refused or did more than asked (shown to the player, translated by code). */
export type PickerNoticeCode =
  CopyRefusal | 'hand_full' | 'no_room' | 'not_suited' | 'too_many_indicators' | 'indicators_full' | 'red_in_kan' | 'not_in_hand';
export type PickerNotice =
  | {
      readonly code: PickerNoticeCode;
      /** The tile the notice is about, for "all four 5m are used". */
      readonly tile?: Tile;
    }
  /** The flags a change turned off, each said with its reason. */
  | { readonly code: 'flags_off'; readonly flags: readonly Flag[] };

export type TextErrorCode = 'notation' | CopyRefusal | 'too_many' | 'too_many_melds';
export interface TextError {
  readonly code: TextErrorCode;
  readonly detail?: string;
  readonly tile?: Tile;
  readonly total?: number;
}

export interface PickerState {
  /** Concealed tiles other than the winning tile, in tap order. */
  readonly concealed: readonly Tile[];
  /**
   * The tile in the winning-tile slot, part of the hand: the tile that completed the hand, or the
   * one the player chose; null until then. Tiles added or removed later never move it.
   */
  readonly winTile: Tile | null;
  /** The player chose the winning tile (it is not just the tile that completed the hand). */
  readonly winPinned: boolean;
  readonly melds: readonly Meld[];
  readonly mode: PickerMode;
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly honba: number;
  /** Riichi sticks on the table (shown with the payment; the ledger pays them). */
  readonly sticks: number;
  readonly doraIndicators: readonly Tile[];
  readonly uraIndicators: readonly Tile[];
  readonly flags: readonly Flag[];
  /** The mpsz text field: what the player typed, or the hand written out after a tap. */
  readonly text: string;
  readonly textError: TextError | null;
  readonly notice: PickerNotice | null;
}

export interface PickerContext {
  readonly win?: 'ron' | 'tsumo';
  readonly seatWind?: WindLetter;
  readonly roundWind?: WindLetter;
  readonly honba?: number;
  readonly sticks?: number;
  /** Flags already known at the table, e.g. the winner's riichi. */
  readonly flags?: readonly Flag[];
}

export function initialPickerState(context: PickerContext = {}): PickerState {
  return {
    concealed: [],
    winTile: null,
    winPinned: false,
    melds: [],
    mode: 'hand',
    win: context.win ?? 'ron',
    seatWind: context.seatWind ?? 'S',
    roundWind: context.roundWind ?? 'E',
    honba: context.honba ?? 0,
    sticks: context.sticks ?? 0,
    doraIndicators: [],
    uraIndicators: [],
    flags: context.flags ?? [],
    text: '',
    textError: null,
    notice: null,
  };
}

export type PickerAction =
  | { readonly type: 'tapTile'; readonly tile: Tile }
  | { readonly type: 'tapHandTile'; readonly index: number }
  | { readonly type: 'tapWinTile' }
  | { readonly type: 'removeMeld'; readonly index: number }
  | { readonly type: 'toggleMeldRed'; readonly index: number }
  | { readonly type: 'removeIndicator'; readonly which: 'dora' | 'ura'; readonly index: number }
  | { readonly type: 'setMode'; readonly mode: PickerMode }
  | { readonly type: 'setWin'; readonly win: 'ron' | 'tsumo' }
  | { readonly type: 'toggleFlag'; readonly flag: Flag }
  | { readonly type: 'setSeatWind'; readonly wind: WindLetter }
  | { readonly type: 'setRoundWind'; readonly wind: WindLetter }
  | { readonly type: 'setHonba'; readonly honba: number }
  | { readonly type: 'setSticks'; readonly sticks: number }
  | { readonly type: 'setText'; readonly text: string }
  | { readonly type: 'load'; readonly text: string }
  /** A fresh hand: ron or tsumo and the flags go back to `context`'s (the table's riichi in the hand dialog). */
  | { readonly type: 'clear'; readonly context?: PickerContext };

/** Indicators: one for the deal and one per kan (four at most). */
export const MAX_INDICATORS = 5;
export const MAX_MELDS = 4;

/**
 * Why one more of this tile cannot be in play: all four copies are (`fifth_copy`), the preset has
 * no red fives, its one red five is in play, or its three plain fives are (the fourth five is the
 * red one). Null when one more fits. Said apart, so the player learns which rule stops the tile.
 */
export type CopyRefusal = 'fifth_copy' | 'no_red_fives' | 'one_red_five' | 'three_plain_fives';

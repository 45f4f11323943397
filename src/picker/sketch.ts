/**
 * What a reload keeps of a picker being filled in (kept with the hand dialog's draft, or the
 * calculator's): its tiles in notation, one string a tile so that the tap order stays, and the
 * situation. The text field and a notice start afresh, and so does the undo history; the mode is
 * where the flow puts it (resumedMode: a complete hand goes on to its indicators).
 */
import { isFlag, isWholeCount, parseMeld, type Flag, type Meld } from '../core/hand';
import { isWindLetter, kindOf, parseTiles, tileToString, type Tile, type WindLetter } from '../core/tiles';
import { handToText, meldToText, type PickerState } from './pickerState';

export interface PickerSketch {
  readonly concealed: readonly string[];
  readonly winTile: string | null;
  readonly winPinned: boolean;
  readonly melds: readonly string[];
  readonly doraIndicators: readonly string[];
  readonly uraIndicators: readonly string[];
  readonly flags: readonly Flag[];
  readonly win: 'ron' | 'tsumo';
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly honba: number;
  readonly sticks: number;
}

export function sketchOf(state: PickerState): PickerSketch {
  return {
    concealed: state.concealed.map(tileToString),
    winTile: state.winTile === null ? null : tileToString(state.winTile),
    winPinned: state.winPinned,
    melds: state.melds.map(meldToText),
    doraIndicators: state.doraIndicators.map(tileToString),
    uraIndicators: state.uraIndicators.map(tileToString),
    flags: [...state.flags],
    win: state.win,
    seatWind: state.seatWind,
    roundWind: state.roundWind,
    honba: state.honba,
    sticks: state.sticks,
  };
}

/**
 * A kept sketch as the picker's state on `base` (its mode and text); null when it is not a sketch
 * this version wrote. Under rules without red fives (`redFives` false) a red five comes back as a
 * plain five: a sketch carried over from other rules keeps its tiles.
 */
export function stateFromSketch(value: unknown, base: PickerState, redFives = true): PickerState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v: Partial<Record<keyof PickerSketch, unknown>> = value;
  const plain = (tiles: readonly Tile[]): Tile[] => (redFives ? [...tiles] : tiles.map(kindOf));
  const read = (value: unknown) => {
    const tiles = tileList(value);
    return tiles && plain(tiles);
  };
  const concealed = read(v.concealed);
  const winTile = v.winTile === null ? null : read([v.winTile])?.[0];
  const melds = meldList(v.melds)?.map((meld) => ({ ...meld, tiles: plain(meld.tiles) })) ?? null;
  const dora = read(v.doraIndicators);
  const ura = read(v.uraIndicators);
  const flags = Array.isArray(v.flags) && v.flags.every(isFlag) ? v.flags : null;
  const { win, seatWind, roundWind, honba, sticks } = v;
  if (!concealed || winTile === undefined || !melds || !dora || !ura || !flags || typeof v.winPinned !== 'boolean') return null;
  if ((win !== 'ron' && win !== 'tsumo') || !isWindLetter(seatWind) || !isWindLetter(roundWind) || !isWholeCount(honba) || !isWholeCount(sticks)) return null;
  const state: PickerState = {
    ...base,
    concealed, winTile, winPinned: v.winPinned, melds, doraIndicators: dora, uraIndicators: ura, flags,
    win, seatWind, roundWind, honba, sticks,
  };
  return { ...state, text: handToText(state), textError: null, notice: null };
}

/** One tile a string, each read with the one codec; null when any is not exactly one tile. */
function tileList(value: unknown): Tile[] | null {
  if (!Array.isArray(value)) return null;
  const tiles: Tile[] = [];
  for (const item of value) {
    const parsed = typeof item === 'string' ? parseTiles(item) : null;
    if (!parsed?.ok || parsed.tiles.length !== 1) return null;
    tiles.push(parsed.tiles[0]!);
  }
  return tiles;
}

function meldList(value: unknown): Meld[] | null {
  if (!Array.isArray(value)) return null;
  const melds: Meld[] = [];
  for (const item of value) {
    const parsed = typeof item === 'string' ? parseMeld(item) : null;
    if (!parsed?.ok) return null;
    melds.push(parsed.meld);
  }
  return melds;
}

/**
 * The tile picker's state: a pure reducer over taps (no React, no DOM). The picker holds
 * physical tiles (0..36, src/core/tiles.ts) and builds a HandInput for the scoring core.
 */
import type { Flag, HandInput, Meld, MeldKind } from '../core/hand';
import { meldLetter, parseMeld } from '../core/hand';
import type { Rules } from '../core/rules';
import { FLAG_REPLACES, flagsRuledOut } from './flagAvailability';
import {
  RED_5M, compareTiles, isRed, isSuitedFive, kindOf, numberOf, parseTiles, suitOf, tileToString, tilesToString,
  type Tile, type TileKind, type WindLetter,
} from '../core/tiles';

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
  | CopyRefusal | 'hand_full' | 'no_room' | 'not_suited' | 'too_many_indicators' | 'indicators_full' | 'red_in_kan' | 'not_in_hand';
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
const MAX_MELDS = 4;

export function pickerReducer(state: PickerState, action: PickerAction, rules: Rules): PickerState {
  const next = reduce({ ...state, notice: null }, action, rules);
  // A mode button is the player's own choice: it is never overridden (the lit button says where taps go).
  const flowing = action.type === 'setMode' ? next : nextMode(state, next);
  return leaveHiddenUra(withoutRuledOutFlags(state, flowing, rules));
}

// ---------------------------------------------------------------- where taps go next

/**
 * Where the next tap goes once the tiles changed, so that the common path needs no mode button
 * (issue 29: a ron from the table's button to the recorded hand in a tap per tile and indicator,
 * plus five). A hand just completed (the 14th tile, a call that completes it, the winning tile
 * chosen in a full hand) sends taps to the indicators: a full hand takes no more tiles, and the
 * indicators are what a scorer reads next off the wall. A tile taken out of a complete hand sends
 * them back to the hand: the tap after it is the tile that replaces it.
 */
function nextMode(before: PickerState, after: PickerState): PickerState {
  const was = isComplete(before);
  const is = isComplete(after);
  if (is && after.mode === 'hand' && (!was || before.mode === 'winning')) return { ...after, mode: indicatorTurn(after) };
  if (was && !is && isIndicatorMode(after.mode)) return { ...after, mode: 'hand' };
  // A riichi marked here (forgotten at the table) brings its ura row in turn (unmarked, see leaveHiddenUra).
  if (after.mode === 'dora' && hasRiichi(after.flags) && !hasRiichi(before.flags)) return { ...after, mode: indicatorTurn(after) };
  return after;
}

/**
 * The indicator row the next tap fills. In a riichi hand each dora indicator has its ura indicator
 * right under it in the dead wall, and the two are read together, pair by pair: so after a dora
 * indicator comes its ura, then the next dora indicator (a kan's), then its ura, and so on. An ura
 * tapped first (the lit "Ura indicators" chosen) is followed by its dora. Without riichi there are
 * only dora indicators. When no row has room left, taps go to the hand.
 */
export function indicatorTurn(state: Pick<PickerState, 'flags' | 'doraIndicators' | 'uraIndicators'>): PickerMode {
  if (hasRiichi(state.flags) && state.uraIndicators.length < state.doraIndicators.length) return 'ura';
  return state.doraIndicators.length < MAX_INDICATORS ? 'dora' : 'hand';
}

/** Where taps go in a picker that opens on a hand (a reload, a recorded hand reopened): where they went when it was left. */
export function resumedMode(state: PickerState): PickerMode {
  return isComplete(state) ? indicatorTurn(state) : 'hand';
}

/** All the tiles are in and the winning tile is known: the hand can be scored. */
export function isComplete(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds'>): boolean {
  return state.winTile !== null && handSize(state) === handTarget(state.melds.length);
}

function isIndicatorMode(mode: PickerMode): mode is 'dora' | 'ura' {
  return mode === 'dora' || mode === 'ura';
}

/**
 * A flag the change just made impossible (tsumo to ron with rinshan on, a chi after a riichi) is
 * turned off and the notice says why, as riichi turns off double riichi: the hand stays scoreable.
 */
function withoutRuledOutFlags(before: PickerState, after: PickerState, rules: Rules): PickerState {
  const off = flagsRuledOut(before, after, rules);
  if (off.length === 0) return after;
  return { ...after, flags: after.flags.filter((f) => !off.includes(f)), notice: { code: 'flags_off', flags: off } };
}

/** The ura indicators are shown only with a riichi: without one, taps must not go to a list that is not there. */
function leaveHiddenUra(state: PickerState): PickerState {
  return state.mode === 'ura' && !hasRiichi(state.flags) ? { ...state, mode: resumedMode(state) } : state;
}

function reduce(state: PickerState, action: PickerAction, rules: Rules): PickerState {
  switch (action.type) {
    case 'tapTile':
      return tapTile(state, action.tile, rules);
    case 'tapHandTile':
      return state.mode === 'winning' ? markWinning(state, action.index) : withText(removeConcealed(state, action.index));
    case 'tapWinTile':
      return state.mode === 'winning' ? { ...state, winPinned: true, mode: 'hand' } : withText(removeWinTile(state));
    case 'removeMeld':
      return withText({ ...state, melds: state.melds.filter((_, i) => i !== action.index) });
    case 'toggleMeldRed':
      return toggleMeldRed(state, action.index, rules);
    case 'removeIndicator':
      return action.which === 'dora'
        ? { ...state, doraIndicators: state.doraIndicators.filter((_, i) => i !== action.index) }
        : { ...state, uraIndicators: state.uraIndicators.filter((_, i) => i !== action.index) };
    case 'setMode':
      // Tapping the active mode again goes back to adding tiles.
      return { ...state, mode: state.mode === action.mode ? 'hand' : action.mode };
    case 'setWin':
      return { ...state, win: action.win };
    case 'toggleFlag':
      return { ...state, flags: toggleFlag(state.flags, action.flag) };
    case 'setSeatWind':
      return { ...state, seatWind: action.wind };
    case 'setRoundWind':
      return { ...state, roundWind: action.wind };
    case 'setHonba':
      return { ...state, honba: Math.max(0, Math.floor(action.honba)) };
    case 'setSticks':
      return { ...state, sticks: Math.max(0, Math.floor(action.sticks)) };
    case 'setText':
      return setText(state, action.text, rules);
    case 'load': {
      const loaded = setText(state, action.text, rules);
      return loaded.textError ? loaded : withText(loaded);
    }
    case 'clear':
      return clear(state, action.context);
  }
}

/**
 * A fresh hand: no tiles, and the hand's own situation (ron or tsumo, riichi, ippatsu, last tile,
 * kan, first turn) as the picker opened with it; the table's winds, counters and sticks stay,
 * since a scorer sets those once for many hands.
 */
function clear(state: PickerState, context: PickerContext = {}): PickerState {
  const fresh = initialPickerState(context);
  return withText({
    ...state,
    concealed: [], winTile: null, winPinned: false, melds: [], doraIndicators: [], uraIndicators: [], mode: 'hand',
    win: fresh.win, flags: fresh.flags,
  });
}

// ---------------------------------------------------------------- counting

/** All tiles of the hand, calls and indicators: the physical tiles in use. */
export function tilesInUse(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds' | 'doraIndicators' | 'uraIndicators'>): Tile[] {
  return [
    ...state.concealed,
    ...(state.winTile === null ? [] : [state.winTile]),
    ...state.melds.flatMap((m) => m.tiles),
    ...state.doraIndicators,
    ...state.uraIndicators,
  ];
}

/**
 * How many more copies of this physical tile exist in the set. A kind has four tiles; where
 * the preset has red fives one of the four fives is red (RULES.md presets: one per suit).
 */
export function copiesLeft(inUse: readonly Tile[], tile: Tile, rules: Rules): number {
  const kind = kindOf(tile);
  const sameKind = inUse.filter((t) => kindOf(t) === kind);
  const left = 4 - sameKind.length;
  if (!hasRedVariant(kind, rules)) return isRed(tile) ? 0 : left;
  const reds = sameKind.filter(isRed).length;
  const plains = sameKind.length - reds;
  return Math.min(left, isRed(tile) ? 1 - reds : 3 - plains);
}

/**
 * Why one more of this tile cannot be in play: all four copies are (`fifth_copy`), the preset has
 * no red fives, its one red five is in play, or its three plain fives are (the fourth five is the
 * red one). Null when one more fits. Said apart, so the player learns which rule stops the tile.
 */
export type CopyRefusal = 'fifth_copy' | 'no_red_fives' | 'one_red_five' | 'three_plain_fives';

export function copyRefusal(inUse: readonly Tile[], tile: Tile, rules: Rules): CopyRefusal | null {
  if (copiesLeft(inUse, tile, rules) > 0) return null;
  const kind = kindOf(tile);
  if (isRed(tile) && !hasRedVariant(kind, rules)) return 'no_red_fives';
  if (inUse.filter((t) => kindOf(t) === kind).length >= 4) return 'fifth_copy';
  return isRed(tile) ? 'one_red_five' : 'three_plain_fives';
}

function hasRedVariant(kind: TileKind, rules: Rules): boolean {
  return rules.redFives && isSuitedFive(kind);
}

function redOf(kind: TileKind): Tile {
  return RED_5M + Math.floor(kind / 9);
}

/** Tiles a meld hand counts as: 14, less 3 for each call (a kan counts as a set of three). */
export function handTarget(meldCount: number): number {
  return 14 - 3 * meldCount;
}

export function handSize(state: Pick<PickerState, 'concealed' | 'winTile'>): number {
  return state.concealed.length + (state.winTile === null ? 0 : 1);
}

// ---------------------------------------------------------------- taps

function tapTile(state: PickerState, tile: Tile, rules: Rules): PickerState {
  switch (state.mode) {
    case 'hand':
    case 'winning':
      return addToHand(state, tile, rules);
    case 'dora':
    case 'ura':
      return addIndicator(state, state.mode, tile, rules);
    default:
      return addMeld(state, state.mode, tile, rules);
  }
}

function addToHand(state: PickerState, tile: Tile, rules: Rules): PickerState {
  const full = handSize(state) >= handTarget(state.melds.length);
  // Choosing the winning tile of a full hand on the grid: the tap names one of the hand's tiles.
  if (state.mode === 'winning' && full) return winningFromGrid(state, tile);
  const refused = copyRefusal(tilesInUse(state), tile, rules);
  if (refused) return { ...state, notice: { code: refused, tile } };
  if (full) return { ...state, notice: { code: 'hand_full' } };
  if (state.mode === 'winning') {
    const concealed = state.winTile === null ? state.concealed : [...state.concealed, state.winTile];
    return withText({ ...state, concealed, winTile: tile, winPinned: true, mode: 'hand' });
  }
  return withText(settleWinTile({ ...state, concealed: [...state.concealed, tile], mode: 'hand' }));
}

/**
 * A hand just completed with its winning-tile slot empty: the last tile added goes there (a hand
 * is usually read out with the winning tile last). The slot is shown, so a wrong guess is seen and
 * changed; once filled, later taps leave it alone.
 */
function settleWinTile(state: PickerState): PickerState {
  const last = state.concealed[state.concealed.length - 1];
  if (state.winTile !== null || last === undefined || handSize(state) !== handTarget(state.melds.length)) return state;
  return { ...state, concealed: state.concealed.slice(0, -1), winTile: last, winPinned: false };
}

/** The winning tile of a full hand named on the grid: that tile of the hand, or a notice when there is none. */
function winningFromGrid(state: PickerState, tile: Tile): PickerState {
  if (state.winTile === tile) return { ...state, winPinned: true, mode: 'hand' };
  const index = state.concealed.indexOf(tile);
  return index < 0 ? { ...state, notice: { code: 'not_in_hand', tile } } : markWinning(state, index);
}

function addIndicator(state: PickerState, which: 'dora' | 'ura', tile: Tile, rules: Rules): PickerState {
  const list = which === 'dora' ? state.doraIndicators : state.uraIndicators;
  if (list.length >= MAX_INDICATORS) return { ...state, notice: { code: 'too_many_indicators' } };
  const refused = copyRefusal(tilesInUse(state), tile, rules);
  if (refused) return { ...state, notice: { code: refused, tile } };
  const added = [...list, tile];
  const next = which === 'dora' ? { ...state, doraIndicators: added } : { ...state, uraIndicators: added };
  // Taps stay on the indicators so that those of a hand with kans go in one after another (with a
  // riichi, dora and ura in turn); once there is no room for another, taps go to the hand again,
  // and the player is told so.
  const mode = indicatorTurn(next);
  return mode === 'hand' ? { ...next, mode, notice: { code: 'indicators_full' } } : { ...next, mode };
}

/**
 * One tap builds a whole call: chi from its lowest tile (7, 8 and 9 give 789), pon and kans
 * of the tapped kind. A tapped red five goes into the call; a kan of fives always holds the
 * red five where the preset has one.
 */
function addMeld(state: PickerState, kind: MeldKind, tapped: Tile, rules: Rules): PickerState {
  if (state.melds.length >= MAX_MELDS || handSize(state) > handTarget(state.melds.length + 1)) {
    return { ...state, mode: 'hand', notice: { code: 'no_room' } };
  }
  const built = buildMeldTiles(kind, tapped, tilesInUse(state), rules);
  if (!built.ok) return { ...state, notice: built.notice };
  // A call entered after the tiles can complete the hand: its winning tile is then settled too.
  return withText(settleWinTile({ ...state, melds: [...state.melds, { kind, tiles: built.tiles }], mode: 'hand' }));
}

type BuildResult = { ok: true; tiles: Tile[] } | { ok: false; notice: PickerNotice };

export function buildMeldTiles(kind: MeldKind, tapped: Tile, inUse: readonly Tile[], rules: Rules): BuildResult {
  const tappedKind = kindOf(tapped);
  let kinds: TileKind[];
  if (kind === 'chi') {
    if (tappedKind >= 27) return { ok: false, notice: { code: 'not_suited', tile: tapped } };
    const low = tappedKind - (tappedKind % 9) + Math.min(tappedKind % 9, 6);
    kinds = [low, low + 1, low + 2];
  } else {
    kinds = new Array<TileKind>(kind === 'pon' ? 3 : 4).fill(tappedKind);
  }
  const tiles: Tile[] = [];
  let wantRed = isRed(tapped) || (kinds.length === 4 && hasRedVariant(tappedKind, rules));
  for (const k of kinds) {
    const used = [...inUse, ...tiles];
    const red = hasRedVariant(k, rules) ? redOf(k) : null;
    if (red !== null && wantRed && copiesLeft(used, red, rules) > 0) {
      tiles.push(red);
      wantRed = false;
    } else if (copiesLeft(used, k, rules) > 0) {
      tiles.push(k);
    } else if (red !== null && copiesLeft(used, red, rules) > 0) {
      tiles.push(red);
    } else {
      return { ok: false, notice: { code: 'fifth_copy', tile: k } };
    }
  }
  return { ok: true, tiles: tiles.sort(compareTiles) };
}

/** Swaps a call's five between red and plain (a chi or pon of fives, where the preset has red fives). */
function toggleMeldRed(state: PickerState, index: number, rules: Rules): PickerState {
  const meld = state.melds[index];
  if (!meld) return state;
  const five = meld.tiles.find((t) => hasRedVariant(kindOf(t), rules));
  if (five === undefined) return state;
  const kind = kindOf(five);
  if (meld.tiles.length === 4) return { ...state, notice: { code: 'red_in_kan' } };
  const others = tilesInUse({ ...state, melds: state.melds.filter((_, i) => i !== index) });
  const at = meld.tiles.findIndex((t) => kindOf(t) === kind);
  const current = meld.tiles[at]!;
  const red = redOf(kind);
  const hasRed = meld.tiles.includes(red);
  // With a red five in the call, its red one turns plain; otherwise one plain five turns red.
  const from = hasRed ? red : current;
  const to = hasRed ? kind : red;
  const swapAt = meld.tiles.indexOf(from);
  const tiles = meld.tiles.map((t, i) => (i === swapAt ? to : t));
  const withoutSwapped = [...others, ...meld.tiles.filter((_, i) => i !== swapAt)];
  const refused = copyRefusal(withoutSwapped, to, rules);
  if (refused) return { ...state, notice: { code: refused, tile: to } };
  const melds = state.melds.map((m, i) => (i === index ? { ...m, tiles: [...tiles].sort(compareTiles) } : m));
  return withText({ ...state, melds });
}

function removeConcealed(state: PickerState, index: number): PickerState {
  if (index < 0 || index >= state.concealed.length) return state;
  return { ...state, concealed: state.concealed.filter((_, i) => i !== index) };
}

/**
 * Removing the winning tile empties its slot; no other tile slips into it unseen: the tile that
 * completes the hand again, or the one the player chooses, fills it.
 */
function removeWinTile(state: PickerState): PickerState {
  return { ...state, winTile: null, winPinned: false };
}

function markWinning(state: PickerState, index: number): PickerState {
  const chosen = state.concealed[index];
  if (chosen === undefined) return state;
  const rest = state.concealed.filter((_, i) => i !== index);
  return withText({
    ...state,
    concealed: state.winTile === null ? rest : [...rest, state.winTile],
    winTile: chosen,
    winPinned: true,
    mode: 'hand',
  });
}

/** Riichi and double riichi exclude each other (FORMATS.md: both together is invalid). */
function toggleFlag(flags: readonly Flag[], flag: Flag): Flag[] {
  if (flags.includes(flag)) {
    const off = flags.filter((f) => f !== flag);
    // Ippatsu lives only with a riichi.
    return flag === 'riichi' || flag === 'doubleRiichi' ? off.filter((f) => f !== 'ippatsu') : off;
  }
  const drop = FLAG_REPLACES[flag] ?? [];
  return [...flags.filter((f) => !drop.includes(f)), flag];
}

// ---------------------------------------------------------------- text

/** The hand in mpsz: concealed tiles, then the winning tile, then the calls (`p555z`). */
export function handToText(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds'>): string {
  const parts = [
    tilesToString(state.concealed),
    state.winTile === null ? '' : tileToString(state.winTile),
    ...state.melds.map(meldToText),
  ];
  return parts.filter((p) => p !== '').join(' ');
}

export function meldToText(meld: Meld): string {
  return meldLetter(meld.kind) + tilesToString(meld.tiles);
}

function withText(state: PickerState): PickerState {
  return { ...state, text: handToText(state), textError: null };
}

export type ParsedHandText =
  | { ok: true; concealed: Tile[]; winTile: Tile | null; melds: Meld[] }
  | { ok: false; error: TextError };

/**
 * Reads `123m456p789s11z 2z p555z`: words starting with a digit are concealed tiles; words
 * starting with c, p, m, k or a are calls (FORMATS.md). The last tile is the winning tile when
 * the hand is complete or when it is written apart (` 2z`, as handToText writes it); otherwise
 * the slot stays empty, as it does for a hand being tapped in.
 */
export function parseHandText(text: string, rules: Rules, indicators: readonly Tile[] = []): ParsedHandText {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  const melds: Meld[] = [];
  const tileWords: string[] = [];
  for (const word of words) {
    if (/^[0-9]/.test(word)) {
      tileWords.push(word);
      continue;
    }
    const meld = parseMeld(word);
    if (!meld.ok) return { ok: false, error: { code: 'notation', detail: meld.message } };
    melds.push(meld.meld);
  }
  const parsed = parseTiles(tileWords.join(''));
  if (!parsed.ok) return { ok: false, error: { code: 'notation', detail: parsed.message } };
  if (melds.length > MAX_MELDS) return { ok: false, error: { code: 'too_many_melds' } };
  const total = handTarget(melds.length);
  if (parsed.tiles.length > total) return { ok: false, error: { code: 'too_many', total } };
  const all = [...parsed.tiles, ...melds.flatMap((m) => m.tiles), ...indicators];
  for (let i = 0; i < all.length; i++) {
    const tile = all[i]!;
    const refused = copyRefusal(all.slice(0, i), tile, rules);
    if (refused) return { ok: false, error: { code: refused, tile } };
  }
  const last = parsed.tiles[parsed.tiles.length - 1];
  const apart = tileWords.length > 1 && writtenAsOneTile(tileWords[tileWords.length - 1]!);
  if (last === undefined || (!apart && parsed.tiles.length < total)) return { ok: true, concealed: parsed.tiles, winTile: null, melds };
  return { ok: true, concealed: parsed.tiles.slice(0, -1), winTile: last, melds };
}

function writtenAsOneTile(word: string): boolean {
  const tiles = parseTiles(word);
  return tiles.ok && tiles.tiles.length === 1;
}

function setText(state: PickerState, text: string, rules: Rules): PickerState {
  const parsed = parseHandText(text, rules, [...state.doraIndicators, ...state.uraIndicators]);
  if (!parsed.ok) return { ...state, text, textError: parsed.error };
  return { ...state, text, textError: null, concealed: parsed.concealed, winTile: parsed.winTile, melds: parsed.melds, winPinned: false };
}

// ---------------------------------------------------------------- to the core

/** Everything the core reads besides the tiles and the winning tile (ura only after a riichi). */
export function situationOf(state: PickerState) {
  return {
    melds: state.melds,
    seatWind: state.seatWind,
    roundWind: state.roundWind,
    doraIndicators: state.doraIndicators,
    uraIndicators: hasRiichi(state.flags) ? state.uraIndicators : [],
    flags: state.flags,
    honba: state.honba,
  };
}

/** The hand as the core reads it (only meaningful once the hand is complete). */
export function toHandInput(state: PickerState): HandInput | null {
  if (state.winTile === null) return null;
  return { ...situationOf(state), concealed: [...state.concealed], winTile: state.winTile, win: state.win };
}

export function hasRiichi(flags: readonly Flag[]): boolean {
  return flags.includes('riichi') || flags.includes('doubleRiichi');
}

/** Display order of a hand: sorted concealed tiles with their tap indices, so taps remove the right one. */
export function sortedConcealed(concealed: readonly Tile[]): { tile: Tile; index: number }[] {
  return concealed.map((tile, index) => ({ tile, index })).sort((a, b) => compareTiles(a.tile, b.tile) || a.index - b.index);
}

/** A tile's plain name parts, for accessible names: suit letter and number (0 = red five). */
export function tileNameParts(tile: Tile): { suit: 'm' | 'p' | 's' | 'z'; n: number; red: boolean } {
  const kind = kindOf(tile);
  return { suit: suitOf(kind), n: numberOf(kind), red: isRed(tile) };
}

/** A picker showing a hand recorded earlier (reopened from the dialog or the hand history). */
export function stateFromInput(input: HandInput, base: PickerState): PickerState {
  return withText({
    ...base,
    concealed: [...input.concealed],
    winTile: input.winTile,
    // Its winning tile was confirmed when it was recorded.
    winPinned: true,
    melds: [...input.melds],
    doraIndicators: [...input.doraIndicators],
    uraIndicators: [...input.uraIndicators],
    flags: [...input.flags],
  });
}

/**
 * What a tap does to the picker's state (pickerState.ts routes each action here): a tile to the
 * hand, a call, an indicator or the winning tile; a tile taken out; a flag turned.
 */
import type { Flag, MeldKind } from '../core/hand';
import type { Rules } from '../core/rules';
import { FLAG_REPLACES } from './flagAvailability';
import { compareTiles, kindOf, type Tile } from '../core/tiles';
import { withText } from './handText';
import { buildMeldTiles, copyRefusal, handSize, handTarget, hasRedVariant, indicatorTurn, redOf, tilesInUse } from './pickerTiles';
import { MAX_INDICATORS, MAX_MELDS, type PickerState } from './pickerTypes';

export function tapTile(state: PickerState, tile: Tile, rules: Rules): PickerState {
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

/** Swaps a call's five between red and plain (a chi or pon of fives, where the preset has red fives). */
export function toggleMeldRed(state: PickerState, index: number, rules: Rules): PickerState {
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

export function removeConcealed(state: PickerState, index: number): PickerState {
  if (index < 0 || index >= state.concealed.length) return state;
  return { ...state, concealed: state.concealed.filter((_, i) => i !== index) };
}

/**
 * Removing the winning tile empties its slot; no other tile slips into it unseen: the tile that
 * completes the hand again, or the one the player chooses, fills it.
 */
export function removeWinTile(state: PickerState): PickerState {
  return { ...state, winTile: null, winPinned: false };
}

export function markWinning(state: PickerState, index: number): PickerState {
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
export function toggleFlag(flags: readonly Flag[], flag: Flag): Flag[] {
  if (flags.includes(flag)) {
    const off = flags.filter((f) => f !== flag);
    // Ippatsu lives only with a riichi.
    return flag === 'riichi' || flag === 'doubleRiichi' ? off.filter((f) => f !== 'ippatsu') : off;
  }
  const drop = FLAG_REPLACES[flag] ?? [];
  return [...flags.filter((f) => !drop.includes(f)), flag];
}

// ---------------------------------------------------------------- text

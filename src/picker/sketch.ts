/**
 * What a reload keeps of a picker being filled in (kept with the hand dialog's draft, or the
 * calculator's): its tiles in notation, one string a tile so that the tap order stays, and the
 * situation. The text field and a notice start afresh, and so does the undo history; the mode is
 * where the flow puts it (resumedMode: a complete hand goes on to its indicators).
 */
import { FLAGS, isFlag, parseMeld, type Flag, type Meld } from '../core/hand';
import { bad, bool, Fields, guarded, int, isObj, list, ok, oneOf, type Decoder } from '../schema';
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

/** A kept sketch's lists are no longer than a whole set of tiles (136): no hand has more. */
const MAX_TILES = 136;
const whole = int(0, Number.MAX_SAFE_INTEGER);

/** One tile in notation, read with the one codec: exactly one tile. */
const tile: Decoder<Tile> = (value, at) => {
  const parsed = typeof value === 'string' ? parseTiles(value) : null;
  const one = parsed?.ok && parsed.tiles.length === 1 ? parsed.tiles[0] : undefined;
  return one === undefined ? bad(at, 'one tile in notation', value) : ok(one);
};
const meld: Decoder<Meld> = (value, at) => {
  const parsed = typeof value === 'string' ? parseMeld(value) : null;
  return parsed?.ok ? ok(parsed.meld) : bad(at, 'a call in notation', value);
};
const tiles = list(tile, { max: MAX_TILES, of: 'tiles' });

/** A kept sketch, read through the schema kit (issue 32): every field bounded, each tile and call with the one codec. */
const pickerSketch: Decoder<Omit<PickerState, 'mode' | 'text' | 'textError' | 'notice'>> = (value, at) => {
  if (!isObj(value)) return bad(at, 'a picker sketch', value);
  const f = new Fields(value, at);
  const read = {
    concealed: f.get('concealed', tiles),
    winTile: value['winTile'] === null ? null : f.get('winTile', tile),
    winPinned: f.get('winPinned', bool),
    melds: f.get('melds', list(meld, { max: MAX_TILES / 4, of: 'calls' })),
    doraIndicators: f.get('doraIndicators', tiles),
    uraIndicators: f.get('uraIndicators', tiles),
    flags: f.get('flags', list(guarded(isFlag, 'a flag'), { max: FLAGS.length, of: 'flags' })),
    win: f.get('win', oneOf(['ron', 'tsumo'] as const)),
    seatWind: f.get('seatWind', guarded(isWindLetter, 'a wind')),
    roundWind: f.get('roundWind', guarded(isWindLetter, 'a wind')),
    honba: f.get('honba', whole),
    sticks: f.get('sticks', whole),
  };
  const { concealed, winTile, winPinned, melds, doraIndicators, uraIndicators, flags, win, seatWind, roundWind, honba, sticks } = read;
  if (
    f.errors.length > 0 ||
    !concealed ||
    winTile === undefined ||
    winPinned === undefined ||
    !melds ||
    !doraIndicators ||
    !uraIndicators ||
    !flags ||
    !win ||
    !seatWind ||
    !roundWind ||
    honba === undefined ||
    sticks === undefined
  ) {
    return { ok: false, errors: f.errors };
  }
  return ok({ concealed, winTile, winPinned, melds, doraIndicators, uraIndicators, flags, win, seatWind, roundWind, honba, sticks });
};

/**
 * A kept sketch as the picker's state on `base` (its mode and text); null when it is not a sketch
 * this version wrote. Under rules without red fives (`redFives` false) a red five comes back as a
 * plain five: a sketch carried over from other rules keeps its tiles.
 */
export function stateFromSketch(value: unknown, base: PickerState, redFives = true): PickerState | null {
  const read = pickerSketch(value, 'sketch');
  if (!read.ok) return null;
  const plain = (tiles: readonly Tile[]): Tile[] => (redFives ? [...tiles] : tiles.map(kindOf));
  const v = read.value;
  const state: PickerState = {
    ...base,
    ...v,
    concealed: plain(v.concealed),
    winTile: v.winTile === null ? null : (plain([v.winTile])[0] ?? null),
    melds: v.melds.map((m) => ({ ...m, tiles: plain(m.tiles) })),
    doraIndicators: plain(v.doraIndicators),
    uraIndicators: plain(v.uraIndicators),
  };
  return { ...state, text: handToText(state), textError: null, notice: null };
}

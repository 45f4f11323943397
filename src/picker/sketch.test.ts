import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FLAGS } from '../core/hand';
import { PRESETS } from '../core/rules';
import { parseTiles, type Tile } from '../core/tiles';
import { initialPickerState, pickerReducer, type PickerAction, type PickerState } from './pickerState';
import { sketchOf, stateFromSketch } from './sketch';

const red = PRESETS.ema2008; // red fives, so a red tile is kept as one

function tiles(text: string): Tile[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(r.message);
  return r.tiles;
}
const taps = (text: string): PickerAction[] => tiles(text).map((tile) => ({ type: 'tapTile', tile }));
const run = (actions: readonly PickerAction[]) => actions.reduce((s, a) => pickerReducer(s, a, red), initialPickerState());

/** The fields a sketch keeps (mode, text field and notice start afresh). */
const kept = (s: PickerState) => ({
  concealed: s.concealed,
  winTile: s.winTile,
  winPinned: s.winPinned,
  melds: s.melds,
  dora: s.doraIndicators,
  ura: s.uraIndicators,
  flags: s.flags,
  win: s.win,
  seatWind: s.seatWind,
  roundWind: s.roundWind,
  honba: s.honba,
  sticks: s.sticks,
});

/** Through JSON, as the draft is kept. */
const reloaded = (s: PickerState) => stateFromSketch(JSON.parse(JSON.stringify(sketchOf(s))) as unknown, initialPickerState());

describe('picker sketch', () => {
  it('brings a half-entered hand back as it was: tap order, a chosen winning tile, calls, indicators, situation', () => {
    const state = run([
      { type: 'setMode', mode: 'pon' },
      ...taps('777z'),
      ...taps('9m0p1m23m'),
      { type: 'setMode', mode: 'winning' },
      { type: 'tapHandTile', index: 1 },
      { type: 'setMode', mode: 'dora' },
      ...taps('6z'),
      { type: 'toggleFlag', flag: 'haitei' },
      { type: 'setWin', win: 'tsumo' },
      { type: 'setSeatWind', wind: 'W' },
      { type: 'setHonba', honba: 2 },
      { type: 'setMode', mode: 'chi' },
    ]);
    expect(state.winPinned).toBe(true);
    const back = reloaded(state);
    expect(back && kept(back)).toEqual(kept(state));
    // The text field shows the hand again; the meld mode that was on starts afresh.
    expect(back?.text).toBe(state.text);
    expect(back?.mode).toBe('hand');
  });

  it('keeps any sequence of taps (random hands)', () => {
    const tap = fc.integer({ min: 0, max: 36 }).map((tile): PickerAction => ({ type: 'tapTile', tile }));
    const mode = fc.constantFrom<PickerAction>(
      { type: 'setMode', mode: 'hand' },
      { type: 'setMode', mode: 'chi' },
      { type: 'setMode', mode: 'pon' },
      { type: 'setMode', mode: 'ankan' },
      { type: 'setMode', mode: 'dora' },
      { type: 'setMode', mode: 'winning' },
      { type: 'toggleFlag', flag: 'riichi' },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(tap, tap, tap, mode), { maxLength: 30 }), (actions) => {
        const state = run(actions);
        expect(kept(reloaded(state)!)).toEqual(kept(state));
      }),
    );
  });

  it('is refused when it is not one (stored data from elsewhere): the picker then starts empty', () => {
    const good = sketchOf(run(taps('123m')));
    const base = initialPickerState();
    expect(stateFromSketch(null, base)).toBeNull();
    expect(stateFromSketch({ ...good, concealed: ['1m', '2x'] }, base)).toBeNull();
    expect(stateFromSketch({ ...good, concealed: ['12m'] }, base)).toBeNull();
    expect(stateFromSketch({ ...good, melds: ['q123m'] }, base)).toBeNull();
    expect(stateFromSketch({ ...good, flags: ['tenpai'] }, base)).toBeNull();
    expect(stateFromSketch({ ...good, honba: -1 }, base)).toBeNull();
    expect(stateFromSketch({ ...good, seatWind: 'X' }, base)).toBeNull();
    expect(stateFromSketch(good, base)).not.toBeNull();
  });

  it('is bounded as all untrusted input is (issue 32): no list longer than a set of tiles, no count beyond the safe integers', () => {
    const good = sketchOf(run(taps('123m')));
    const base = initialPickerState();
    expect(stateFromSketch({ ...good, doraIndicators: Array<string>(137).fill('1m') }, base)).toBeNull();
    expect(stateFromSketch({ ...good, doraIndicators: Array<string>(136).fill('1m') }, base)).not.toBeNull();
    expect(stateFromSketch({ ...good, honba: 1e300 }, base)).toBeNull();
    expect(stateFromSketch({ ...good, flags: Array<string>(FLAGS.length + 1).fill('riichi') }, base)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS } from '../core/rules';
import { parseTiles, type Tile } from '../core/tiles';
import {
  copiesLeft,
  handSize,
  handToText,
  initialPickerState,
  parseHandText,
  pickerReducer,
  resumedMode,
  situationOf,
  tilesInUse,
  toHandInput,
  type PickerAction,
  type PickerState,
} from './pickerState';
import { historyReducer, type HistoryAction, type PickerHistory } from './pickerHistory';
import { evaluate } from './evaluate';

const ema = PRESETS.ema2025; // no red fives
const red = PRESETS.ema2008; // red fives

function tiles(text: string): Tile[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(r.message);
  return r.tiles;
}

function run(actions: readonly PickerAction[], rules = ema, start: PickerState = initialPickerState()): PickerState {
  return actions.reduce((s, a) => pickerReducer(s, a, rules), start);
}

const taps = (text: string): PickerAction[] => tiles(text).map((tile) => ({ type: 'tapTile', tile }));

describe('adding and removing tiles', () => {
  it('the tile that completes the hand goes to the winning-tile slot; until then the slot is empty', () => {
    const s = run(taps('123m456p789s11z'));
    expect(s.winTile).toBeNull();
    expect(handToText(s)).toBe('123m456p789s11z');
    expect(handSize(s)).toBe(11);
    const complete = run(taps('1z2z2z'), ema, s);
    expect(complete.winTile).toBe(tiles('2z')[0]);
    expect(complete.winPinned).toBe(false);
    expect(handToText(complete)).toBe('123m456p789s1112z 2z');
  });

  it('refuses a fifth copy and says which tile', () => {
    const s = run(taps('11111m'));
    expect(handSize(s)).toBe(4);
    expect(s.notice).toEqual({ code: 'fifth_copy', tile: 0 });
  });

  it('counts dora indicators among the four copies', () => {
    const s = run([{ type: 'setMode', mode: 'dora' }, ...taps('1m'), { type: 'setMode', mode: 'dora' }, ...taps('1111m')]);
    expect(s.doraIndicators).toEqual([0]);
    expect(handSize(s)).toBe(3);
    expect(s.notice?.code).toBe('fifth_copy');
  });

  it('refuses a 15th tile sent to the hand', () => {
    const s = run([...taps('123456789m123p11s'), { type: 'setMode', mode: 'hand' }, ...taps('5z')]);
    expect(handSize(s)).toBe(14);
    expect(s.notice).toEqual({ code: 'hand_full' });
  });

  it('a tap on a hand tile removes that tile; removing the winning tile empties its slot, no other tile slips in', () => {
    let s = run(taps('123m456p789s11z222z'));
    s = pickerReducer(s, { type: 'tapHandTile', index: 0 }, ema);
    expect(handToText(s)).toBe('23m456p789s1122z 2z');
    s = pickerReducer(s, { type: 'tapWinTile' }, ema);
    expect(s.winTile).toBeNull();
    expect(handToText(s)).toBe('23m456p789s1122z');
    // The tile that completes the hand again fills the slot.
    s = run(taps('1m1z'), ema, s);
    expect(handToText(s)).toBe('123m456p789s1122z 1z');
  });

  it('marks another tile as the winning tile and keeps it there', () => {
    let s = run([...taps('123m'), { type: 'setMode', mode: 'winning' }, { type: 'tapHandTile', index: 0 }]);
    expect(s.winTile).toBe(0);
    expect(s.mode).toBe('hand');
    s = run(taps('4m'), ema, s);
    expect(s.winTile).toBe(0);
    expect(handToText(s)).toBe('234m 1m');
  });
});

describe('the winning tile', () => {
  // 123456789m 13p 55s with 2p: 2p is a closed wait (kanchan); 5s would be a pair wait of a broken shape.
  const hand = '123456789m13p55s';

  it('stays where it is when tiles are removed and added again', () => {
    let s = run(taps(`${hand}2p`));
    expect(s.winTile).toBe(tiles('2p')[0]);
    s = pickerReducer(s, { type: 'tapHandTile', index: 0 }, ema);
    s = run(taps('1m'), ema, s);
    expect(s.winTile).toBe(tiles('2p')[0]);
    expect(handToText(s)).toBe('123456789m13p55s 2p');
  });

  it('can be chosen first on the grid: the other tiles then never move it', () => {
    const s = run([{ type: 'setMode', mode: 'winning' }, ...taps('2p'), ...taps(hand)]);
    expect(s.winTile).toBe(tiles('2p')[0]);
    expect(s.winPinned).toBe(true);
    // Complete: the next tap is the dora indicator.
    expect(s.mode).toBe('dora');
    expect(handToText(s)).toBe('123456789m13p55s 2p');
  });

  it('of a hand tapped in another order is chosen by tapping it in the hand, or naming it on the grid', () => {
    const wrong = run(taps(`2p${hand}`));
    expect(wrong.winTile).toBe(tiles('5s')[0]);
    expect(wrong.winPinned).toBe(false);
    const inHand = run(
      [
        { type: 'setMode', mode: 'winning' },
        { type: 'tapHandTile', index: 0 },
      ],
      ema,
      wrong,
    );
    const onGrid = run([{ type: 'setMode', mode: 'winning' }, ...taps('2p')], ema, wrong);
    for (const s of [inHand, onGrid]) {
      expect(s.winTile).toBe(tiles('2p')[0]);
      expect(s.winPinned).toBe(true);
      // The winning tile chosen in a full hand: on to the indicators again.
      expect(s.mode).toBe('dora');
      expect(handSize(s)).toBe(14);
      expect(toHandInput(s)).toMatchObject({ concealed: tiles('123456789m13p55s').sort((a, b) => a - b), winTile: tiles('2p')[0] });
    }
  });

  it('named on the grid for a full hand must be one of its tiles', () => {
    const full = run([...taps(`2p${hand}`), { type: 'setMode', mode: 'winning' }, ...taps('9p')]);
    expect(full.notice).toEqual({ code: 'not_in_hand', tile: tiles('9p')[0] });
    expect(full.winTile).toBe(tiles('5s')[0]);
    expect(full.mode).toBe('winning');
    // Its own winning tile again: kept, as chosen.
    const same = run(taps('5s'), ema, full);
    expect(same).toMatchObject({ winTile: tiles('5s')[0], winPinned: true, mode: 'dora' });
  });

  it('of a hand completed by a call is the last tile tapped', () => {
    const s = run([
      ...taps('678s234m5s5s'),
      { type: 'setMode', mode: 'pon' },
      ...taps('5z'),
      { type: 'setMode', mode: 'chi' },
      ...taps('3p'),
    ]);
    expect(s.winTile).toBe(tiles('5s')[0]);
    expect(handToText(s)).toBe('234m5678s 5s p555z c345p');
  });
});

describe('indicators', () => {
  it('the dora mode takes one indicator after another until the player leaves it', () => {
    const s = run([{ type: 'setMode', mode: 'dora' }, ...taps('3m6p')]);
    expect(s.doraIndicators).toEqual(tiles('3m6p'));
    expect(handSize(s)).toBe(0);
    expect(s.mode).toBe('dora');
    const left = run([{ type: 'setMode', mode: 'dora' }, ...taps('9s')], ema, s);
    expect(left.doraIndicators).toEqual(tiles('3m6p'));
    expect(handToText(left)).toBe('9s');
  });

  it('another mode leaves the indicators', () => {
    const s = run([{ type: 'setMode', mode: 'dora' }, ...taps('3m'), { type: 'setMode', mode: 'pon' }, ...taps('5z'), ...taps('1p')]);
    expect(s.doraIndicators).toEqual(tiles('3m'));
    expect(handToText(s)).toBe('1p p555z');
  });

  it('goes back to the hand once five indicators are in, and says so', () => {
    const s = run([{ type: 'setMode', mode: 'dora' }, ...taps('12345m')]);
    expect(s.doraIndicators).toHaveLength(5);
    expect(s.mode).toBe('hand');
    expect(s.notice).toEqual({ code: 'indicators_full' });
    expect(handToText(run(taps('9s'), ema, s))).toBe('9s');
  });

  it('with a riichi, dora and ura indicators go in turn, pair by pair, wherever the player started', () => {
    const s = run([{ type: 'toggleFlag', flag: 'riichi' }, { type: 'setMode', mode: 'dora' }, ...taps('3m'), ...taps('6p'), ...taps('1s')]);
    expect(s).toMatchObject({ doraIndicators: tiles('3m1s'), uraIndicators: tiles('6p'), mode: 'ura' });
    // An ura first (its button chosen): its dora comes next.
    const uraFirst = run([{ type: 'toggleFlag', flag: 'riichi' }, { type: 'setMode', mode: 'ura' }, ...taps('3m'), ...taps('6p')]);
    expect(uraFirst).toMatchObject({ doraIndicators: tiles('6p'), uraIndicators: tiles('3m'), mode: 'dora' });
  });

  it('the ura row ends with the riichi that shows it', () => {
    const s = run([
      { type: 'toggleFlag', flag: 'riichi' },
      { type: 'setMode', mode: 'ura' },
    ]);
    const off = run([{ type: 'toggleFlag', flag: 'riichi' }, ...taps('9s')], ema, s);
    expect(off.mode).toBe('hand');
    expect(handToText(off)).toBe('9s');
  });
});

describe('where the next tap goes: the common path needs no mode button (issue 29)', () => {
  // 234m 567p 34678s 22p won on 5s: pinfu tanyao.
  const pinfu = '234m567p34678s22p5s';
  const riichi = initialPickerState({ flags: ['riichi'] });

  it('after the 14th tile, taps go to the dora indicators; without a riichi they stay there (a kan adds one)', () => {
    const complete = run(taps(pinfu));
    expect(complete.mode).toBe('dora');
    const s = run(taps('1m9p'), ema, complete);
    expect(s).toMatchObject({ doraIndicators: tiles('1m9p'), mode: 'dora' });
    expect(handToText(s)).toBe('234m22567p34678s 5s');
  });

  it('in a riichi hand the ura indicator comes after the dora indicator, then the next dora indicator', () => {
    const complete = run(taps(pinfu), ema, riichi);
    expect(complete.mode).toBe('dora');
    const dora = run(taps('1m'), ema, complete);
    expect(dora.mode).toBe('ura');
    const ura = run(taps('8s'), ema, dora);
    expect(ura).toMatchObject({ doraIndicators: tiles('1m'), uraIndicators: tiles('8s'), mode: 'dora' });
    // Sixteen taps and nothing else: riichi, pinfu, tanyao and a dora (2m); the ura indicator points at 9s, not in the hand.
    const scored = evaluate(ura, ema);
    expect(scored.kind === 'score' && scored.result.ok && scored.result.best.han).toBe(4);
  });

  it('a call that completes the hand sends taps to the indicators too, and so does a winning tile named first', () => {
    const called = run([
      ...taps('678s234m5s5s'),
      { type: 'setMode', mode: 'pon' },
      ...taps('5z'),
      { type: 'setMode', mode: 'chi' },
      ...taps('3p'),
    ]);
    expect(called.mode).toBe('dora');
    const named = run([{ type: 'setMode', mode: 'winning' }, ...taps('5s'), ...taps('234m567p34678s22p')]);
    expect(named).toMatchObject({ winTile: tiles('5s')[0], winPinned: true, mode: 'dora' });
  });

  it('a tile taken out of a complete hand sends taps back to the hand, so the next one replaces it', () => {
    const complete = run(taps(pinfu), ema, riichi);
    const removed = pickerReducer(complete, { type: 'tapHandTile', index: 0 }, ema);
    expect(removed.mode).toBe('hand');
    const replaced = run(taps('2m'), ema, removed);
    expect(replaced.mode).toBe('dora');
    expect(handSize(replaced)).toBe(14);
  });

  it('a lit mode button still decides: tapped again it goes back to the hand; another one takes the next tap', () => {
    const complete = run(taps(pinfu), ema, riichi);
    expect(pickerReducer(complete, { type: 'setMode', mode: 'dora' }, ema).mode).toBe('hand');
    const uraFirst = run([{ type: 'setMode', mode: 'ura' }, ...taps('8s')], ema, complete);
    expect(uraFirst).toMatchObject({ doraIndicators: [], uraIndicators: tiles('8s'), mode: 'dora' });
    // Two dora indicators read first (a kan's), then their two ura: one button, and the turns follow.
    const rows = run([...taps('1m'), { type: 'setMode', mode: 'dora' }, ...taps('9p'), ...taps('8s1s')], ema, complete);
    expect(rows).toMatchObject({ doraIndicators: tiles('1m9p'), uraIndicators: tiles('8s1s'), mode: 'dora' });
  });

  it('a riichi marked in the picker after the dora indicator brings its ura next; unmarked, the dora again', () => {
    const dora = run([...taps(pinfu), ...taps('1m')]);
    expect(dora.mode).toBe('dora');
    const marked = pickerReducer(dora, { type: 'toggleFlag', flag: 'riichi' }, ema);
    expect(marked.mode).toBe('ura');
    expect(pickerReducer(marked, { type: 'toggleFlag', flag: 'riichi' }, ema).mode).toBe('dora');
  });

  it('undo takes a tap back with the mode it moved on from', () => {
    const start: PickerHistory = { past: [], present: run(taps('234m567p34678s22p'), ema, riichi) };
    const steps: HistoryAction[] = [...taps('5s1m8s'), { type: 'setMode', mode: 'hand' }];
    const seen = [start];
    for (const step of steps) seen.push(historyReducer(seen[seen.length - 1]!, step, ema, false));
    expect(seen.map((h) => h.present.mode)).toEqual(['hand', 'dora', 'ura', 'dora', 'hand']);
    let h = seen[seen.length - 1]!;
    for (let i = seen.length - 2; i >= 0; i--) {
      h = historyReducer(h, { type: 'undo' }, ema, false);
      expect(h.present).toEqual(seen[i]!.present);
    }
  });

  it('a tenpai check stops at 13 tiles: its taps stay with the hand', () => {
    let h: PickerHistory = { past: [], present: initialPickerState() };
    for (const tile of taps('234m567p34678s22p5s')) h = historyReducer(h, tile, ema, true);
    expect(handSize(h.present)).toBe(13);
    expect(h.present).toMatchObject({ mode: 'hand', notice: { code: 'hand_full' } });
  });

  it('a hand that comes back complete (a reload, a recorded hand) takes the indicator next in turn', () => {
    const dora = run([...taps(pinfu), ...taps('1m')], ema, riichi);
    expect(resumedMode({ ...dora, mode: 'hand' })).toBe('ura');
    expect(resumedMode({ ...run(taps('234m'), ema, riichi), mode: 'hand' })).toBe('hand');
  });
});

describe('red fives', () => {
  it('allow one red and three plain fives per suit where the preset has them', () => {
    const s = run(taps('5555m'), red);
    expect(handSize(s)).toBe(3);
    expect(s.notice).toEqual({ code: 'three_plain_fives', tile: tiles('5m')[0] });
    const t = run(taps('0m0m'), red);
    expect(handSize(t)).toBe(1);
    expect(t.notice).toEqual({ code: 'one_red_five', tile: tiles('0m')[0] });
    expect(run(taps('0555m5m'), red).notice?.code).toBe('fifth_copy');
    expect(copiesLeft(tilesInUse(run(taps('0555m'), red)), 4, red)).toBe(0);
  });

  it('do not exist where the preset has none', () => {
    expect(copiesLeft([], tiles('0p')[0]!, ema)).toBe(0);
    expect(handSize(run(taps('5555p'), ema))).toBe(4);
  });
});

describe('calls in two taps', () => {
  it('builds chi from the lowest tile, 8 and 9 giving 789', () => {
    const s = run([{ type: 'setMode', mode: 'chi' }, ...taps('3m'), { type: 'setMode', mode: 'chi' }, ...taps('9s')]);
    expect(s.melds.map((m) => m.kind)).toEqual(['chi', 'chi']);
    expect(s.text).toBe('c345m c789s');
    expect(s.mode).toBe('hand');
  });

  it('refuses a chi of honours', () => {
    const s = run([{ type: 'setMode', mode: 'chi' }, ...taps('1z')]);
    expect(s.melds).toEqual([]);
    expect(s.notice?.code).toBe('not_suited');
  });

  it('builds pon and the three kinds of kan', () => {
    const s = run([
      { type: 'setMode', mode: 'pon' },
      ...taps('5z'),
      { type: 'setMode', mode: 'minkan' },
      ...taps('1p'),
      { type: 'setMode', mode: 'shouminkan' },
      ...taps('9s'),
      { type: 'setMode', mode: 'ankan' },
      ...taps('2m'),
    ]);
    expect(s.text).toBe('p555z m1111p k9999s a2222m');
    expect(handSize(s)).toBe(0);
  });

  it('puts the red five into a kan of fives, and a tapped red five into a pon or chi', () => {
    const s = run(
      [
        { type: 'setMode', mode: 'ankan' },
        ...taps('5m'),
        { type: 'setMode', mode: 'pon' },
        ...taps('0p'),
        { type: 'setMode', mode: 'chi' },
        ...taps('3s'),
        { type: 'toggleMeldRed', index: 2 },
      ],
      red,
    );
    expect(s.text).toBe('a0555m p055p c340s');
  });

  it('refuses a call that would need a fifth copy, or a call with no room left', () => {
    const s = run([...taps('11m'), { type: 'setMode', mode: 'minkan' }, ...taps('1m')]);
    expect(s.melds).toEqual([]);
    expect(s.notice?.code).toBe('fifth_copy');
    const full = run([...taps('123456789m1234p'), { type: 'setMode', mode: 'pon' }, ...taps('1z')]);
    expect(full.melds).toEqual([]);
    expect(full.notice?.code).toBe('no_room');
  });

  it('shrinks the hand by three per call', () => {
    const s = run([
      { type: 'setMode', mode: 'pon' },
      ...taps('7z'),
      ...taps('123456789m12p'),
      { type: 'setMode', mode: 'hand' },
      ...taps('3p'),
    ]);
    expect(handSize(s)).toBe(11);
    expect(s.notice?.code).toBe('hand_full');
  });
});

describe('text entry', () => {
  it('reads tiles and calls and writes the same hand back', () => {
    const s = run([{ type: 'setText', text: '123m 456p 789s 1z p555z 1z' }]);
    expect(s.textError).toBeNull();
    expect(s.winTile).toBe(tiles('1z')[0]);
    expect(s.melds).toHaveLength(1);
    expect(handToText(s)).toBe('123m456p789s1z 1z p555z');
  });

  it('takes the last tile as the winning tile when the hand is complete or that tile is written apart', () => {
    expect(parseHandText('123m456p789s11z2z 2z', ema)).toMatchObject({
      ok: true,
      winTile: tiles('2z')[0],
      concealed: tiles('123m456p789s11z2z'),
    });
    expect(parseHandText('123m456p789s111z22z', ema)).toMatchObject({ ok: true, winTile: tiles('2z')[0] });
    expect(parseHandText('123m456p789s11z22z', ema)).toMatchObject({ ok: true, winTile: null });
    expect(parseHandText('123m 456p', ema)).toMatchObject({ ok: true, winTile: null, concealed: tiles('123m456p') });
    expect(parseHandText('4m', ema)).toMatchObject({ ok: true, winTile: null, concealed: tiles('4m') });
  });

  it('keeps what was typed and says what is wrong', () => {
    const s = run([...taps('1m'), { type: 'setText', text: '1x' }]);
    expect(s.text).toBe('1x');
    expect(s.textError?.code).toBe('notation');
    expect(handToText(s)).toBe('1m');
    expect(parseHandText('11111m', ema)).toEqual({ ok: false, error: { code: 'fifth_copy', tile: 0 } });
    // Which red-five rule a text breaks, not "only four" (a scorekeeper review found that confusing).
    expect(parseHandText('0m', ema)).toEqual({ ok: false, error: { code: 'no_red_fives', tile: tiles('0m')[0] } });
    expect(parseHandText('00m123p', PRESETS.mleague)).toEqual({ ok: false, error: { code: 'one_red_five', tile: tiles('0m')[0] } });
    expect(parseHandText('5550m5m', red)).toMatchObject({ ok: false, error: { code: 'fifth_copy' } });
    expect(parseHandText('5555m', red)).toEqual({ ok: false, error: { code: 'three_plain_fives', tile: tiles('5m')[0] } });
    expect(parseHandText('123456789m123456p', ema)).toMatchObject({ ok: false, error: { code: 'too_many' } });
  });

  it('round trips any hand built by taps (property)', () => {
    const tap = fc.record({ type: fc.constant('tapTile' as const), tile: fc.integer({ min: 0, max: 36 }) });
    const mode = fc.record({
      type: fc.constant('setMode' as const),
      mode: fc.constantFrom('hand', 'chi', 'pon', 'minkan', 'shouminkan', 'ankan'),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(tap, tap, tap, mode), { maxLength: 40 }), fc.boolean(), (actions, useRed) => {
        const rules = useRed ? red : ema;
        const s = run(actions, rules);
        const back = parseHandText(handToText(s), rules);
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.winTile).toBe(s.winTile);
          expect(handToText({ concealed: back.concealed, winTile: back.winTile, melds: back.melds })).toBe(handToText(s));
        }
        // Invariants: never a fifth copy, never more tiles than the calls leave room for.
        expect(handSize(s)).toBeLessThanOrEqual(14 - 3 * s.melds.length);
        const inUse = tilesInUse(s);
        for (let i = 0; i < inUse.length; i++) expect(copiesLeft(inUse.slice(0, i), inUse[i]!, rules)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('to the core', () => {
  it('sends ura indicators only with a riichi', () => {
    const riichi = run([...taps('1m'), { type: 'toggleFlag', flag: 'riichi' }, { type: 'setMode', mode: 'ura' }, ...taps('9p')]);
    expect(situationOf(riichi).uraIndicators).toEqual(tiles('9p'));
    const none = pickerReducer(riichi, { type: 'toggleFlag', flag: 'riichi' }, ema);
    expect(situationOf(none).uraIndicators).toEqual([]);
  });

  it('riichi and double riichi exclude each other; ippatsu goes with the riichi', () => {
    const s = run([
      { type: 'toggleFlag', flag: 'riichi' },
      { type: 'toggleFlag', flag: 'ippatsu' },
      { type: 'toggleFlag', flag: 'doubleRiichi' },
    ]);
    expect(s.flags).toEqual(['ippatsu', 'doubleRiichi']);
    expect(run([{ type: 'toggleFlag', flag: 'doubleRiichi' }], ema, s).flags).toEqual([]);
  });
});

describe('a fresh hand and the flags', () => {
  const kanHand: PickerAction[] = [
    { type: 'setWin', win: 'tsumo' },
    { type: 'setMode', mode: 'ankan' },
    ...taps('2m'),
    { type: 'toggleFlag', flag: 'rinshan' },
    ...taps('345p678s234p5s5s'),
  ];

  it('clear empties the hand and puts ron or tsumo and the flags back; winds, counters and sticks stay', () => {
    const table: PickerAction[] = [
      { type: 'setSeatWind', wind: 'E' },
      { type: 'setRoundWind', wind: 'S' },
      { type: 'setHonba', honba: 2 },
      { type: 'setSticks', sticks: 1 },
    ];
    const s = run([...table, ...kanHand, { type: 'clear' }]);
    expect(s).toMatchObject({ win: 'ron', flags: [], melds: [], winTile: null, seatWind: 'E', roundWind: 'S', honba: 2, sticks: 1 });
    const riichi = run([{ type: 'toggleFlag', flag: 'riichi' }, { type: 'toggleFlag', flag: 'ippatsu' }, ...taps('1m'), { type: 'clear' }]);
    expect(riichi.flags).toEqual([]);
  });

  it('clear in the hand dialog goes back to the table: its riichi and its ron or tsumo', () => {
    const context = { win: 'tsumo', flags: ['riichi'] } as const;
    const s = run([{ type: 'toggleFlag', flag: 'ippatsu' }, ...taps('1m'), { type: 'clear', context }], ema, initialPickerState(context));
    expect(s).toMatchObject({ win: 'tsumo', flags: ['riichi'] });
  });

  it('ron after tsumo turns rinshan and haitei off and says so; the hand scores', () => {
    const s = run([...kanHand, { type: 'toggleFlag', flag: 'haitei' }, { type: 'setWin', win: 'ron' }], PRESETS.ema2016);
    expect(s.flags).toEqual([]);
    expect(s.notice).toEqual({ code: 'flags_off', flags: ['rinshan', 'haitei'] });
    const scored = evaluate(s, PRESETS.ema2016);
    expect(scored.kind === 'score' && scored.result.ok).toBe(true);
  });

  it('a call turns the riichi off, and the ippatsu with it', () => {
    const s = run([
      { type: 'toggleFlag', flag: 'riichi' },
      { type: 'toggleFlag', flag: 'ippatsu' },
      { type: 'setMode', mode: 'chi' },
      ...taps('3p'),
    ]);
    expect(s.melds).toHaveLength(1);
    expect(s.flags).toEqual([]);
    expect(s.notice).toEqual({ code: 'flags_off', flags: ['riichi', 'ippatsu'] });
    // A closed kan keeps the hand closed: the riichi stays.
    const kan = run([{ type: 'toggleFlag', flag: 'riichi' }, { type: 'setMode', mode: 'ankan' }, ...taps('3p')]);
    expect(kan.flags).toEqual(['riichi']);
    expect(kan.notice).toBeNull();
  });

  it('taking the kan away turns rinshan off; the dealer seat turns chihou off', () => {
    const s = run([...kanHand, { type: 'removeMeld', index: 0 }]);
    expect(s.notice).toEqual({ code: 'flags_off', flags: ['rinshan'] });
    const chihou = run([
      { type: 'setWin', win: 'tsumo' },
      { type: 'toggleFlag', flag: 'chihou' },
      { type: 'setSeatWind', wind: 'E' },
    ]);
    expect(chihou.flags).toEqual([]);
    expect(chihou.notice).toEqual({ code: 'flags_off', flags: ['chihou'] });
  });

  it('leaves on a flag that did not fit before the change: that one came with the hand and is shown as a conflict', () => {
    const kept: PickerState = { ...initialPickerState({ flags: ['riichi'] }), melds: [{ kind: 'pon', tiles: tiles('555z') }] };
    const s = run([{ type: 'setWin', win: 'tsumo' }], ema, kept);
    expect(s.flags).toEqual(['riichi']);
    expect(s.notice).toBeNull();
  });
});

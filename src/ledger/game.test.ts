import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS, withOverrides } from '../core/rules';
import { fold, initialTable, replay, withPendingRiichi, wouldEndGame } from './fold';
import { placesOf, settle } from './settle';
import { chombo, doubleRonCase1, draw, ok, penalty, ron, tableAt, tsumo } from './testkit';
import type { HandResult, TableState } from './types';

const finals = (state: TableState, id: keyof typeof PRESETS) => settle(state, PRESETS[id]).map((r) => r.final);

describe('RULES.md numbered cases (those with payments)', () => {
  it('1. double ron, 2 counters, 1 stick carried, B in riichi', () => {
    const rules = PRESETS.ema2025;
    const r = doubleRonCase1(rules); // dealer seat 0; discarder 1; A = 2, B = 3
    expect(r.outcome.transfers.filter((x) => x.from === 1)).toEqual([
      { from: 1, to: 2, points: 2600, kind: 'ron' },
      { from: 1, to: 3, points: 5800, kind: 'ron' },
    ]);
    expect(r.outcome.wins.map((w) => [w.winner, w.sticks])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    expect(r.state).toMatchObject({ dealer: 1, honba: 0, sticks: 0 });
  });

  it('2. 4 han 30 fu non-dealer ron: 7700 (ema2016, ema2008), 8000 (ema2025, wrc2022)', () => {
    const paid = (id: keyof typeof PRESETS) =>
      ok(fold(initialTable(PRESETS[id]), ron(0, [{ winner: 1, han: 4, fu: 30 }]), PRESETS[id])).outcome.deltas[1];
    expect([paid('ema2016'), paid('ema2008'), paid('ema2025'), paid('wrc2022')]).toEqual([7700, 7700, 8000, 8000]);
  });

  it('3. dealer tsumo 40 fu (ema2016) 1300 all, 30 fu (ema2025) 1000 all', () => {
    expect(ok(fold(initialTable(PRESETS.ema2016), tsumo(0, { han: 2, fu: 40 }), PRESETS.ema2016)).outcome.deltas).toEqual([
      3900, -1300, -1300, -1300,
    ]);
    expect(ok(fold(initialTable(PRESETS.ema2025), tsumo(0, { han: 2, fu: 30 }), PRESETS.ema2025)).outcome.deltas).toEqual([
      3000, -1000, -1000, -1000,
    ]);
  });

  it('5. 13 han without yakuman, non-dealer ron: 24000 (ema2025, ema2016), 32000 (ema2008)', () => {
    const paid = (id: keyof typeof PRESETS) =>
      ok(fold(initialTable(PRESETS[id]), ron(0, [{ winner: 1, han: 13 }]), PRESETS[id])).outcome.deltas[1];
    expect([paid('ema2025'), paid('ema2016'), paid('ema2008')]).toEqual([24000, 24000, 32000]);
  });

  it('6. daisuushii + tsuuiisou: 1 unit (ema2025/2016/wrc2022) 32000, 2 units (ema2008, tenhou) 64000', () => {
    const paid = (id: keyof typeof PRESETS, units: number) =>
      ok(fold(initialTable(PRESETS[id]), ron(0, [{ winner: 1, yakuman: units }]), PRESETS[id])).outcome.deltas[1];
    expect([paid('ema2025', 1), paid('ema2016', 1), paid('wrc2022', 1), paid('ema2008', 2), paid('tenhou', 2)]).toEqual([
      32000, 32000, 32000, 64000, 64000,
    ]);
  });

  it('7. dealer chombo in E2 with 1 counter and 2 sticks, South in riichi (ema2025)', () => {
    const rules = PRESETS.ema2025;
    const t = tableAt(rules, { dealer: 1, honba: 1, sticks: 2 });
    const r = ok(fold(t, chombo(1, [1]), rules));
    expect(r.outcome.deltas).toEqual([0, 0, 0, 0]);
    expect(r.state).toMatchObject({ scores: t.scores, dealer: 1, round: 'E', hand: 2, honba: 1, sticks: 2 });
    expect(r.state.penalties).toEqual([0, -20000, 0, 0]);
    const before = settle(t, rules).map((x) => x.final);
    const after = settle(r.state, rules).map((x) => x.final);
    expect(after[1]).toBe((before[1] ?? 0) - 20000);
  });

  it('8. tie for 1st at 38000 with 3 sticks left (ema2025): +19500 each', () => {
    const t = tableAt(PRESETS.ema2025, { scores: [38000, 38000, 22000, 19000], sticks: 3 });
    expect(finals(t, 'ema2025')).toEqual([19500, 19500, -13000, -26000]);
  });

  it('9. 44300 / 32000 / 25700 / 17000 with 1 stick left (ema2025)', () => {
    const t = tableAt(PRESETS.ema2025, { scores: [44300, 32000, 25700, 17000], sticks: 1 });
    expect(finals(t, 'ema2025')).toEqual([30300, 7000, -9300, -28000]);
  });

  it('10. daisangen by ron off a third player with pao, 2 counters', () => {
    const rules = PRESETS.ema2025;
    const r = ok(fold(tableAt(rules, { honba: 2 }), ron(2, [{ winner: 1, yakuman: 1, pao: 3 }]), rules));
    expect(r.outcome.transfers).toEqual([
      { from: 3, to: 1, points: 16000, kind: 'pao' },
      { from: 2, to: 1, points: 16600, kind: 'ron' },
    ]);
  });
});

describe('settlement', () => {
  it('tenhou: ties to the earlier seat, oka to 1st, exact', () => {
    const t = tableAt(PRESETS.tenhou, { scores: [30000, 30000, 20000, 20000] });
    const r = settle(t, PRESETS.tenhou);
    expect(r.map((x) => x.place)).toEqual([1, 2, 3, 4]);
    expect(r.map((x) => x.final)).toEqual([40000, 10000, -20000, -30000]);
  });

  it('wrc2022: distinct places, return 30000, uma +15000/+5000/-5000/-15000 and no oka', () => {
    const t = tableAt(PRESETS.wrc2022, { scores: [28000, 40000, 20000, 32000] });
    const r = settle(t, PRESETS.wrc2022);
    expect(r.map((x) => x.place)).toEqual([3, 1, 4, 2]);
    expect(r.map((x) => x.final)).toEqual([-2000 - 5000, 10000 + 15000, -10000 - 15000, 2000 + 5000]);
  });

  it('tenhou: leftover sticks to the earlier seat of a tie for 1st', () => {
    const t = tableAt(PRESETS.tenhou, { scores: [20000, 39000, 39000, 1000], sticks: 1 });
    expect(settle(t, PRESETS.tenhou).map((x) => x.sticks)).toEqual([0, 1000, 0, 0]);
  });

  it('split ties: one stick among three tied players rounds down; uma and places shared', () => {
    const t = tableAt(PRESETS.ema2025, { scores: [33000, 33000, 33000, 20000], sticks: 1 });
    const r = settle(t, PRESETS.ema2025);
    expect(r.map((x) => x.sticks)).toEqual([333, 333, 333, 0]);
    expect(r.map((x) => x.uma)).toEqual([5000, 5000, 5000, -15000]);
    expect(r.map((x) => x.place)).toEqual([1, 1, 1, 4]);
  });

  it('mleague: oka and uma of tied 1st/2nd split', () => {
    const t = tableAt(PRESETS.mleague, { scores: [36500, 36500, 13500, 13500] });
    expect(finals(t, 'mleague')).toEqual([36500, 36500, -36500, -36500]);
  });

  it('places from the end scores: a tie shares the better place, or goes to the earlier seat in tenhou', () => {
    const scores = [33000, 40000, 33000, 14000] as const;
    expect(placesOf(scores, PRESETS.ema2025)).toEqual([2, 1, 2, 4]);
    expect(placesOf(scores, PRESETS.tenhou)).toEqual([2, 1, 3, 4]);
  });

  it('places from the end scores are the places of the settlement, in every preset', () => {
    const points = fc.integer({ min: 0, max: 4 }).map((n) => 15000 + n * 5000);
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(PRESETS)), fc.tuple(points, points, points, points), (rules, scores) => {
        const settled = settle(tableAt(rules, { scores }), rules);
        expect(placesOf(scores, rules)).toEqual(settled.map((r) => r.place));
      }),
    );
  });

  it('penalties come after uma and do not change places', () => {
    const rules = PRESETS.ema2016;
    const s = ok(fold(tableAt(rules, { scores: [40000, 30000, 30000, 20000] }), penalty(0, -20000), rules)).state;
    const r = settle(s, rules);
    expect(r[0]).toMatchObject({ place: 1, penalty: -20000, final: 40000 - 30000 + 15000 - 20000 });
  });
});

/** Plays `results` from `start`; returns the state after each. */
function play(rules: (typeof PRESETS)[keyof typeof PRESETS], start: TableState, results: HandResult[]): TableState[] {
  const out: TableState[] = [];
  let s = start;
  for (const r of results) {
    s = ok(fold(s, r, rules)).state;
    out.push(s);
  }
  return out;
}

describe('the end of the game', () => {
  const south4 = (rules: (typeof PRESETS)[keyof typeof PRESETS], scores?: [number, number, number, number]) =>
    tableAt(rules, { dealer: 3, round: 'S', ...(scores ? { scores } : {}) });

  it('EMA: after South 4 when the deal passes; the dealer repeating in South 4 keeps playing', () => {
    const rules = PRESETS.ema2025;
    const [kept] = play(rules, south4(rules), [draw([3])]);
    expect(kept).toMatchObject({ over: false, dealer: 3, round: 'S', hand: 4, honba: 1 });
    const [won] = play(rules, south4(rules), [ron(0, [{ winner: 3, han: 5 }])]);
    expect(won?.over).toBe(false);
    const [passed] = play(rules, south4(rules), [draw([0])]);
    expect(passed).toMatchObject({ over: true, round: 'S', hand: 4, honba: 1 });
    expect(fold(passed as TableState, draw([]), rules)).toMatchObject({ ok: false, error: 'hand_after_game_over', hand: 2 });
    expect(wouldEndGame(south4(rules), draw([0]), rules)).toBe(true);
    expect(wouldEndGame(south4(rules), draw([3]), rules)).toBe(false);
  });

  it('EMA: a chombo in South 4 is replayed; the game does not end', () => {
    const rules = PRESETS.ema2016;
    const [s] = play(rules, south4(rules), [chombo(1)]);
    expect(s).toMatchObject({ over: false, dealer: 3, round: 'S', hand: 4 });
  });

  it('EMA: no busting (ema2025 plays on below 0)', () => {
    const rules = PRESETS.ema2025;
    const [s] = play(rules, tableAt(rules, { scores: [30000, 30000, 30000, 30000] }), [ron(3, [{ winner: 0, yakuman: 1 }])]);
    expect(s).toMatchObject({ over: false, scores: [78000, 30000, 30000, -18000] });
  });

  it('tenhou: below 0 ends at once, exactly 0 does not', () => {
    const rules = PRESETS.tenhou;
    const [bust] = play(rules, tableAt(rules, { dealer: 1 }), [ron(3, [{ winner: 1, han: 13 }])]);
    expect(bust).toMatchObject({ over: true, scores: [25000, 73000, 25000, -23000] });
    const [zero] = play(rules, tableAt(rules, { dealer: 1, scores: [25000, 25000, 25000, 25000] }), [
      tsumo(0, { han: 8 }), // baiman tsumo: dealer pays 8000
    ]);
    expect(zero).toMatchObject({ over: false });
    const [exact] = play(rules, tableAt(rules, { dealer: 1, scores: [25000, 8000, 25000, 25000] }), [tsumo(0, { han: 8 })]);
    expect(exact).toMatchObject({ over: false, scores: [41000, 0, 21000, 21000] });
  });

  it('tenhou: South 4 passing with nobody at 30000 goes into West; sudden death there', () => {
    const rules = PRESETS.tenhou;
    const even: [number, number, number, number] = [25000, 25000, 25000, 25000];
    const [w1, w2, w3, over] = play(rules, south4(rules, even), [
      draw([]), // deal passes, nobody at 30000: West 1
      draw([]), // still nobody: West 2
      ron(2, [{ winner: 0, han: 3, fu: 30 }]), // 3900 + 600 = 29500: West 3
      ron(3, [{ winner: 0, han: 1, fu: 30 }]), // 30500: the deal passes with someone at 30000
    ]);
    expect(w1).toMatchObject({ over: false, round: 'W', hand: 1, dealer: 0, honba: 1 });
    expect(w2).toMatchObject({ over: false, round: 'W', hand: 2, dealer: 1, honba: 2 });
    expect(w3).toMatchObject({ over: false, round: 'W', hand: 3, dealer: 2, scores: [29500, 25000, 20500, 25000] });
    expect(over).toMatchObject({ over: true, scores: [30500, 25000, 20500, 24000] });
  });

  it('tenhou: West 4 always ends it when the deal passes; the West 4 dealer on top stops it', () => {
    const rules = PRESETS.tenhou;
    const w4 = tableAt(rules, { dealer: 3, round: 'W', scores: [25000, 25000, 25000, 25000] });
    expect(play(rules, w4, [draw([])])[0]).toMatchObject({ over: true });
    expect(play(rules, w4, [draw([3])])[0]).toMatchObject({ over: false, round: 'W', hand: 4, honba: 1 }); // 28000: below the return
    expect(play(rules, w4, [ron(0, [{ winner: 3, han: 2, fu: 30 }])])[0]).toMatchObject({ over: false }); // 27900
    expect(play(rules, w4, [ron(0, [{ winner: 3, han: 3, fu: 30 }])])[0]).toMatchObject({ over: true }); // 30800, 1st
  });

  it('tenhou: all-last dealer keeps the deal: ends only if 1st (ties to the earlier seat) with 30000', () => {
    const rules = PRESETS.tenhou;
    // dealer 33000 but seat 0 is 1st
    expect(play(rules, south4(rules, [40000, 20000, 10000, 30000]), [draw([3])])[0]).toMatchObject({
      over: false,
      scores: [39000, 19000, 9000, 33000],
    });
    // dealer 32000, 1st with the return: tenpai stop
    expect(play(rules, south4(rules, [31000, 20000, 20000, 29000]), [draw([3])])[0]).toMatchObject({
      over: true,
      scores: [30000, 19000, 19000, 32000],
    });
    // a tie for 1st goes to the earlier seat, so the dealer (seat 3) is not 1st
    expect(play(rules, south4(rules, [33000, 19000, 19000, 29000]), [tsumo(3, { han: 2, fu: 30 })])[0]).toMatchObject({
      scores: [32000, 18000, 18000, 32000],
      over: false,
    });
  });

  it('the West round and all-last stop are tenhou only: ema2025 with low scores ends after South 4', () => {
    const rules = PRESETS.ema2025;
    expect(play(rules, south4(rules, [20000, 20000, 20000, 60000]), [draw([])])[0]).toMatchObject({ over: true });
    expect(play(rules, south4(rules, [20000, 20000, 20000, 60000]), [draw([3])])[0]).toMatchObject({ over: false });
  });

  it('house rule: busting switched on for ema2025', () => {
    const rules = withOverrides(PRESETS.ema2025, { bustEnds: true });
    expect(play(rules, initialTable(rules), [ron(3, [{ winner: 0, yakuman: 1 }])])[0]).toMatchObject({ over: true });
  });
});

describe('replay and the riichi display helper', () => {
  const rules = PRESETS.ema2025;
  const game: HandResult[] = [
    draw([0, 2], [2]),
    ron(3, [{ winner: 0, han: 2, fu: 30 }], [0]),
    penalty(1, -1000),
    tsumo(2, { han: 3, fu: 30 }),
  ];

  it('replay gives the same states every time, equal to folding one by one', () => {
    const a = replay(rules, game);
    const b = replay(rules, game);
    expect(a).toEqual(b);
    if (a.ok) expect(a.states).toEqual(play(rules, initialTable(rules), game));
  });

  it('replay names the refused hand (1-based, penalties counted)', () => {
    const bad = replay(rules, [...game, ron(1, [{ winner: 1, han: 1, fu: 30 }])]);
    expect(bad).toMatchObject({ ok: false, error: 'invalid_record', hand: 5, field: 'wins[0].winner' });
  });

  it('withPendingRiichi moves the sticks at once', () => {
    const t = initialTable(rules);
    const shown = withPendingRiichi(t, [1, 3, 3]);
    expect(shown.scores).toEqual([30000, 29000, 30000, 29000]);
    expect(shown.sticks).toBe(2);
    expect(t.scores).toEqual([30000, 30000, 30000, 30000]);
  });
});

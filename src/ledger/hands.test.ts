import { describe, expect, it } from 'vitest';
import { PRESET_IDS, PRESETS, type PresetId } from '../core/rules';
import { fold } from './fold';
import { abortive, chombo, doubleRonCase1, draw, ok, penalty, ron, tableAt, tsumo } from './testkit';
import type { FoldResult, HandResult, LedgerErrorCode, TableState } from './types';

/** Every hand type in every preset (RULES.md "The game" and the preset table). */

function refusedWith(result: FoldResult, error: LedgerErrorCode): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error).toBe(error);
}

const presets = PRESET_IDS.map((id) => [id, PRESETS[id]] as const);
const hasAbortive = (id: PresetId) => PRESETS[id].abortiveDraws.length > 0;

describe.each(presets)('%s', (id, rules) => {
  const S = rules.startPoints;
  // Dealer East (seat 0), 1 counter, 1 stick out (seat 0's).
  const table: TableState = tableAt(rules, { honba: 1, sticks: 1 });

  it('ron by a non-dealer: payment plus counters plus every stick; the deal passes, counters reset', () => {
    const r = ok(fold(table, ron(2, [{ winner: 1, han: 3, fu: 30 }], [1]), rules));
    expect(r.outcome.deltas).toEqual([0, 5200, -4200, 0]); // 3900 + 300; -1000 own stick + 2000 sticks
    expect(r.state.scores).toEqual([S - 1000, S + 5200, S - 4200, S]);
    expect(r.state).toMatchObject({ sticks: 0, honba: 0, dealer: 1, round: 'E', hand: 2, over: false });
    expect(r.outcome.sticksBefore).toBe(1);
    expect(r.outcome.sticksAfter).toBe(0);
  });

  it('ron by the dealer: the dealer repeats with one more counter', () => {
    const r = ok(fold(table, ron(3, [{ winner: 0, han: 2, fu: 30 }]), rules));
    expect(r.outcome.deltas).toEqual([3200 + 1000, 0, 0, -3200]); // 2900 + 300, one stick
    expect(r.state).toMatchObject({ honba: 2, dealer: 0, hand: 1, sticks: 0 });
  });

  it('tsumo by a non-dealer, 4 han 30 fu: kiriage per preset', () => {
    const r = ok(fold(table, tsumo(1, { han: 4, fu: 30 }), rules));
    const [dealerPays, otherPays] = rules.kiriage ? [4000, 2000] : [3900, 2000];
    expect(r.outcome.deltas).toEqual([
      -(dealerPays + 100),
      dealerPays + 2 * otherPays + 300 + 1000,
      -(otherPays + 100),
      -(otherPays + 100),
    ]);
    expect(r.state).toMatchObject({ honba: 0, dealer: 1, sticks: 0 });
  });

  it('dealer tsumo: everyone pays double; the dealer repeats', () => {
    const r = ok(fold(table, tsumo(0, { han: 2, fu: 40 }, [0]), rules)); // 1300 all + 100 a counter
    expect(r.outcome.deltas).toEqual([4200 - 1000 + 2000, -1400, -1400, -1400]);
    expect(r.state).toMatchObject({ honba: 2, dealer: 0, sticks: 0 });
  });

  it('exhaustive draw: noten payments, sticks stay, +1 counter, the tenpai dealer repeats', () => {
    const r = ok(fold(table, draw([0, 2], [2]), rules));
    expect(r.outcome.deltas).toEqual([1500, -1500, 500, -1500]);
    expect(r.state).toMatchObject({ sticks: 2, honba: 2, dealer: 0, hand: 1 });
    const noten = ok(fold(table, draw([3]), rules));
    expect(noten.outcome.deltas).toEqual([-1000, -1000, -1000, 3000]);
    expect(noten.state).toMatchObject({ sticks: 1, honba: 2, dealer: 1, hand: 2 });
    expect(ok(fold(table, draw([]), rules)).outcome.deltas).toEqual([0, 0, 0, 0]);
    expect(ok(fold(table, draw([0, 1, 2, 3]), rules)).outcome.deltas).toEqual([0, 0, 0, 0]);
  });

  it('nagashi mangan per preset', () => {
    const r = fold(table, draw([0], [], [2]), rules);
    if (rules.nagashi === 'none') return refusedWith(r, 'result_not_allowed');
    const done = ok(r);
    if (rules.nagashi === 'win') {
      // EMA 2008: a mangan tsumo win: counters and sticks to the nagashi player, the deal passes.
      expect(done.outcome.deltas).toEqual([-4100, -2100, 8300 + 1000, -2100]);
      expect(done.state).toMatchObject({ sticks: 0, honba: 0, dealer: 1 });
    } else {
      // Tenhou: paid like a mangan tsumo without counters, no noten payments, still a draw.
      expect(done.outcome.deltas).toEqual([-4000, -2000, 8000, -2000]);
      expect(done.state).toMatchObject({ sticks: 1, honba: 2, dealer: 0 });
    }
  });

  it('abortive draw: dealer repeats, +1 counter, sticks stay, or refused', () => {
    const r = fold(table, abortive('kyuushu', [1]), rules);
    if (!hasAbortive(id)) return refusedWith(r, 'abortive_not_allowed');
    const done = ok(r);
    expect(done.outcome.deltas).toEqual([0, -1000, 0, 0]);
    expect(done.state).toMatchObject({ sticks: 2, honba: 2, dealer: 0, hand: 1 });
  });

  it('chombo per preset: the hand is replayed with the same dealer, counters and sticks', () => {
    const nonDealer = fold(table, chombo(1, [2]), rules);
    if (rules.chombo === 'none') return refusedWith(nonDealer, 'result_not_allowed');
    const done = ok(nonDealer);
    expect(done.state).toMatchObject({ sticks: 1, honba: 1, dealer: 0, round: 'E', hand: 1, over: false });
    if (rules.chombo === 'penalty') {
      expect(done.outcome.deltas).toEqual([0, 0, 0, 0]);
      expect(done.state.penalties).toEqual([0, -20000, 0, 0]);
    } else {
      expect(done.outcome.deltas).toEqual([4000, -8000, 2000, 2000]);
      expect(ok(fold(table, chombo(0), rules)).outcome.deltas).toEqual([-12000, 4000, 4000, 4000]);
    }
  });

  it('penalty: after uma only; the table and the deal do not move', () => {
    const done = ok(fold(table, penalty(2, -2000, 'slow play'), rules));
    expect(done.state.scores).toEqual(table.scores);
    expect(done.state.penalties).toEqual([0, 0, -2000, 0]);
    expect(done.state).toMatchObject({ dealer: 0, honba: 1, sticks: 1, handsPlayed: table.handsPlayed });
  });

  it('double ron per preset', () => {
    // Dealer East, 2 counters, 1 stick carried; seat 1 discards; seats 2 and 3 win; 3 was in riichi.
    const r = doubleRonCase1(rules);
    if (rules.multipleRon === 'head_bump') {
      expect(r.outcome.deltas).toEqual([0, -2600, 2600 + 2000, -1000]);
      expect(r.outcome.bumped).toEqual([3]);
    } else if (rules.multiRonSplit === 'each_winner') {
      expect(r.outcome.deltas).toEqual([0, -2600 - 5800, 2600 + 1000, 5800]); // RULES.md case 1
    } else {
      expect(r.outcome.deltas).toEqual([0, -2600 - 5200, 2600 + 2000, 5200 - 1000]); // tenhou: all to the nearest
    }
    expect(r.state).toMatchObject({ honba: 0, dealer: 1, sticks: 0 });
  });

  it('triple ron per preset', () => {
    const t = tableAt(rules, { honba: 1 });
    const r = fold(
      t,
      ron(
        0,
        [
          { winner: 1, han: 1, fu: 30 },
          { winner: 2, han: 1, fu: 30 },
          { winner: 3, han: 1, fu: 30 },
        ],
        [3],
      ),
      rules,
    );
    const done = ok(r);
    if (rules.multipleRon === 'double_triple') {
      expect(done.outcome.deltas).toEqual([-3900, 1300, 1300, 1300]);
      expect(done.state).toMatchObject({ honba: 0, dealer: 1 });
    } else if (rules.multipleRon === 'head_bump') {
      expect(done.outcome.deltas).toEqual([-1300, 1300 + 1000, 0, -1000]);
    } else {
      expect(done.outcome.notes).toContain('sanchahou'); // tenhou: an abortive draw
      expect(done.outcome.deltas).toEqual([0, 0, 0, -1000]);
      expect(done.state).toMatchObject({ honba: 2, dealer: 0, sticks: 1 });
    }
  });

  it('pao: tsumo paid all by the liable player, counters included; ron by a third player split', () => {
    const t = tableAt(rules, { honba: 2, dealer: 1 });
    const ts = ok(fold(t, tsumo(0, { yakuman: 1, pao: 3 }), rules));
    expect(ts.outcome.deltas).toEqual([32600, 0, 0, -32600]);
    const rn = ok(fold(t, ron(2, [{ winner: 0, yakuman: 1, pao: 3 }]), rules)); // RULES.md case 10
    expect(rn.outcome.deltas).toEqual([32600, 0, -16600, -16000]);
    const self = ok(fold(t, ron(3, [{ winner: 0, yakuman: 1, pao: 3 }]), rules));
    expect(self.outcome.deltas).toEqual([32600, 0, 0, -32600]);
  });
});

describe('refusals name the hand and the field and apply nothing', () => {
  const rules = PRESETS.ema2025;
  const table = Object.freeze(tableAt(rules, { dealer: 2, round: 'S', honba: 3 }));
  const cases: [string, HandResult, LedgerErrorCode, string][] = [
    ['seat out of range', ron(4 as never, [{ winner: 1, han: 1, fu: 30 }]), 'invalid_record', 'from'],
    ['winner is the discarder', ron(1, [{ winner: 1, han: 1, fu: 30 }]), 'invalid_record', 'wins[0].winner'],
    ['han 0', ron(0, [{ winner: 1, han: 0, fu: 30 }]), 'invalid_record', 'wins[0].han'],
    ['1 han 20 fu on a ron', ron(0, [{ winner: 1, han: 1, fu: 20 }]), 'invalid_record', 'wins[0].fu'],
    ['1 han 25 fu', tsumo(1, { han: 1, fu: 25 }), 'invalid_record', 'tsumo.fu'],
    ['3 han 35 fu', tsumo(1, { han: 3, fu: 35 }), 'invalid_record', 'tsumo.fu'],
    ['no fu below 5 han', tsumo(1, { han: 4 }), 'invalid_record', 'tsumo.fu'],
    [
      'the same winner twice',
      ron(0, [
        { winner: 1, han: 1, fu: 30 },
        { winner: 1, han: 2, fu: 30 },
      ]),
      'invalid_record',
      'wins[1].winner',
    ],
    ['abortive draw in ema2025', abortive('suufon'), 'abortive_not_allowed', 'reason'],
    ['nagashi in ema2025', draw([], [], [1]), 'result_not_allowed', 'nagashi'],
    ['two yakuman units in ema2025', tsumo(1, { yakuman: 2 }), 'result_not_allowed', 'tsumo.yakuman'],
    ['pao without a yakuman', tsumo(1, { han: 6, pao: 2 }), 'invalid_record', 'tsumo.pao'],
    ['pao on oneself', tsumo(1, { yakuman: 1, pao: 1 }), 'invalid_record', 'tsumo.pao'],
    [
      'pao on a kept yakuman that carries none (suukantsu)',
      tsumo(1, { yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }),
      'result_not_allowed',
      'tsumo.yaku',
    ],
    ['a kept yakuman on a win in han', ron(0, [{ winner: 1, han: 6, yaku: { daisangen: 1 } }]), 'invalid_record', 'wins[0].yaku'],
    [
      'a yakuman whose kept yaku hold none',
      tsumo(1, { yakuman: 1, yaku: { riichi: 1, menzen_tsumo: 1, chinitsu: 6, ryanpeikou: 3, tanyao: 1, pinfu: 1 } }),
      'invalid_record',
      'tsumo.yaku',
    ],
    ['riichi listed twice', draw([1], [1, 1]), 'invalid_record', 'riichi[1]'],
    ['a penalty of half a point', penalty(1, 0.5), 'invalid_record', 'points'],
  ];
  it.each(cases)('%s', (_name, result, error, field) => {
    const r = fold(table, result, rules);
    expect(r).toMatchObject({ ok: false, error, field, hand: 1 });
    if (!r.ok) expect(r.message).toMatch(new RegExp(`^Hand 1 \\(S3, 3 counters\\): ${field.replace(/[[\]]/g, '\\$&')}: `));
    expect(table.scores).toEqual(tableAt(rules, {}).scores);
  });

  it('a hand after the game is over (a penalty is still accepted)', () => {
    const over = { ...table, over: true };
    expect(fold(over, draw([]), rules)).toMatchObject({ ok: false, error: 'hand_after_game_over' });
    expect(fold(over, chombo(1), rules)).toMatchObject({ ok: false, error: 'hand_after_game_over' });
    expect(fold(over, penalty(1, -1000), rules).ok).toBe(true);
  });

  it('chombo where the preset does not use it (tenhou)', () => {
    expect(fold(tableAt(PRESETS.tenhou, {}), chombo(1), PRESETS.tenhou)).toMatchObject({
      ok: false,
      error: 'result_not_allowed',
      field: 'type',
    });
  });

  it('ema2008: fewer than 2 han from yaku at 5 counters (when the yaku are given)', () => {
    const r = PRESETS.ema2008;
    const t = tableAt(r, { honba: 5 });
    expect(fold(t, tsumo(1, { han: 3, fu: 30, yaku: { riichi: 1 } } as never), r)).toMatchObject({
      ok: false,
      error: 'result_not_allowed',
      field: 'tsumo.yaku',
    });
    expect(fold(t, tsumo(1, { han: 3, fu: 30, yaku: { riichi: 1, menzen_tsumo: 1 } } as never), r).ok).toBe(true);
    expect(fold({ ...t, honba: 4 }, tsumo(1, { han: 3, fu: 30, yaku: { riichi: 1 } } as never), r).ok).toBe(true);
  });
});

describe('the yaku kept with a win must agree with its value', () => {
  it('pao only on a yakuman the preset makes liable (RULES.md "pao"), said so in words', () => {
    const rules = PRESETS.ema2025;
    const refused = fold(tableAt(rules, {}), ron(2, [{ winner: 0, yakuman: 1, pao: 3, yaku: { suukantsu: 1 } }]), rules);
    expect(refused).toMatchObject({
      ok: false,
      error: 'result_not_allowed',
      field: 'wins[0].yaku',
      reason: { id: 'paoNotLiable', values: { pao: 'daisangen, daisuushii' } },
    });
    if (!refused.ok)
      expect(refused.message).toBe(
        'Hand 1 (E1, 0 counters): wins[0].yaku: pao applies only to daisangen, daisuushii, and the yaku kept with this win (suukantsu) include none of them',
      );
    expect(ok(fold(tableAt(rules, {}), ron(2, [{ winner: 0, yakuman: 1, pao: 3, yaku: { daisangen: 1 } }]), rules)).outcome.deltas).toEqual(
      [48000, 0, -24000, -24000],
    );
    // mleague and tenhou make suukantsu liable too.
    expect(fold(tableAt(PRESETS.mleague, {}), tsumo(1, { yakuman: 1, pao: 3, yaku: { suukantsu: 1 } }), PRESETS.mleague).ok).toBe(true);
  });

  it('ema2008: two different single yakuman are not 2 units (only its four double yakuman are)', () => {
    const rules = PRESETS.ema2008;
    const t = tableAt(rules, {});
    expect(fold(t, tsumo(1, { yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }), rules)).toMatchObject({
      ok: false,
      error: 'result_not_allowed',
      field: 'tsumo.yaku',
      reason: { id: 'keptYakumanUnits', values: { units: 1, value: 2 } },
    });
    expect(fold(t, tsumo(1, { yakuman: 2, yaku: { daisuushii: 2, tsuuiisou: 1 } }), rules).ok).toBe(true);
    // Without kept yaku the table's word stands: 2 units are within what ema2008 scores.
    expect(fold(t, tsumo(1, { yakuman: 2 }), rules).ok).toBe(true);
    // Where different yakuman add up (tenhou) the same two are 2 units.
    expect(fold(tableAt(PRESETS.tenhou, {}), tsumo(1, { yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }), PRESETS.tenhou).ok).toBe(true);
  });
});

describe('less common wins (a rules audit found these uncovered)', () => {
  it('tenhou: pao on two stacked yakuman covers both, counters included', () => {
    const rules = PRESETS.tenhou;
    const t = tableAt(rules, { honba: 1, dealer: 1 });
    expect(ok(fold(t, tsumo(0, { yakuman: 2, pao: 3 }), rules)).outcome.deltas).toEqual([64300, 0, 0, -64300]);
    // Ron by a third player: the liable player pays half, the discarder the other half and the counters.
    expect(ok(fold(t, ron(2, [{ winner: 0, yakuman: 2, pao: 3 }]), rules)).outcome.deltas).toEqual([64300, 0, -32300, -32000]);
  });

  it('ema2025: pao inside a double ron; counters to each winner; the dealer among them keeps the deal', () => {
    const rules = PRESETS.ema2025;
    const t = tableAt(rules, { honba: 1 });
    const r = ok(
      fold(
        t,
        ron(2, [
          { winner: 1, yakuman: 1, pao: 3 },
          { winner: 0, han: 2, fu: 30 },
        ]),
        rules,
      ),
    );
    // Seat 1: 32000, half from the liable seat 3, half and 300 counters from the discarder; dealer 2 han 30 fu: 2900 + 300.
    expect(r.outcome.deltas).toEqual([3200, 32300, -16300 - 3200, -16000]);
    expect(r.state).toMatchObject({ dealer: 0, honba: 2, sticks: 0 });
  });

  it('wrc2022: a head bump won by the dealer: the dealer keeps the deal, +1 counter, and takes the bumped riichi stick', () => {
    const rules = PRESETS.wrc2022;
    const t = tableAt(rules, { honba: 1, sticks: 1 });
    const r = ok(
      fold(
        t,
        ron(
          3,
          [
            { winner: 1, han: 1, fu: 30 },
            { winner: 0, han: 2, fu: 30 },
          ],
          [1],
        ),
        rules,
      ),
    );
    expect(r.outcome.deltas).toEqual([2900 + 300 + 2000, -1000, 0, -3200]);
    expect(r.outcome.bumped).toEqual([1]);
    expect(r.state).toMatchObject({ dealer: 0, honba: 2, sticks: 0 });
  });
});

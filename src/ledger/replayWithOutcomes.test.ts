import { describe, expect, it } from 'vitest';
import { PRESETS } from '../core/rules';
import { fold, initialTable, replay, replayWithOutcomes } from './fold';
import { chombo, draw, ron, tsumo } from './testkit';

describe('replayWithOutcomes', () => {
  const rules = PRESETS.wrc2022;
  const hands = [
    draw([0], [0]),
    ron(
      1,
      [
        { winner: 3, han: 3, fu: 30 },
        { winner: 2, han: 2, fu: 30 },
      ],
      [3],
    ),
    chombo(2),
    tsumo(0, { han: 1, fu: 30 }),
  ];

  it('is replay with each hand outcome, as fold gives it (the head bump too)', () => {
    let state = initialTable(rules);
    const outcomes = hands.map((hand) => {
      const step = fold(state, hand, rules);
      if (!step.ok) throw new Error(step.message);
      state = step.state;
      return step.outcome;
    });
    const replayed = replayWithOutcomes(rules, hands);
    expect(replayed).toEqual({ ...replay(rules, hands), outcomes });
    expect(outcomes[1]).toMatchObject({ wins: [{ winner: 2 }], bumped: [3] });
  });

  it('refuses what replay refuses', () => {
    const bad = [ron(1, [{ winner: 1, han: 1, fu: 30 }])];
    expect(replayWithOutcomes(rules, bad)).toEqual(replay(rules, bad));
    expect(replayWithOutcomes(rules, bad).ok).toBe(false);
  });
});

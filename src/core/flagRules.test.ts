import { describe, expect, it } from 'vitest';
import { flagSet } from './context';
import { FLAGS, type Flag } from './hand';
import { PRESETS, withOverrides } from './rules';
import { handOf, type HandSpec } from './testHand';
import { flagSituation, FLAG_RULE_LIST } from './flagRules';

/** Hands that differ in everything the flag rules look at: melds of each kind, a copy of the winning tile or none. */
const SHAPES: readonly HandSpec[] = [
  { concealed: '123m456p789s234s5s', winTile: '5s' },
  { concealed: '123m456p789s23s11z', winTile: '4s' },
  { concealed: '456p789s234s5s', melds: ['p777z'], winTile: '5s' },
  { concealed: '456p789s234s5s', melds: ['a2222z'], winTile: '5s' },
  { concealed: '456p789s234s5s', melds: ['m3333p'], winTile: '5s' },
  { concealed: '456p789s234s5s', melds: ['c123m'], winTile: '5s' },
];
const HANDS = SHAPES.flatMap((shape) =>
  (['ron', 'tsumo'] as const).flatMap((win) => (['E', 'S'] as const).map((seatWind) => handOf({ ...shape, win, seatWind }).input)),
);
const RULES = Object.values(PRESETS).flatMap((preset) =>
  [true, false].map((rinshanWithHaitei) => withOverrides(preset, { rinshanWithHaitei })),
);

const flagsOf = (mask: number): Flag[] => FLAGS.filter((_, i) => ((mask >> i) & 1) === 1);

describe('flag rules', () => {
  it('flag bits follow the order of FLAGS', () => {
    FLAGS.forEach((flag, i) => expect(flagSet([flag]).bits).toBe(1 << i));
    expect(flagSet(['riichi', 'ippatsu', 'riichi']).bits).toBe(0b101);
  });

  // Every rule under every flag combination, hand and preset: seconds of computation by design.
  it('a rule can fail only with one of its `when` flags marked (every flag combination, hand and preset)', { timeout: 30_000 }, () => {
    const wrong: string[] = [];
    for (const rule of FLAG_RULE_LIST) {
      const when = flagSet(rule.when).bits;
      for (let mask = 0; mask < 1 << FLAGS.length; mask++) {
        if ((mask & when) !== 0) continue;
        const flags = flagsOf(mask);
        for (const hand of HANDS) {
          for (const rules of RULES) {
            if (rule.broken(flagSituation({ ...hand, flags }, rules, flagSet(flags)))) wrong.push(`${rule.message} [${flags.join(' ')}]`);
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('every rule fails somewhere (its `when` flags are not just never checked)', () => {
    for (const rule of FLAG_RULE_LIST) {
      let fails = false;
      for (let mask = 1; mask < 1 << FLAGS.length && !fails; mask++) {
        const flags = flagsOf(mask);
        fails = HANDS.some((hand) => RULES.some((rules) => rule.broken(flagSituation({ ...hand, flags }, rules, flagSet(flags)))));
      }
      expect(fails, rule.message).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomHand } from './arbitraries';
import type { YakuContext } from './context';
import { FEATURE, readingFeatures } from './facts';
import { FLAGS, type YakuId } from './hand';
import { readingContexts, scoreHand } from './score';
import { handOf, type HandSpec } from './testHand';
import { handYakumanUnits, YAKU, yakuById, yakumanOf, yakuPlan, type RegisteredYaku } from './yaku';
import { PRESETS, withOverrides, type Rules } from './rules';

/** The yaku of the best reading with their han (or yakuman units); empty when the hand is refused. */
function yakuOf(spec: HandSpec): Partial<Record<YakuId, number>> {
  const { input, rules } = handOf(spec);
  const result = scoreHand(input, rules);
  if (!result.ok) return {};
  return Object.fromEntries(result.best.yaku.map((y) => [y.id, y.yakuman || y.han]));
}

/** A plain closed hand with no yaku of its own: 123m 456p 789s 234s, tanki on 5s. */
const PLAIN: HandSpec = { concealed: '123m456p789s234s5s', winTile: '5s' };
const plain = (extra: Partial<HandSpec>): HandSpec => ({ ...PLAIN, ...extra });

interface Example {
  /** A hand that has the yaku, with its han (or yakuman units) there. */
  readonly yes: HandSpec;
  readonly han: number;
  /** A near miss that does not have it. */
  readonly no: HandSpec;
}

const EXAMPLES: Record<YakuId, Example> = {
  riichi: { yes: plain({ flags: ['riichi'] }), han: 1, no: plain({ flags: ['doubleRiichi'] }) },
  double_riichi: { yes: plain({ flags: ['doubleRiichi'] }), han: 2, no: plain({ flags: ['riichi'] }) },
  ippatsu: { yes: plain({ flags: ['riichi', 'ippatsu'] }), han: 1, no: plain({ flags: ['riichi'] }) },
  menzen_tsumo: {
    yes: plain({ win: 'tsumo' }),
    han: 1,
    no: { concealed: '456p789s234s5s', melds: ['c123m'], winTile: '5s', win: 'tsumo', flags: ['haitei'] },
  },
  pinfu: {
    yes: { concealed: '123m456p789s23s55m', winTile: '4s', flags: ['riichi'] },
    han: 1,
    no: { concealed: '123m456p789s23s55z', winTile: '4s', flags: ['riichi'] },
  },
  tanyao: {
    yes: { concealed: '456p678s234s5s', melds: ['c234m'], winTile: '5s' },
    han: 1,
    no: { rules: 'ema2008', concealed: '456p678s234s5s', melds: ['c234m'], winTile: '5s' },
  },
  iipeikou: {
    yes: { concealed: '112233m456p789s5s', winTile: '5s' },
    han: 1,
    no: { concealed: '112233m445566p5s', winTile: '5s' },
  },
  haku: {
    yes: plain({ concealed: '555z123m456p789s5s' }),
    han: 1,
    no: plain({ concealed: '123m456p789s234s5z', winTile: '5z', flags: ['riichi'] }),
  },
  hatsu: {
    yes: plain({ concealed: '666z123m456p789s5s' }),
    han: 1,
    no: plain({ concealed: '123m456p789s234s6z', winTile: '6z', flags: ['riichi'] }),
  },
  chun: {
    yes: plain({ concealed: '777z123m456p789s5s' }),
    han: 1,
    no: plain({ concealed: '123m456p789s234s7z', winTile: '7z', flags: ['riichi'] }),
  },
  seat_wind: { yes: plain({ concealed: '222z123m456p789s5s' }), han: 1, no: plain({ concealed: '333z123m456p789s5s', flags: ['riichi'] }) },
  round_wind: {
    yes: plain({ concealed: '111z123m456p789s5s' }),
    han: 1,
    no: plain({ concealed: '111z123m456p789s5s', roundWind: 'S', flags: ['riichi'] }),
  },
  rinshan: {
    yes: { concealed: '123m456p789s5s', melds: ['a2222z'], winTile: '5s', win: 'tsumo', flags: ['rinshan'] },
    han: 1,
    no: { concealed: '123m456p789s5s', melds: ['a2222z'], winTile: '5s', win: 'tsumo' },
  },
  chankan: {
    yes: { concealed: '123m456p789s23s55z', winTile: '4s', flags: ['chankan'] },
    han: 1,
    no: { concealed: '123m456p789s23s55z', winTile: '4s', flags: ['riichi'] },
  },
  haitei: { yes: plain({ win: 'tsumo', flags: ['haitei'] }), han: 1, no: plain({ win: 'tsumo' }) },
  houtei: { yes: plain({ flags: ['houtei'] }), han: 1, no: plain({ flags: ['riichi'] }) },
  chiitoitsu: {
    yes: { concealed: '1133m5577p99s112z', winTile: '2z' },
    han: 2,
    no: { concealed: '1111m5577p99s112z', winTile: '2z' },
  },
  sanshoku: { yes: plain({ concealed: '123m123p123s789m5s' }), han: 2, no: plain({ concealed: '123m123p234s789m5s', flags: ['riichi'] }) },
  ittsu: { yes: plain({ concealed: '123456789m123p5s' }), han: 2, no: plain({ concealed: '123456m789p123p5s', flags: ['riichi'] }) },
  chanta: {
    yes: { concealed: '123m789p111z999s5z', winTile: '5z' },
    han: 2,
    no: { concealed: '123m789p111z999s5s', winTile: '5s' },
  },
  sanshoku_doukou: { yes: plain({ concealed: '222m222p222s789m5s' }), han: 2, no: plain({ concealed: '222m222p333s789m5s' }) },
  sanankou: {
    yes: plain({ concealed: '222m444p666s789m5s' }),
    han: 2,
    no: { concealed: '222m444p66s789m55s', winTile: '6s' },
  },
  sankantsu: {
    yes: { concealed: '789m5s', melds: ['a2222m', 'm4444p', 'k6666s'], winTile: '5s' },
    han: 2,
    no: { concealed: '789m666s5s', melds: ['a2222m', 'm4444p'], winTile: '5s' },
  },
  toitoi: {
    yes: { concealed: '444p666s888m5s', melds: ['p222m'], winTile: '5s' },
    han: 2,
    no: { concealed: '444p666s678m5s', melds: ['p222m'], winTile: '5s', flags: ['houtei'] },
  },
  shousangen: {
    yes: { concealed: '555z666z7z123m456p', winTile: '7z' },
    han: 2,
    no: { concealed: '555z123m456p789s6z', winTile: '6z' },
  },
  honroutou: {
    yes: { concealed: '999p111s222z1z', melds: ['p111m'], winTile: '1z' },
    han: 2,
    no: { concealed: '999p111s222z1z', melds: ['c123m'], winTile: '1z' },
  },
  ryanpeikou: { yes: plain({ concealed: '112233m445566p5s' }), han: 3, no: plain({ concealed: '112233m456789p5s' }) },
  honitsu: {
    yes: { concealed: '123456789m111z5m', winTile: '5m' },
    han: 3,
    no: { concealed: '123456789m123p5m', winTile: '5m' },
  },
  junchan: {
    yes: { concealed: '123m789m123p999s1p', winTile: '1p' },
    han: 3,
    no: { concealed: '123m789m123p999s1z', winTile: '1z' },
  },
  chinitsu: {
    yes: { concealed: '1233455677899m', winTile: '9m' },
    han: 6,
    no: { concealed: '123456789m111z5m', winTile: '5m' },
  },
  kokushi: {
    yes: { concealed: '119m19p19s123456z', winTile: '7z' },
    han: 1,
    no: { concealed: '19m19p19s1234567z', winTile: '1m' },
  },
  kokushi_13: {
    yes: { concealed: '19m19p19s1234567z', winTile: '1m' },
    han: 1,
    no: { concealed: '119m19p19s123456z', winTile: '7z' },
  },
  chuuren: {
    yes: { concealed: '1112345678899m', winTile: '9m' },
    han: 1,
    no: { concealed: '1112345678999m', winTile: '5m' },
  },
  junsei_chuuren: {
    yes: { concealed: '1112345678999m', winTile: '5m' },
    han: 1,
    no: { concealed: '1112345678899m', winTile: '9m' },
  },
  suuankou: {
    yes: { concealed: '222m444p666s88m99s', winTile: '9s', win: 'tsumo' },
    han: 1,
    no: { concealed: '222m444p666s88m99s', winTile: '9s', win: 'ron' },
  },
  suuankou_tanki: {
    yes: { concealed: '222m444p666s888m9s', winTile: '9s' },
    han: 1,
    no: { concealed: '222m444p666s88m99s', winTile: '9s', win: 'tsumo' },
  },
  suukantsu: {
    yes: { concealed: '9s', melds: ['a2222m', 'm4444p', 'k6666s', 'a8888m'], winTile: '9s' },
    han: 1,
    no: { concealed: '789m5s', melds: ['a2222m', 'm4444p', 'k6666s'], winTile: '5s' },
  },
  ryuuiisou: {
    yes: { concealed: '223344s666s888s6z', winTile: '6z' },
    han: 1,
    no: { concealed: '223344s666s999s6z', winTile: '6z' },
  },
  chinroutou: {
    yes: { concealed: '111m999m111p999p1s', winTile: '1s' },
    han: 1,
    no: { concealed: '999p111s222z1z', melds: ['p111m'], winTile: '1z' },
  },
  tsuuiisou: {
    yes: { concealed: '111z222z333z555z6z', winTile: '6z' },
    han: 1,
    no: { concealed: '999p111s222z1z', melds: ['p111m'], winTile: '1z' },
  },
  daisangen: {
    yes: { concealed: '555z666z777z123m5s', winTile: '5s' },
    han: 1,
    no: { concealed: '555z666z7z123m456p', winTile: '7z' },
  },
  shousuushii: {
    yes: { concealed: '111z222z333z4z123m', winTile: '4z' },
    han: 1,
    no: { concealed: '111z222z333z444z5s', winTile: '5s' },
  },
  daisuushii: {
    yes: { concealed: '111z222z333z444z5s', winTile: '5s' },
    han: 1,
    no: { concealed: '111z222z333z4z123m', winTile: '4z' },
  },
  tenhou: { yes: plain({ win: 'tsumo', seatWind: 'E', flags: ['tenhou'] }), han: 1, no: plain({ win: 'tsumo', flags: ['chihou'] }) },
  chihou: { yes: plain({ win: 'tsumo', flags: ['chihou'] }), han: 1, no: plain({ win: 'tsumo', seatWind: 'E', flags: ['tenhou'] }) },
  renhou: { yes: plain({ rules: 'ema2008', flags: ['renhou'] }), han: 1, no: plain({ rules: 'ema2008', flags: ['riichi'] }) },
  // Local yaku count only where the table switched them on; the near miss is the same hand without the house rule.
  sanrenpon: {
    yes: { concealed: '111222333m456p7s', winTile: '7s', localYaku: ['sanrenpon'] },
    han: 3,
    no: { concealed: '111222333m456p7s', winTile: '7s' },
  },
  suurenpon: {
    yes: { concealed: '111122223333m4p', winTile: '4p', localYaku: ['suurenpon'] },
    han: 1,
    no: { concealed: '111122223333m4p', winTile: '4p', localYaku: ['sanrenpon'] },
  },
  daisharin: {
    yes: { concealed: '2233445566778p', winTile: '8p', localYaku: ['daisharin'] },
    han: 1,
    no: { concealed: '2233445566778p', winTile: '8p' },
  },
};

describe('yaku registry', () => {
  it('registers every definition with the same fields in the same order (one object shape keeps scoring fast)', () => {
    const shape = Object.keys(YAKU[0]!).join();
    for (const def of YAKU) expect(Object.keys(def).join(), def.id).toBe(shape);
  });

  it('fits the two 32-bit words a reading keeps its yaku in, each replaced yaku in its word', () => {
    expect(YAKU.length).toBeLessThanOrEqual(64);
    for (const def of YAKU) {
      const replaced = YAKU.flatMap((other, i) =>
        ((i < 32 ? def.replacesLo >>> i : def.replacesHi >>> (i - 32)) & 1) === 1 ? [other.id] : [],
      );
      expect(replaced, def.id).toEqual([...def.replaces]);
    }
  });

  it('plans each features word: the yaku it decides, their han, and the predicates left to run in registry order', () => {
    const word = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    // Words dense in bits too, so that many definitions meet their needs.
    const dense = fc.tuple(word, word, word).map(([a, b, c]) => a | b | c);
    fc.assert(
      fc.property(fc.oneof(word, dense), (features) => {
        const plan = yakuPlan(features);
        const met = YAKU.filter((def) => (features & def.needs) === def.needs);
        const decided = met.filter((def) => def.decidedByNeeds && !def.local);
        expect(plan.tests).toEqual(met.filter((def) => !decided.includes(def)));
        const bits = (defs: readonly RegisteredYaku[], field: 'ownLo' | 'ownHi' | 'replacesLo' | 'replacesHi') =>
          defs.reduce((mask, def) => mask | def[field], 0);
        expect([plan.lo, plan.hi]).toEqual([bits(decided, 'ownLo'), bits(decided, 'ownHi')]);
        expect([plan.replacesLo, plan.replacesHi]).toEqual([bits(decided, 'replacesLo'), bits(decided, 'replacesHi')]);
        const counted = decided.filter((def) => !decided.some((other) => other.replaces.includes(def.id)));
        expect(plan.closedHan).toBe(counted.reduce((han, def) => han + def.closedHan, 0));
        expect(plan.openHan).toBe(counted.reduce((han, def) => han + def.openHan, 0));
        expect(yakuPlan(features)).toBe(plan);
      }),
      { numRuns: 3000 },
    );
  });

  it('has exactly one definition per yaku id', () => {
    const ids = YAKU.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const def of YAKU) {
    const example = EXAMPLES[def.id];
    it(`${def.id}: found with ${example.han} ${def.yakuman ? 'yakuman' : 'han'} where it holds`, () => {
      expect(yakuOf(example.yes)[def.id]).toBe(example.han);
    });
    it(`${def.id}: absent from its near miss`, () => {
      expect(yakuOf(example.no)[def.id]).toBeUndefined();
    });
  }
});

describe('open hands', () => {
  it('lose a han on sanshoku, ittsu, chanta, honitsu, junchan, chinitsu', () => {
    expect(yakuOf({ concealed: '123p123s789m5s', melds: ['c123m'], winTile: '5s' }).sanshoku).toBe(1);
    expect(yakuOf({ concealed: '456789m123p5s', melds: ['c123m'], winTile: '5s' }).ittsu).toBe(1);
    expect(yakuOf({ concealed: '789p111z999s5z', melds: ['c123m'], winTile: '5z' }).chanta).toBe(1);
    expect(yakuOf({ concealed: '456789m111z5m', melds: ['c123m'], winTile: '5m' }).honitsu).toBe(2);
    expect(yakuOf({ concealed: '789m123p999s1p', melds: ['c123m'], winTile: '1p' }).junchan).toBe(2);
    expect(yakuOf({ concealed: '3455677899m', melds: ['c123m'], winTile: '9m' }).chinitsu).toBe(5);
  });
  it('keep nothing of the closed-only yaku', () => {
    const yaku = yakuOf({ concealed: '112233m45p789s55z', melds: [], winTile: '6p', win: 'tsumo' });
    expect(yaku).toMatchObject({ menzen_tsumo: 1, iipeikou: 1 });
    const open = yakuOf({ concealed: '123m456p789s5z', melds: ['c123m'], winTile: '5z', win: 'tsumo', flags: ['haitei'] });
    expect(open).toEqual({ haitei: 1 });
  });
  it('keep a closed kan concealed: riichi and menzen tsumo still count', () => {
    expect(yakuOf({ concealed: '123m456p789s5s', melds: ['a3333z'], winTile: '5s', win: 'tsumo', flags: ['riichi'] })).toEqual({
      riichi: 1,
      menzen_tsumo: 1,
    });
  });
});

describe('yakuman per preset', () => {
  it('double yakuman only where the preset has them (ema2008)', () => {
    const kokushi13 = { concealed: '19m19p19s1234567z', winTile: '1m' };
    expect(yakuOf({ ...kokushi13, rules: 'ema2008' }).kokushi_13).toBe(2);
    expect(yakuOf({ ...kokushi13, rules: 'ema2025' }).kokushi_13).toBe(1);
  });
  it('RULES case 6: daisuushii + tsuuiisou pays one yakuman in ema2025, two in ema2008 and tenhou', () => {
    const hand = { concealed: '111z222z333z444z5z', winTile: '5z' };
    const pay = (rules: HandSpec['rules']) => {
      const { input, rules: r } = handOf({ ...hand, rules });
      const result = scoreHand(input, r);
      return result.ok ? result.best.payment : null;
    };
    expect(pay('ema2025')).toEqual({ kind: 'ron', ron: 32000 });
    expect(pay('wrc2022')).toEqual({ kind: 'ron', ron: 32000 });
    // ema2008: daisuushii is double; suuankou tanki is double as well, but they do not add up.
    expect(pay('ema2008')).toEqual({ kind: 'ron', ron: 64000 });
    // tenhou: daisuushii + tsuuiisou + suuankou tanki add up to three yakuman.
    expect(pay('tenhou')).toEqual({ kind: 'ron', ron: 96000 });
  });

  it("a hand's units from its yaku by id: the largest, or the sum where yakuman add up; renhou only where it is a yakuman", () => {
    const units = (ids: readonly string[], rules: keyof typeof PRESETS) =>
      handYakumanUnits(
        ids.map((id) => yakuById(id)!),
        PRESETS[rules],
      );
    expect(units(['daisuushii', 'tsuuiisou'], 'ema2008')).toBe(2);
    expect(units(['daisangen', 'tsuuiisou'], 'ema2008')).toBe(1);
    expect(units(['daisangen', 'tsuuiisou'], 'ema2025')).toBe(1);
    expect(units(['daisangen', 'tsuuiisou'], 'mleague')).toBe(2);
    expect(units(['riichi', 'tanyao'], 'tenhou')).toBe(0);
    expect(units(['renhou'], 'ema2008')).toBe(1);
    expect(units(['renhou'], 'ema2025')).toBe(0);
    expect(yakuById('no_such_yaku')).toBeUndefined();
  });
});

describe('yaku `needs` masks', () => {
  it('take the flag features from the flag bits: the same flags, in the same order', () => {
    FLAGS.forEach((flag, i) => expect(FEATURE[flag], flag).toBe(FEATURE.riichi << i));
  });
  it('never skip a yaku whose predicate holds (random hands, every preset)', () => {
    fc.assert(
      fc.property(randomHand, ({ input, rules }) => {
        for (const ctx of readingContexts(input, rules)) {
          const features = readingFeatures(ctx);
          for (const def of YAKU) {
            if (def.test(ctx)) expect((features & def.needs) === def.needs, `${def.id} needs a feature this reading lacks`).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('decide exactly the yaku marked decidedByNeeds (random hands and the registry examples, every preset)', () => {
    const decided = YAKU.filter((def) => def.decidedByNeeds);
    expect(decided.map((def) => def.id)).toContain('riichi');
    const check = (ctx: YakuContext) => {
      const features = readingFeatures(ctx);
      for (const def of decided) expect((features & def.needs) === def.needs, def.id).toBe(def.test(ctx));
    };
    fc.assert(
      fc.property(randomHand, ({ input, rules }) => readingContexts(input, rules).forEach(check)),
      { numRuns: 2000 },
    );
    for (const example of Object.values(EXAMPLES)) {
      const { input, rules } = handOf(example.yes);
      readingContexts(input, rules).forEach(check);
    }
  });
  it('never skip a yaku in the registry examples', () => {
    for (const example of Object.values(EXAMPLES)) {
      const { input, rules } = handOf(example.yes);
      for (const ctx of readingContexts(input, rules)) {
        for (const def of YAKU) if (def.test(ctx)) expect((readingFeatures(ctx) & def.needs) === def.needs, def.id).toBe(true);
      }
    }
  });
  it('keep normal yaku below registry position 30, where scored.ts keys its yaku lists by the lo word', () => {
    YAKU.forEach((def, i) => {
      if (def.yakuman === 0 && i < 32) expect(i, def.id).toBeLessThan(30);
    });
  });
});

describe('the yakuman of a preset (yakumanOf)', () => {
  const ids = (rules: Rules) => yakumanOf(rules).map((def) => def.id);
  it('holds renhou only where it is a yakuman, and a local yakuman only where the table switched it on', () => {
    expect(ids(PRESETS.ema2025)).toContain('daisangen');
    expect(ids(PRESETS.ema2025)).not.toContain('renhou');
    expect(ids(PRESETS.ema2008)).toContain('renhou');
    expect(ids(PRESETS.ema2025)).not.toContain('suurenpon');
    expect(ids(withOverrides(PRESETS.ema2025, { localYaku: ['suurenpon'] }))).toContain('suurenpon');
    expect(yakumanOf(PRESETS.ema2025).every((def) => def.yakuman > 0)).toBe(true);
  });
});

import { sameJson } from '../schema/canonicalJson';
import { LOCAL_YAKU, type LocalYakuId } from './localYaku';

/**
 * Rule presets (../shared/RULES.md). Each preset is a frozen object of named fields; callers
 * pass one in, with optional house-rule overrides (`withOverrides`). No global rule state.
 */
export type PresetId = 'ema2025' | 'ema2016' | 'ema2008' | 'wrc2022' | 'mleague' | 'tenhou';
export const PRESET_IDS: readonly PresetId[] = ['ema2025', 'ema2016', 'ema2008', 'wrc2022', 'mleague', 'tenhou'];

export type AbortiveReason = 'kyuushu' | 'suufon' | 'suucha' | 'suukaikan' | 'sanchahou';
export type PaoYakuman = 'daisangen' | 'daisuushii' | 'suukantsu';

export interface Rules {
  readonly id: PresetId;
  /** Table points each player starts with, and the return subtracted at the end. */
  readonly startPoints: number;
  readonly returnPoints: number;
  /** Paid to 1st at the end (with return above start it comes from the four players). */
  readonly oka: number;
  /** Uma for 1st..4th, in points. */
  readonly uma: readonly [number, number, number, number];
  /** Tied places: `split` sums uma/oka (and leftover sticks) and splits evenly, rounded down;
   * `seat_order` ranks the earlier seat (0 before 1 ...) higher. */
  readonly ties: 'split' | 'seat_order';
  /** One red five per suit (0m 0p 0s) in the set; a hand with four plain fives is then impossible. */
  readonly redFives: boolean;
  /** Tanyao counts in an open hand. */
  readonly openTanyao: boolean;
  /** Kiriage mangan: 4 han 30 fu and 3 han 60 fu (basic points 1920) pay mangan. */
  readonly kiriage: boolean;
  /** Fu for a pair of a wind that is both the seat and the round wind. */
  readonly doubleWindPairFu: 2 | 4;
  /** 13+ han without a yakuman: a counted yakuman (true) or sanbaiman (false). */
  readonly kazoeYakuman: boolean;
  /** 13-sided kokushi, 9-sided chuuren, suuankou tanki and daisuushii count as two yakuman. */
  readonly doubleYakuman: boolean;
  /** Different yakuman in one hand add up. */
  readonly yakumanStack: boolean;
  /** Renhou: fixed 5 han or mangan standing alone (the higher reading wins), a yakuman, or not used. */
  readonly renhou: 'han5' | 'mangan' | 'yakuman' | 'none';
  /** Rinshan kaihou and haitei may be claimed together. */
  readonly rinshanWithHaitei: boolean;
  /** Tiles that must be left in the live wall to declare riichi (informational for the app). */
  readonly riichiMinWallTiles: number;
  /** EMA 2008: at five or more counters a hand needs two han from yaku (dora not counted). */
  readonly twoYakuAtFiveCounters: boolean;
  /** Robbing a closed kan: kokushi only, or never. */
  readonly chankanOnClosedKan: 'kokushi' | 'none';
  /** Multiple ron: double and triple allowed; head bump (nearest winner only);
   * or double allowed with a triple ron being an abortive draw (tenhou). */
  readonly multipleRon: 'double_triple' | 'head_bump' | 'double_only';
  /** Where sticks and counters go on a multiple ron: counters to each winner and the remaining
   * sticks to the first winner after the discarder (riichi winners take back their own), or
   * counters and all sticks to the nearest winner. */
  readonly multiRonSplit: 'each_winner' | 'nearest_winner';
  readonly abortiveDraws: readonly AbortiveReason[];
  /** Nagashi mangan: not used, scored as that player's win (EMA 2008), or paid within a draw (tenhou). */
  readonly nagashi: 'none' | 'win' | 'draw';
  /** Yakuman that carry liability (pao). */
  readonly pao: readonly PaoYakuman[];
  /** Chombo: points off the final result after uma, a reverse mangan at the table, or not used. */
  readonly chombo: 'penalty' | 'reverse_mangan' | 'none';
  readonly chomboPenalty: number;
  /** A score below 0 ends the game at once. */
  readonly bustEnds: boolean;
  /** In the last hand, a dealer in 1st place (with the return reached) may end the game. */
  readonly allLastDealerEnds: boolean;
  /** Sudden-death West round when nobody has reached the return points after South 4. */
  readonly westExtension: boolean;
  /** Optional local yaku switched on as house rules (seed 002); none in any preset. */
  readonly localYaku: readonly LocalYakuId[];
}

const ema2025: Rules = Object.freeze({
  id: 'ema2025',
  startPoints: 30000,
  returnPoints: 30000,
  oka: 0,
  uma: Object.freeze([15000, 5000, -5000, -15000] as const),
  ties: 'split',
  redFives: false,
  openTanyao: true,
  kiriage: true,
  doubleWindPairFu: 2,
  kazoeYakuman: false,
  doubleYakuman: false,
  yakumanStack: false,
  renhou: 'han5',
  rinshanWithHaitei: false,
  riichiMinWallTiles: 1,
  twoYakuAtFiveCounters: false,
  chankanOnClosedKan: 'kokushi',
  multipleRon: 'double_triple',
  multiRonSplit: 'each_winner',
  abortiveDraws: Object.freeze([]),
  nagashi: 'none',
  pao: Object.freeze(['daisangen', 'daisuushii'] as const),
  chombo: 'penalty',
  chomboPenalty: 20000,
  bustEnds: false,
  allLastDealerEnds: false,
  westExtension: false,
  localYaku: Object.freeze([]),
} satisfies Rules);

const ema2016: Rules = Object.freeze({
  ...ema2025,
  id: 'ema2016',
  kiriage: false,
  doubleWindPairFu: 4,
  renhou: 'mangan',
  rinshanWithHaitei: true,
  riichiMinWallTiles: 4,
} satisfies Rules);

/** Seed 000 (EMA 2008, Polish translation). */
const ema2008: Rules = Object.freeze({
  ...ema2016,
  id: 'ema2008',
  uma: Object.freeze([9000, 3000, -3000, -9000] as const),
  redFives: true,
  openTanyao: false,
  kazoeYakuman: true,
  doubleYakuman: true,
  renhou: 'yakuman',
  twoYakuAtFiveCounters: true,
  // Interpretation (RULES.md): the dealer repeats and a counter is added.
  abortiveDraws: Object.freeze(['kyuushu', 'suufon', 'suucha', 'suukaikan'] as const),
  // Seed 000 §4.2.4: nagashi mangan is that player's mangan tsumo win.
  nagashi: 'win',
  chombo: 'reverse_mangan',
} satisfies Rules);

const wrc2022: Rules = Object.freeze({
  ...ema2016,
  id: 'wrc2022',
  kiriage: true,
  multipleRon: 'head_bump',
  multiRonSplit: 'nearest_winner',
} satisfies Rules);

const mleague: Rules = Object.freeze({
  ...ema2025,
  id: 'mleague',
  startPoints: 25000,
  returnPoints: 30000,
  oka: 20000,
  uma: Object.freeze([30000, 10000, -10000, -30000] as const),
  redFives: true,
  yakumanStack: true,
  renhou: 'none',
  rinshanWithHaitei: true,
  chankanOnClosedKan: 'none',
  multipleRon: 'head_bump',
  multiRonSplit: 'nearest_winner',
  pao: Object.freeze(['daisangen', 'daisuushii', 'suukantsu'] as const),
} satisfies Rules);

/** Measured from real ranked Tenhou games (../shared/vectors/tenhou-*). */
const tenhou: Rules = Object.freeze({
  ...ema2016,
  id: 'tenhou',
  startPoints: 25000,
  returnPoints: 30000,
  oka: 20000,
  uma: Object.freeze([20000, 10000, -10000, -20000] as const),
  ties: 'seat_order',
  redFives: true,
  kazoeYakuman: true,
  yakumanStack: true,
  renhou: 'none',
  chankanOnClosedKan: 'none',
  multipleRon: 'double_only',
  multiRonSplit: 'nearest_winner',
  abortiveDraws: Object.freeze(['kyuushu', 'suufon', 'suucha', 'suukaikan', 'sanchahou'] as const),
  nagashi: 'draw',
  pao: Object.freeze(['daisangen', 'daisuushii', 'suukantsu'] as const),
  chombo: 'none',
  chomboPenalty: 0,
  bustEnds: true,
  allLastDealerEnds: true,
  westExtension: true,
} satisfies Rules);

export const PRESETS: Readonly<Record<PresetId, Rules>> = Object.freeze({
  ema2025,
  ema2016,
  ema2008,
  wrc2022,
  mleague,
  tenhou,
});

export const DEFAULT_PRESET: PresetId = 'ema2025';

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && (PRESET_IDS as readonly string[]).includes(value);
}

/** A preset with house-rule overrides applied; the result is frozen like the presets. */
export function withOverrides(base: Rules, overrides: Partial<Omit<Rules, 'id'>>): Rules {
  return Object.freeze({ ...base, ...overrides });
}

/** Every field a table may change ("house rules"). */
export type RuleField = keyof Omit<Rules, 'id'>;
export type RuleOverrides = Partial<Pick<Rules, RuleField>>;

/** What kind of value a field holds, with its choices: one description for the editor and the record reader. */
export type RuleFieldSpec =
  | { readonly kind: 'number'; readonly step: number }
  | { readonly kind: 'bool' }
  | { readonly kind: 'choice'; readonly options: readonly (string | number)[] }
  | { readonly kind: 'uma' }
  | { readonly kind: 'set'; readonly options: readonly string[] };

export const ABORTIVE_REASONS: readonly AbortiveReason[] = ['kyuushu', 'suufon', 'suucha', 'suukaikan', 'sanchahou'];
export const PAO_YAKUMAN: readonly PaoYakuman[] = ['daisangen', 'daisuushii', 'suukantsu'];

/** The fields in the order a table would read them. */
export const RULE_FIELDS: Readonly<Record<RuleField, RuleFieldSpec>> = Object.freeze({
  startPoints: { kind: 'number', step: 1000 },
  returnPoints: { kind: 'number', step: 1000 },
  oka: { kind: 'number', step: 1000 },
  uma: { kind: 'uma' },
  ties: { kind: 'choice', options: ['split', 'seat_order'] },
  redFives: { kind: 'bool' },
  openTanyao: { kind: 'bool' },
  kiriage: { kind: 'bool' },
  doubleWindPairFu: { kind: 'choice', options: [2, 4] },
  kazoeYakuman: { kind: 'bool' },
  doubleYakuman: { kind: 'bool' },
  yakumanStack: { kind: 'bool' },
  renhou: { kind: 'choice', options: ['han5', 'mangan', 'yakuman', 'none'] },
  rinshanWithHaitei: { kind: 'bool' },
  riichiMinWallTiles: { kind: 'number', step: 1 },
  twoYakuAtFiveCounters: { kind: 'bool' },
  chankanOnClosedKan: { kind: 'choice', options: ['kokushi', 'none'] },
  multipleRon: { kind: 'choice', options: ['double_triple', 'head_bump', 'double_only'] },
  multiRonSplit: { kind: 'choice', options: ['each_winner', 'nearest_winner'] },
  abortiveDraws: { kind: 'set', options: ABORTIVE_REASONS },
  nagashi: { kind: 'choice', options: ['none', 'win', 'draw'] },
  pao: { kind: 'set', options: PAO_YAKUMAN },
  chombo: { kind: 'choice', options: ['penalty', 'reverse_mangan', 'none'] },
  chomboPenalty: { kind: 'number', step: 1000 },
  bustEnds: { kind: 'bool' },
  allLastDealerEnds: { kind: 'bool' },
  westExtension: { kind: 'bool' },
  localYaku: { kind: 'set', options: LOCAL_YAKU },
} satisfies Record<RuleField, RuleFieldSpec>);

export function isRuleField(key: string): key is RuleField {
  return Object.hasOwn(RULE_FIELDS, key);
}

/** The rule fields in display order. */
export const RULE_FIELD_NAMES: readonly RuleField[] = Object.keys(RULE_FIELDS).filter(isRuleField);

/**
 * The fields whose override differs from the preset's value, in display order: an override equal
 * to the preset's value (an imported record may carry one) changes nothing, so it names no house rule.
 */
export function changedFields(preset: Rules, overrides: RuleOverrides): RuleField[] {
  return RULE_FIELD_NAMES.filter((field) => Object.hasOwn(overrides, field) && !sameJson(overrides[field], preset[field]));
}

/**
 * The most points (either sign) a house rule may set: start and return points, oka, each uma, the
 * chombo penalty (issue 31 item 4). Real rules use tens of thousands; this keeps every final result
 * of a game far inside the safe integers, and never Infinity (an export would write `null`).
 */
export const MAX_RULE_POINTS = 1_000_000;

function isRulePoints(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_RULE_POINTS;
}

/** Whether a value fits a field's description (a whole number within MAX_RULE_POINTS, a listed choice, ...). */
export function fitsRuleField(field: RuleField, value: unknown): boolean {
  const spec = RULE_FIELDS[field];
  switch (spec.kind) {
    case 'number':
      return isRulePoints(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'choice':
      return spec.options.some((o) => o === value);
    case 'uma':
      return Array.isArray(value) && value.length === 4 && value.every(isRulePoints);
    case 'set':
      return Array.isArray(value) && value.every((v) => spec.options.includes(v)) && new Set(value).size === value.length;
  }
}

/** Most yakuman units a single hand can score under a preset: what the ledger accepts and the hand dialog offers. */
export function maxYakumanUnits(rules: Rules): number {
  if (rules.yakumanStack) return 6; // e.g. tsuuiisou + daisuushii (2) + suuankou tanki (2) + suukantsu ...
  return rules.doubleYakuman ? 2 : 1;
}

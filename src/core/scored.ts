import type { YakuContext } from './context';
import { fuItems } from './fu';
import { IntTable } from './intTable';
import type { FuItem, HandInput, Reading, ReadingGroup, ScoredYaku, WaitKind } from './hand';
import { bit } from './packed';
import { limitOfBasic, paymentOf, type Limit, type Payment } from './payment';
import { factsOfReading, readingAt, setsOfReading, type ReadingShape } from './readings';
import type { Rules } from './rules';
import { Situation } from './situation';
import type { TileKind } from './tiles';
import { YAKU, yakumanUnits } from './yaku';

/**
 * A reading with a yaku: its identity and its numbers (the yaku as registry bits); details come
 * later. The identity is the reading's place in the visit order (readings.ts `forEachReading`):
 * visiting the same hand again finds it, so no copy of its sets is kept.
 */
export interface Scored {
  /** The visit in which the reading was met; -1 for a fixed-value renhou, which stands apart from the hand's shape. */
  readonly ordinal: number;
  readonly shape: Reading['shape'];
  readonly wait: WaitKind;
  readonly yakuLo: number;
  readonly yakuHi: number;
  readonly yakuman: number;
  readonly han: number;
  readonly fu: number;
  readonly basic: number;
  readonly pinfu: boolean;
}

type Ranked = Pick<Reading, 'basic' | 'yakuman' | 'han' | 'fu'>;

/** Pays more first; then a true yakuman, more han, more fu (FORMATS.md `expect`). */
export function compareReadings(a: Ranked, b: Ranked): number {
  return b.basic - a.basic || b.yakuman - a.yakuman || b.han - a.han || b.fu - a.fu;
}

/**
 * One reading as the caller sees it: numbers at once, groups and fu items on request. The
 * situation it was scored in may be the scorer's reused one, and the scored record the search's
 * own, so only numbers are taken from them here; details rebuild the hand's situation from the
 * input and find the reading again by its ordinal when first asked for. Getters on a class, not
 * on each object: V8 builds per-object accessors slowly.
 */
export class ScoredReading implements Reading {
  readonly shape: Reading['shape'];
  readonly wait: WaitKind;
  readonly yaku: readonly ScoredYaku[];
  readonly yakuman: number;
  readonly han: number;
  readonly fu: number;
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly limit: Limit;
  readonly basic: number;
  readonly payment: Payment;
  readonly #ordinal: number;
  readonly #pinfu: boolean;
  readonly #input: HandInput;
  readonly #rules: Rules;
  #details: Details | null = null;

  /** `yaku` is the reading's list (`yakuOfScored`), taken apart so that the constructor stays small enough for V8 to inline. */
  constructor(scored: Scored, situation: Situation, yaku: readonly ScoredYaku[]) {
    const { input, rules } = situation;
    const fixed = scored.ordinal < 0;
    this.#ordinal = scored.ordinal;
    this.#pinfu = scored.pinfu;
    this.#input = input;
    this.#rules = rules;
    this.shape = scored.shape;
    this.wait = scored.wait;
    this.yaku = yaku;
    this.yakuman = scored.yakuman;
    this.han = scored.han;
    this.fu = scored.fu;
    // Dora count only with han: not for a yakuman, not for a fixed renhou.
    const withDora = scored.yakuman === 0 && !fixed;
    this.dora = withDora ? situation.dora : 0;
    this.akaDora = withDora ? situation.akaDora : 0;
    this.uraDora = withDora ? situation.uraDora : 0;
    this.limit = limitOfBasic(scored.basic);
    this.basic = scored.basic;
    this.payment = paymentOf(scored.basic, input.win, situation.dealer, input.honba);
  }

  get groups(): readonly ReadingGroup[] {
    const details = this.details();
    details.groups ??= details.reading ? groupsOf(details.reading, details.situation) : [];
    return details.groups;
  }

  get fuItems(): readonly FuItem[] {
    const details = this.details();
    details.fuItems ??= details.reading && this.yakuman === 0 ? fuItemsOf(details.reading, this.#pinfu, details.situation) : [];
    return details.fuItems;
  }

  /** The hand's situation rebuilt and the reading found again, once. */
  private details(): Details {
    if (this.#details) return this.#details;
    const situation = new Situation(this.#input, this.#rules);
    const reading = this.#ordinal < 0 ? null : readingAt(situation.shape, situation.ctx, this.#ordinal);
    this.#details = { situation, reading, groups: null, fuItems: null };
    return this.#details;
  }
}

/** What a reading's groups and fu items are built from, and them once built. */
interface Details {
  readonly situation: Situation;
  readonly reading: ReadingShape | null;
  groups: readonly ReadingGroup[] | null;
  fuItems: readonly FuItem[] | null;
}

/** The yaku a scored reading lists. */
export function yakuOfScored(scored: Scored, situation: Situation): readonly ScoredYaku[] {
  return scored.ordinal < 0 ? FIXED_RENHOU_YAKU : yakuList(scored, situation.shape.closed, situation.rules);
}

const FIXED_RENHOU_YAKU: readonly ScoredYaku[] = Object.freeze([Object.freeze({ id: 'renhou', han: 5, yakuman: 0 } satisfies ScoredYaku)]);

/** A yaku as listed, shared by every reading that has it: by registry position, closed or open. */
const YAKU_ENTRY: readonly (readonly ScoredYaku[])[] = YAKU.map((def) =>
  [def.openHan, def.closedHan].map((han) => Object.freeze({ id: def.id, han, yakuman: 0 } satisfies ScoredYaku)),
);
/** A yakuman as listed: by registry position and units (one or two). */
const YAKUMAN_ENTRY: readonly (readonly ScoredYaku[])[] = YAKU.map((def) =>
  [0, 1, 2].map((units) => Object.freeze({ id: def.id, han: 0, yakuman: units } satisfies ScoredYaku)),
);

/**
 * The yaku lists of readings without a yakuman, by their registry bits, closed and open: a list
 * is a pure function of its bits, so readings with the same yaku share one frozen list instead
 * of building one per hand. An IntTable, not a Map (intTable.ts says why): such a reading's
 * bits are those of normal yaku (positions 0-29), so bit 30 can say closed.
 */
const YAKU_LISTS = new IntTable<readonly ScoredYaku[]>();

function yakuList(scored: Scored, closed: boolean, rules: Rules): readonly ScoredYaku[] {
  if (scored.yakuman > 0 || scored.yakuHi !== 0) return listYaku(scored, closed, rules);
  const key = scored.yakuLo | (bit(closed) << 30);
  let list = YAKU_LISTS.get(key);
  if (list === undefined) {
    list = Object.freeze(listYaku(scored, closed, rules));
    YAKU_LISTS.add(key, list);
  }
  return list;
}

function listYaku(scored: Scored, closed: boolean, rules: Rules): ScoredYaku[] {
  const yaku: ScoredYaku[] = [];
  for (let rest = scored.yakuLo; rest !== 0; rest &= rest - 1) addYaku(yaku, 31 - Math.clz32(rest & -rest), scored, closed, rules);
  for (let rest = scored.yakuHi; rest !== 0; rest &= rest - 1) addYaku(yaku, 63 - Math.clz32(rest & -rest), scored, closed, rules);
  return yaku;
}

function addYaku(yaku: ScoredYaku[], position: number, scored: Scored, closed: boolean, rules: Rules): void {
  if (scored.yakuman > 0) {
    yaku.push(YAKUMAN_ENTRY[position]![yakumanUnits(YAKU[position]!, rules)]!);
    return;
  }
  const entry = YAKU_ENTRY[position]![bit(closed)]!;
  // Yaku worth nothing in this hand (closed-only ones in an open hand) are not listed.
  if (entry.han > 0) yaku.push(entry);
}

/** The context a reading was scored in, rebuilt on its own (for its fu items). */
export function contextOf(reading: ReadingShape, s: Situation): YakuContext {
  return { ...s.ctx, shape: reading.shape, pairs: reading.pairs, wait: reading.wait, facts: factsOfReading(reading, s.shape) };
}

function fuItemsOf(reading: ReadingShape, pinfu: boolean, s: Situation): FuItem[] {
  return fuItems(contextOf(reading, s), pinfu, setsOfReading(reading, s.shape));
}

function groupsOf(reading: ReadingShape, s: Situation): ReadingGroup[] {
  if (reading.shape === 'chiitoitsu') return reading.pairs.map((k) => ({ kind: 'pair', tiles: [k, k], open: false, winning: false }));
  if (reading.shape === 'kokushi') return [{ kind: 'kokushi', tiles: [], open: false, winning: true }];
  const sets: ReadingGroup[] = setsOfReading(reading, s.shape).map((set) => ({
    kind: set.kind,
    tiles: groupTiles(set.kind, set.first),
    open: set.called,
    winning: set.winning,
  }));
  const pair = reading.pairs[0]!;
  return [...sets, { kind: 'pair', tiles: [pair, pair], open: false, winning: reading.wait === 'tanki' }];
}

function groupTiles(kind: ReadingGroup['kind'], k: TileKind): TileKind[] {
  if (kind === 'sequence') return [k, k + 1, k + 2];
  return kind === 'kan' ? [k, k, k, k] : kind === 'pair' ? [k, k] : [k, k, k];
}

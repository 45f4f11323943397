import type { Mutable, ReadingFacts, SetView, YakuContext } from './context';
import {
  CONCEALED_SEQUENCE,
  CONCEALED_TRIPLET,
  isChiitoitsu,
  isKokushi,
  RON_TRIPLET,
  splitsCombine,
  splitsOfSuit,
  TSUMO_TRIPLET,
  WINNING_SEQUENCE,
  type SuitSplit,
} from './decompose';
import { emptyFacts, NO_SETS, setsFacts, sumFacts } from './facts';
import { fuOfSet } from './fu';
import type { HandInput, WaitKind } from './hand';
import { countOf, FIELD_MID, type PackedCounts } from './packed';
import { KINDS, type TileKind } from './tiles';

/**
 * One reading of a hand: its shape, for a standard hand the split of each suit, and the group
 * the winning tile completed (its wait). Everything else about it is derived.
 */
export interface ReadingShape {
  readonly shape: 'standard' | 'chiitoitsu' | 'kokushi';
  /** Standard shape: the split of man, pin, sou and honours. */
  readonly m: SuitSplit | null;
  readonly p: SuitSplit | null;
  readonly s: SuitSplit | null;
  readonly z: SuitSplit | null;
  /** Standard: the pair; chiitoitsu: the seven pairs; kokushi: the doubled tile. */
  readonly pairs: readonly TileKind[];
  readonly wait: WaitKind;
  /** Standard: the first kind of the set the winning tile completed; -1 for the pair (tanki). */
  readonly winningFirst: number;
}

/** A reading to fill (forEachReading's scratch). */
export function blankReading(): Mutable<ReadingShape> {
  return { shape: 'standard', m: null, p: null, s: null, z: null, pairs: [], wait: 'tanki', winningFirst: -1 };
}

/** What every reading of one hand shares. */
export interface HandShape {
  readonly input: HandInput;
  /** The concealed tiles with the winning tile, packed (packed.ts). */
  readonly concealed: PackedCounts;
  readonly win: TileKind;
  readonly tsumo: boolean;
  readonly closed: boolean;
  readonly meldSets: readonly SetView[];
  readonly meldFacts: ReadingFacts;
}

/** The context the scorer fills reading after reading (its facts object included). */
export type ScratchContext = Omit<Mutable<YakuContext>, 'facts'> & { facts: Mutable<ReadingFacts> };

/**
 * Receives each reading in turn: the filled context and the reading's identity (both reused).
 * An object with a method rather than a closure, so that the scorer needs none per hand.
 */
export interface ReadingVisitor {
  visit(ctx: YakuContext, reading: Mutable<ReadingShape>): void;
}

/**
 * The pair of a standard reading as a shared one-element list (no list per reading). Read-only
 * by type, not frozen: V8 (node 20) reads an element of a frozen array through a generic IC
 * call, not inline, and yaku predicates and fu read the pair of every reading.
 */
const PAIR: readonly (readonly TileKind[])[] = Array.from({ length: KINDS }, (_, k) => [k]);

/**
 * Visits every reading of the hand: each decomposition into sets and a pair, each choice of the
 * group the winning tile completed (its wait), then chiitoitsu and kokushi. `ctx` and `reading`
 * are filled in place for each visit; a visitor copies what it keeps.
 */
export function forEachReading(hand: HandShape, ctx: ScratchContext, reading: Mutable<ReadingShape>, visit: ReadingVisitor): void {
  // Suit by suit, not splitsBySuit: no list of the four per hand.
  const man = splitsOfSuit(hand.concealed, 0);
  const pin = splitsOfSuit(hand.concealed, 1);
  const sou = splitsOfSuit(hand.concealed, 2);
  const honors = splitsOfSuit(hand.concealed, 3);
  if (splitsCombine(man, pin, sou, honors)) {
    ctx.shape = 'standard';
    reading.shape = 'standard';
    // One split of each suit, in every combination (each suit's splits are linked through `next`).
    for (let m: SuitSplit | null = man; m !== null; m = m.next) {
      for (let p: SuitSplit | null = pin; p !== null; p = p.next) {
        for (let s: SuitSplit | null = sou; s !== null; s = s.next) {
          for (let z: SuitSplit | null = honors; z !== null; z = z.next) {
            reading.m = m;
            reading.p = p;
            reading.s = s;
            reading.z = z;
            visitWaits(hand, ctx, reading, m, p, s, z, visit);
          }
        }
      }
    }
  }
  if (hand.meldSets.length === 0) visitSpecialShapes(hand, ctx, reading, visit);
}

/**
 * The waits of one decomposition, in the order of its sets (tanki first): the sequences that
 * hold the winning tile, and its triplet. Identical sets give one reading.
 */
function visitWaits(
  hand: HandShape,
  ctx: ScratchContext,
  reading: Mutable<ReadingShape>,
  m: SuitSplit,
  p: SuitSplit,
  s: SuitSplit,
  z: SuitSplit,
  visit: ReadingVisitor,
): void {
  const pair = m.pair + p.pair + s.pair + z.pair + 3; // exactly one suit holds the pair; the others say -1
  const w = hand.win;
  ctx.pairs = PAIR[pair]!;
  reading.pairs = ctx.pairs;
  sumFacts(ctx.facts, m, p, s, z, hand.meldFacts, pair, hand.closed);
  if (pair === w) visitOne(ctx, reading, 'tanki', -1, visit);
  // The concealed sets only (a called meld is never the winning group); masks by kind, so the
  // tables by winning kind below pick the sets holding it without a branch on its suit.
  const sequences = m.sequenceMask | p.sequenceMask | s.sequenceMask;
  if ((sequences & SEQUENCE_BELOW[w]!) !== 0) visitOne(ctx, reading, BELOW_WAIT[w]!, w - 2, visit);
  if ((sequences & SEQUENCE_AROUND[w]!) !== 0) visitOne(ctx, reading, 'kanchan', w - 1, visit);
  if (
    ((m.suitedTripletMask | p.suitedTripletMask | s.suitedTripletMask) & SUITED_TRIPLET[w]!) + (z.honorTripletMask & HONOR_TRIPLET[w]!) !==
    0
  ) {
    const facts = ctx.facts;
    const { concealedTriplets, setFu } = facts;
    winningTriplet(facts, w, hand.tsumo);
    visitOne(ctx, reading, 'shanpon', w, visit);
    facts.concealedTriplets = concealedTriplets;
    facts.setFu = setFu;
  }
  if ((sequences & SEQUENCE_ABOVE[w]!) !== 0) visitOne(ctx, reading, ABOVE_WAIT[w]!, w, visit);
}

/**
 * By winning kind: the sequence-start bit of the sequence it ends (w-2), sits in the middle of
 * (w-1) or starts (w), 0 where no such sequence exists; its triplet's bit in the suited or the
 * honour mask; and the wait when it ends or starts a sequence (penchan at the edge, else ryanmen).
 */
const SEQUENCE_BELOW: readonly number[] = Array.from({ length: KINDS }, (_, w) => (w < 27 && w % 9 >= 2 ? 1 << (w - 2) : 0));
const SEQUENCE_AROUND: readonly number[] = Array.from({ length: KINDS }, (_, w) => (w < 27 && w % 9 >= 1 && w % 9 <= 7 ? 1 << (w - 1) : 0));
const SEQUENCE_ABOVE: readonly number[] = Array.from({ length: KINDS }, (_, w) => (w < 27 && w % 9 <= 6 ? 1 << w : 0));
const SUITED_TRIPLET: readonly number[] = Array.from({ length: KINDS }, (_, w) => (w < 27 ? 1 << w : 0));
const HONOR_TRIPLET: readonly number[] = Array.from({ length: KINDS }, (_, w) => (w >= 27 ? 1 << (w - 27) : 0));
const BELOW_WAIT: readonly WaitKind[] = Array.from({ length: KINDS }, (_, w) => (w % 9 === 2 ? 'penchan' : 'ryanmen'));
const ABOVE_WAIT: readonly WaitKind[] = Array.from({ length: KINDS }, (_, w) => (w % 9 === 6 ? 'penchan' : 'ryanmen'));

/**
 * A concealed triplet completed by a ron counts as open (RULES.md "Fu"; also for sanankou): one
 * concealed triplet less, and its fu as an open one.
 */
function winningTriplet(facts: Mutable<ReadingFacts>, w: TileKind, tsumo: boolean): void {
  if (tsumo) return;
  facts.concealedTriplets -= 1;
  facts.setFu += fuOfSet(RON_TRIPLET[w]!) - fuOfSet(CONCEALED_TRIPLET[w]!);
}

function visitOne(ctx: ScratchContext, reading: Mutable<ReadingShape>, wait: WaitKind, winningFirst: number, visit: ReadingVisitor): void {
  ctx.wait = wait;
  reading.wait = wait;
  reading.winningFirst = winningFirst;
  visit.visit(ctx, reading);
}

function visitSpecialShapes(hand: HandShape, ctx: ScratchContext, reading: Mutable<ReadingShape>, visit: ReadingVisitor): void {
  const packed = hand.concealed;
  const chiitoitsu = isChiitoitsu(packed);
  const kokushi = !chiitoitsu && isKokushi(packed);
  if (!chiitoitsu && !kokushi) return;
  setsFacts(NO_SETS, ctx.facts);
  reading.m = null;
  reading.p = null;
  reading.s = null;
  reading.z = null;
  reading.winningFirst = -1;
  if (chiitoitsu) {
    const pairs = pairKinds(packed);
    ctx.shape = 'chiitoitsu';
    reading.shape = 'chiitoitsu';
    ctx.pairs = pairs;
    reading.pairs = pairs;
    visitOne(ctx, reading, 'tanki', -1, visit);
    return;
  }
  // Thirteen-sided: before the winning tile the hand held one of each terminal and honour.
  let doubled = 0;
  while (countOf(packed, doubled) !== 2) doubled++;
  ctx.shape = 'kokushi';
  reading.shape = 'kokushi';
  ctx.pairs = PAIR[doubled]!;
  reading.pairs = ctx.pairs;
  visitOne(ctx, reading, doubled === hand.win ? 'kokushi_13' : 'kokushi', -1, visit);
}

/** The pairs of seven pairs, lowest first: every count is 0 or 2, so a field's middle bit marks a pair (packed.ts). */
function pairKinds(packed: PackedCounts): TileKind[] {
  const pairs: TileKind[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let twos = packed[suit]! & FIELD_MID; twos !== 0; twos &= twos - 1) {
      pairs.push(suit * 9 + (31 - Math.clz32(twos & -twos) - 1) / 3);
    }
  }
  return pairs;
}

/** The reading's sets, called melds last, with the winning set as it counts (for display and fu items). */
export function setsOfReading(reading: ReadingShape, hand: HandShape): SetView[] {
  if (reading.shape !== 'standard') return [];
  const sets: SetView[] = [];
  for (const split of [reading.m, reading.p, reading.s, reading.z]) if (split) sets.push(...split.sets);
  const first = reading.winningFirst;
  if (first >= 0) {
    const sequence = reading.wait !== 'shanpon';
    const index = sets.indexOf(sequence ? CONCEALED_SEQUENCE[first]! : CONCEALED_TRIPLET[first]!);
    sets[index] = sequence ? WINNING_SEQUENCE[first]! : hand.tsumo ? TSUMO_TRIPLET[first]! : RON_TRIPLET[first]!;
  }
  return sets.concat(hand.meldSets);
}

/** The reading's facts, computed afresh (the same sums the visit made). */
export function factsOfReading(reading: ReadingShape, hand: HandShape): ReadingFacts {
  const facts = emptyFacts();
  if (reading.shape !== 'standard' || !reading.m || !reading.p || !reading.s || !reading.z) return facts;
  sumFacts(facts, reading.m, reading.p, reading.s, reading.z, hand.meldFacts, reading.pairs[0]!, hand.closed);
  if (reading.wait === 'shanpon') winningTriplet(facts, reading.winningFirst, hand.tsumo);
  return facts;
}

/** The reading met at the given visit of `forEachReading` (a copy), or null when there are fewer visits. */
export function readingAt(hand: HandShape, ctx: ScratchContext, ordinal: number): ReadingShape | null {
  let seen = 0;
  let found: ReadingShape | null = null;
  forEachReading(hand, ctx, blankReading(), {
    visit: (_ctx, reading) => {
      if (seen++ === ordinal) found = { ...reading };
    },
  });
  return found;
}

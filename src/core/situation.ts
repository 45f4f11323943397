import { flagSet, type FlagSet, type HandFacts, type Mutable, type ReadingFacts, type SetView } from './context';
import { emptyFacts, emptyHandFacts, handFacts, handFeatures, setsFacts } from './facts';
import type { HandInput, Meld } from './hand';
import { countOf, SUIT_OF, UNIT_OF, type PackedCounts } from './packed';
import type { HandShape, ScratchContext } from './readings';
import type { Rules } from './rules';
import { doraFromIndicator, isRed, kindOf, KINDS, windKind, type Tile, type TileKind } from './tiles';
import { bitHi, bitLo, YAKU } from './yaku';

/**
 * What every reading of one hand shares, and the context its readings are scored in (filled
 * per reading). `fill` rewrites every field for a new hand, so the scorer keeps one Situation
 * and reuses it hand after hand instead of building a dozen objects per hand.
 */
export class Situation {
  input: HandInput;
  rules: Rules;
  readonly shape: Mutable<HandShape>;
  readonly ctx: ScratchContext;
  dora = 0;
  akaDora = 0;
  uraDora = 0;
  dealer = false;
  /** The yaku features (facts.ts FEATURE) every reading of the hand shares. */
  features = 0;
  /** Registry positions of local yaku the table has not switched on (seed 002), as lo and hi words. */
  offLo = 0;
  offHi = 0;
  readonly #concealed: number[] = [0, 0, 0, 0];
  readonly #waiting: number[] = [0, 0, 0, 0];
  readonly #full: number[] = [0, 0, 0, 0];
  readonly #meldFacts: Mutable<ReadingFacts> = emptyFacts();
  readonly #hand: Mutable<HandFacts> = emptyHandFacts();
  readonly #flags: FlagSet = flagSet([]);

  constructor(input: HandInput, rules: Rules) {
    this.input = input;
    this.rules = rules;
    this.shape = {
      input, concealed: this.#concealed, win: 0, tsumo: false, closed: true, meldSets: NO_SETS_LIST, meldFacts: NO_MELD_FACTS,
    };
    this.ctx = {
      rules, input, shape: 'standard', pairs: [], wait: 'tanki', closed: true,
      seatWind: 0, roundWind: 0, tsumo: false, hand: this.#hand, facts: emptyFacts(), flags: this.#flags,
    };
    this.fill(input, rules);
  }

  /** Takes in a new (validated) hand. */
  fill(input: HandInput, rules: Rules): this {
    const concealed = this.#concealed;
    const waiting = this.#waiting;
    const full = this.#full;
    const win = kindOf(input.winTile);
    for (let suit = 0; suit < 4; suit++) waiting[suit] = 0;
    let akaDora = addTiles(waiting, input.concealed);
    for (let suit = 0; suit < 4; suit++) concealed[suit] = waiting[suit]!;
    concealed[SUIT_OF[win]!]! += UNIT_OF[win]!;
    if (isRed(input.winTile)) akaDora++;
    for (let suit = 0; suit < 4; suit++) full[suit] = concealed[suit]!;
    let closed = true;
    const melds = input.melds;
    for (let i = 0; i < melds.length; i++) {
      akaDora += addTiles(full, melds[i]!.tiles);
      if (melds[i]!.kind !== 'ankan') closed = false;
    }
    const flags = flagSet(input.flags, this.#flags);
    const tsumo = input.win === 'tsumo';
    this.input = input;
    this.rules = rules;
    this.fillShape(input, win, tsumo, closed);
    this.fillContext(input, rules, closed, tsumo, full, waiting);
    this.dora = doraIn(full, input.doraIndicators);
    this.akaDora = akaDora;
    // Ura dora count only with riichi (FORMATS.md: otherwise ignored).
    this.uraDora = flags.riichi || flags.doubleRiichi ? doraIn(full, input.uraIndicators) : 0;
    this.dealer = input.seatWind === 'E';
    this.features = handFeatures(this.ctx);
    const off = localYakuOff(rules);
    this.offLo = off.offLo;
    this.offHi = off.offHi;
    return this;
  }

  private fillShape(input: HandInput, win: TileKind, tsumo: boolean, closed: boolean): void {
    const shape = this.shape;
    shape.input = input;
    shape.win = win;
    shape.tsumo = tsumo;
    shape.closed = closed;
    if (input.melds.length === 0) {
      shape.meldSets = NO_SETS_LIST;
      shape.meldFacts = NO_MELD_FACTS;
      return;
    }
    const sets: SetView[] = [];
    for (let i = 0; i < input.melds.length; i++) sets.push(meldToSet(input.melds[i]!));
    shape.meldSets = sets;
    shape.meldFacts = setsFacts(sets, this.#meldFacts);
  }

  private fillContext(input: HandInput, rules: Rules, closed: boolean, tsumo: boolean, full: PackedCounts, waiting: PackedCounts): void {
    const ctx = this.ctx;
    ctx.rules = rules;
    ctx.input = input;
    ctx.closed = closed;
    ctx.tsumo = tsumo;
    ctx.seatWind = windKind(input.seatWind);
    ctx.roundWind = windKind(input.roundWind);
    handFacts(full, waiting, this.#hand);
  }
}

/** Adds tiles to packed counts; returns how many of them are red fives. */
function addTiles(packed: number[], tiles: readonly Tile[]): number {
  let red = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i]!;
    const k = kindOf(t);
    packed[SUIT_OF[k]!]! += UNIT_OF[k]!;
    if (k !== t) red++;
  }
  return red;
}

/** How many of the hand's tiles the indicators point at. */
function doraIn(packed: PackedCounts, indicators: readonly Tile[]): number {
  let sum = 0;
  for (let i = 0; i < indicators.length; i++) sum += countOf(packed, doraFromIndicator(indicators[i]!));
  return sum;
}

const MELD_SET_KINDS = ['sequence', 'triplet', 'kan'] as const;

/** A called meld's set, shared frozen values by kind, first tile and whether it was called. */
const MELD_SETS: readonly SetView[] = MELD_SET_KINDS.flatMap((kind) =>
  [false, true].flatMap((called) =>
    Array.from({ length: KINDS }, (_, first) => Object.freeze({ kind, first, called, concealed: !called, winning: false })),
  ),
);

export function meldToSet(meld: Meld): SetView {
  let first = KINDS;
  for (let i = 0; i < meld.tiles.length; i++) first = Math.min(first, kindOf(meld.tiles[i]!));
  const called = meld.kind !== 'ankan';
  const kind = meld.kind === 'chi' ? 0 : meld.kind === 'pon' ? 1 : 2;
  return MELD_SETS[(kind * 2 + Number(called)) * KINDS + first]!;
}

const NO_SETS_LIST: readonly SetView[] = Object.freeze([]);
const NO_MELD_FACTS = Object.freeze(setsFacts(NO_SETS_LIST));

/** Every local yaku (seed 002) is off unless the table switched it on. */
const LOCAL_LO = YAKU.reduce((mask, def, i) => (def.local ? mask | bitLo(i) : mask), 0);
const LOCAL_HI = YAKU.reduce((mask, def, i) => (def.local ? mask | bitHi(i) : mask), 0);

const ALL_LOCAL_OFF = Object.freeze({ offLo: LOCAL_LO, offHi: LOCAL_HI });

function localYakuOff(rules: Rules): { offLo: number; offHi: number } {
  if (rules.localYaku.length === 0) return ALL_LOCAL_OFF;
  let offLo = LOCAL_LO;
  let offHi = LOCAL_HI;
  for (const id of rules.localYaku) {
    const i = YAKU.findIndex((def) => def.id === id);
    offLo &= ~bitLo(i);
    offHi &= ~bitHi(i);
  }
  return { offLo, offHi };
}

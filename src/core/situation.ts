import { flagSet, type FlagSet, type HandFacts, type Mutable, type ReadingFacts, type SetView } from './context';
import { emptyFacts, emptyHandFacts, handFacts, handFeatures, NO_SETS, setsFacts } from './facts';
import { hasOpenMeld, type HandInput } from './hand';
import { IntTable } from './intTable';
import { MELD_SETS } from './meldSets';
import type { PackedCounts } from './packed';
import { TileTally, withUra } from './tally';
import type { HandShape, ScratchContext } from './readings';
import type { Rules } from './rules';
import { kindOf, windKind, type TileKind } from './tiles';
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
  readonly #tally = new TileTally();
  readonly #hand: Mutable<HandFacts> = emptyHandFacts();
  readonly #flags = flagSet([]);
  /** A list of called sets per meld count (1 to 4; validation allows no more), filled per hand. */
  readonly #meldLists: SetView[][] = [[], ...[1, 2, 3, 4].map((n) => new Array<SetView>(n).fill(MELD_SETS[0]!))];

  constructor(input: HandInput, rules: Rules, tally?: TileTally, flags?: FlagSet) {
    this.input = input;
    this.rules = rules;
    this.shape = {
      input,
      concealed: this.#tally.concealed,
      win: 0,
      tsumo: false,
      closed: true,
      meldSets: NO_SETS,
      meldFacts: NO_MELD_FACTS,
    };
    this.ctx = {
      rules,
      input,
      shape: 'standard',
      pairs: [],
      wait: 'tanki',
      closed: true,
      seatWind: 0,
      roundWind: 0,
      tsumo: false,
      hand: this.#hand,
      facts: emptyFacts(),
      flags: this.#flags,
    };
    this.fill(input, rules, tally, flags);
  }

  /**
   * Takes in a new (validated) hand. Its tiles counted and its flags read by the caller (for
   * validation) are taken as they are; otherwise the situation does it itself.
   */
  fill(
    input: HandInput,
    rules: Rules,
    tally: TileTally = this.#tally.count(input, withUra(input)),
    flags = flagSet(input.flags, this.#flags),
  ): this {
    const win = kindOf(input.winTile);
    const closed = !hasOpenMeld(input.melds);
    this.ctx.flags = flags;
    const tsumo = input.win === 'tsumo';
    this.input = input;
    this.rules = rules;
    this.shape.concealed = tally.concealed;
    this.fillShape(input, tally.meldShapes, win, tsumo, closed);
    this.fillContext(input, rules, closed, tsumo, tally.full, tally.waiting);
    this.dora = tally.dora;
    this.akaDora = tally.akaDora;
    // Ura dora count only with riichi (FORMATS.md): the tally counted them only then (withUra).
    this.uraDora = tally.uraDora;
    this.dealer = input.seatWind === 'E';
    this.features = handFeatures(this.ctx);
    const off = localYakuOff(rules);
    this.offLo = off.offLo;
    this.offHi = off.offHi;
    return this;
  }

  private fillShape(input: HandInput, meldShapes: readonly number[], win: TileKind, tsumo: boolean, closed: boolean): void {
    const shape = this.shape;
    shape.input = input;
    shape.win = win;
    shape.tsumo = tsumo;
    shape.closed = closed;
    if (input.melds.length === 0) {
      shape.meldSets = NO_SETS;
      shape.meldFacts = NO_MELD_FACTS;
      return;
    }
    // The situation's own list for this many melds, rewritten: no list per hand. The melds are
    // valid here, so each shape is its set's index.
    const sets = this.#meldLists[input.melds.length]!;
    let key = 0;
    for (let i = 0; i < sets.length; i++) {
      const index = meldShapes[i]!;
      sets[i] = MELD_SETS[index]!;
      key = key * MELD_KEY_BASE + index + 1;
    }
    shape.meldSets = sets;
    shape.meldFacts = meldFacts(key, sets);
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

const NO_MELD_FACTS = Object.freeze(setsFacts(NO_SETS));

/**
 * The facts of a hand's called sets, by the sets' indexes in MELD_SETS (plus one, so that no
 * digit is 0) as the digits of a number in base MELD_KEY_BASE: four digits stay below 2^31. The
 * facts are a pure function of the sets, so hands with the same melds in the same order share
 * one frozen value, made as combinations are first met (as decompose.ts does for suit patterns;
 * a table meets few of the possible combinations).
 */
const MELD_KEY_BASE = MELD_SETS.length + 1;
const MELD_FACTS = new IntTable<ReadingFacts>();

function meldFacts(key: number, sets: readonly SetView[]): ReadingFacts {
  const known = MELD_FACTS.get(key);
  if (known !== undefined) return known;
  const facts = Object.freeze(setsFacts(sets));
  MELD_FACTS.add(key, facts);
  return facts;
}

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

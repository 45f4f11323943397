/** Random hands for property and differential tests (test support; not used by the app). */
import fc from 'fast-check';
import type { Flag, HandInput, Meld, MeldKind } from './hand';
import { PRESET_IDS, PRESETS, type Rules } from './rules';
import { isTerminalOrHonor, kindOf, KINDS, RED_5M, WIND_LETTERS, type Tile } from './tiles';

export interface RandomHand {
  readonly input: HandInput;
  readonly rules: Rules;
  /** An extra dora indicator that still fits the tile supply. */
  readonly extraDora: Tile;
}

const setArb = fc.oneof(
  fc.record({ kind: fc.constant('seq' as const), first: fc.integer({ min: 0, max: 26 }).filter((k) => k % 9 <= 6) }),
  fc.record({ kind: fc.constant('trip' as const), first: fc.integer({ min: 0, max: KINDS - 1 }) }),
  fc.record({ kind: fc.constant('kan' as const), first: fc.integer({ min: 0, max: KINDS - 1 }) }),
);
const callArb = fc.constantFrom('concealed', 'concealed', 'called', 'closedKan', 'addedKan');

/** The tiles of a complete hand: its concealed tiles (the winning one among them) and its melds. */
interface RandomShape {
  readonly tiles: readonly Tile[];
  readonly melds: readonly Meld[];
}

/** Four sets (some called, some kans) and a pair. */
const standardShape: fc.Arbitrary<RandomShape> = fc
  .record({
    sets: fc.array(setArb, { minLength: 4, maxLength: 4 }),
    calls: fc.array(callArb, { minLength: 4, maxLength: 4 }),
    pair: fc.integer({ min: 0, max: KINDS - 1 }),
  })
  .map((h) => {
    const melds: Meld[] = [];
    const tiles: Tile[] = [h.pair, h.pair];
    h.sets.forEach((set, i) => {
      const call = h.calls[i]!;
      if (set.kind === 'kan') {
        const kind: MeldKind = call === 'closedKan' || call === 'concealed' ? 'ankan' : call === 'addedKan' ? 'shouminkan' : 'minkan';
        melds.push({ kind, tiles: [set.first, set.first, set.first, set.first] });
        return;
      }
      const setTiles = set.kind === 'seq' ? [set.first, set.first + 1, set.first + 2] : [set.first, set.first, set.first];
      if (call === 'called') melds.push({ kind: set.kind === 'seq' ? 'chi' : 'pon', tiles: setTiles });
      else tiles.push(...setTiles);
    });
    return { tiles, melds };
  });

/** Seven different pairs (chiitoitsu). */
const sevenPairsShape: fc.Arbitrary<RandomShape> = fc
  .uniqueArray(fc.integer({ min: 0, max: KINDS - 1 }), { minLength: 7, maxLength: 7 })
  .map((kinds) => ({ tiles: kinds.flatMap((k) => [k, k]), melds: [] }));

const TERMINALS_AND_HONORS: readonly Tile[] = Array.from({ length: KINDS }, (_, k) => k).filter(isTerminalOrHonor);

/** The thirteen terminals and honours, one of them twice (kokushi). */
const kokushiShape: fc.Arbitrary<RandomShape> = fc
  .constantFrom(...TERMINALS_AND_HONORS)
  .map((doubled) => ({ tiles: [...TERMINALS_AND_HONORS, doubled], melds: [] }));

/** A complete hand, mostly of sets and a pair, within the tile supply. */
export const randomHand: fc.Arbitrary<RandomHand> = fc
  .record({
    shape: fc.oneof(
      { arbitrary: standardShape, weight: 8 },
      { arbitrary: sevenPairsShape, weight: 1 },
      { arbitrary: kokushiShape, weight: 1 },
    ),
    winIndex: fc.nat(),
    tsumo: fc.boolean(),
    riichi: fc.boolean(),
    extraFlag: fc.constantFrom<Flag | null>(null, null, null, 'ippatsu', 'haitei', 'houtei', 'rinshan', 'chankan'),
    seat: fc.constantFrom(...WIND_LETTERS),
    round: fc.constantFrom('E' as const, 'S' as const),
    dora: fc.array(fc.integer({ min: 0, max: KINDS - 1 }), { maxLength: 3 }),
    ura: fc.array(fc.integer({ min: 0, max: KINDS - 1 }), { maxLength: 3 }),
    extraDora: fc.integer({ min: 0, max: KINDS - 1 }),
    honba: fc.integer({ min: 0, max: 6 }),
    preset: fc.constantFrom(...PRESET_IDS),
  })
  .map((h) => {
    const rules = PRESETS[h.preset];
    const concealed = [...h.shape.tiles];
    const melds = [...h.shape.melds];
    if (rules.redFives) redOneFivePerSuit(concealed, melds);
    const winTile = concealed.splice(h.winIndex % concealed.length, 1)[0]!;
    const closed = melds.every((m) => m.kind === 'ankan');
    const flags: Flag[] = h.riichi && closed ? ['riichi'] : [];
    if (h.extraFlag) flags.push(h.extraFlag);
    const input: HandInput = {
      concealed,
      melds,
      winTile,
      win: h.tsumo ? 'tsumo' : 'ron',
      seatWind: h.seat,
      roundWind: h.round,
      doraIndicators: h.dora,
      uraIndicators: flags.includes('riichi') ? h.ura : [],
      flags,
      honba: h.honba,
    };
    return { input, rules, extraDora: h.extraDora };
  })
  // No kind more than four times on the table, indicators (and the extra one) included.
  .filter(({ input, extraDora }) => {
    const onTable = new Array<number>(KINDS).fill(0);
    const tiles = [
      ...input.concealed,
      input.winTile,
      ...input.melds.flatMap((m) => m.tiles),
      ...input.doraIndicators,
      ...input.uraIndicators,
      extraDora,
    ];
    for (const t of tiles) onTable[kindOf(t)]! += 1;
    return onTable.every((c) => c <= 4);
  });

/** Where the set has red fives, one five of each suit in the hand is the red one. */
function redOneFivePerSuit(concealed: Tile[], melds: Meld[]): void {
  for (let suit = 0; suit < 3; suit++) {
    const five = suit * 9 + 4;
    const at = concealed.indexOf(five);
    if (at >= 0) {
      concealed[at] = RED_5M + suit;
      continue;
    }
    const meld = melds.findIndex((m) => m.tiles.includes(five));
    if (meld < 0) continue;
    const tiles = [...melds[meld]!.tiles];
    tiles[tiles.indexOf(five)] = RED_5M + suit;
    melds[meld] = { ...melds[meld]!, tiles };
  }
}

import { anyRiichi, flagSet } from './context';
import type { HandInput } from './hand';
import { meldShape } from './meldSets';
import { SHIFT_OF, SUIT_OF } from './packed';
import { doraFromIndicator, kindOf, KINDS, RED_5M, type Tile, type TileKind } from './tiles';

/** The tiles of a hand as they lie on the table; a waiting hand (for `findWaits`) has no winning tile yet. */
export type TilesOnTable = Pick<HandInput, 'concealed' | 'melds' | 'doraIndicators' | 'uraIndicators' | 'flags'> & {
  readonly winTile?: Tile;
};

/**
 * Ura indicators are physical tiles only after a riichi (otherwise they are ignored, FORMATS.md).
 * For callers without the flags read yet; scoreHand asks anyRiichi of the flags it read.
 */
export function withUra(input: Pick<TilesOnTable, 'flags'>): boolean {
  return anyRiichi(flagSet(input.flags, OWN_FLAGS));
}

/** withUra's own flag set, rewritten per call (it never re-enters itself). */
const OWN_FLAGS = flagSet([]);

/** Where a kind's count lies in packed counts: its number and the shift within it, as suit * 32 + shift. */
const placeOf = (k: TileKind) => SUIT_OF[k]! * 32 + SHIFT_OF[k]!;

/**
 * Per physical tile (a red five as its kind): its kind; its place (placeOf), plus 128 * (suit + 1)
 * for a red five, so that one load says both; and the place of the kind it indicates as a dora.
 */
const TILE_KIND: readonly TileKind[] = Array.from({ length: RED_5M + 3 }, (_, t) => kindOf(t));
const TILE_PLACE: readonly number[] = TILE_KIND.map((k, t) => placeOf(k) + (t >= RED_5M ? (t - RED_5M + 1) << 7 : 0));
const DORA_PLACE: readonly number[] = TILE_KIND.map((_, t) => placeOf(doraFromIndicator(t)));

/**
 * Every physical tile of a hand counted in one pass, for validation and scoring alike: packed
 * counts (packed.ts) of the thirteen tiles it waited with, with the winning tile, with the melds,
 * and of everything on the table (the indicators too) for the supply check; the red fives.
 * A count stops at four: a fifth copy is recorded in `over` instead, so a field never carries.
 */
export class TileTally {
  readonly waiting: number[] = [0, 0, 0, 0];
  readonly concealed: number[] = [0, 0, 0, 0];
  readonly full: number[] = [0, 0, 0, 0];
  readonly supply: number[] = [0, 0, 0, 0];
  /** Red fives by suit among every counted tile, eight bits per suit. */
  reds = 0;
  /** Red fives in the hand and its melds (aka dora; indicators are not in the hand). */
  akaDora = 0;
  /**
   * Tiles of the hand and its melds the dora indicators point at (counted with the indicators, so
   * that no list is read twice); the same for the ura indicators, 0 when they are not counted.
   */
  dora = 0;
  uraDora = 0;
  /** The lowest kind met a fifth time, KINDS for none. */
  over: TileKind = KINDS;
  /** How many copies of `over` were met (every copy past the fourth passes through `addOne`'s refusal). */
  overCopies = 0;
  /**
   * The first value met that is not a tile (not a whole number from 0 to 36), null for none: typed
   * callers can pass anything, and such a value is refused, never counted as some other tile.
   */
  notATile: number | null = null;
  /** Each meld's shape (meldSets.ts `meldShape`: its set, or what is wrong with it), read as its tiles are counted. */
  readonly meldShapes: number[] = [0, 0, 0, 0];

  /** Counts a hand; ura indicators only with `withUra` (they are ignored without a riichi, FORMATS.md). */
  count(input: TilesOnTable, withUra: boolean): this {
    // Every list taken out of the input first: the lists are independent loads, which the
    // processor can wait for together (the input is rarely in the cache), not one by one.
    const { concealed, melds, doraIndicators, uraIndicators } = input;
    const meldCount = melds.length;
    const supply = this.supply;
    for (let suit = 0; suit < 4; suit++) supply[suit] = 0;
    this.reds = 0;
    this.over = KINDS;
    this.overCopies = 0;
    this.notATile = null;
    this.add(concealed);
    copy(supply, this.waiting);
    if (input.winTile !== undefined) this.addOne(input.winTile, supply);
    copy(supply, this.concealed);
    const shapes = this.meldShapes;
    for (let i = 0; i < meldCount; i++) {
      const meld = melds[i]!;
      this.add(meld.tiles);
      shapes[i] = meldShape(meld);
    }
    copy(supply, this.full);
    this.akaDora = (this.reds & 0xff) + ((this.reds >>> 8) & 0xff) + (this.reds >>> 16);
    this.dora = this.addIndicators(doraIndicators);
    this.uraDora = withUra ? this.addIndicators(uraIndicators) : 0;
    return this;
  }

  private add(tiles: readonly Tile[]): void {
    // The counts taken out once, not per tile: the loop then keeps them in a register.
    const supply = this.supply;
    for (let i = 0; i < tiles.length; i++) this.addOne(tiles[i]!, supply);
  }

  /** Adds indicators, and returns how many tiles of the hand and its melds (`full`) they point at. */
  private addIndicators(tiles: readonly Tile[]): number {
    const supply = this.supply;
    const full = this.full;
    let dora = 0;
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      this.addOne(t, supply);
      // A value that is not a tile points at nothing (validation refuses it).
      const place = DORA_PLACE[t];
      if (place !== undefined) dora += (full[place >>> 5]! >>> (place & 31)) & 7;
    }
    return dora;
  }

  /** Adds one tile to `supply` (this.supply, passed in by the loops that hold it). */
  private addOne(t: Tile, supply: number[]): void {
    // An index that is not a tile (negative, too large, fractional) reads no entry.
    const place = TILE_PLACE[t];
    if (place === undefined) {
      this.notATile ??= t;
      return;
    }
    const suit = (place >>> 5) & 3;
    const shift = place & 31;
    const packed = supply[suit]!;
    if (((packed >>> shift) & 7) >= 4) {
      this.overCopy(TILE_KIND[t]!);
      return;
    }
    supply[suit] = packed + (1 << shift);
    if (place >= 128) this.reds += 1 << (8 * ((place >>> 7) - 1));
  }

  private overCopy(kind: TileKind): void {
    if (kind < this.over) {
      this.over = kind;
      this.overCopies = 5;
    } else if (kind === this.over) {
      this.overCopies++;
    }
  }
}

function copy(from: readonly number[], to: number[]): void {
  to[0] = from[0]!;
  to[1] = from[1]!;
  to[2] = from[2]!;
  to[3] = from[3]!;
}

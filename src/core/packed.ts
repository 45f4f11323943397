import { kindOf, KINDS, type Tile, type TileKind } from './tiles';

/**
 * Tile counts packed for speed: four numbers (man, pin, sou, honours) with 3 bits per kind, the
 * n-th kind of a suit at bits 3n..3n+2. A hand holds at most four of a kind, so a count never
 * carries into the next one; the split tables of decompose.ts are keyed by these numbers.
 */
export type PackedCounts = readonly number[];

/** Which of the four numbers holds a kind. */
export const SUIT_OF: readonly number[] = Array.from({ length: KINDS }, (_, k) => Math.min(3, Math.floor(k / 9)));
/** Where a kind's count starts within its number. */
export const SHIFT_OF: readonly number[] = Array.from({ length: KINDS }, (_, k) => 3 * (k < 27 ? k % 9 : k - 27));
/** One tile of a kind, as a packed amount. */
export const UNIT_OF: readonly number[] = SHIFT_OF.map((shift) => 1 << shift);

/** Kinds by position in a packed number: every field's lowest bit, the middle one, the highest one. */
export const FIELD_LOW = 0o111111111;
export const FIELD_MID = 0o222222222;
export const FIELD_HIGH = 0o444444444;
/** The fields of the 1 and the 9 of a suit. */
export const TERMINAL_FIELDS = 0o700000007;

export function emptyPacked(): number[] {
  return [0, 0, 0, 0];
}

export function packTiles(tiles: readonly Tile[]): number[] {
  const packed = emptyPacked();
  for (const t of tiles) {
    const k = kindOf(t);
    packed[SUIT_OF[k]!]! += UNIT_OF[k]!;
  }
  return packed;
}

/** From counts per kind (length 34, at most four each). */
export function packCounts(counts: readonly number[]): number[] {
  const packed = emptyPacked();
  for (let k = 0; k < KINDS; k++) packed[SUIT_OF[k]!]! += counts[k]! * UNIT_OF[k]!;
  return packed;
}

export function countOf(packed: PackedCounts, kind: TileKind): number {
  return (packed[SUIT_OF[kind]!]! >>> SHIFT_OF[kind]!) & 7;
}

/** The kinds present in one packed number, one bit per field (at the field's lowest bit). */
export function presentFields(n: number): number {
  return (n | (n >>> 1) | (n >>> 2)) & FIELD_LOW;
}

/** Number of set bits of a 32-bit number, counted in parallel (no loop: no branch on the bits). */
export function bitCount(n: number): number {
  let x = n - ((n >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * 1 for true, 0 for false, without a branch: V8 compiles `+(b === true)` to a compare and a set
 * instruction, where `b ? 1 : 0` is a conditional jump and Number(b) a call to a builtin.
 */
export function bit(b: boolean): number {
  return +(b === true);
}

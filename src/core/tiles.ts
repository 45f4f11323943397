/**
 * Tiles are small integers. A tile *kind* is 0..33:
 *   0-8 man 1-9, 9-17 pin 1-9, 18-26 sou 1-9, 27-30 winds E S W N, 31-33 dragons haku hatsu chun.
 * A physical tile adds the red fives: 34 = red 5m, 35 = red 5p, 36 = red 5s.
 * `mpsz` notation is the only text form: digits followed by a suit letter, `0` a red five.
 */
export type TileKind = number;
export type Tile = number;

export const KINDS = 34;
export const RED_5M = 34;
export const RED_5P = 35;
export const RED_5S = 36;
export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const HAKU = 31;
export const HATSU = 32;
export const CHUN = 33;

export type Suit = 'm' | 'p' | 's' | 'z';
const SUITS: readonly Suit[] = ['m', 'p', 's', 'z'];

export function isRed(tile: Tile): boolean {
  return tile >= RED_5M && tile <= RED_5S;
}

/** The kind of a physical tile: a red five is a five. */
export function kindOf(tile: Tile): TileKind {
  return isRed(tile) ? (tile - RED_5M) * 9 + 4 : tile;
}

export function suitOf(kind: TileKind): Suit {
  return SUITS[Math.floor(kind / 9)] ?? 'z';
}

/** 1..9 for suited tiles, 1..7 for honours. */
export function numberOf(kind: TileKind): number {
  return (kind % 9) + 1;
}

export function isHonor(kind: TileKind): boolean {
  return kind >= 27;
}

export function isTerminal(kind: TileKind): boolean {
  return kind < 27 && (kind % 9 === 0 || kind % 9 === 8);
}

/** Terminal or honour ("yaochuuhai"). */
export function isTerminalOrHonor(kind: TileKind): boolean {
  return kind >= 27 || kind % 9 === 0 || kind % 9 === 8;
}

/** A five of a suit: the kind a red five can be, where the preset has red fives. */
export function isSuitedFive(kind: TileKind): boolean {
  return kind < 27 && kind % 9 === 4;
}

export function isSimple(kind: TileKind): boolean {
  return !isTerminalOrHonor(kind);
}

export function isDragon(kind: TileKind): boolean {
  return kind >= HAKU;
}

export function isWind(kind: TileKind): boolean {
  return kind >= EAST && kind <= NORTH;
}

/** The dora a given indicator points at (9 -> 1, North -> East, Chun -> Haku). */
export function doraFromIndicator(indicator: Tile): TileKind {
  const kind = kindOf(indicator);
  if (kind < 27) return kind - (kind % 9) + (((kind % 9) + 1) % 9);
  if (kind <= NORTH) return EAST + ((kind - EAST + 1) % 4);
  return HAKU + ((kind - HAKU + 1) % 3);
}

export type WindLetter = 'E' | 'S' | 'W' | 'N';
export const WIND_LETTERS: readonly WindLetter[] = ['E', 'S', 'W', 'N'];

/** A wind letter, read from data that may hold anything (vectors, kept drafts, recorded tiles). */
export function isWindLetter(value: unknown): value is WindLetter {
  // Four compares, not a search of WIND_LETTERS: every scored hand checks both of its winds.
  return value === 'E' || value === 'S' || value === 'W' || value === 'N';
}

export function windKind(wind: WindLetter): TileKind {
  // A table by the letter's code, not a switch: this runs twice for every scored hand, and a
  // switch on the seat wind mispredicts a branch a hand.
  return WIND_BY_CODE[wind.charCodeAt(0)]!;
}

/** The wind's kind by its letter's character code (WIND_LETTERS are in the order of the winds from EAST; -1 for other codes). */
const WIND_BY_CODE: readonly TileKind[] = Array.from({ length: 128 }, (_, code) => {
  const i = WIND_LETTERS.findIndex((letter) => letter.charCodeAt(0) === code);
  return i < 0 ? -1 : EAST + i;
});

export type ParseResult = { ok: true; tiles: Tile[] } | { ok: false; error: 'invalid_tiles'; message: string };

/** Parses `mpsz` notation (whitespace ignored). Never throws. */
export function parseTiles(text: string): ParseResult {
  const tiles: Tile[] = [];
  let pending: number[] = [];
  for (const ch of text) {
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') continue;
    if (ch >= '0' && ch <= '9') {
      pending.push(ch.charCodeAt(0) - 48);
      continue;
    }
    const suitIndex = SUITS.indexOf(ch as Suit);
    if (suitIndex < 0) return invalid(`"${ch}" is not a tile suit (use m, p, s or z)`);
    if (pending.length === 0) return invalid(`"${ch}" has no tile numbers before it`);
    for (const n of pending) {
      const tile = tileFrom(n, suitIndex);
      if (tile === null) return invalid(`${n}${ch} is not a tile`);
      tiles.push(tile);
    }
    pending = [];
  }
  if (pending.length > 0) return invalid(`"${pending.join('')}" has no suit letter after it`);
  return { ok: true, tiles };
}

function tileFrom(n: number, suitIndex: number): Tile | null {
  if (suitIndex === 3) return n >= 1 && n <= 7 ? 27 + n - 1 : null;
  if (n === 0) return RED_5M + suitIndex;
  return suitIndex * 9 + n - 1;
}

function invalid(message: string): ParseResult {
  return { ok: false, error: 'invalid_tiles', message };
}

/** One tile in notation: `5m`, `0p`, `7z`. */
export function tileToString(tile: Tile): string {
  if (isRed(tile)) return `0${SUITS[tile - RED_5M]}`;
  return `${numberOf(tile)}${suitOf(tile)}`;
}

/**
 * Tiles in compact notation, grouped by suit in m p s z order and sorted within each suit
 * (a red five sorts as a five, before the plain ones): [0,1,2,34] -> "1230m".
 */
export function tilesToString(tiles: readonly Tile[]): string {
  const sorted = [...tiles].sort(compareTiles);
  let out = '';
  let digits = '';
  let suit: Suit | null = null;
  for (const tile of sorted) {
    const s = suitOf(kindOf(tile));
    if (suit !== null && s !== suit) {
      out += digits + suit;
      digits = '';
    }
    suit = s;
    digits += isRed(tile) ? '0' : String(numberOf(tile));
  }
  return suit === null ? '' : out + digits + suit;
}

/** Sort order: by kind; a red five just before the plain fives of its suit. */
export function compareTiles(a: Tile, b: Tile): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka !== kb) return ka - kb;
  return Number(isRed(b)) - Number(isRed(a));
}

// A literal of 34 zeros: cloning it is far cheaper than `new Array(34).fill(0)`, which V8 runs
// as a slow runtime call and leaves holey (counts are made on every scored hand).
const ZERO_COUNTS: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/** A fresh count per kind, all zero (length 34). */
export function zeroCounts(): number[] {
  return ZERO_COUNTS.slice();
}

/** Counts per kind (length 34). */
export function countKinds(tiles: readonly Tile[]): number[] {
  const counts = zeroCounts();
  for (const t of tiles) counts[kindOf(t)]! += 1;
  return counts;
}

export const ALL_KINDS: readonly TileKind[] = Array.from({ length: KINDS }, (_, i) => i);

/**
 * Moving on the picker's grid by keyboard (issue 33 item 6: one tab stop, keys move between the tiles).
 * A place is the tile's suit row and column as in mpsz notation (src/core/tiles.ts): rows m, p, s, z;
 * column n - 1 for the number n, 9 for a red five. Where the tiles are drawn is the style sheet's
 * choice (a suit in one row on a tablet, in two on a phone): the arrows go by where they are drawn.
 */

export type Place = readonly [row: number, column: number];

/** The grid's rows by the suit letters of mpsz notation: m, p, s, then the honours. */
const SUIT_ROWS = 'mpsz';

/**
 * Where a suit's letter (m, p, s, z: to that suit, at the same number where it has one) or a number
 * (1 to 9, 0 for the red five: that tile of the suit) moves from `at` on the grid `open` (the tiles
 * that can still be tapped), or null: as a hand is written in mpsz, "5" "p" Enter taps 5 pin.
 */
export function moveOnGrid(open: readonly (readonly boolean[])[], at: Place, key: string): Place | null {
  const [row, column] = at;
  const enabled = (r: number, c: number) => open[r]?.[c] === true;
  const suitRow = key.length === 1 ? SUIT_ROWS.indexOf(key.toLowerCase()) : -1;
  if (suitRow >= 0) return nearestInRow(open, suitRow, Math.min(column, (open[suitRow]?.length ?? 1) - 1));
  if (/^[0-9]$/.test(key)) {
    const to = key === '0' ? 9 : Number(key) - 1;
    return enabled(row, to) ? [row, to] : null;
  }
  return null;
}

/** The open tile nearest to `column` in row r (the one before it first), or null. */
function nearestInRow(open: readonly (readonly boolean[])[], r: number, column: number): Place | null {
  const width = open[r]?.length ?? 0;
  for (let d = 0; d < width; d++) {
    if (open[r]?.[column - d] === true) return [r, column - d];
    if (open[r]?.[column + d] === true) return [r, column + d];
  }
  return null;
}

/** The open tile nearest to `at` (`at` itself if open): in its row, else in the rows after it, else before it. */
export function nearestOpen(open: readonly (readonly boolean[])[], at: Place): Place | null {
  const others = open.map((_, r) => r).filter((r) => r !== at[0]);
  const rows = [at[0], ...others.filter((r) => r > at[0]), ...others.filter((r) => r < at[0]).reverse()];
  for (const r of rows) {
    const found = nearestInRow(open, r, Math.min(at[1], (open[r]?.length ?? 1) - 1));
    if (found) return found;
  }
  return null;
}

/** A tile as drawn: its place, its centre on the screen, and whether it can be tapped. */
export interface TileSpot {
  readonly place: Place;
  readonly x: number;
  readonly y: number;
  readonly open: boolean;
}

/** Centres closer than this are in one line (the layout's own rounding). */
const SAME_LINE = 1;

/**
 * Where an arrow key, Home or End moves from the tile at `from` among the tiles as drawn, or null:
 * Left and Right to the next open tile in the same drawn row; Home and End to its first and last;
 * Up and Down to the nearest drawn row above or below that has an open tile, to the open tile
 * nearest under or over this one (the left one of two as near).
 */
export function moveOnLayout(spots: readonly TileSpot[], from: Place, key: string): Place | null {
  const here = spots.find((s) => s.place[0] === from[0] && s.place[1] === from[1]);
  if (!here) return null;
  const open = spots.filter((s) => s.open && s !== here);
  const inRow = open.filter((s) => Math.abs(s.y - here.y) < SAME_LINE);
  const byX = (a: TileSpot, b: TileSpot) => a.x - b.x;
  let found: TileSpot | undefined;
  switch (key) {
    case 'ArrowRight':
      found = inRow.filter((s) => s.x > here.x).sort(byX)[0];
      break;
    case 'ArrowLeft':
      found = inRow
        .filter((s) => s.x < here.x)
        .sort(byX)
        .at(-1);
      break;
    case 'Home':
      found = [...inRow, here].sort(byX)[0];
      break;
    case 'End':
      found = [...inRow, here].sort(byX).at(-1);
      break;
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      const beyond = open.filter((s) => (down ? s.y > here.y + SAME_LINE : s.y < here.y - SAME_LINE));
      if (beyond.length === 0) return null;
      const lineY = down ? Math.min(...beyond.map((s) => s.y)) : Math.max(...beyond.map((s) => s.y));
      found = beyond
        .filter((s) => Math.abs(s.y - lineY) < SAME_LINE)
        .sort((a, b) => Math.abs(a.x - here.x) - Math.abs(b.x - here.x) || byX(a, b))[0];
      break;
    }
    default:
      return null;
  }
  return found ? found.place : null;
}

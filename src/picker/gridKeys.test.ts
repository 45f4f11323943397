import { describe, expect, it } from 'vitest';
import { moveOnGrid, moveOnLayout, nearestOpen, type Place, type TileSpot } from './gridKeys';

/** The grid's places with red fives: nine or ten a suit, seven honours. */
function places(red: boolean): Place[] {
  return [0, 1, 2, 3].flatMap((row) => Array.from({ length: row === 3 ? 7 : red ? 10 : 9 }, (_, column): Place => [row, column]));
}

/** A phone's drawing (picker.css): each suit in two lines, 1-5 and 6-9 with the red five; winds and dragons in two columns beside them. */
function phone([row, column]: Place): [line: number, x: number] {
  if (row === 3) return [column < 4 ? Math.floor(column / 2) : 2 + Math.floor((column - 4) / 2), 5 + (column % 2)];
  return [2 * row + (column < 5 ? 0 : 1), column % 5];
}

/** A tablet's drawing: a suit a line. */
function tablet([row, column]: Place): [line: number, x: number] {
  return [row, column];
}

function spots(draw: (place: Place) => [number, number], closed: readonly string[] = [], red = true): TileSpot[] {
  return places(red).map((place) => {
    const [line, x] = draw(place);
    return { place, x: x * 50 + 22, y: line * 50 + 22, open: !closed.includes(place.join('-')) };
  });
}

describe('the arrow keys go by where the tiles are drawn', () => {
  it('on a phone, Up and Down go to the tile drawn above or below: 1 man, 6 man, 1 pin', () => {
    const drawn = spots(phone);
    expect(moveOnLayout(drawn, [0, 0], 'ArrowDown')).toEqual([0, 5]);
    expect(moveOnLayout(drawn, [0, 5], 'ArrowDown')).toEqual([1, 0]);
    expect(moveOnLayout(drawn, [1, 0], 'ArrowUp')).toEqual([0, 5]);
    // The red five, under the 5, over the red five of the next suit.
    expect(moveOnLayout(drawn, [0, 4], 'ArrowDown')).toEqual([0, 9]);
    expect(moveOnLayout(drawn, [0, 9], 'ArrowDown')).toEqual([1, 4]);
    // North over the green dragon; under the red dragon nothing but the sou's line: its nearest tile.
    expect(moveOnLayout(drawn, [3, 3], 'ArrowDown')).toEqual([3, 5]);
    expect(moveOnLayout(drawn, [3, 6], 'ArrowDown')).toEqual([2, 4]);
    expect(moveOnLayout(drawn, [2, 9], 'ArrowDown')).toBeNull();
    expect(moveOnLayout(drawn, [0, 2], 'ArrowUp')).toBeNull();
  });

  it('on a phone, Left, Right, Home and End stay in the drawn line: 5 man is beside East', () => {
    const drawn = spots(phone);
    expect(moveOnLayout(drawn, [0, 4], 'ArrowRight')).toEqual([3, 0]);
    expect(moveOnLayout(drawn, [3, 0], 'ArrowLeft')).toEqual([0, 4]);
    expect(moveOnLayout(drawn, [3, 1], 'ArrowRight')).toBeNull();
    expect(moveOnLayout(drawn, [0, 0], 'ArrowLeft')).toBeNull();
    expect(moveOnLayout(drawn, [0, 7], 'End')).toEqual([3, 3]);
    expect(moveOnLayout(drawn, [3, 3], 'Home')).toEqual([0, 5]);
    expect(moveOnLayout(drawn, [0, 0], 'Home')).toEqual([0, 0]);
  });

  it('skips the tiles used up, and the lines with none left', () => {
    expect(moveOnLayout(spots(phone, ['0-5']), [0, 0], 'ArrowDown')).toEqual([0, 6]);
    expect(moveOnLayout(spots(phone, ['0-1', '0-2']), [0, 0], 'ArrowRight')).toEqual([0, 3]);
    const sixToRed = ['0-5', '0-6', '0-7', '0-8', '0-9', '3-2', '3-3'];
    expect(moveOnLayout(spots(phone, sixToRed), [0, 1], 'ArrowDown')).toEqual([1, 1]);
  });

  it('on a tablet, a suit a line: Down from 9 man is 9 pin, from 9 sou the nearest honour', () => {
    const drawn = spots(tablet, [], false);
    expect(moveOnLayout(drawn, [0, 8], 'ArrowDown')).toEqual([1, 8]);
    expect(moveOnLayout(drawn, [2, 8], 'ArrowDown')).toEqual([3, 6]);
    expect(moveOnLayout(drawn, [0, 3], 'ArrowRight')).toEqual([0, 4]);
    expect(moveOnLayout(drawn, [1, 3], 'End')).toEqual([1, 8]);
  });

  it('a key that is not a move, or a place not drawn, moves nowhere', () => {
    expect(moveOnLayout(spots(phone), [0, 0], 'Enter')).toBeNull();
    expect(moveOnLayout(spots(phone, [], false), [0, 9], 'ArrowDown')).toBeNull();
  });
});

describe('a suit letter and a number go to the tile as mpsz writes it', () => {
  const open = (closed: readonly string[] = []) =>
    [10, 10, 10, 7].map((width, row) => Array.from({ length: width }, (_, column) => !closed.includes(`${row}-${column}`)));

  it('a number goes to that tile of the suit, 0 to its red five', () => {
    expect(moveOnGrid(open(), [1, 0], '7')).toEqual([1, 6]);
    expect(moveOnGrid(open(), [1, 0], '0')).toEqual([1, 9]);
    expect(moveOnGrid(open(['1-6']), [1, 0], '7')).toBeNull();
  });

  it('a suit letter keeps the number where the suit has it, else the nearest tile', () => {
    expect(moveOnGrid(open(), [3, 6], 'm')).toEqual([0, 6]);
    expect(moveOnGrid(open(), [0, 8], 'z')).toEqual([3, 6]);
    expect(moveOnGrid(open(), [0, 9], 'S')).toEqual([2, 9]);
    expect(moveOnGrid(open(['2-4']), [0, 4], 's')).toEqual([2, 3]);
    expect(moveOnGrid(open(), [0, 4], 'x')).toBeNull();
  });

  it('the tab stop on a tile used up goes to the nearest one open: in its row, else after it, else before it', () => {
    expect(nearestOpen(open(), [2, 3])).toEqual([2, 3]);
    expect(nearestOpen(open(['2-3']), [2, 3])).toEqual([2, 2]);
    const sou = Array.from({ length: 10 }, (_, c) => `2-${c}`);
    expect(nearestOpen(open(sou), [2, 3])).toEqual([3, 3]);
    const souAndHonours = [...sou, ...Array.from({ length: 7 }, (_, c) => `3-${c}`)];
    expect(nearestOpen(open(souAndHonours), [2, 3])).toEqual([1, 3]);
    expect(nearestOpen([[false]], [0, 0])).toBeNull();
  });
});

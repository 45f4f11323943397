import { describe, expect, it } from 'vitest';
import { binaryDesign } from './binaryDesign';
import { doubledDesign } from './doubledDesign';
import { meetingMatrix, repeatCount } from './metrics';
import { projectiveDesign } from './projectiveDesign';
import { everyPlayer, seatedInOrder } from './testSeating';
import type { Grouping, Seating, Table } from './types';

function asSeating(design: readonly Grouping[]): Seating {
  return design.map((session) => session.map((g): Table => [g[0]!, g[1]!, g[2]!, g[3]!]));
}

function expectPartitions(design: readonly Grouping[], players: number): void {
  for (const session of design) {
    expect(session.every((group) => group.length === 4)).toBe(true);
    expect(seatedInOrder(session)).toEqual(everyPlayer(players));
  }
}

describe('designs', () => {
  it.each([
    [16, 5],
    [64, 21],
    [256, 85],
  ])('%i players (F_2^k, a spread): %i sessions, every pair meets once', (players, sessions) => {
    const design = binaryDesign(players);
    expect(design).toHaveLength(sessions);
    expectPartitions(design, players);
    expect(repeatCount(asSeating(design))).toBe(0);
  });

  it('40 players (a packing of PG(3,3)): 13 sessions, every pair meets exactly once', () => {
    const design = projectiveDesign();
    expect(design).toHaveLength(13);
    expectPartitions(design, 40);
    const met = meetingMatrix(asSeating(design), 40);
    for (let a = 0; a < 40; a++) for (let b = a + 1; b < 40; b++) expect(met[a * 40 + b]).toBe(1);
  });

  it('32 players (8-4-10): 10 sessions, every pair meets once except the couples 2x, 2x+1, who never meet', () => {
    const design = doubledDesign();
    expect(design).toHaveLength(10);
    expectPartitions(design, 32);
    const met = meetingMatrix(asSeating(design), 32);
    for (let a = 0; a < 32; a++) {
      for (let b = a + 1; b < 32; b++) expect(met[a * 32 + b]).toBe(b === a + 1 && a % 2 === 0 ? 0 : 1);
    }
  });

  it('has no design for sizes that are not covered', () => {
    expect(binaryDesign(20)).toEqual([]);
    expect(binaryDesign(128)).toEqual([]);
  });
});

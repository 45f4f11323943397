/** Known designs: sessions in which no two players meet twice, where the size has one. */
import { binaryDesign } from './binaryDesign';
import { projectiveDesign } from './projectiveDesign';
import type { Grouping } from './types';

/** Every session the designs offer for `players` (pick any of them); empty when none is known. */
export function designSessions(players: number): Grouping[] {
  if (players === 40) return projectiveDesign();
  return binaryDesign(players);
}

/** Known designs: sessions in which no two players meet twice, where the size has one. */
import { binaryDesign } from './binaryDesign';
import { doubledDesign } from './doubledDesign';
import { projectiveDesign } from './projectiveDesign';
import type { Grouping } from './types';

/** Every session the designs offer for `players` (pick any of them); empty when none is known. */
export function designSessions(players: number): Grouping[] {
  if (players === 40) return projectiveDesign();
  // 32 players: the spread design gives 9 sessions, the doubled one 10.
  if (players === 32) return doubledDesign();
  return binaryDesign(players);
}

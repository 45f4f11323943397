import { FEATURE as F } from '../facts';
import type { TileKind } from '../tiles';
import type { YakuDefinition } from './definition';

/** Local yaku (seed 002, "Opcjonalne"): only where the table switched them on; in registry order. */
export const LOCAL_YAKU_DEFINITIONS: readonly YakuDefinition[] = [
  // Sanrenpon: three identical sequences, closed only (3 / 0 han); it takes the place of iipeikou.
  {
    id: 'sanrenpon',
    needs: F.oneIdenticalPair,
    closedHan: 3,
    openHan: 0,
    yakuman: 0,
    local: true,
    replaces: ['iipeikou'],
    test: (c) => c.facts.sameSequenceCopies === 3,
  },
  // Suurenpon: four identical sequences, a yakuman ("400% limitu").
  // Four copies of one sequence are two pairs of identical sequences.
  {
    id: 'suurenpon',
    needs: F.twoIdenticalPairs,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    local: true,
    test: (c) => c.facts.sameSequenceCopies === 4,
  },
  // Daisharin: seven pairs of one suit that run in sequence (e.g. 22334455667788p), a yakuman.
  {
    id: 'daisharin',
    needs: F.chiitoitsu | F.chinitsuShape,
    closedHan: 0,
    openHan: 0,
    yakuman: 1,
    local: true,
    test: (c) => isRunOfPairs(c.pairs),
  },
];

/** Seven pairs on seven consecutive numbers of one suit. */
function isRunOfPairs(pairs: readonly TileKind[]): boolean {
  if (pairs.length !== 7 || pairs[0]! >= 27) return false;
  const base = pairs[0]!;
  return pairs.every((k, i) => k === base + i) && Math.floor(base / 9) === Math.floor(pairs[6]! / 9);
}

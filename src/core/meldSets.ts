import type { SetView } from './context';
import { isKan, isOpenMeld, meldSize, type Meld } from './hand';
import { bit } from './packed';
import { isHonor, kindOf, KINDS } from './tiles';

const MELD_SET_KINDS = ['sequence', 'triplet', 'kan'] as const;

/** A called meld's set, shared frozen values by kind, whether it was called and first tile (index: meldShape). */
export const MELD_SETS: readonly SetView[] = MELD_SET_KINDS.flatMap((kind) =>
  [false, true].flatMap((called) =>
    Array.from({ length: KINDS }, (_, first) => Object.freeze({ kind, first, called, concealed: !called, winning: false })),
  ),
);

/** What can be wrong with a meld (meldShape's negative answers). */
export const UNKNOWN_MELD_KIND = -1;
export const WRONG_MELD_SIZE = -2;
export const NOT_A_RUN = -3;
export const NOT_IDENTICAL = -4;

/**
 * What a meld is, read once for validation and scoring alike: its set's index in MELD_SETS, or
 * what is wrong with it (a negative code above). A chi is three consecutive tiles of one suit,
 * all different; a pon three and a kan four identical tiles. Tiles that are not tiles are the
 * tally's to refuse (validation asks about them first); here they only make some code.
 */
export function meldShape(meld: Meld): number {
  const kind: string = meld.kind;
  // A typed caller can pass any kind: an unknown one is refused, never scored as another set.
  // The set kinds are MELD_SET_KINDS's: sequence, triplet, kan.
  const setKind = kind === 'chi' ? 0 : kind === 'pon' ? 1 : isKan(meld) ? 2 : -1;
  if (setKind < 0) return UNKNOWN_MELD_KIND;
  const tiles = meld.tiles;
  if (tiles.length !== meldSize(meld)) return WRONG_MELD_SIZE;
  let low = KINDS;
  let high = -1;
  let sum = 0;
  for (let i = 0; i < tiles.length; i++) {
    const k = kindOf(tiles[i]!);
    low = Math.min(low, k);
    high = Math.max(high, k);
    sum += k;
  }
  if (setKind === 0) {
    // Three tiles from low to low + 2 in one suit: all different exactly when the third is low + 1.
    const run = !isHonor(low) && high === low + 2 && Math.floor(low / 9) === Math.floor(high / 9) && sum === 3 * low + 3;
    if (!run) return NOT_A_RUN;
  } else if (low !== high) {
    return NOT_IDENTICAL;
  }
  return (setKind * 2 + bit(isOpenMeld(meld))) * KINDS + low;
}

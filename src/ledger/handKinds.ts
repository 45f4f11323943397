import type { Rules } from '../core/rules';
import type { HandType } from './types';

/** The ways a hand can end that a table enters (a game ended for time is not a hand played). */
export type HandKind = Exclude<HandType, 'end'>;
export const HAND_KINDS: readonly HandKind[] = ['ron', 'tsumo', 'draw', 'abortive', 'chombo', 'penalty'];

export function isHandKind(value: unknown): value is HandKind {
  return HAND_KINDS.some((kind) => kind === value);
}

/**
 * Whether these rules know this way for a hand to end: an abortive draw only where the preset
 * lists some (RULES.md `abortiveDraws`), chombo only where it has a penalty for it (`chombo`).
 * The table offers exactly these, and validation refuses the others.
 */
export function kindAllowed(kind: HandKind, rules: Rules): boolean {
  if (kind === 'abortive') return rules.abortiveDraws.length > 0;
  if (kind === 'chombo') return rules.chombo !== 'none';
  return true;
}

/** The ways a hand can end under these rules, in the table's order. */
export function handKindsFor(rules: Rules): HandKind[] {
  return HAND_KINDS.filter((kind) => kindAllowed(kind, rules));
}

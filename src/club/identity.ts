import { playerKey } from '../ledger';
import { foldedText } from './folded';

/**
 * Who a player is across nights (issue 28). Names are typed in a hurry on a phone, often without
 * Polish letters: the names of games are linked to one player whatever their case, spaces and
 * diacritics ("lukasz" is "Łukasz"). Renames, merges and splits are events (playerEvents.ts); the
 * games themselves are never rewritten.
 */

/**
 * The key a name is linked to a player by: the ledger's rule for one player's name (playerKey:
 * trimmed, any case), with the diacritics dropped too and runs of spaces made one. The ledger keeps
 * "Zoe" and "Zoë" apart within one game; a club links them, and a wrong link is split again.
 */
export function nameKey(name: string): string {
  return foldedText(playerKey(name)).replace(/\s+/g, ' ');
}

import type { TournamentPlayer } from './tournamentTypes';

/**
 * Checks of a players list (issue 27): the same name or EMA number twice is pointed out (not
 * refused: two players may share a name; the organiser decides), and how many substitutes make
 * the list a multiple of four (every table seats four).
 */

/** Names compared as people read them: without case, diacritics or extra spaces ("Łukasz  Nowak" is "lukasz nowak"). */
export function nameKey(first: string, last: string): string {
  return `${first} ${last}`.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/gi, 'l').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Groups of two or more players (ids, in list order) sharing a key. */
function sharing(players: readonly TournamentPlayer[], keyOf: (p: TournamentPlayer) => string): string[][] {
  const groups = new Map<string, string[]>();
  for (const p of players) {
    const key = keyOf(p);
    if (key === '') continue;
    groups.set(key, [...(groups.get(key) ?? []), p.id]);
  }
  return [...groups.values()].filter((ids) => ids.length > 1);
}

export interface Duplicates {
  readonly names: readonly (readonly string[])[];
  readonly ema: readonly (readonly string[])[];
}

export function duplicates(players: readonly TournamentPlayer[]): Duplicates {
  return { names: sharing(players, (p) => nameKey(p.first, p.last)), ema: sharing(players, (p) => p.ema.replace(/\s+/g, '')) };
}

/** How many substitutes make the players a whole number of tables: 0 to 3. */
export function substitutesNeeded(players: number): number {
  return (4 - (players % 4)) % 4;
}

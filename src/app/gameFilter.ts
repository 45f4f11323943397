import { foldedText } from '../club/folded';

/**
 * Finding games on a long games list (a club night's tablet) by a player's name. Names are typed
 * in a hurry on a phone, often without Polish letters: what was typed is found in any player's
 * name whatever the case and the diacritics, so "lukasz" finds "Łukasz" and "zolw" finds "Żółw".
 */

/** A text as the search compares it: lower case, without diacritics (the club links names by the same rule). */
export const searchFolded = foldedText;

/** Whether anything was typed to search for: spaces alone search for nothing. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

/** The games one of whose players has a name holding `query` (all of them when nothing was typed), in the order given. */
export function gamesWithPlayer<Game extends { readonly players: readonly string[] }>(
  games: readonly Game[],
  query: string,
): readonly Game[] {
  if (!isSearching(query)) return games;
  const wanted = searchFolded(query.trim());
  return games.filter((game) => game.players.some((name) => searchFolded(name).includes(wanted)));
}

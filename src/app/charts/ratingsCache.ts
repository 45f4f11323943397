import { rateGames, type RatedGame, type Ratings } from '../../club/rating';

/**
 * The season's ratings, computed once for the same games and the same players (issue 28: openskill
 * over 1,000 games takes ~0.1 s in Node, more on a slow phone). The league table and a player page
 * of one season rate the same games: going from one to the other, or a render that makes the
 * list of games anew (a switch of language), reuses the ratings. The games and the player each
 * name belongs to are the key (a merge or a rename of a player changes it); one season is kept.
 */
let kept: { readonly signature: string; readonly ratings: Ratings } | null = null;

function signatureOf(games: readonly RatedGame[], keyOf: (name: string) => string): string {
  return games
    .map(
      (g) =>
        `${g.id}\u0001${g.night}\u0001${g.endedAt}\u0001${g.players.map(keyOf).join('\u0002')}\u0001${g.players.join('\u0002')}\u0001${g.finals.join(',')}`,
    )
    .join('\u0003');
}

export function seasonRatings(games: readonly RatedGame[], keyOf: (name: string) => string): Ratings {
  const signature = signatureOf(games, keyOf);
  if (kept?.signature !== signature) kept = { signature, ratings: rateGames(games, keyOf) };
  return kept.ratings;
}

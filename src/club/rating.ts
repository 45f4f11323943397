import { ordinal, rate, rating } from 'openskill';
import { byPlay, type ClubGame } from './league';
import { placesByFinal } from './places';

/**
 * The club's rating (issue 28): openskill's Weng-Lin model (Plackett-Luce, its default, with its
 * default constants: mu 25, sigma 25/3), a proven multiplayer model, not one of our own. Each game
 * is one rating update of four one-player teams ranked by their places from the final results;
 * equal finals are a tie (they share the better place, as the stats do: placesByFinal).
 *
 * The games are rated in the order they were played, as the league orders them (byPlay: night,
 * end time, record id), then by their players and finals, so games that ended at the same moment
 * are rated in the same order whatever order they were given in, on every phone. Players are told apart by `keyOf` (the club's player identity: a name key,
 * or the player a merge made of several names).
 *
 * The rating shown is openskill's ordinal, mu - 3 sigma: a conservative figure that rises as the
 * model grows sure of a player (a new player starts at 0).
 *
 * This module carries the library: load it lazily (only club pages show a rating).
 */

/** What the rating reads of a finished game: the league's game (its id, night, end, names by seat and final results). */
export type RatedGame = ClubGame;

/** A player's rating after one game. */
export interface RatingPoint {
  readonly gameId: string;
  /** The club night the game was played in (2026-11-22). */
  readonly night: string;
  readonly endedAt: number;
  /** The place in that game (1-4, tied finals share the better place). */
  readonly place: 1 | 2 | 3 | 4;
  readonly mu: number;
  readonly sigma: number;
  /** mu - 3 sigma: the rating shown. */
  readonly ordinal: number;
}

export interface PlayerRating {
  readonly key: string;
  /** As written in the player's latest game rated. */
  readonly name: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  /** After each of the player's games, in the order they were rated. */
  readonly history: readonly RatingPoint[];
}

export interface Ratings {
  /** Highest ordinal first; equal ones by key. */
  readonly players: readonly PlayerRating[];
  /** Games not rated: one player (by `keyOf`) sat in two seats, which no rating can read. */
  readonly skipped: readonly string[];
}

/** openskill's starting rating: mu 25, sigma 25/3, ordinal 0. */
export const INITIAL_RATING = Object.freeze(rating());

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The order games are rated in: a total order on their content, so the input's order never matters. */
export function byRatingOrder(a: RatedGame, b: RatedGame): number {
  return (
    byPlay(a, b) ||
    compareText(JSON.stringify(a.players), JSON.stringify(b.players)) ||
    compareText(JSON.stringify(a.finals), JSON.stringify(b.finals))
  );
}

interface Running {
  name: string;
  mu: number;
  sigma: number;
  history: RatingPoint[];
}

function rateOne(game: RatedGame, keys: readonly string[], players: Map<string, Running>): void {
  const places = placesByFinal(game.finals);
  const before = keys.map((key, seat) => {
    const known = players.get(key);
    if (known) {
      known.name = game.players[seat]!;
      return known;
    }
    const fresh: Running = { name: game.players[seat]!, mu: INITIAL_RATING.mu, sigma: INITIAL_RATING.sigma, history: [] };
    players.set(key, fresh);
    return fresh;
  });
  // Four teams of one; openskill's rank: lower is better, equal ranks are a tie.
  const after = rate(
    before.map(({ mu, sigma }) => [{ mu, sigma }]),
    { rank: places },
  );
  before.forEach((player, seat) => {
    const { mu, sigma } = after[seat]![0]!;
    player.mu = mu;
    player.sigma = sigma;
    player.history.push({
      gameId: game.id,
      night: game.night,
      endedAt: game.endedAt,
      place: places[seat]!,
      mu,
      sigma,
      ordinal: ordinal({ mu, sigma }),
    });
  });
}

/** Every player's rating over the games, rated in time order (byRatingOrder). */
export function rateGames(games: readonly RatedGame[], keyOf: (name: string) => string): Ratings {
  const players = new Map<string, Running>();
  const skipped: string[] = [];
  for (const game of [...games].sort(byRatingOrder)) {
    const keys = game.players.map(keyOf);
    if (new Set(keys).size < keys.length) {
      skipped.push(game.id);
      continue;
    }
    rateOne(game, keys, players);
  }
  const rated = [...players].map(([key, { name, mu, sigma, history }]): PlayerRating => ({
    key,
    name,
    mu,
    sigma,
    ordinal: ordinal({ mu, sigma }),
    history,
  }));
  rated.sort((a, b) => b.ordinal - a.ordinal || compareText(a.key, b.key));
  return { players: rated, skipped };
}

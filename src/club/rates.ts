import type { PlayerTally } from './stats';

/**
 * The rates a player page shows (issue 28), from a tally (stats.ts). Each is a share in 0..1, and
 * 0 when there is nothing to share out (no hands, no wins): a player with no games has no rates.
 */
function share(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Hands won, of the hands played (ron, tsumo, draw, abortive). */
export function winRate(t: Pick<PlayerTally, 'wins' | 'hands'>): number {
  return share(t.wins, t.hands);
}

/** Wins by tsumo, of the wins. */
export function tsumoShare(t: Pick<PlayerTally, 'tsumo' | 'wins'>): number {
  return share(t.tsumo, t.wins);
}

/** Hands the player dealt into (their discard won on), of the hands played. */
export function dealInRate(t: Pick<PlayerTally, 'dealIns' | 'hands'>): number {
  return share(t.dealIns, t.hands);
}

/** Hands the player declared riichi in (a stick put down), of the hands played. */
export function riichiRate(t: Pick<PlayerTally, 'riichi' | 'hands'>): number {
  return share(t.riichi, t.hands);
}

/** The average hand value of a win, in points before counters and sticks; 0 without a win. */
export function averageWinValue(t: Pick<PlayerTally, 'winValue' | 'wins'>): number {
  return share(t.winValue, t.wins);
}

/** The average place (1 to 4) over the games; 0 without a game. */
export function averagePlace(t: Pick<PlayerTally, 'places' | 'games'>): number {
  const [first, second, third, fourth] = t.places;
  return share(first + 2 * second + 3 * third + 4 * fourth, t.games);
}

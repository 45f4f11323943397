import type { PlayerRating, Ratings } from './rating';

/**
 * The figures behind the charts of issue 28, as lines over a shared row of points (a hand, a
 * game, a night): pure, so each chart's numbers and its text summary come from the same place.
 */

/** One line of a chart: a value per point of the chart's x row, null where it has none (before a player's first game). */
export interface Line {
  readonly key: string;
  readonly name: string;
  readonly values: readonly (number | null)[];
}

/** A game's table scores before the first hand and after each hand, a line per seat. */
export interface GameScoreSeries {
  /** 0 for the start, then each hand's number as the hands list numbers them. */
  readonly hands: readonly number[];
  readonly lines: readonly Line[];
}

/** The table scores at the start and after each hand (the ledger's TableState.scores), by seat. */
export function gameScoreSeries(
  players: readonly string[],
  start: readonly number[],
  afterEachHand: readonly (readonly number[])[],
): GameScoreSeries {
  const rows = [start, ...afterEachHand];
  return {
    hands: rows.map((_, i) => i),
    lines: players.map((name, seat) => ({ key: String(seat), name, values: rows.map((scores) => scores[seat] ?? null) })),
  };
}

/** A player's rating and places game by game over the season. */
export interface PlayerSeries {
  /** When each game ended, in the order rated. */
  readonly endedAt: readonly number[];
  /** The rating shown (ordinal, mu - 3 sigma) after each game. */
  readonly rating: readonly number[];
  /** The place in each game (1-4). */
  readonly places: readonly number[];
}

export function playerSeries(player: PlayerRating): PlayerSeries {
  const { history } = player;
  return {
    endedAt: history.map((p) => p.endedAt),
    rating: history.map((p) => p.ordinal),
    places: history.map((p) => p.place),
  };
}

/** The season's top players' ratings night by night. */
export interface NightSeries {
  /** Every night with a rated game (2026-11-22), earliest first. */
  readonly nights: readonly string[];
  /** A line per top player, the highest rated first: the rating after their last game that night or before, null before their first. */
  readonly lines: readonly Line[];
}

/** The `top` highest rated players' ratings over the nights their games were played in. */
export function topRatingsByNight(ratings: Ratings, top: number): NightSeries {
  // Nights are written 2026-11-22: sorted as text, sorted by date.
  const nights = [...new Set(ratings.players.flatMap((p) => p.history.map((point) => point.night)))].sort();
  const lines = ratings.players.slice(0, Math.max(0, top)).map((player): Line => {
    const afterNight = new Map<string, number>();
    // History is in rating order: the last point of a night overwrites the earlier ones.
    for (const point of player.history) afterNight.set(point.night, point.ordinal);
    let held: number | null = null;
    const values = nights.map((night) => (held = afterNight.get(night) ?? held));
    return { key: player.key, name: player.name, values };
  });
  return { nights, lines };
}

/** What a chart's text summary says of its lines at their last point. */
export interface LinesSummary {
  /** Each line's last value, highest first (equal ones in the lines' order); lines with none are left out. */
  readonly last: readonly { readonly name: string; readonly value: number }[];
  /** The lowest and the highest value on the chart; null when it has none. */
  readonly range: { readonly min: number; readonly max: number } | null;
}

export function summarizeLines(lines: readonly Line[]): LinesSummary {
  const last = lines
    .map((line) => ({ name: line.name, value: line.values.findLast((v) => v !== null) ?? null }))
    .filter((entry): entry is { name: string; value: number } => entry.value !== null)
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .map(({ name, value }) => ({ name, value }));
  const all = lines.flatMap((line) => line.values.filter((v): v is number => v !== null));
  return { last, range: all.length === 0 ? null : { min: Math.min(...all), max: Math.max(...all) } };
}

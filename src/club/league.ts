import type { Directory } from './players';
import { inSeason, type RankingRule, type Season } from './season';
import { placesByFinal } from './places';

/**
 * A finished game as the league counts it: its id (the record's, so a game imported on several
 * phones is one game), the night it ended in, its players by seat and their final results (after
 * sticks, return, oka, uma and penalties, as the final results screen shows them).
 */
export interface ClubGame {
  readonly id: string;
  readonly night: string;
  /** When it ended (ms): the order of the games within a night. */
  readonly endedAt: number;
  readonly players: readonly string[];
  readonly finals: readonly number[];
}

export interface LeagueRow {
  /** 1 for the top; equal figures share a place (1, 1, 3). null: too few games to be ranked. */
  readonly place: number | null;
  readonly player: string;
  readonly name: string;
  readonly games: number;
  /** The ranking rule's figure: points (sum, best N) or points per game (average). */
  readonly figure: number;
  readonly averagePlace: number;
  /** Places gained since the table before the last night (negative: lost); null when not ranked then or now. */
  readonly trend: number | null;
}

export interface LeagueTable {
  readonly rows: readonly LeagueRow[];
  /** The season's games counted, each once. */
  readonly games: number;
  /** The nights played, in order. */
  readonly nights: readonly string[];
}

/** The games of the season, each once (by id), in the order played. */
export function seasonGames<Game extends ClubGame>(season: Pick<Season, 'scope'>, games: readonly Game[]): Game[] {
  const seen = new Set<string>();
  const kept: Game[] = [];
  for (const game of [...games].sort(byPlay)) {
    if (!inSeason(season.scope, game.night) || seen.has(game.id)) continue;
    seen.add(game.id);
    kept.push(game);
  }
  return kept;
}

/** Night, then end time, then id: the same order on every phone. */
export function byPlay(a: ClubGame, b: ClubGame): number {
  return a.night.localeCompare(b.night) || a.endedAt - b.endedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Line {
  readonly player: string;
  readonly finals: number[];
  readonly places: number[];
}

function linesOf(games: readonly ClubGame[], directory: Directory): Map<string, Line> {
  const lines = new Map<string, Line>();
  for (const game of games) {
    const places = placesByFinal(game.finals);
    game.players.forEach((name, seat) => {
      const player = directory.playerOf(name);
      const line = lines.get(player) ?? { player, finals: [], places: [] };
      line.finals.push(game.finals[seat] ?? 0);
      line.places.push(places[seat] ?? 4);
      lines.set(player, line);
    });
  }
  return lines;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The ranking figure of a player's final results under the rule. */
export function figureOf(rule: RankingRule, finals: readonly number[]): number {
  if (rule.kind === 'sum') return sum(finals);
  if (rule.kind === 'average') return finals.length === 0 ? 0 : sum(finals) / finals.length;
  return sum([...finals].sort((a, b) => b - a).slice(0, rule.games));
}

type Ranked = Omit<LeagueRow, 'trend'>;

function ranked(season: Pick<Season, 'rule' | 'minGames'>, games: readonly ClubGame[], directory: Directory): Ranked[] {
  const rows = [...linesOf(games, directory).values()].map((line) => ({
    player: line.player,
    name: directory.players.get(line.player)?.name ?? line.player,
    games: line.finals.length,
    figure: figureOf(season.rule, line.finals),
    averagePlace: sum(line.places) / line.places.length,
  }));
  const isRanked = (row: { games: number }) => row.games >= season.minGames;
  // Ranked players first, by figure; the unranked below them, in the same order, without a place.
  rows.sort(
    (a, b) =>
      Number(isRanked(b)) - Number(isRanked(a)) || b.figure - a.figure || a.averagePlace - b.averagePlace || a.name.localeCompare(b.name),
  );
  return rows.map((row, i) => {
    if (!isRanked(row)) return { ...row, place: null };
    // Equal figures share the better place: 1 + the number of ranked players above.
    const above = rows.slice(0, i).filter((other) => other.figure > row.figure).length;
    return { ...row, place: above + 1 };
  });
}

/**
 * The season's league table: place, player, games, the ranking figure, average place and the trend
 * since the table before the last night (what the last night changed).
 */
export function leagueTable(season: Season, games: readonly ClubGame[], directory: Directory): LeagueTable {
  const counted = seasonGames(season, games);
  const nights = [...new Set(counted.map((g) => g.night))];
  const lastNight = nights.at(-1);
  const before = new Map(
    ranked(
      season,
      counted.filter((g) => g.night !== lastNight),
      directory,
    ).map((row) => [row.player, row.place]),
  );
  const rows = ranked(season, counted, directory).map((row) => {
    const was = before.get(row.player) ?? null;
    return { ...row, trend: nights.length > 1 && was !== null && row.place !== null ? was - row.place : null };
  });
  return { rows, games: counted.length, nights };
}

import { changedFields, PRESETS } from '../core/rules';
import { placesOf, type Scores } from '../ledger';
import { rulesOf } from './derive';
import type { GameRow, GameSummary } from './types';

/** One player's line in the standings of a club night or of every game kept on this device. */
export interface Standing {
  /** 1 for the top line; players with the same total and the same average place share it. */
  readonly rank: number;
  /** As written in the player's latest game (names match whatever their case or spaces). */
  readonly name: string;
  readonly games: number;
  /** Sum of the final results (sticks, return, oka, uma and penalties included), in points. */
  readonly total: number;
  /** How many times the player finished 1st, 2nd, 3rd and 4th. */
  readonly places: readonly [number, number, number, number];
  readonly averagePlace: number;
}

export interface Standings {
  readonly rows: readonly Standing[];
  /** Finished games counted. */
  readonly games: number;
  /** The games counted were played under more than one set of rules (presets or house rules). */
  readonly mixedRules: boolean;
}

interface Tally {
  name: string;
  latest: number;
  games: number;
  total: number;
  /** Times finished in each place. */
  places: Record<1 | 2 | 3 | 4, number>;
}

/** The local hour a club night's day begins: a night that goes on past midnight is one night. */
export const NIGHT_BEGINS_AT = 6;

/**
 * When the club night `now` falls in began: 06:00 local time that day, or the day before when
 * `now` is earlier than that (at 00:20 the night that began the evening before still runs).
 */
export function clubNightStart(now: number): number {
  const at = new Date(now);
  const dayBefore = at.getHours() < NIGHT_BEGINS_AT ? 1 : 0;
  // The Date constructor counts the day before the 1st into the month before.
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() - dayBefore, NIGHT_BEGINS_AT).getTime();
}

/** A finished game the standings count, with each seat's result as its final results show it. */
export interface CountedGame {
  readonly game: GameRow;
  /** Table points at the end, by seat (before the settlement). */
  readonly scores: Scores;
  /** Each seat's final result: the ledger's settlement, kept in the game's summary. */
  readonly finals: readonly number[];
  /** Each seat's place, as the settlement ranks them (placesOf). */
  readonly places: readonly (1 | 2 | 3 | 4)[];
  /** When it ended: the night it belongs to. */
  readonly endedAt: number;
}

/** A finished, not deleted game with its final results (from its summary) and when it ended. */
export interface FinishedGame {
  readonly game: GameRow;
  readonly scores: Scores;
  readonly finals: readonly number[];
  readonly endedAt: number;
}

/**
 * The finished, not deleted games that ended at `since` or later (null: all of them), in the order
 * given: a game belongs to the night it finished in, whenever it began. Games still in play are not
 * among them: their result is not known yet. Read from the summaries alone (no rules applied), so
 * that a season of 1,000 games is quick to list (the club, issue 28).
 */
export function finishedGames(games: readonly GameRow[], since: number | null): FinishedGame[] {
  const finished: FinishedGame[] = [];
  for (const game of games) {
    const finals = game.summary?.finals;
    const scores = game.summary && scoresOf(game.summary);
    const ended = endedAt(game);
    if (game.deletedAt !== null || !finals || !scores || (since !== null && ended < since)) continue;
    finished.push({ game, scores, finals, endedAt: ended });
  }
  return finished;
}

/** The finished games (finishedGames) with each seat's place, the one that ended first first. */
export function countedGames(games: readonly GameRow[], since: number | null): CountedGame[] {
  const counted = finishedGames(games, since).map((f) => ({ ...f, places: placesOf(f.scores, rulesOf(f.game)) }));
  return counted.sort((a, b) => a.endedAt - b.endedAt || a.game.createdAt - b.game.createdAt);
}

/**
 * Standings over the games counted since `since` (countedGames). The order is by total, then by
 * average place (a lower one first), then by name.
 */
export function standingsOf(games: readonly GameRow[], since: number | null): Standings {
  return standingsOfCounted(countedGames(games, since));
}

/** Standings over games already counted (countedGames): for a screen that also lists them. */
export function standingsOfCounted(counted: readonly CountedGame[]): Standings {
  const tallies = new Map<string, Tally>();
  const rulesCounted = new Set<string>();
  for (const { game, finals, places } of counted) {
    game.players.forEach((name, seat) => {
      const tally = tallyOf(tallies, name, game.createdAt);
      tally.games += 1;
      tally.total += finals[seat] ?? 0;
      tally.places[places[seat]!] += 1;
    });
    rulesCounted.add(rulesKey(game));
  }
  const rows = [...tallies.values()].map(standingOf).sort(byStanding);
  return { rows: ranked(rows), games: counted.length, mixedRules: rulesCounted.size > 1 };
}

/** When a finished game ended; its last write for a summary without that time (none is written since schema version 4). */
function endedAt(game: GameRow): number {
  return game.summary?.endedAt ?? game.updatedAt;
}

function scoresOf(summary: GameSummary): Scores | null {
  const [east, south, west, north] = summary.scores;
  if (east === undefined || south === undefined || west === undefined || north === undefined) return null;
  return [east, south, west, north];
}

/** The tally of a name, found whatever its case or surrounding spaces; the latest game's spelling is shown. */
function tallyOf(tallies: Map<string, Tally>, name: string, playedAt: number): Tally {
  const key = name.trim().toLocaleLowerCase();
  let tally = tallies.get(key);
  if (!tally) {
    tally = { name: name.trim(), latest: playedAt, games: 0, total: 0, places: { 1: 0, 2: 0, 3: 0, 4: 0 } };
    tallies.set(key, tally);
  } else if (playedAt >= tally.latest) {
    tally.name = name.trim();
    tally.latest = playedAt;
  }
  return tally;
}

function standingOf(tally: Tally): Omit<Standing, 'rank'> {
  const { 1: first, 2: second, 3: third, 4: fourth } = tally.places;
  const averagePlace = (first + 2 * second + 3 * third + 4 * fourth) / tally.games;
  return { name: tally.name, games: tally.games, total: tally.total, places: [first, second, third, fourth], averagePlace };
}

function byStanding(a: Omit<Standing, 'rank'>, b: Omit<Standing, 'rank'>): number {
  return b.total - a.total || a.averagePlace - b.averagePlace || a.name.localeCompare(b.name);
}

/** Competition ranking (1, 2, 2, 4): equal total and equal average place share a rank. */
function ranked(rows: readonly Omit<Standing, 'rank'>[]): Standing[] {
  const out: Standing[] = [];
  rows.forEach((row, i) => {
    const before = out[i - 1];
    const tied = before && before.total === row.total && before.averagePlace === row.averagePlace;
    out.push({ ...row, rank: tied ? before.rank : i + 1 });
  });
  return out;
}

/**
 * The same rules give the same key, whatever order the house rules were stored in; an override
 * equal to the preset's value changes nothing (as the games' rules labels say).
 */
function rulesKey(game: GameRow): string {
  const changed = changedFields(PRESETS[game.presetId], game.overrides);
  return JSON.stringify([game.presetId, changed.map((field) => [field, game.overrides[field]])]);
}

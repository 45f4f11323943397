import { recordRules, replayWithOutcomes, settle, type RecordHand, type Seat } from '../ledger';
import { placesByFinal } from '../club/stats';
import type { Tournament, TournamentGame, TournamentPlayer } from './tournamentTypes';

/**
 * Tournament standings (issue 27 "Standings and checks"; FORMATS.md `results`): per player the sum
 * of their final results over the games that came in, as the ledger's settlement gives them (after
 * leftover sticks, return points, oka, uma and penalties), in points EMA style (30,300 is 30300).
 * A substitute is a player like any other: their games count for them.
 */

/** A penalty taken off (or given to) a player's final result, after uma. */
export interface PenaltyLine {
  readonly player: string;
  readonly points: number;
  /** The record's reason for a penalty result; "chombo" for a chombo's penalty; null when none is given. */
  readonly reason: string | null;
  /** The result in the record (from 1). */
  readonly hand: number;
}

/** One game as it counts: each seat's player id and final result, and the penalties in it. */
export interface GameResult {
  readonly session: number;
  readonly table: number;
  readonly players: readonly string[];
  readonly finals: readonly number[];
  readonly penalties: readonly PenaltyLine[];
  /**
   * The four finals added up, penalties taken out: 0 when the table's results balance. A tie split
   * rounded down (RULES.md: each share rounded down) or unbalanced house rules leave it off 0.
   */
  readonly imbalance: number;
}

function penaltyReason(hand: RecordHand): string | null {
  if (hand.type === 'chombo') return 'chombo';
  return hand.type === 'penalty' ? (hand.reason ?? null) : null;
}

/**
 * A game's result from the ledger's replay, under the record's rules (decodeTournament checks that
 * they are the tournament's); a game a decoded tournament holds always replays.
 */
export function gameResult(game: TournamentGame): GameResult {
  const rules = recordRules(game.record);
  const replayed = replayWithOutcomes(rules, game.record.hands);
  // decodeTournament refuses a game that does not replay: reaching this is a bug, not bad input.
  if (!replayed.ok) throw new Error(`session ${game.session}, table ${game.table}: ${replayed.message}`);
  const players = game.record.players;
  const penalties: PenaltyLine[] = [];
  replayed.outcomes.forEach((outcome, i) => {
    outcome.penaltyDeltas.forEach((points, seat) => {
      if (points !== 0)
        penalties.push({ player: players[seat as Seat], points, reason: penaltyReason(game.record.hands[i]!), hand: i + 1 });
    });
  });
  const settled = settle(replayed.final, rules);
  const finals = settled.map((r) => r.final);
  const imbalance = settled.reduce((sum, r) => sum + r.final - r.penalty, 0);
  return { session: game.session, table: game.table, players, finals, penalties, imbalance };
}

export interface StandingRow {
  /** From 1; equal points share the place and the next place skips (1, 2, 2, 4). */
  readonly place: number;
  readonly player: TournamentPlayer;
  readonly games: number;
  /** Sum of the final results, whole points (EMA style: 30300). */
  readonly points: number;
  /** Times finished 1st to 4th in a game, by the final results (equal finals at the better place). */
  readonly gamePlaces: readonly [number, number, number, number];
}

interface Tally {
  games: number;
  points: number;
  gamePlaces: [number, number, number, number];
}

/** Plain code-unit order: the same on every device, whatever its language. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Highest points first; equal points by last name, first name, then id, so the order never depends on the file's. */
function byStanding(a: Omit<StandingRow, 'place'>, b: Omit<StandingRow, 'place'>): number {
  return (
    b.points - a.points ||
    byText(a.player.last, b.player.last) ||
    byText(a.player.first, b.player.first) ||
    byText(a.player.id, b.player.id)
  );
}

/** Every player's line, best first: players with no game yet too (0 games, 0 points). */
export function standings(t: Tournament, results: readonly GameResult[] = t.games.map(gameResult)): StandingRow[] {
  const tallies = new Map<string, Tally>(t.players.map((p) => [p.id, { games: 0, points: 0, gamePlaces: [0, 0, 0, 0] }]));
  for (const result of results) {
    const places = placesByFinal(result.finals);
    result.players.forEach((playerId, seat) => {
      const tally = tallies.get(playerId);
      if (!tally) return; // decodeTournament refuses a game with a player who is not in the list
      tally.games += 1;
      tally.points += result.finals[seat] ?? 0;
      const place = places[seat]! - 1;
      tally.gamePlaces[place] = (tally.gamePlaces[place] ?? 0) + 1;
    });
  }
  const rows = t.players.map((player) => ({ player, ...tallies.get(player.id)! })).sort(byStanding);
  const ranked: StandingRow[] = [];
  rows.forEach((row, i) => {
    const before = ranked[i - 1];
    ranked.push({ ...row, place: before && before.points === row.points ? before.place : i + 1 });
  });
  return ranked;
}

/** Per table: whether its game's finals add up to zero apart from penalties, and the penalties given. */
export interface TableCheck {
  readonly session: number;
  readonly table: number;
  readonly balanced: boolean;
  readonly imbalance: number;
  /** By player id, each with its reasons. */
  readonly penalties: ReadonlyMap<string, readonly PenaltyLine[]>;
}

export function tableChecks(results: readonly GameResult[]): TableCheck[] {
  return results.map((r) => {
    const penalties = new Map<string, PenaltyLine[]>();
    for (const line of r.penalties) penalties.set(line.player, [...(penalties.get(line.player) ?? []), line]);
    return { session: r.session, table: r.table, balanced: r.imbalance === 0, imbalance: r.imbalance, penalties };
  });
}

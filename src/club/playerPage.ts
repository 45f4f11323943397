import type { GameRecord } from '../ledger';
import type { ClubGame } from './league';
import type { Directory } from './players';
import { averagePlace, averageWinValue, dealInRate, riichiRate, tsumoShare, winRate } from './rates';
import { addTallies, NO_TALLY, placesByFinal, tallyGame, type GameTally, type PlayerTally } from './stats';

/** A season's game with its record: what a player page counts hand by hand. */
export interface RecordedGame {
  readonly game: ClubGame;
  readonly record: GameRecord;
}

/** A season's game with its seats' tallies (tallyGame of its record; a store may keep them, computed once). */
export interface TalliedGame {
  readonly game: ClubGame;
  readonly tally: GameTally;
}

/** Each game's seats counted from its record (the ledger's replay). */
export function talliedGames(games: readonly RecordedGame[]): TalliedGame[] {
  return games.map(({ game, record }) => ({ game, tally: tallyGame(record) }));
}

/** The rates a player page shows, each with what it is a share of (the page says so, one tap away). */
export const RATES = [
  { id: 'winRate', of: winRate, formula: 'wins ÷ hands' },
  { id: 'tsumoShare', of: tsumoShare, formula: 'tsumo ÷ wins' },
  { id: 'dealInRate', of: dealInRate, formula: 'deal-ins ÷ hands' },
  { id: 'riichiRate', of: riichiRate, formula: 'riichi ÷ hands' },
] as const satisfies readonly { id: string; of: (t: PlayerTally) => number; formula: string }[];

export type RateId = (typeof RATES)[number]['id'];

/** The player against one opponent, over the games they sat at one table. */
export interface HeadToHead {
  readonly opponent: string;
  readonly name: string;
  readonly games: number;
  /** Games the player finished above the opponent, and below (equal places count in neither). */
  readonly above: number;
  readonly below: number;
  /** The sum of the player's final result less the opponent's, over those games. */
  readonly difference: number;
}

/** One of the player's games, as the page lists it. */
export interface PlayerGame {
  readonly id: string;
  readonly night: string;
  readonly place: number;
  readonly final: number;
  /** The others at the table, by the names they are shown by. */
  readonly opponents: readonly string[];
}

export interface PlayerFigures {
  readonly tally: PlayerTally;
  readonly rates: readonly { readonly id: RateId; readonly value: number; readonly formula: string }[];
  readonly averagePlace: number;
  readonly averageWinValue: number;
  readonly headToHead: readonly HeadToHead[];
  /** The season's games the player played, the latest first. */
  readonly games: readonly PlayerGame[];
  /** Games whose record the ledger refuses (left out of the counts; a game's own screen says why). */
  readonly refused: number;
}

interface Versus {
  games: number;
  above: number;
  below: number;
  difference: number;
}

function addVersus(
  table: Map<string, Versus>,
  opponent: string,
  mine: { place: number; final: number },
  theirs: { place: number; final: number },
): void {
  const v = table.get(opponent) ?? { games: 0, above: 0, below: 0, difference: 0 };
  v.games += 1;
  if (mine.place < theirs.place) v.above += 1;
  if (mine.place > theirs.place) v.below += 1;
  v.difference += mine.final - theirs.final;
  table.set(opponent, v);
}

/**
 * A player's page over the season's games (each game once, as the league counts them): the counts
 * of stats.ts added over every seat the player sat in under any of their names, the rates, head to
 * head against each opponent and the games. Every figure comes from the records (the ledger's replay,
 * tallyGame: talliedGames).
 */
export function playerFigures(player: string, games: readonly TalliedGame[], directory: Directory): PlayerFigures {
  let tally = NO_TALLY;
  let refused = 0;
  const versus = new Map<string, Versus>();
  const listed: PlayerGame[] = [];
  for (const { game, tally: counted } of games) {
    const ids = game.players.map((name) => directory.playerOf(name));
    const seats = ids.flatMap((id, seat) => (id === player ? [seat] : []));
    if (seats.length === 0) continue;
    if (!counted.ok) {
      refused += 1;
      continue;
    }
    const places = placesByFinal(game.finals);
    const at = (seat: number) => ({ place: places[seat] ?? 4, final: game.finals[seat] ?? 0 });
    for (const seat of seats) {
      tally = addTallies(tally, counted.seats[seat]!);
      ids.forEach((id, other) => {
        if (id !== player) addVersus(versus, id, at(seat), at(other));
      });
      const opponents = ids.flatMap((id, other) => (other === seat ? [] : [directory.players.get(id)?.name ?? game.players[other]!]));
      listed.push({ id: game.id, night: game.night, ...at(seat), opponents });
    }
  }
  const headToHead = [...versus].map(([opponent, v]) => ({ opponent, name: directory.players.get(opponent)?.name ?? opponent, ...v }));
  headToHead.sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  return {
    tally,
    rates: RATES.map((rate) => ({ id: rate.id, value: rate.of(tally), formula: rate.formula })),
    averagePlace: averagePlace(tally),
    averageWinValue: averageWinValue(tally),
    headToHead,
    games: listed.reverse(),
    refused,
  };
}

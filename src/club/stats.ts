import { recordRules, replayWithOutcomes, settle, type GameRecord, type HandOutcome, type RecordHand, type Seat } from '../ledger';
import { placesByFinal } from './places';

export { placesByFinal };

/**
 * Per-player counts over game records, as `npm run --silent stats` prints them (../shared/FORMATS.md
 * "Organiser commands", `stats`). Every figure is read from the ledger's replay of the record (who
 * won after a head bump, the settlement's final results), never by applying the rules again.
 *
 * Interpretations where FORMATS.md leaves a choice:
 * - `wins` and `tsumo` count the winners of ron and tsumo hands as the ledger scored them: a
 *   winner bumped by a head bump (wrc2022, mleague) does not count, nor the winners of a triple
 *   ron that tenhou turns into the abortive draw sanchahou. A nagashi mangan is a `draw` hand and
 *   is no win here, also where ema2008 pays it like a tsumo.
 * - `dealIns` counts ron hands by their `from`, as written (a sanchahou triple ron too).
 * - `riichi` counts the four kinds of hand that `hands` counts: a riichi listed on a chombo (its
 *   stick goes back) is not counted, so `riichi` never exceeds `hands`.
 * - `places` rank the four final results (after sticks, return, oka, uma and penalties), not the
 *   table scores: a player whose chombo penalty drops them below a lower table score finishes
 *   lower. Equal finals share the better place (1, 1, 3, 4).
 * - A name written in two seats of one game counts each seat (two games, two places).
 */
export interface PlayerCounts {
  readonly games: number;
  readonly hands: number;
  readonly wins: number;
  readonly tsumo: number;
  readonly dealIns: number;
  readonly riichi: number;
  /** Times finished 1st, 2nd, 3rd and 4th by the final results. */
  readonly places: readonly [number, number, number, number];
}

/** The counts, plus what a player page shows beside them (issue 28): see rates.ts. */
export interface PlayerTally extends PlayerCounts {
  /** Sum of the wins' hand values (before counters and sticks: the ledger's `WinPayment.value`). */
  readonly winValue: number;
  /** The highest of those values; 0 without a win. */
  readonly biggestWin: number;
  /** Chombo hands the player was the offender of. */
  readonly chombo: number;
  /** Penalty results given to the player (FORMATS.md `penalty`). */
  readonly penalties: number;
}

export type GameTally = { readonly ok: true; readonly seats: readonly PlayerTally[] } | { readonly ok: false; readonly error: string };

/** The hand results FORMATS.md's `hands` counts: hands played out to a result. */
const COUNTED_HANDS: ReadonlySet<RecordHand['type']> = new Set(['ron', 'tsumo', 'draw', 'abortive']);

export const NO_TALLY: PlayerTally = Object.freeze({
  games: 0,
  hands: 0,
  wins: 0,
  tsumo: 0,
  dealIns: 0,
  riichi: 0,
  places: Object.freeze([0, 0, 0, 0] as const),
  winValue: 0,
  biggestWin: 0,
  chombo: 0,
  penalties: 0,
});

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type SeatTally = Mutable<Omit<PlayerTally, 'places'>> & { places: [number, number, number, number] };

function emptySeat(): SeatTally {
  return { ...NO_TALLY, places: [0, 0, 0, 0] };
}

type CountedHand = Extract<RecordHand, { type: 'ron' | 'tsumo' | 'draw' | 'abortive' }>;

function isCounted(hand: RecordHand): hand is CountedHand {
  return COUNTED_HANDS.has(hand.type);
}

function countHand(seats: SeatTally[], hand: RecordHand, outcome: HandOutcome): void {
  if (hand.type === 'chombo') seats[hand.offender]!.chombo += 1;
  if (hand.type === 'penalty') seats[hand.player]!.penalties += 1;
  if (!isCounted(hand)) return;
  seats.forEach((seat, index) => {
    seat.hands += 1;
    if (hand.riichi.includes(index as Seat)) seat.riichi += 1;
  });
  if (hand.type === 'ron') seats[hand.from]!.dealIns += 1;
  if (hand.type !== 'ron' && hand.type !== 'tsumo') return;
  // The ledger's winners: after a head bump only the one nearest the discarder (HandOutcome.wins).
  for (const win of outcome.wins) {
    const seat = seats[win.winner]!;
    seat.wins += 1;
    if (hand.type === 'tsumo') seat.tsumo += 1;
    seat.winValue += win.value;
    seat.biggestWin = Math.max(seat.biggestWin, win.value);
  }
}

/** The four seats' tallies of one record (seat order), or why the ledger refuses it. */
export function tallyGame(record: GameRecord): GameTally {
  const rules = recordRules(record);
  const replayed = replayWithOutcomes(rules, record.hands);
  // The ledger's message names the hand and the field.
  if (!replayed.ok) return { ok: false, error: replayed.message };
  const seats = [emptySeat(), emptySeat(), emptySeat(), emptySeat()];
  record.hands.forEach((hand, i) => countHand(seats, hand, replayed.outcomes[i]!));
  const finals = settle(replayed.final, rules).map((result) => result.final);
  placesByFinal(finals).forEach((place, seat) => {
    const tally = seats[seat]!;
    tally.games = 1;
    tally.places[place - 1] = (tally.places[place - 1] ?? 0) + 1;
  });
  return { ok: true, seats };
}

/** Two tallies of the same player added (games from two sets of records, or two names merged). */
export function addTallies(a: PlayerTally, b: PlayerTally): PlayerTally {
  return {
    games: a.games + b.games,
    hands: a.hands + b.hands,
    wins: a.wins + b.wins,
    tsumo: a.tsumo + b.tsumo,
    dealIns: a.dealIns + b.dealIns,
    riichi: a.riichi + b.riichi,
    places: [a.places[0] + b.places[0], a.places[1] + b.places[1], a.places[2] + b.places[2], a.places[3] + b.places[3]],
    winValue: a.winValue + b.winValue,
    biggestWin: Math.max(a.biggestWin, b.biggestWin),
    chombo: a.chombo + b.chombo,
    penalties: a.penalties + b.penalties,
  };
}

/** A record the ledger refused, by its place in the list given and its id. */
export interface RefusedRecord {
  readonly index: number;
  readonly id: string | undefined;
  readonly error: string;
}

export interface Tallies {
  /** By player name as written in the records, in the order the names first appear. */
  readonly players: ReadonlyMap<string, PlayerTally>;
  readonly refused: readonly RefusedRecord[];
}

/** Every player's tally over the records the ledger accepts; the others are listed, not counted. */
export function tallyRecords(records: readonly GameRecord[]): Tallies {
  const players = new Map<string, PlayerTally>();
  const refused: RefusedRecord[] = [];
  records.forEach((record, index) => {
    const game = tallyGame(record);
    if (!game.ok) {
      refused.push({ index, id: record.id, error: game.error });
      return;
    }
    record.players.forEach((name, seat) => players.set(name, addTallies(players.get(name) ?? NO_TALLY, game.seats[seat]!)));
  });
  return { players, refused };
}

/** Only FORMATS.md's fields, in its order: what the `stats` command prints for a player. */
export function countsOf(tally: PlayerCounts): PlayerCounts {
  const { games, hands, wins, tsumo, dealIns, riichi, places } = tally;
  return { games, hands, wins, tsumo, dealIns, riichi, places: [...places] as [number, number, number, number] };
}

/**
 * The `stats` command's JSON object: name to counts. Built with Object.fromEntries, so a name
 * such as "__proto__" is an ordinary key.
 */
export function statsObject(players: ReadonlyMap<string, PlayerTally>): Record<string, PlayerCounts> {
  return Object.fromEntries([...players].map(([name, tally]) => [name, countsOf(tally)]));
}

import type { AbortiveReason, PresetId, RuleOverrides } from '../core/rules';
import type { RefusalReason } from './refusals';

/**
 * Ledger types (../shared/FORMATS.md "Game record"). Seats are the players who sit East, South,
 * West and North in the first hand; the dealer and round follow from the results.
 */
export type Seat = 0 | 1 | 2 | 3;
export type RoundWind = 'E' | 'S' | 'W' | 'N';
export type Scores = readonly [number, number, number, number];
export type { AbortiveReason, PresetId };

/** One winner of a ron. Either han (fu below 5 han) or yakuman units. */
export interface Win {
  winner: Seat;
  han?: number;
  fu?: number;
  yakuman?: number;
  /** Liable player (pao) for a daisangen / daisuushii (/ suukantsu where the preset says). */
  pao?: Seat;
  /** Optional picker hand, opaque to the fold, kept for referees. */
  tiles?: unknown;
  yaku?: Record<string, number>;
}

/** Version of the hand-result shape; stored events carry it so later shapes can be migrated. */
export const HAND_RESULT_VERSION = 1;

export type HandResult =
  | { v: 1; type: 'ron'; from: Seat; wins: Win[]; riichi: Seat[] }
  | {
      v: 1;
      type: 'tsumo';
      winner: Seat;
      han?: number;
      fu?: number;
      yakuman?: number;
      pao?: Seat;
      riichi: Seat[];
      tiles?: unknown;
      yaku?: Record<string, number>;
    }
  | { v: 1; type: 'draw'; tenpai: Seat[]; nagashi?: Seat[]; riichi: Seat[] }
  | { v: 1; type: 'abortive'; reason: AbortiveReason; riichi: Seat[] }
  | { v: 1; type: 'chombo'; offender: Seat; riichi?: Seat[] }
  | { v: 1; type: 'penalty'; player: Seat; points: number; reason?: string }
  /**
   * The game ends here, before the round would end it: a tournament's time limit ran out (the
   * hand in play when time was called is played out and recorded first). Tenbō's extension of
   * FORMATS.md's hand types; the end-of-game settlement is the usual one.
   */
  | { v: 1; type: 'end'; reason: EndReason };

/** Why a game was ended early: its time limit ran out. */
export type EndReason = 'time';
export const END_REASONS: readonly EndReason[] = ['time'];
/** The end of a game when time is up, as recorded. */
export const TIME_UP: HandResult = Object.freeze({ v: 1, type: 'end', reason: 'time' } as const);

export type HandType = HandResult['type'];

export interface TableState {
  /** Table points, riichi sticks already taken off the declarers. */
  scores: Scores;
  /** Riichi sticks (1000 each) on the table. */
  sticks: number;
  /** Counters (honba). */
  honba: number;
  dealer: Seat;
  round: RoundWind;
  /** Hand number within the round, 1-4 (always dealer + 1). */
  hand: 1 | 2 | 3 | 4;
  over: boolean;
  /** Results folded so far, penalties excluded (a chombo counts: the hand was played). */
  handsPlayed: number;
  /** Results folded so far, penalties included (the next result is number events + 1). */
  events: number;
  /** After-uma adjustments per seat: chombo penalties and penalty events. */
  penalties: Scores;
}

/** Who paid whom in a hand, for the UI to explain it. */
export interface Transfer {
  from: Seat;
  to: Seat;
  points: number;
  kind: 'ron' | 'tsumo' | 'pao' | 'noten' | 'nagashi' | 'chombo';
}

export interface WinPayment {
  winner: Seat;
  /** Hand value in points before counters (what a ron pays, or the tsumo total). */
  value: number;
  /** Counter points included in this winner's payments. */
  honbaPoints: number;
  /** Riichi sticks this winner collected (1000 each). */
  sticks: number;
  /** Everything the winner gained, sticks included. */
  total: number;
}

export interface HandOutcome {
  /** Table point change per seat, riichi sticks paid and collected included. */
  deltas: Scores;
  sticksBefore: number;
  sticksAfter: number;
  /** Riichi declarations that put a stick down this hand. */
  riichi: Seat[];
  /** Winners that actually counted (after a head bump), in turn order from the discarder. */
  wins: WinPayment[];
  /** Winners that were bumped (head bump) and score nothing. */
  bumped: Seat[];
  transfers: Transfer[];
  /** After-uma adjustment change per seat (chombo penalty, penalty event). */
  penaltyDeltas: Scores;
  /** How the deal moved. */
  dealerRepeats: boolean;
  /** Set when the fold ended the game. */
  gameOver: boolean;
  /** Special handling the players should be told about (the app words each one). */
  notes: OutcomeNote[];
}

/**
 * head_bump: only the winner nearest the discarder scored; sanchahou: a triple ron is an
 * abortive draw (tenhou); nagashi_win: nagashi mangan paid as a mangan tsumo win (ema2008);
 * nagashi_draw: nagashi mangan paid as a mangan tsumo, and the hand stays a draw (tenhou).
 */
export type OutcomeNote = 'head_bump' | 'sanchahou' | 'nagashi_win' | 'nagashi_draw';

export type LedgerErrorCode = 'invalid_record' | 'hand_after_game_over' | 'abortive_not_allowed' | 'result_not_allowed';

export type LedgerError = {
  ok: false;
  error: LedgerErrorCode;
  message: string;
  /** 1-based index of the refused result in the game. */
  hand?: number;
  field?: string;
  /** Why, for the app to put in the player's language (the ledger's refusals all have one). */
  reason?: RefusalReason;
};

export type FoldResult = { ok: true; state: TableState; outcome: HandOutcome } | LedgerError;
export type ReplayResult = { ok: true; states: TableState[]; final: TableState } | LedgerError;
/** A replay with each result's outcome beside the table after it (`outcomes[i]` goes with `states[i]`). */
export type ReplayWithOutcomes = { ok: true; states: TableState[]; outcomes: HandOutcome[]; final: TableState } | LedgerError;

export interface SeatResult {
  seat: Seat;
  score: number;
  /** Leftover riichi sticks received, in points. */
  sticks: number;
  /** Minus the return points (negative). */
  returnPoints: number;
  oka: number;
  uma: number;
  penalty: number;
  final: number;
  place: 1 | 2 | 3 | 4;
}

/** The table after a hand as written in a record (`after`). */
export interface AfterSnapshot {
  scores?: [number, number, number, number];
  honba?: number;
  sticks?: number;
  dealer?: Seat;
  round?: RoundWind;
  hand?: 1 | 2 | 3 | 4;
}

export interface RecordExpect {
  scores?: [number, number, number, number];
  sticks?: number;
  over?: boolean;
  final?: [number, number, number, number];
  error?: LedgerErrorCode;
}

/** A hand as stored in a record: the result, plus an optional snapshot and note. */
export type RecordHand = HandResult & { after?: AfterSnapshot; note?: string };

/**
 * What happens when a tournament's time is called (FORMATS.md "Tournament file", `ending`):
 * `finishHand` the hand in play is finished, then the game ends; `oneMoreHand` the hand in play is
 * finished, then one more hand is played.
 */
export type Ending = 'finishHand' | 'oneMoreHand';
export const ENDINGS: readonly Ending[] = ['finishHand', 'oneMoreHand'];

/**
 * The tournament table a game was played at (issue 27, "Table device"): Tenbō's optional extension
 * of the record format, so that the organiser matches the game to its session and table. `endsAt`
 * is when the session ended on the table's clock (ms since the epoch), absent when it had none.
 */
export interface RecordTournament {
  id: string;
  name: string;
  session: number;
  table: number;
  ending: Ending;
  endsAt?: number;
  /** The tournament's ids of the players, by seat, when the table knew them (joined from the tournament file). */
  playerIds?: [string, string, string, string];
}

export interface GameRecord {
  id?: string;
  format: 'riichi-record/1';
  rules: PresetId;
  players: [string, string, string, string];
  hands: RecordHand[];
  expect?: RecordExpect;
  note?: string;
  /** House-rule overrides of the preset: Tenbō's optional extension of the record format. */
  overrides?: RuleOverrides;
  /** The tournament table the game was played at: Tenbō's optional extension. */
  tournament?: RecordTournament;
  /**
   * The seats whose players confirmed the final results as they stand (the score slip), in seat
   * order: Tenbō's optional extension. A correction after a confirmation clears it, so only
   * confirmations of these very results are written.
   */
  confirmed?: Seat[];
}

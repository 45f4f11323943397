/**
 * Session ledger: a hanchan as a pure fold of hand results (../shared/RULES.md "The game").
 *
 * Interpretations (where RULES.md / FORMATS.md leave a choice):
 * - Head bump (wrc2022, mleague): a ron with several winners is applied, not refused: only the
 *   winner nearest the discarder scores and takes counters and every stick (FORMATS.md: "a
 *   checker expects that"); bumped riichi sticks stay with that winner too.
 * - Tenhou triple ron is the abortive draw sanchahou (dealer repeats, +1 counter, sticks stay),
 *   whether recorded as a ron with three wins or as `abortive`/`sanchahou`.
 * - Pao covers the whole hand value (records cannot say which yakuman units are liable); on a ron
 *   by a third player the liable half is rounded up to 100 and the counters come from the
 *   discarder only; on tsumo the liable player pays everything, counters included.
 * - Chombo: the sticks of that hand never leave their owners (net zero); counters, dealer and
 *   earlier sticks stay; a reverse mangan pays no counters. Tenhou has no chombo (refused).
 * - Nagashi: ema2008 pays every nagashi player a mangan tsumo with counters, the sticks go to the
 *   first of them from the dealer; tenhou pays a mangan tsumo without counters and it stays a draw.
 * - A penalty event is accepted after the game is over (penalties are given at the end too).
 * - Tenhou end rules as RULES.md words them, abortive draws included: when the all-last (or West)
 *   dealer keeps the deal, the game ends only if the dealer is 1st (earlier seat on a tie) with the
 *   return points; on the hand that ends the game the table keeps that hand's dealer and round.
 * - Split ties share uma, oka and leftover sticks evenly, each share rounded down.
 * - The yaku kept with a win (Tenbō's `yaku`, the picker's) must agree with its value: a yakuman
 *   among them on a win in han, none on a yakuman, other units than they score, or pao with none
 *   of the preset's liability yakuman is refused (keptYakuConflict). Unknown ids, or none kept: the
 *   value alone is checked.
 */
export type {
  Seat,
  RoundWind,
  Scores,
  Win,
  HandResult,
  HandType,
  TableState,
  Transfer,
  WinPayment,
  HandOutcome,
  LedgerError,
  LedgerErrorCode,
  FoldResult,
  ReplayResult,
  ReplayWithOutcomes,
  SeatResult,
  AfterSnapshot,
  RecordExpect,
  RecordHand,
  GameRecord,
  RecordTournament,
  Ending,
  AbortiveReason,
  PresetId,
} from './types';
export { ENDINGS, HAND_RESULT_VERSION, TIME_UP, type OutcomeNote } from './types';
export { initialTable, fold, foldsMade, pendingRiichiOn, replay, replayWithOutcomes, withPendingRiichi, wouldEndGame } from './fold';
export { penaltyBelowLowerPlace, placesOf, settle, settlementBalance, type SettlementBalance } from './settle';
export { isSeat, seatAfter, SEATS, seatWind, withSeat } from './seats';
export { isTripleRonDraw, playsHand, STICK } from './hands';
export { HAND_KINDS, handKindsFor, isHandKind, kindAllowed, type HandKind } from './handKinds';
export { canonicalJson, sameResult } from './sameResult';
export { sameJson } from '../schema/canonicalJson';
export { checkRecordLine } from './recordVectors';
export { parseRecord, playerKey, serializeRecord, recordRules, replayRecord, splitRecords, RECORD_FORMAT } from './record';
export { RECORD_LIMITS } from './recordLimits';
export { handResult } from './recordRead';
export type { ParsedRecord, RecordPlace, RecordProblem, RecordText } from './record';
export { REFUSAL_REASONS, type RefusalReason, type RefusalReasonId } from './refusals';
export { canEndForTime, carriesPao, keptYakuConflict, type KeptYakuConflict } from './validate';
export { recordMismatches, type RecordMismatch } from './recordCheck';

/** Session ledger: a hanchan as a pure fold of hand results (../shared/RULES.md "The game"). */
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
  SeatResult,
  AfterSnapshot,
  RecordExpect,
  RecordHand,
  GameRecord,
  AbortiveReason,
  PresetId,
} from './types';
export { HAND_RESULT_VERSION } from './types';
export { initialTable, fold, replay, withPendingRiichi, wouldEndGame } from './fold';
export { settle } from './settle';
export { handContext, type HandContext } from './context';
export { seatWind } from './seats';
export { checkRecordLine } from './recordVectors';
export { parseRecord, serializeRecord, recordRules, replayRecord, RECORD_FORMAT } from './record';

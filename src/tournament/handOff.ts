import { parseRecord, serializeRecord, type GameRecord, type Seat } from '../ledger';
import { RECORD_LIMITS } from '../ledger/recordLimits';
import { int, ok, oneOf, text, type Decoded, type Decoder } from '../schema';
import { decodePayload, jsonBytes, seatSet } from './payloadJson';
import { TOURNAMENT_LIMITS } from './tournamentFile';

/**
 * A table's game handed to the organiser (issue 27 "Hand-off"): which tournament, session and
 * table, the record as it is exported (riichi-record/1, tiles kept where there are any), and the
 * seats whose players confirmed the final results on the score slip.
 */
export const HANDOFF_FORMAT = 'tenbo-handoff/1';

export interface HandOff {
  readonly tournamentId: string;
  readonly session: number;
  readonly table: number;
  readonly record: GameRecord;
  /** Seats (0-3, East to North at the start) that confirmed, each once, in order. */
  readonly confirmations: readonly Seat[];
}

export const HANDOFF_LIMITS = Object.freeze({
  /** A record at its largest (RECORD_LIMITS.maxChars, in UTF-8 at most 3 bytes a character) and the few fields around it. */
  maxBytes: RECORD_LIMITS.maxChars * 3 + 1_000,
  /** The record's depth, one level down. */
  maxDepth: RECORD_LIMITS.maxDepth + 1,
});

const L = TOURNAMENT_LIMITS;
const seat = oneOf<Seat>([0, 1, 2, 3]);

/** The record read by the ledger's own parser, as an import reads it (its errors keep their paths, under `record`). */
const record: Decoder<GameRecord> = (value, at) => {
  const parsed = parseRecord(value);
  return parsed.ok
    ? ok(parsed.record)
    : { ok: false, errors: parsed.errors.slice(0, 3).map((e) => `${at}: ${e.replace(/^record(: |\.)/, '')}`) };
};

export function encodeHandOff(handOff: HandOff): Uint8Array {
  const { tournamentId, session, table, confirmations } = handOff;
  return jsonBytes({
    format: HANDOFF_FORMAT,
    tournamentId,
    session,
    table,
    confirmations,
    record: JSON.parse(serializeRecord(handOff.record)) as unknown,
  });
}

export function decodeHandOff(bytes: Uint8Array): Decoded<HandOff> {
  return decodePayload(bytes, HANDOFF_FORMAT, HANDOFF_LIMITS, (f) => {
    const tournamentId = f.get('tournamentId', text({ max: L.maxIdChars, nonEmpty: true }));
    const session = f.get('session', int(1, L.maxSessions));
    const table = f.get('table', int(1, L.maxTables));
    const confirmations = f.get('confirmations', seatSet(seat));
    const game = f.get('record', record);
    if (tournamentId === undefined || session === undefined || table === undefined || confirmations === undefined || game === undefined)
      return undefined;
    return { tournamentId, session, table, record: game, confirmations };
  });
}

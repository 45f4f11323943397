import { handResult, isSeat, RECORD_LIMITS, type Seat } from '../ledger';
import { bool, cut, excerpt, Fields, guarded, int, isObj, text, type Decoded, type Decoder } from '../schema';
import type { EventRow, GameEvent } from './types';

/**
 * A game's stored events, decoded when they are read (issue 32): the one decoder of the event
 * format, beside its type (types.ts), reading each hand result with the decoder a record's hands
 * are read with (ledger handResult). What storage gives back may be anything (another version's
 * data, a disk that failed, a hand edited by a tool): the ledger and the screens only ever see
 * events that are what their type says. One that is not is a storage problem said to the person
 * (StoredDataError, errors.ts), never a crash, and never quietly left out.
 */
export class StoredDataError extends Error {
  override readonly name = 'StoredDataError';
}

const seq = int(1, Number.MAX_SAFE_INTEGER);
const seat: Decoder<Seat> = guarded(isSeat, 'a seat 0-3');
const note = text({ max: RECORD_LIMITS.maxNoteChars });

export const gameEvent: Decoder<GameEvent> = (value, at) => {
  if (!isObj(value)) return { ok: false, errors: [`${at}: expected an object`] };
  const f = new Fields(value, at);
  const event = eventOf(f);
  return f.errors.length > 0 || event === undefined
    ? { ok: false, errors: f.errors.length > 0 ? f.errors : [`${at}: not an event`] }
    : { ok: true, value: event };
};

/** The event the fields say, with only the fields it has (a `hand` event's note and redoOf when there are). */
function eventOf(f: Fields): GameEvent | undefined {
  const kind = f.obj['kind'];
  switch (kind) {
    case 'hand': {
      const [result, handNote, redoOf] = [f.get('result', handResult), f.opt('note', note), f.opt('redoOf', seq)];
      if (result === undefined) return undefined;
      return { kind, result, ...(handNote === undefined ? {} : { note: handNote }), ...(redoOf === undefined ? {} : { redoOf }) };
    }
    case 'undo': {
      const target = f.get('target', seq);
      return target === undefined ? undefined : { kind, target };
    }
    case 'edit': {
      const [target, result] = [f.get('target', seq), f.get('result', handResult)];
      return target === undefined || result === undefined ? undefined : { kind, target, result };
    }
    case 'riichi': {
      const [s, on] = [f.get('seat', seat), f.get('on', bool)];
      return s === undefined || on === undefined ? undefined : { kind, seat: s, on };
    }
    case 'time': {
      const [called, midHand] = [f.get('called', bool), f.get('midHand', bool)];
      return called === undefined || midHand === undefined ? undefined : { kind, called, midHand };
    }
    case 'confirm': {
      const s = f.get('seat', seat);
      return s === undefined ? undefined : { kind, seat: s };
    }
    default:
      return f.fail('kind', `expected hand, undo, edit, riichi, time or confirm, got ${excerpt(kind)}`);
  }
}

/** One stored row of the game `gameId`. */
function eventRow(gameId: string): Decoder<EventRow> {
  return (value, at) => {
    if (!isObj(value)) return { ok: false, errors: [`${at}: expected an object`] };
    const f = new Fields(value, at);
    const [row, rowSeq, moment, event] = [
      f.get('gameId', text({ max: RECORD_LIMITS.maxIdChars })),
      f.get('seq', seq),
      f.get('at', int(0, RECORD_LIMITS.maxMoment)),
      f.get('event', gameEvent),
    ];
    if (row !== undefined && row !== gameId) f.fail('gameId', 'another game’s event');
    if (f.errors.length > 0 || rowSeq === undefined || moment === undefined || event === undefined) return { ok: false, errors: f.errors };
    return { ok: true, value: { gameId, seq: rowSeq, at: moment, event } };
  };
}

/**
 * The rows of one game as decoded events, in the order given; a row that is not one throws
 * StoredDataError, naming the row, the field and the game. `first`: the index of the first of
 * `rows` in the game's events (for the path), when the rows before were decoded already.
 */
export function decodedRows(gameId: string, rows: readonly unknown[], first = 0): EventRow[] {
  const read = eventRow(gameId);
  const out: EventRow[] = [];
  for (const [i, raw] of rows.entries()) {
    const row: Decoded<EventRow> = read(raw, `events[${first + i}]`);
    // The field first: the person is shown the start of it (errors.ts), the game's id is for the log.
    if (!row.ok) throw new StoredDataError(`${row.errors[0] ?? `events[${i}]: not an event`} (game ${cut(gameId)})`);
    out.push(row.value);
  }
  return out;
}

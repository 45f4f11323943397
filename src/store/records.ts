import {
  parseRecord,
  recordMismatches,
  recordRules,
  replayRecord,
  sameJson,
  sameResult,
  serializeRecord,
  settle,
  splitRecords,
  RECORD_FORMAT,
} from '../ledger';
import type {
  GameRecord,
  HandResult,
  LedgerError,
  RecordHand,
  Scores,
  RecordMismatch,
  RecordPlace,
  RecordProblem,
  RecordText,
} from '../ledger';
import { getDb, type EventRow, type GameEvent, type GameRow, type TenboDb } from './db';
import { createGameRow, handEvent, loadGame } from './games';
import { deriveGame, effectiveLog, type DerivedGame } from './derive';
import { decodedRows } from './eventRows';
import { describeStorageError, type StorageProblem } from './errors';
import { summaryOfTable } from './summary';

/**
 * Game records in and out (../shared/FORMATS.md "Game record"). House rules travel in the
 * record's optional `overrides` object (Tenbō's extension; other readers may ignore it).
 */

type Four = [number, number, number, number];

function four(values: readonly number[]): Four {
  const [a = 0, b = 0, c = 0, d = 0] = values;
  return [a, b, c, d];
}

export function recordOf(game: GameRow, derived: Extract<DerivedGame, { ok: true }>): GameRecord {
  const hands: RecordHand[] = derived.steps.map((step) => {
    const { after } = step;
    const snapshot = after.over
      ? { scores: four(after.scores), honba: after.honba, sticks: after.sticks }
      : {
          scores: four(after.scores),
          honba: after.honba,
          sticks: after.sticks,
          dealer: after.dealer,
          round: after.round,
          hand: after.hand,
        };
    // A hand's note goes back out as it came in (FORMATS.md: `note` fields are free text).
    return { ...step.result, after: snapshot, note: step.note };
  });
  const { state, rules } = derived;
  return {
    // An imported game goes on under its record's id: imported back where it came from, it is known there.
    id: game.recordId ?? game.id,
    format: RECORD_FORMAT,
    rules: game.presetId,
    players: [...game.players],
    note: game.note,
    hands,
    ...(Object.keys(game.overrides).length > 0 ? { overrides: game.overrides } : {}),
    // A tournament table's game says where it was played, and who confirmed its results.
    ...(game.tournament ? { tournament: game.tournament } : {}),
    ...(derived.confirmed.length > 0 ? { confirmed: [...derived.confirmed] } : {}),
    expect: {
      scores: four(state.scores),
      sticks: state.sticks,
      over: state.over,
      // settle() lists seats by place; a record lists them by seat.
      ...(state.over ? { final: four([...settle(state, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final)) } : {}),
    },
  };
}

/** Several games' records as one JSON Lines file (FORMATS.md `*.records.jsonl`). */
export interface RecordsFile {
  /** A record a line: each the very text the game's own export writes. */
  readonly text: string;
  /** How many records it holds. */
  readonly games: number;
  /** Games left out: their hands no longer replay (the game's screen says why), so there is no record to write. */
  readonly left: number;
}

/**
 * The records of these games (by id, in this order) in one file, read in one transaction. Each
 * line is what the game's own export writes (recordOf, serializeRecord), so that the import reads
 * the file line by line as it reads those, and knows each game again where it came from.
 */
export async function recordsFile(ids: readonly string[]): Promise<RecordsFile> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const lines: string[] = [];
    for (const id of ids) {
      const loaded = await loadGame(id);
      const derived = loaded && deriveGame(loaded.game, loaded.events);
      if (loaded && derived?.ok) lines.push(serializeRecord(recordOf(loaded.game, derived)));
    }
    return { text: lines.map((line) => `${line}\n`).join(''), games: lines.length, left: ids.length - lines.length };
  });
}

/**
 * Each game's penalties after uma (chombo, penalty events), by seat: what the final results show
 * beside the settlement and the games-by-game CSV has a column for. The games' summaries keep only
 * the finals, so the hands are replayed; a game that cannot be is left out.
 */
export async function gamePenalties(ids: readonly string[]): Promise<ReadonlyMap<string, Scores>> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const penalties = new Map<string, Scores>();
    for (const id of ids) {
      const loaded = await loadGame(id);
      const derived = loaded && deriveGame(loaded.game, loaded.events);
      if (derived?.ok) penalties.set(id, derived.state.penalties);
    }
    return penalties;
  });
}

function eventOf(hand: RecordHand): GameEvent {
  const { after: _after, note, ...result } = hand;
  return handEvent(result, note);
}

/**
 * How a record's hands part from those of the game on this device it is a version of: how many
 * each has, and which of the hands both have differ (1-based, in order; empty when they agree).
 */
export interface RecordDifference {
  readonly fileHands: number;
  readonly deviceHands: number;
  readonly differing: readonly number[];
}

/** The outcome of storing one record: a new game, a game already on this device, another version of one, or the ledger's refusal. */
export type RecordImport =
  /** `replaced` is the game this record took the place of (now among the deleted games), when the player chose to replace one. */
  | { readonly ok: true; readonly game: GameRow; readonly mismatches: RecordMismatch[]; readonly replaced: GameRow | null }
  /** The record is `duplicateOf`, a game already on this device (deleted, maybe), hand for hand: nothing was stored. */
  | { readonly ok: false; readonly duplicateOf: GameRow }
  /**
   * The record is another version of `versionOf`, a game on this device (deleted, maybe): the same
   * game, other hands. Nothing was stored; importRecord with `replace` set to its id replaces it.
   */
  | { readonly ok: false; readonly versionOf: GameRow; readonly difference: RecordDifference }
  | LedgerError;

/** The record's hand as a result: its `after` and `note` are what the file says about it, not the result itself. */
function resultOfRecordHand(hand: RecordHand): HandResult {
  const { after: _after, note: _note, ...result } = hand;
  return result;
}

/** How the record's hands part from the game's (its effective hands: undos and edits applied), or null when they are the same. */
function differenceOf(record: GameRecord, hands: readonly HandResult[]): RecordDifference | null {
  const common = Math.min(record.hands.length, hands.length);
  const differing: number[] = [];
  for (let i = 0; i < common; i++) if (!sameResult(resultOfRecordHand(record.hands[i]!), hands[i]!)) differing.push(i + 1);
  if (differing.length === 0 && record.hands.length === hands.length) return null;
  return { fileHands: record.hands.length, deviceHands: hands.length, differing };
}

/** What a record is on this device: a game it is hand for hand, another version of a game, or nothing known. */
type Known =
  | { readonly kind: 'same'; readonly game: GameRow }
  | { readonly kind: 'version'; readonly game: GameRow; readonly difference: RecordDifference }
  | null;

/**
 * The game on this device a record is, or null: the record's id is the game's own (exported from
 * here) or the id of the record it was imported from, and the same players sit in the same seats
 * (another tool may give the same id to another game). Of several such games (a version replaced
 * by another stays among the deleted), one with the record's hands is the record; else the record
 * is another version of the game in play, or of the one deleted last.
 */
async function gameOfRecord(db: TenboDb, record: GameRecord): Promise<Known> {
  if (record.id === undefined) return null;
  const own = await db.games.get(record.id);
  const imported = await db.games.where('recordId').equals(record.id).toArray();
  // A game not deleted comes first, then the one deleted last: the version the player knows.
  const rank = (game: GameRow) => game.deletedAt ?? Number.MAX_SAFE_INTEGER;
  const candidates = [...(own ? [own] : []), ...imported]
    .filter((game) => sameJson(game.players, record.players))
    .sort((a, b) => rank(b) - rank(a));
  let nearest: Known = null;
  for (const game of candidates) {
    const events = decodedRows(game.id, await db.events.where('gameId').equals(game.id).toArray());
    const difference = differenceOf(
      record,
      effectiveLog(events).hands.map((hand) => hand.result),
    );
    if (difference === null) return { kind: 'same', game };
    nearest ??= { kind: 'version', game, difference };
  }
  return nearest;
}

/**
 * Stores a parsed record as a new game (one transaction), after replaying it under its rules,
 * unless it is a game already on this device: importing a record twice must not count it twice.
 * When it is another version of a game here (other hands), it is stored only if the player chose
 * to replace that game (`replace`, its id): then, in the same transaction, that game goes to the
 * deleted games (it can be restored; nothing is lost) and the record comes in as the game, under
 * the same record id. The record's own figures that the replay does not reach come back with it,
 * for the player.
 */
export async function importRecord(record: GameRecord, replace?: string): Promise<RecordImport> {
  const replayed = replayRecord(record);
  if (!replayed.ok) return replayed;
  const rules = recordRules(record);
  const mismatches = recordMismatches(record, replayed.states, rules);
  const db = getDb();
  const base = createGameRow({ players: record.players, presetId: record.rules, overrides: record.overrides ?? {} });
  // The record has no date (FORMATS.md): the game and its hands are stamped with the import, and the row says so.
  const at = base.createdAt;
  // The notes are kept (the hand's on its event, the record's on the game): nothing in the file is lost.
  const final = replayed.final;
  // The players' confirmations of the final results come in after the hands, as they were given (only a finished game has any).
  const confirmations: GameEvent[] = final.over ? (record.confirmed ?? []).map((seat) => ({ kind: 'confirm', seat })) : [];
  const events: EventRow[] = [...record.hands.map(eventOf), ...confirmations].map((event, i) => ({
    gameId: base.id,
    seq: i + 1,
    at,
    event,
  }));
  const game: GameRow = {
    ...base,
    ...(record.note === undefined ? {} : { note: record.note }),
    importedAt: at,
    ...(record.id === undefined ? {} : { recordId: record.id }),
    ...(record.tournament === undefined ? {} : { tournament: record.tournament }),
    lastSeq: events.length,
    summary: summaryOfTable(final, rules, record.hands.length > 0 ? at : null),
  };
  // Looked up in the transaction that adds the game: two imports of one record cannot both pass,
  // and a second tap on Replace finds the record already in, as a game already here.
  return db.transaction('rw', db.games, db.events, async () => {
    const known = await gameOfRecord(db, record);
    if (known?.kind === 'same') return { ok: false, duplicateOf: known.game } as const;
    // Another version than the one the player chose to replace (or none chosen): asked again, nothing stored.
    if (known?.kind === 'version' && known.game.id !== replace)
      return { ok: false, versionOf: known.game, difference: known.difference } as const;
    const replaced = known?.game ?? null;
    // A game deleted before keeps the time the player deleted it.
    if (replaced && replaced.deletedAt === null) await db.games.update(replaced.id, { deletedAt: at });
    await db.games.add(game);
    await db.events.bulkAdd(events);
    return { ok: true, game, mismatches, replaced: replaced && { ...replaced, deletedAt: replaced.deletedAt ?? at } } as const;
  });
}

/**
 * What became of one record of an imported file: a new game (with where the file's own figures
 * part from the count, and the game it replaced, if the player chose to replace one), a text
 * that is no record, a record the ledger refuses, a game already on this device (`game`, deleted
 * maybe), not imported again, or another version of a game on this device (`game`), not imported
 * unless the player chooses to replace that game with it (replaceGames). Its place says where the
 * record is in the file: its line in a JSON Lines file, its item in a JSON array, neither when
 * the file is the one record.
 */
export type ImportOutcome = RecordPlace &
  (
    | {
        readonly status: 'imported';
        readonly game: GameRow;
        readonly mismatches: readonly RecordMismatch[];
        readonly replaced: GameRow | null;
      }
    | { readonly status: 'unreadable'; readonly problem: RecordProblem; readonly errors: readonly string[] }
    | { readonly status: 'refused'; readonly refusal: LedgerError }
    | { readonly status: 'duplicate'; readonly game: GameRow }
    /**
     * A record that could be imported, but storage failed as it was written (a full disk): nothing
     * of it is stored (its own transaction). `record` is kept, for a try again (retryUnsaved).
     */
    | { readonly status: 'unsaved'; readonly problem: StorageProblem; readonly record: GameRecord }
    /** `record` is kept for the replace the player may choose: the file need not be read again. */
    | { readonly status: 'version'; readonly game: GameRow; readonly difference: RecordDifference; readonly record: GameRecord }
  );

/** A record that is another version of a game on this device: what replaceGames takes. */
export type VersionOutcome = Extract<ImportOutcome, { status: 'version' }>;

/** Just the place of a record (not the rest of the outcome or text it comes with), an array's item only when it has one. */
function placeOf({ line, item }: RecordPlace): RecordPlace {
  return item === undefined ? { line } : { line, item };
}

function importOutcomeOf(place: RecordPlace, record: GameRecord, imported: RecordImport): ImportOutcome {
  const at = placeOf(place);
  if (imported.ok) return { status: 'imported', ...at, game: imported.game, mismatches: imported.mismatches, replaced: imported.replaced };
  if ('duplicateOf' in imported) return { status: 'duplicate', ...at, game: imported.duplicateOf };
  if ('versionOf' in imported) return { status: 'version', ...at, game: imported.versionOf, difference: imported.difference, record };
  return { status: 'refused', ...at, refusal: imported };
}

/** A record that storage failed to take, outside a replace. */
export type UnsavedOutcome = Extract<ImportOutcome, { status: 'unsaved' }>;

/**
 * Imports one record in its own transaction; a storage failure is this record's outcome, said
 * with its place, not thrown: the records before it are stored, and the file's report says which
 * were not (issue 31: a 40-record import on a full disk stored 23, and only an alert flashed).
 */
async function importPlaced(place: RecordPlace, record: GameRecord): Promise<ImportOutcome> {
  try {
    return importOutcomeOf(place, record, await importRecord(record));
  } catch (error) {
    console.error('Storage failure', error);
    return { status: 'unsaved', ...placeOf(place), problem: describeStorageError(error), record };
  }
}

async function importText({ text, ...place }: RecordText): Promise<ImportOutcome> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { status: 'unreadable', ...placeOf(place), problem: parsed.problem, errors: parsed.errors };
  return importPlaced(place, parsed.record);
}

/** Tries again to store the records storage failed to take, each as its import did; the answers in the order given. */
export async function retryUnsaved(unsaved: readonly UnsavedOutcome[]): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const outcome of unsaved) outcomes.push(await importPlaced(outcome, outcome.record));
  return outcomes;
}

/**
 * Replaces each game the player was offered to replace with the version the file holds: each
 * replaced game goes to the deleted games, its version comes in. All in one transaction: a
 * failure halfway leaves every game as it was. A version already in by now (a second tap) is a
 * duplicate; a game that changed meanwhile into yet another version is offered again.
 */
export async function replaceGames(offers: readonly VersionOutcome[]): Promise<ImportOutcome[]> {
  const db = getDb();
  return db.transaction('rw', db.games, db.events, async () => {
    const outcomes: ImportOutcome[] = [];
    // Each import's own transaction runs inside this one.
    for (const offer of offers) outcomes.push(importOutcomeOf(offer, offer.record, await importRecord(offer.record, offer.game.id)));
    return outcomes;
  });
}

/**
 * Imports a file's text: one record (a `.json` export), or every line of a JSON Lines file
 * (`*.records.jsonl`) or every item of a JSON array of records, each as its own game. Each record
 * is parsed and replayed exactly as a single one is, in its own transaction: a refused line (or
 * item) stores nothing and stops no other, nor does one storage failed to take (`unsaved`).
 */
export async function importRecordsText(text: string): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const record of splitRecords(text)) outcomes.push(await importText(record));
  return outcomes;
}

import { parseRecord, recordMismatches, recordRules, replayRecord, settle, splitRecords, RECORD_FORMAT } from '../ledger';
import type { GameRecord, LedgerError, RecordHand, RecordMismatch, RecordProblem } from '../ledger';
import { getDb, type EventRow, type GameEvent, type GameRow, type TenboDb } from './db';
import { createGameRow, handEvent } from './games';
import type { DerivedGame } from './derive';
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
      : { scores: four(after.scores), honba: after.honba, sticks: after.sticks, dealer: after.dealer, round: after.round, hand: after.hand };
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
    expect: {
      scores: four(state.scores),
      sticks: state.sticks,
      over: state.over,
      // settle() lists seats by place; a record lists them by seat.
      ...(state.over ? { final: four([...settle(state, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final)) } : {}),
    },
  };
}

function eventOf(hand: RecordHand): GameEvent {
  const { after: _after, note, ...result } = hand;
  return handEvent(result, note);
}

/** The outcome of storing one record: a new game, a game already on this device, or the ledger's refusal. */
export type RecordImport =
  | { readonly ok: true; readonly game: GameRow; readonly mismatches: RecordMismatch[] }
  /** The record is `duplicateOf`, a game already on this device (deleted, maybe): nothing was stored. */
  | { readonly ok: false; readonly duplicateOf: GameRow }
  | LedgerError;

function samePlayers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, seat) => name === b[seat]);
}

/**
 * The game on this device a record is, or null: the record's id is the game's own (exported from
 * here) or the id of the record it was imported from, and the same players sit in the same seats
 * (another tool may give the same id to another game). A game not deleted comes first.
 */
async function gameOfRecord(db: TenboDb, record: GameRecord): Promise<GameRow | null> {
  if (record.id === undefined) return null;
  const own = await db.games.get(record.id);
  const imported = await db.games.where('recordId').equals(record.id).toArray();
  const same = [...(own ? [own] : []), ...imported].filter((game) => samePlayers(game.players, record.players));
  return same.find((game) => game.deletedAt === null) ?? same[0] ?? null;
}

/**
 * Stores a parsed record as a new game (one transaction), after replaying it under its rules,
 * unless it is a game already on this device: importing a record twice must not count it twice.
 * The record's own figures that the replay does not reach come back with it, for the player.
 */
export async function importRecord(record: GameRecord): Promise<RecordImport> {
  const replayed = replayRecord(record);
  if (!replayed.ok) return replayed;
  const rules = recordRules(record);
  const mismatches = recordMismatches(record, replayed.states, rules);
  const db = getDb();
  const base = createGameRow({ players: record.players, presetId: record.rules, overrides: record.overrides ?? {} });
  // The record has no date (FORMATS.md): the game and its hands are stamped with the import, and the row says so.
  const at = base.createdAt;
  // The notes are kept (the hand's on its event, the record's on the game): nothing in the file is lost.
  const events: EventRow[] = record.hands.map((hand, i) => ({ gameId: base.id, seq: i + 1, at, event: eventOf(hand) }));
  const final = replayed.final;
  const game: GameRow = {
    ...base,
    ...(record.note === undefined ? {} : { note: record.note }),
    importedAt: at,
    ...(record.id === undefined ? {} : { recordId: record.id }),
    lastSeq: events.length,
    summary: summaryOfTable(final, rules, events.length > 0 ? at : null),
  };
  // Looked up in the transaction that adds the game: two imports of one record cannot both pass.
  return db.transaction('rw', db.games, db.events, async () => {
    const known = await gameOfRecord(db, record);
    if (known) return { ok: false, duplicateOf: known } as const;
    await db.games.add(game);
    await db.events.bulkAdd(events);
    return { ok: true, game, mismatches } as const;
  });
}

/**
 * What became of one record of an imported file: a new game (with where the file's own figures
 * part from the count), a text that is no record, a record the ledger refuses, or a game already
 * on this device (`game`, deleted maybe), not imported again. `line` is its
 * line in a JSON Lines file; null when the file is the one record.
 */
export type ImportOutcome =
  | { readonly status: 'imported'; readonly line: number | null; readonly game: GameRow; readonly mismatches: readonly RecordMismatch[] }
  | { readonly status: 'unreadable'; readonly line: number | null; readonly problem: RecordProblem; readonly errors: readonly string[] }
  | { readonly status: 'refused'; readonly line: number | null; readonly refusal: LedgerError }
  | { readonly status: 'duplicate'; readonly line: number | null; readonly game: GameRow };

async function importText(line: number | null, text: string): Promise<ImportOutcome> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { status: 'unreadable', line, problem: parsed.problem, errors: parsed.errors };
  const imported = await importRecord(parsed.record);
  if (!imported.ok) return 'duplicateOf' in imported ? { status: 'duplicate', line, game: imported.duplicateOf } : { status: 'refused', line, refusal: imported };
  return { status: 'imported', line, game: imported.game, mismatches: imported.mismatches };
}

/**
 * Imports a file's text: one record (a `.json` export), or every line of a JSON Lines file
 * (`*.records.jsonl`), each as its own game. Each record is parsed and replayed exactly as a
 * single one is, in its own transaction: a refused line stores nothing and stops no other line.
 */
export async function importRecordsText(text: string): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const record of splitRecords(text)) outcomes.push(await importText(record.line, record.text));
  return outcomes;
}

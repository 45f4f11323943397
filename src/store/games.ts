import { PRESETS, type PresetId, type Rules } from '../core/rules';
import { fold, replay, sameJson, TIME_UP } from '../ledger';
import type { FoldResult, HandResult, LedgerError, RecordTournament, ReplayResult, Seat, TableState } from '../ledger';
import Dexie from 'dexie';
import {
  getDb,
  type EventRow,
  type GameEvent,
  type GameRow,
  type GameSummary,
  type LoadedGame,
  type Players,
  type RuleOverrides,
  type TenboDb,
} from './db';
import { deriveGame, effectiveLog, rulesOf, type DerivedGame } from './derive';
import { decodedRows } from './eventRows';
import { isInPlay, shelvesOf, type GameShelves } from './quickReads';
import { endsSessionAfter } from './sessionClock';
import { summaryOf, summaryOfDerived, summaryOfTable } from './summary';

/**
 * Storage services: the only way the app reads or writes games. Every write is one Dexie
 * transaction (the event append and the cached summary together); callers update the UI
 * after the promise resolves, i.e. after the transaction committed. Failures are thrown as
 * they are (quota, private mode) for the UI to show; nothing is retried or dropped silently.
 */

export type { LoadedGame } from './types';

export interface NewGame {
  readonly players: Players;
  readonly presetId: PresetId;
  readonly overrides: RuleOverrides;
  /** The tournament table it is played at (a table device's join), if any. */
  readonly tournament?: RecordTournament;
}

const RECENT_NAMES = 'recentNames';
const RECENT_LIMIT = 16;

/** A new unique id (a game's, a player change's, a season's). */
export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A new game's row, not yet stored. */
export function createGameRow(input: NewGame): GameRow {
  if (!(input.presetId in PRESETS)) throw new Error(`Unknown preset ${input.presetId}`);
  const now = Date.now();
  const base = {
    id: newId(),
    createdAt: now,
    updatedAt: now,
    players: input.players,
    presetId: input.presetId,
    overrides: input.overrides,
    lastSeq: 0,
    deletedAt: null,
    summary: null,
    ...(input.tournament ? { tournament: input.tournament } : {}),
  } satisfies GameRow;
  return { ...base, summary: summaryOf(base, []) };
}

export async function createGame(input: NewGame): Promise<GameRow> {
  const game = createGameRow(input);
  const db = getDb();
  await db.transaction('rw', db.games, db.settings, async () => {
    await db.games.add(game);
    const recent = await db.settings.get(RECENT_NAMES);
    const previous = Array.isArray(recent?.value) ? recent.value.filter((n): n is string => typeof n === 'string') : [];
    const names = [...input.players, ...previous.filter((n) => !input.players.includes(n))].slice(0, RECENT_LIMIT);
    await db.settings.put({ key: RECENT_NAMES, value: names });
  });
  return game;
}

export async function recentNames(): Promise<string[]> {
  const row = await getDb().settings.get(RECENT_NAMES);
  return Array.isArray(row?.value) ? row.value.filter((n): n is string => typeof n === 'string') : [];
}

/** The games list in one read: games in play or finished (newest first), and deleted ones (most recently deleted first). */
export async function listGameShelves(): Promise<GameShelves> {
  return shelvesOf(await getDb().games.orderBy('updatedAt').reverse().toArray());
}

export async function listGames(): Promise<GameRow[]> {
  return (await listGameShelves()).games;
}

export async function listDeletedGames(): Promise<GameRow[]> {
  return (await listGameShelves()).deleted;
}

export async function loadGame(id: string): Promise<LoadedGame | null> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const [game, events] = await Promise.all([db.games.get(id), eventsOf(db, id)]);
    return game ? { game, events } : null;
  });
}

/**
 * The game `id` if it is stored, not deleted and not over: one to go on playing (what the games
 * list offers to Resume). Null for a game deleted or missing on this device, or finished.
 */
export async function gameInPlay(id: string): Promise<GameRow | null> {
  const game = await getDb().games.get(id);
  return isInPlay(game) ? game : null;
}

/**
 * The stored game moved on since the scorekeeper looked at it (a second tap, a riichi toggle still
 * being saved, another tab): nothing was written. Not the ledger's refusal: the write itself may
 * be fine on the table it was meant for. The screens say it in their own words (the message is
 * for logs and tests).
 */
export interface TableChanged {
  readonly ok: false;
  readonly error: 'table_changed';
  readonly message: string;
}

/**
 * Why a write was refused without touching storage: the ledger says the result is not possible,
 * or (`stale`) the stored game moved on since the scorekeeper looked at it.
 */
export type WriteRefusal =
  | { readonly ok: false; readonly refusal: LedgerError; readonly stale?: undefined }
  | { readonly ok: false; readonly refusal: TableChanged | LedgerError; readonly stale: true };
export type WriteResult = { readonly ok: true; readonly loaded: LoadedGame } | WriteRefusal;

/**
 * What a write appends: one event, or several that stand together (a hand and the end of the game
 * it brings), with the game's summary after them (the list's, kept in the same transaction) when
 * the plan has the table after them already: a hand folded at the end, a riichi stick that leaves
 * the table as it was. Else the summary is the whole game replayed again.
 */
interface Planned {
  readonly events: readonly GameEvent[];
  readonly summary?: (last: EventRow, all: readonly EventRow[]) => GameSummary | null;
}

/**
 * The events of games as this connection decoded them, by game. A stored event never changes (the
 * log is append-only; only a schema upgrade rewrites one, before the database opens), so a read
 * decodes only the rows after those already decoded: a hand's commit decodes its own event, not the
 * whole game again (issue 32; 20 hands decode in ~0.15 ms on a loaded test machine). Remembered
 * only as read, or once a write has committed: a write that failed leaves nothing here.
 */
const decodedByDb = new WeakMap<TenboDb, Map<string, readonly EventRow[]>>();

function rememberDecoded(db: TenboDb, gameId: string, rows: readonly EventRow[]): void {
  let games = decodedByDb.get(db);
  if (!games) decodedByDb.set(db, (games = new Map()));
  games.set(gameId, rows);
}

/** A game's events in seq order (the primary key's [gameId+seq] range, no sort), decoded (eventRows.ts: one that is not an event throws StoredDataError). */
async function eventsOf(db: TenboDb, gameId: string): Promise<EventRow[]> {
  const stored: readonly unknown[] = await db.events
    .where('[gameId+seq]')
    .between([gameId, Dexie.minKey], [gameId, Dexie.maxKey])
    .toArray();
  const known = decodedByDb.get(db)?.get(gameId) ?? [];
  let same = 0;
  while (same < known.length && same < stored.length && isRowNumbered(stored[same], known[same]!.seq)) same++;
  const rows = [...known.slice(0, same), ...decodedRows(gameId, stored.slice(same), same)];
  rememberDecoded(db, gameId, rows);
  return rows;
}

function isRowNumbered(row: unknown, seq: number): boolean {
  return typeof row === 'object' && row !== null && 'seq' in row && row.seq === seq;
}

/**
 * Appends the events `plan` makes of the stored game, or nothing when it refuses, all in one
 * transaction: the plan sees the events read inside it, so two tabs cannot interleave. `at` is the
 * moment the events are written with. The reads are asked for together, and so are the writes,
 * each pair in one trip to IndexedDB (a hand's commit is the wait the scorekeeper sees, issue 30).
 */
export async function appendEvent(
  gameId: string,
  plan: (game: GameRow, events: readonly EventRow[], at: number) => GameEvent | Planned | LedgerError | WriteRefusal,
): Promise<WriteResult> {
  const db = getDb();
  const written = await db.transaction('rw', db.games, db.events, async (): Promise<WriteResult> => {
    const [game, events] = await Promise.all([db.games.get(gameId), eventsOf(db, gameId)]);
    if (!game) throw new Error(`Game ${gameId} is not stored`);
    const at = Date.now();
    const planned = plan(game, events, at);
    if ('refusal' in planned) return planned;
    if ('ok' in planned) return { ok: false, refusal: planned } satisfies WriteRefusal;
    const { events: made, summary } = 'events' in planned ? planned : { events: [planned], summary: undefined };
    const rows: EventRow[] = made.map((event, i) => ({ gameId, seq: game.lastSeq + 1 + i, at, event }));
    const last = rows.at(-1);
    if (!last) throw new Error('A write plans at least one event');
    const all = [...events, ...rows];
    const updated: GameRow = { ...game, lastSeq: last.seq, updatedAt: at, summary: summary ? summary(last, all) : summaryOf(game, all) };
    await Promise.all([db.events.bulkAdd(rows), db.games.put(updated)]);
    return { ok: true, loaded: { game: updated, events: all } } as const;
  });
  // Committed: the rows written are decoded events already (made here, not read).
  if (written.ok) rememberDecoded(db, gameId, written.loaded.events);
  return written;
}

function currentOf(game: GameRow, events: readonly EventRow[]): Extract<DerivedGame, { ok: true }> | LedgerError {
  const derived = deriveGame(game, events);
  return derived.ok ? derived : derived.error;
}

/**
 * The table a scorekeeper acted on: how many hands were recorded and which riichi sticks were
 * down. A write built on it is refused when the stored game has moved on since (a second tap,
 * a riichi toggle still being saved, an undo in between): it would record the wrong thing.
 */
export interface SeenTable {
  readonly hands: number;
  readonly pendingRiichi: readonly Seat[];
}

/** The table as these events leave it, in the terms a write checks (what a screen shows after loading them). */
export function seenTableOf(events: readonly EventRow[]): SeenTable {
  const log = effectiveLog(events);
  return { hands: log.hands.length, pendingRiichi: log.pendingRiichi };
}

/** The same table: as many hands recorded and the same riichi sticks down. */
export function sameTable(a: SeenTable, b: SeenTable): boolean {
  const sticks = (t: SeenTable) => [...t.pendingRiichi].sort((x, y) => x - y);
  return a.hands === b.hands && sameJson(sticks(a), sticks(b));
}

/** A write refused as stale (TableChanged): `why` says what moved on. */
export function tableChanged(why: string): WriteRefusal {
  return { ok: false, stale: true, refusal: { ok: false, error: 'table_changed', message: why } };
}

function staleUnless(events: readonly EventRow[], seen: SeenTable): WriteRefusal | null {
  return sameTable(seenTableOf(events), seen)
    ? null
    : tableChanged('The table changed while this hand was being entered; nothing was saved.');
}

/**
 * Records the current hand, entered on the table `seen`. The result's riichi list is the riichi
 * sticks put down this hand: the caller passes the result built from what it showed.
 */
export function recordHand(gameId: string, result: HandResult, seen: SeenTable): Promise<WriteResult> {
  return appendEvent(gameId, (game, events, at) => {
    const moved = staleUnless(events, seen);
    if (moved) return moved;
    const current = currentOf(game, events);
    if ('error' in current) return current;
    const folded: FoldResult = fold(current.state, result, current.rules);
    if (!folded.ok) return folded;
    const hand = handEvent(result);
    // A tournament table's last hand after time was called ends the game with it (sessionClock.ts),
    // asked of the table already derived, with this hand recorded (a hand leaves the call of time as it was).
    const after = { steps: [...current.steps, { seq: game.lastSeq + 1, at, result }], timeCall: current.timeCall, state: folded.state };
    const ends = endsSessionAfter(game, after, at) && fold(folded.state, TIME_UP, current.rules).ok;
    return ends ? { events: [hand, handEvent(TIME_UP)] } : handAtTheEnd(hand, folded.state, current.rules);
  });
}

/** A hand recorded after the last one: the table after it is the fold already made, when it was played the row's time. */
function handAtTheEnd(event: GameEvent, after: TableState, rules: Rules): Planned {
  return { events: [event], summary: (row) => summaryOfTable(after, rules, row.at) };
}

/** A stored `hand` event, with the note (and redoOf) only when there is one (no `note: undefined` in stored rows). */
export function handEvent(result: HandResult, note?: string, redoOf?: number): GameEvent {
  const event = note === undefined ? { kind: 'hand' as const, result } : { kind: 'hand' as const, result, note };
  return redoOf === undefined ? event : { ...event, redoOf };
}

/**
 * Takes back the last hand, the one the scorekeeper saw (`target`, its seq): an `undo` event;
 * the hand stays in the log. Refused when another hand is last by now (a second tap).
 */
export function undoLastHand(gameId: string, target: number): Promise<WriteResult> {
  return appendEvent(gameId, (_game, events) => {
    const last = effectiveLog(events).hands.at(-1);
    if (last?.seq === target) return { kind: 'undo', target };
    return tableChanged(last ? 'That hand is no longer the last one.' : 'There is no hand to undo.');
  });
}

/**
 * Brings back the hand an undo took back last (`target`, the seq of its `hand` event) as it was,
 * its note too. Refused when it is no longer the next hand to redo (a new hand was recorded since,
 * or a second tap brought it back already) or when the ledger refuses it on the table as it is.
 */
export function redoHand(gameId: string, target: number): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const next = effectiveLog(events).undone.at(-1);
    if (next?.seq !== target) return tableChanged('That hand can no longer be brought back: the game went on after the undo.');
    const current = currentOf(game, events);
    if ('error' in current) return current;
    const folded = fold(current.state, next.result, current.rules);
    return folded.ok ? handAtTheEnd(handEvent(next.result, next.note, target), folded.state, current.rules) : folded;
  });
}

/** Replaces a past hand; the whole game is replayed first and the edit refused if it breaks. */
export function editHand(gameId: string, target: number, result: HandResult): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const log = effectiveLog(events);
    const index = log.hands.findIndex((h) => h.seq === target);
    // Undone (or edited away) in another tab since the list was shown: nothing to edit.
    if (index < 0) return tableChanged('That hand is no longer in the game.');
    const rules = rulesOf(game);
    const replayed = replayEdited(
      rules,
      log.hands.map((h) => h.result),
      index,
      result,
    );
    if (!replayed.ok) return replayed;
    // The table after the edit is the replay's: the summary needs no other (the last hand's moment is when it was recorded).
    const lastHandAt = log.hands.at(-1)?.at ?? null;
    return { events: [{ kind: 'edit', target, result }], summary: () => summaryOfTable(replayed.final, rules, lastHandAt) };
  });
}

function replayEdited(rules: Rules, hands: readonly HandResult[], index: number, result: HandResult): ReplayResult {
  return replay(
    rules,
    hands.map((h, i) => (i === index ? result : h)),
  );
}

/**
 * Why the game's hands with hand `index` replaced by `result` cannot stand (the whole game is
 * replayed: an edit may, say, end the game before hands already recorded), or null when they
 * can. Pure: the check a save makes, for the hand dialog to say before the tap.
 */
export function editRefusal(rules: Rules, hands: readonly HandResult[], index: number, result: HandResult): LedgerError | null {
  const replayed = replayEdited(rules, hands, index, result);
  return replayed.ok ? null : replayed;
}

/**
 * Puts a riichi stick down (or takes it back) on the table `seen`: refused as stale when the
 * stored game moved on since, as a hand is (a toggle from a tab that had not seen a hand recorded
 * in another would land on the next hand; issue 31).
 */
export function setRiichi(gameId: string, seat: Seat, on: boolean, seen: SeenTable): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const moved = staleUnless(events, seen);
    if (moved) return moved;
    const current = currentOf(game, events);
    if ('error' in current) return current;
    if (current.state.over) {
      return {
        ok: false,
        error: 'hand_after_game_over',
        message: 'The game is over: no more riichi.',
        reason: { id: 'gameOver', values: {} },
      };
    }
    // A stick changes no score nor the hands played: the summary is the table's as it stands.
    return { events: [{ kind: 'riichi', seat, on }], summary: (_row, all) => summaryOfDerived(current, all) };
  });
}

export async function deleteGame(id: string): Promise<void> {
  await getDb().games.update(id, { deletedAt: Date.now() });
}

export async function restoreGame(id: string): Promise<void> {
  await getDb().games.update(id, { deletedAt: null });
}

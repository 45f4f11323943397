import { PRESETS, type PresetId, type Rules } from '../core/rules';
import { fold, replay, TIME_UP } from '../ledger';
import type { FoldResult, HandResult, LedgerError, RecordTournament, Seat } from '../ledger';
import { getDb, type EventRow, type GameEvent, type GameRow, type Players, type RuleOverrides } from './db';
import { deriveGame, effectiveLog, rulesOf, type DerivedGame } from './derive';
import { endsSessionAfter } from './sessionClock';
import { summaryOf } from './summary';

/**
 * Storage services: the only way the app reads or writes games. Every write is one Dexie
 * transaction (the event append and the cached summary together); callers update the UI
 * after the promise resolves, i.e. after the transaction committed. Failures are thrown as
 * they are (quota, private mode) for the UI to show; nothing is retried or dropped silently.
 */

export interface LoadedGame {
  readonly game: GameRow;
  readonly events: readonly EventRow[];
}

export interface NewGame {
  readonly players: Players;
  readonly presetId: PresetId;
  readonly overrides: RuleOverrides;
  /** The tournament table it is played at (a table device's join), if any. */
  readonly tournament?: RecordTournament;
}

const RECENT_NAMES = 'recentNames';
const RECENT_LIMIT = 16;

function newId(): string {
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
export async function listGameShelves(): Promise<{ games: GameRow[]; deleted: GameRow[] }> {
  const all = await getDb().games.orderBy('updatedAt').reverse().toArray();
  return {
    games: all.filter((g) => g.deletedAt === null),
    // A delete is only a mark, so each of these can come back.
    deleted: all.filter((g) => g.deletedAt !== null).sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0)),
  };
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
    const game = await db.games.get(id);
    if (!game) return null;
    const events = await db.events.where('gameId').equals(id).sortBy('seq');
    return { game, events };
  });
}

/**
 * The game `id` if it is stored, not deleted and not over: one to go on playing (what the games
 * list offers to Resume). Null for a game deleted or missing on this device, or finished.
 */
export async function gameInPlay(id: string): Promise<GameRow | null> {
  const game = await getDb().games.get(id);
  return game && game.deletedAt === null && !game.summary?.over ? game : null;
}

/**
 * Why a write was refused without touching storage: the ledger says the result is not possible,
 * or (`stale`) the stored game moved on since the scorekeeper looked at it.
 */
export type WriteRefusal = { readonly ok: false; readonly refusal: LedgerError; readonly stale?: true };
export type WriteResult = { readonly ok: true; readonly loaded: LoadedGame } | WriteRefusal;

/**
 * Appends the events `plan` makes of the stored game (one, or several that stand together, as a
 * hand and the end of the game it brings), or nothing when it refuses, all in one transaction: the
 * plan sees the events read inside it, so two tabs cannot interleave. `at` is the moment the
 * events are written with.
 */
export async function appendEvent(
  gameId: string,
  plan: (game: GameRow, events: readonly EventRow[], at: number) => GameEvent | readonly GameEvent[] | LedgerError | WriteRefusal,
): Promise<WriteResult> {
  const db = getDb();
  return db.transaction('rw', db.games, db.events, async (): Promise<WriteResult> => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error(`Game ${gameId} is not stored`);
    const events = await db.events.where('gameId').equals(gameId).sortBy('seq');
    const at = Date.now();
    const planned = plan(game, events, at);
    if (!Array.isArray(planned) && 'refusal' in planned) return planned;
    if (!Array.isArray(planned) && 'ok' in planned) return { ok: false, refusal: planned } satisfies WriteRefusal;
    const rows: EventRow[] = (Array.isArray(planned) ? planned : [planned]).map((event: GameEvent, i) => ({ gameId, seq: game.lastSeq + 1 + i, at, event }));
    await db.events.bulkAdd(rows);
    const all = [...events, ...rows];
    const updated: GameRow = { ...game, lastSeq: game.lastSeq + rows.length, updatedAt: at, summary: summaryOf(game, all) };
    await db.games.put(updated);
    return { ok: true, loaded: { game: updated, events: all } } as const;
  });
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
  const sticks = (t: SeenTable) => [...t.pendingRiichi].sort((x, y) => x - y).join();
  return a.hands === b.hands && sticks(a) === sticks(b);
}

function staleUnless(events: readonly EventRow[], seen: SeenTable): WriteRefusal | null {
  if (sameTable(seenTableOf(events), seen)) return null;
  return {
    ok: false,
    stale: true,
    refusal: { ok: false, error: 'invalid_record', message: 'The table changed while this hand was being entered; nothing was saved.' },
  };
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
    // A tournament table's last hand after time was called ends the game with it (sessionClock.ts).
    const ends = endsSessionAfter(game, [...events, { gameId, seq: game.lastSeq + 1, at, event: hand }], at) && fold(folded.state, TIME_UP, current.rules).ok;
    return ends ? [hand, handEvent(TIME_UP)] : hand;
  });
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
    return {
      ok: false,
      stale: true,
      refusal: { ok: false, error: 'invalid_record', message: last ? 'That hand is no longer the last one.' : 'There is no hand to undo.' },
    } satisfies WriteRefusal;
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
    if (next?.seq !== target) {
      return {
        ok: false,
        stale: true,
        refusal: { ok: false, error: 'invalid_record', message: 'That hand can no longer be brought back: the game went on after the undo.' },
      } satisfies WriteRefusal;
    }
    const current = currentOf(game, events);
    if ('error' in current) return current;
    const folded = fold(current.state, next.result, current.rules);
    return folded.ok ? handEvent(next.result, next.note, target) : folded;
  });
}

/** Replaces a past hand; the whole game is replayed first and the edit refused if it breaks. */
export function editHand(gameId: string, target: number, result: HandResult): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const log = effectiveLog(events);
    const index = log.hands.findIndex((h) => h.seq === target);
    if (index < 0) {
      // Undone (or edited away) in another tab since the list was shown: nothing to edit.
      return {
        ok: false,
        stale: true,
        refusal: { ok: false, error: 'invalid_record', message: 'That hand is no longer in the game.' },
      } satisfies WriteRefusal;
    }
    return editRefusal(rulesOf(game), log.hands.map((h) => h.result), index, result) ?? { kind: 'edit', target, result };
  });
}

/**
 * Why the game's hands with hand `index` replaced by `result` cannot stand (the whole game is
 * replayed: an edit may, say, end the game before hands already recorded), or null when they
 * can. Pure: the check a save makes, for the hand dialog to say before the tap.
 */
export function editRefusal(rules: Rules, hands: readonly HandResult[], index: number, result: HandResult): LedgerError | null {
  const replayed = replay(rules, hands.map((h, i) => (i === index ? result : h)));
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
      return { ok: false, error: 'hand_after_game_over', message: 'The game is over: no more riichi.', reason: { id: 'gameOver', values: {} } };
    }
    return { kind: 'riichi', seat, on };
  });
}

export async function deleteGame(id: string): Promise<void> {
  await getDb().games.update(id, { deletedAt: Date.now() });
}

export async function restoreGame(id: string): Promise<void> {
  await getDb().games.update(id, { deletedAt: null });
}

/** Asks the browser not to evict our data under storage pressure (best effort). */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await globalThis.navigator?.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

import { liveQuery, type Subscription } from 'dexie';
import { create } from 'zustand';
import type { HandResult, Seat } from '../ledger';
import * as games from './games';
import type { LoadedGame, SeenTable, WriteResult } from './games';
import { decodedRows } from './eventRows';
import { takeLaunchedGame } from './quickReads';
import { useStorageProblem, withStorage } from './storageProblem';

/**
 * The open game as last read from (or committed to) IndexedDB. It mirrors storage and is
 * replaced only after a transaction commits; the table itself is always derived from these
 * events by the ledger fold (see derive.ts), never kept here.
 */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';

interface SessionState {
  readonly status: SessionStatus;
  readonly loaded: LoadedGame | null;
  open(gameId: string): Promise<void>;
  /** Writes name their game: an action that outlives its screen (Redo) cannot land in another game. */
  recordHand(gameId: string, result: HandResult, seen: SeenTable): Promise<WriteResult | undefined>;
  editHand(target: number, result: HandResult): Promise<WriteResult | undefined>;
  undoLastHand(gameId: string, target: number): Promise<WriteResult | undefined>;
  redoHand(gameId: string, target: number): Promise<WriteResult | undefined>;
  toggleRiichi(seat: Seat, on: boolean): Promise<WriteResult | undefined>;
  /** Another write of the game `gameId` (a tournament table's: time called, a confirmation), shown as stored once committed. */
  write(gameId: string, call: (gameId: string) => Promise<WriteResult>): Promise<WriteResult | undefined>;
}

export const useSession = create<SessionState>((set, get) => {
  async function write(call: (gameId: string) => Promise<WriteResult>, gameId = get().loaded?.game.id): Promise<WriteResult | undefined> {
    if (!gameId) return undefined;
    const result = await withStorage(() => call(gameId));
    // Stored: the hand a failure said was not saved (the same tap again, as a rule) now is.
    if (result?.ok) useStorageProblem.getState().dismissProblem();
    if (result?.ok && get().loaded?.game.id === gameId) set({ loaded: result.loaded, status: 'ready' });
    // Refused as stale: the stored game moved on (another tab, say). Show it as stored, or every
    // next write from this view would be refused the same way.
    if (result && !result.ok && result.stale) await reload(gameId);
    return result;
  }

  async function reload(gameId: string): Promise<void> {
    const loaded = await withStorage(() => games.loadGame(gameId));
    if (loaded && get().loaded?.game.id === gameId) set({ loaded, status: 'ready' });
  }

  /** Counts opens: a read that finishes after a later open began is dropped, so the game opened last is shown. */
  let opens = 0;

  /**
   * The open game followed as stored: a write committed in another tab shows here too, without a
   * reload (Dexie's liveQuery hears other tabs' commits). Else a second tab kept showing the table
   * as it was, and every write from it was refused as stale (issue 31).
   */
  let following: Subscription | null = null;
  function follow(gameId: string): void {
    following?.unsubscribe();
    following = liveQuery(() => games.loadGame(gameId)).subscribe({
      next(stored) {
        const shown = get().loaded;
        if (!stored || shown?.game.id !== gameId) return;
        if (stored.game.lastSeq !== shown.game.lastSeq || stored.game.deletedAt !== shown.game.deletedAt)
          set({ loaded: stored, status: 'ready' });
      },
      // A read that fails here is said by the next write or open, which fails the same way.
      error: () => undefined,
    });
  }

  return {
    status: 'idle',
    loaded: null,
    async open(gameId) {
      if (get().loaded?.game.id === gameId && get().status === 'ready') return;
      const thisOpen = ++opens;
      set({ status: 'loading', loaded: null });
      // A launch read the game already, with the decision to resume it (launch.ts): not read again.
      // Its events are decoded here, as loadGame decodes them (eventRows.ts): one that is not an event is a storage problem said.
      const launched = takeLaunchedGame(gameId);
      const loaded = await withStorage(async () =>
        launched ? { game: launched.game, events: decodedRows(gameId, launched.events) } : games.loadGame(gameId),
      );
      if (thisOpen !== opens) return;
      if (loaded === undefined) set({ status: 'failed' });
      else set(loaded ? { status: 'ready', loaded } : { status: 'missing', loaded: null });
      if (loaded) follow(gameId);
    },
    recordHand: (gameId, result, seen) => write((id) => games.recordHand(id, result, seen), gameId),
    editHand: (target, result) => write((id) => games.editHand(id, target, result)),
    undoLastHand: (gameId, target) => write((id) => games.undoLastHand(id, target), gameId),
    redoHand: (gameId, target) => write((id) => games.redoHand(id, target), gameId),
    write: (gameId, call) => write(call, gameId),
    // On the table this view shows: a toggle from a view gone stale is refused, and the view reloaded.
    toggleRiichi: (seat, on) => {
      const shown = get().loaded;
      return shown
        ? write((id) => games.setRiichi(id, seat, on, games.seenTableOf(shown.events)), shown.game.id)
        : Promise.resolve(undefined);
    },
  };
});

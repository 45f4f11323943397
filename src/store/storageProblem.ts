import { create } from 'zustand';
import { describeStorageError, type StorageProblem } from './errors';

/**
 * A storage failure shown to the user: storage's own state, beside the services whose calls
 * fail (the open game's writes in session.ts report here too), so that src/store needs nothing
 * from the navigation above it (src/nav).
 */
interface StorageProblemState {
  readonly problem: StorageProblem | null;
  reportStorageError(error: unknown): void;
  dismissProblem(): void;
}

export const useStorageProblem = create<StorageProblemState>((set) => ({
  problem: null,
  reportStorageError(error) {
    console.error('Storage failure', error);
    set({ problem: describeStorageError(error) });
  },
  dismissProblem() {
    set({ problem: null });
  },
}));

/**
 * Runs a storage call; a failure is shown to the user (never swallowed) and `undefined` is
 * returned so the caller keeps what the user entered on screen. A success does not take a failure
 * shown off the screen: the list read again right after a failed import did, so the failure was
 * shown and gone in one moment (issue 31). It stays until the person dismisses it, or the write it
 * was about is made (session.ts).
 */
export async function withStorage<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    useStorageProblem.getState().reportStorageError(error);
    return undefined;
  }
}

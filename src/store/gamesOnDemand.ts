import { readShelves, type GameShelves } from './quickReads';

/**
 * The games list's storage calls, Dexie and the games service (games.ts, with the ledger) loaded
 * on the first that needs them: the list itself is read without them (quickReads.ts), so that a
 * launch to the list does not wait for them. They come at idle time anyway (App.tsx).
 */
export async function listGameShelves(): Promise<GameShelves> {
  return (await readShelves()) ?? (await import('./games')).listGameShelves();
}

export async function deleteGame(id: string): Promise<void> {
  return (await import('./games')).deleteGame(id);
}

export async function restoreGame(id: string): Promise<void> {
  return (await import('./games')).restoreGame(id);
}

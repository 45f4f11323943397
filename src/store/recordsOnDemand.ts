import type { ImportOutcome, UnsavedOutcome, VersionOutcome } from './records';

/**
 * The games list's import, its code (the record parser and its checks, ~5 KiB gzip) loaded with
 * the first import rather than with the app: opening the list does not wait for it.
 */
export async function importRecordsText(text: string): Promise<ImportOutcome[]> {
  return (await import('./records')).importRecordsText(text);
}

/** The import's Replace (records.ts's replaceGames), loaded as importRecordsText is. */
export async function replaceGames(offers: readonly VersionOutcome[]): Promise<ImportOutcome[]> {
  return (await import('./records')).replaceGames(offers);
}

/** The import's retry of the records storage did not take (records.ts's retryUnsaved), loaded as importRecordsText is. */
export async function retryUnsaved(unsaved: readonly UnsavedOutcome[]): Promise<ImportOutcome[]> {
  return (await import('./records')).retryUnsaved(unsaved);
}

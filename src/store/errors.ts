/** What went wrong with storage, in the terms the user is told (see i18n `storage.*`). */
export type StorageProblem =
  | { readonly kind: 'quota' }
  /** The browser does not let the app store anything (site data blocked, a private window): no retry helps. */
  | { readonly kind: 'unavailable' }
  /** The database was written by a later Tenbō (db.ts, NewerDatabaseError): nothing is read or written until the app is updated. */
  | { readonly kind: 'newer' }
  /** A stored game's data is not what this app wrote (eventRows.ts, StoredDataError): `detail` names the game and the field. */
  | { readonly kind: 'unreadable'; readonly detail: string }
  | { readonly kind: 'failed'; readonly detail: string };

function nameOf(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return '';
}

/** Dexie wraps the DOM error in `inner`; look through it. */
function innerOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'inner' in error ? error.inner : undefined;
}

/**
 * No IndexedDB at all, or one the browser refuses to open: private mode in some browsers
 * (InvalidStateError, SecurityError), site data blocked by the user (Chromium: "UnknownError: The
 * user denied permission to access the database.").
 */
function isUnavailable(name: string, text: string): boolean {
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'SecurityError') return true;
  return (name === 'UnknownError' || name === 'OpenFailedError') && /private|security|not allowed|missing|denied/i.test(text);
}

export function describeStorageError(error: unknown): StorageProblem {
  for (let e: unknown = error; e; e = innerOf(e)) {
    const name = nameOf(e);
    if (name === 'QuotaExceededError' || name === 'QuotaExceeded') return { kind: 'quota' };
    if (name === 'VersionError' || name === 'NewerDatabaseError') return { kind: 'newer' };
    if (name === 'StoredDataError') return { kind: 'unreadable', detail: (e instanceof Error ? e.message : String(e)).slice(0, 160) };
    if (isUnavailable(name, String(e))) return { kind: 'unavailable' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', detail: message.slice(0, 160) };
}

/** What went wrong with storage, in the terms the user is told (see i18n `storage.*`). */
export type StorageProblem =
  | { readonly kind: 'quota' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed'; readonly detail: string };

function nameOf(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return '';
}

/** Dexie wraps the DOM error in `inner`; look through it. */
function innerOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'inner' in error ? error.inner : undefined;
}

export function describeStorageError(error: unknown): StorageProblem {
  for (let e: unknown = error; e; e = innerOf(e)) {
    const name = nameOf(e);
    if (name === 'QuotaExceededError' || name === 'QuotaExceeded') return { kind: 'quota' };
    // No IndexedDB at all, or one the browser refuses to open (private mode in some browsers).
    if (name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'SecurityError' || name === 'OpenFailedError' && /private|security|not allowed|missing/i.test(String(e))) {
      return { kind: 'unavailable' };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', detail: message.slice(0, 160) };
}

import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { describeStorageError } from './errors';

describe('describeStorageError', () => {
  it('recognises a full disk, also when Dexie wraps it', () => {
    expect(describeStorageError(new DOMException('full', 'QuotaExceededError'))).toEqual({ kind: 'quota' });
    expect(describeStorageError(new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError')))).toEqual({ kind: 'quota' });
  });

  it('recognises a browser without usable IndexedDB', () => {
    expect(describeStorageError(new Dexie.MissingAPIError('no indexedDB'))).toEqual({ kind: 'unavailable' });
    expect(describeStorageError(new DOMException('nope', 'SecurityError'))).toEqual({ kind: 'unavailable' });
  });

  it('passes any other failure on with its message', () => {
    expect(describeStorageError(new Error('disk on fire'))).toEqual({ kind: 'failed', detail: 'disk on fire' });
  });
});

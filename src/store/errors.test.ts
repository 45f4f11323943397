import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { describeStorageError } from './errors';

describe('describeStorageError', () => {
  it('recognises a full disk, also when Dexie wraps it', () => {
    expect(describeStorageError(new DOMException('full', 'QuotaExceededError'))).toEqual({ kind: 'quota' });
    expect(describeStorageError(new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError')))).toEqual({
      kind: 'quota',
    });
  });

  it('recognises a browser without usable IndexedDB', () => {
    expect(describeStorageError(new Dexie.MissingAPIError('no indexedDB'))).toEqual({ kind: 'unavailable' });
    expect(describeStorageError(new DOMException('nope', 'SecurityError'))).toEqual({ kind: 'unavailable' });
  });

  it('recognises site data blocked by the user, as Chromium refuses the open and Dexie passes it on', () => {
    const denied = 'The user denied permission to access the database.';
    expect(describeStorageError(new Dexie.UnknownError(denied))).toEqual({ kind: 'unavailable' });
    expect(describeStorageError(new Dexie.OpenFailedError(new DOMException(denied, 'UnknownError')))).toEqual({ kind: 'unavailable' });
  });

  it('recognises a database of a later version', () => {
    expect(
      describeStorageError(
        new Dexie.VersionError('An attempt was made to open a database using a lower version than the existing version.'),
      ),
    ).toEqual({ kind: 'newer' });
  });

  it('passes any other failure on with its message', () => {
    expect(describeStorageError(new Error('disk on fire'))).toEqual({ kind: 'failed', detail: 'disk on fire' });
  });
});

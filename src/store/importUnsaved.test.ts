import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listGames } from './games';
import { importRecordsText, retryUnsaved, type UnsavedOutcome } from './records';
import { diskFullAfter, freshDb, recordsFileOf } from './testDb';

let env: ReturnType<typeof freshDb>;
let spaceAgain: () => void = () => undefined;
beforeEach(() => {
  env = freshDb();
});
afterEach(() => spaceAgain());

describe('an import on a disk that fills up', () => {
  it('stores the records that fit, says of every other one that it was not saved and why, and stores them when tried again', async () => {
    await env.db.open();
    // Room for three games' rows: the fourth record's transaction fails, and every one after it.
    spaceAgain = diskFullAfter('games', 3);
    const outcomes = await importRecordsText(recordsFileOf(5));
    expect(outcomes.map((o) => [o.line, o.status])).toEqual([
      [1, 'imported'],
      [2, 'imported'],
      [3, 'imported'],
      [4, 'unsaved'],
      [5, 'unsaved'],
    ]);
    const unsaved = outcomes.filter((o): o is UnsavedOutcome => o.status === 'unsaved');
    expect(unsaved.map((o) => o.problem)).toEqual([{ kind: 'quota' }, { kind: 'quota' }]);
    // Nothing partial: each refused record's transaction left no game and no hand behind.
    expect((await listGames()).map((g) => g.players[0]).sort()).toEqual(['A0', 'A1', 'A2']);
    expect(await env.db.events.count()).toBe(3);

    spaceAgain();
    const retried = await retryUnsaved(unsaved);
    expect(retried.map((o) => [o.line, o.status])).toEqual([
      [4, 'imported'],
      [5, 'imported'],
    ]);
    expect((await listGames()).map((g) => g.players[0]).sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
    expect(await env.db.events.count()).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { nameKey } from './identity';
import { directoryOf, findPlayers, lastUndoable, type PlayerChange, type PlayerEvent } from './players';

const events = (...changes: PlayerChange[]): PlayerEvent[] => changes.map((change, i) => ({ seq: i + 1, id: `e${i + 1}`, change }));
const names = ['Łukasz', 'Anna', 'lukasz ', 'Bartek', 'Ola', 'Aleksandra', 'Łukasz', 'ANNA'];
const shown = (dir: ReturnType<typeof directoryOf>) =>
  [...dir.players.values()].map((p) => `${p.name}:${p.spellings.join('|')}:${p.seats}`).sort();

describe('nameKey', () => {
  it('ignores case, spaces at the ends and between, and diacritics (Ł too)', () => {
    expect(nameKey(' Łukasz ')).toBe('lukasz');
    expect(nameKey('ŻÓŁW')).toBe(nameKey('zolw'));
    expect(nameKey('Anna  Maria')).toBe('anna maria');
  });
});

describe('directoryOf: names of games folded with the player changes', () => {
  it('links the spellings of one key to one player, shown by the spelling played most', () => {
    const dir = directoryOf(names, []);
    expect(shown(dir)).toEqual(['ANNA:ANNA|Anna:2', 'Aleksandra:Aleksandra:1', 'Bartek:Bartek:1', 'Ola:Ola:1', 'Łukasz:Łukasz|lukasz :3']);
    expect(dir.playerOf('LUKASZ')).toBe(dir.playerOf('Łukasz'));
  });

  it('merges two names into one player, renames, splits a wrong merge again, and an undo takes the last change back', () => {
    const merged = events({ kind: 'merge', name: 'Ola', into: 'Aleksandra' }, { kind: 'rename', name: 'ola', to: 'Ola K.' });
    const dir = directoryOf(names, merged);
    expect(dir.playerOf('Ola')).toBe(dir.playerOf('Aleksandra'));
    // Played once each: the later spelling first.
    expect(dir.players.get(dir.playerOf('Ola'))).toEqual({ id: 'aleksandra', name: 'Ola K.', spellings: ['Aleksandra', 'Ola'], seats: 2 });

    const split = [...merged, { seq: 3, id: 'e3', change: { kind: 'split', name: 'Aleksandra' } } satisfies PlayerEvent];
    const after = directoryOf(names, split);
    // The merged player was known by the name that left: it goes on, renamed, under the other name.
    expect(after.players.get(after.playerOf('Ola'))).toEqual({ id: 'ola', name: 'Ola K.', spellings: ['Ola'], seats: 1 });
    expect(after.players.get(after.playerOf('Aleksandra'))).toEqual({
      id: 'aleksandra',
      name: 'Aleksandra',
      spellings: ['Aleksandra'],
      seats: 1,
    });

    expect(lastUndoable(split)?.seq).toBe(3);
    const undone = [...split, { seq: 4, id: 'e4', change: { kind: 'undo', target: 3 } } satisfies PlayerEvent];
    expect(shown(directoryOf(names, undone))).toEqual(shown(dir));
    expect(lastUndoable(undone)?.seq).toBe(2);
  });

  it('shows a merged player by the name merged into, whichever spelling was played more or last', () => {
    const shownAs = (name: string, into: string) => {
      const dir = directoryOf(names, events({ kind: 'merge', name, into }));
      return dir.players.get(dir.playerOf(name))?.name;
    };
    expect(shownAs('Ola', 'Aleksandra')).toBe('Aleksandra');
    expect(shownAs('Aleksandra', 'Ola')).toBe('Ola');
    expect(shownAs('Anna', 'Bartek')).toBe('Bartek');
  });

  it('finds players by any part of a name, whatever the case and diacritics', () => {
    const dir = directoryOf(names, events({ kind: 'merge', name: 'Ola', into: 'Aleksandra' }));
    expect(findPlayers(dir, 'lukasz').map((p) => p.name)).toEqual(['Łukasz']);
    expect(findPlayers(dir, 'OLA').map((p) => p.name)).toEqual(['Aleksandra']);
    expect(findPlayers(dir, ' ')).toHaveLength(4);
  });
});

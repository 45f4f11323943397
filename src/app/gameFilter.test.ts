import { describe, expect, it } from 'vitest';
import { gamesWithPlayer, isSearching, searchFolded } from './gameFilter';

const game = (...players: string[]) => ({ players });
const club = [
  game('Łukasz', 'Anna', 'Bartek', 'Celina'),
  game('Żółw', 'Darek', 'Ewa', 'Franek'),
  game('Ola', 'Piotr', 'ŁUCJA', 'Zenon'),
  game('José', 'Ärne', 'Sørén', 'Ńina'),
];
const firstPlayers = (games: readonly { readonly players: readonly string[] }[]) => games.map((g) => g.players[0]);

describe('searchFolded', () => {
  it('lowers the case and drops the diacritics, Ł and ł too (NFD leaves them whole)', () => {
    expect(searchFolded('Łukasz')).toBe('lukasz');
    expect(searchFolded('ŻÓŁW')).toBe('zolw');
    expect(searchFolded('zażółć gęślą jaźń')).toBe('zazolc gesla jazn');
    expect(searchFolded('José Ärne')).toBe('jose arne');
  });

  it('folds a text already in its composed or decomposed form alike', () => {
    expect(searchFolded('Z\u0307o\u0301\u0142w')).toBe(searchFolded('Żółw'));
  });
});

describe('gamesWithPlayer', () => {
  it('finds a game by any player’s name without its diacritics, in any case', () => {
    expect(firstPlayers(gamesWithPlayer(club, 'lukasz'))).toEqual(['Łukasz']);
    expect(firstPlayers(gamesWithPlayer(club, 'zolw'))).toEqual(['Żółw']);
    expect(firstPlayers(gamesWithPlayer(club, 'PIOTR'))).toEqual(['Ola']);
    expect(firstPlayers(gamesWithPlayer(club, 'nina'))).toEqual(['José']);
  });

  it('finds a part of a name, keeping the games in their order', () => {
    // Łukasz and ŁUCJA both start "łu".
    expect(firstPlayers(gamesWithPlayer(club, 'lu'))).toEqual(['Łukasz', 'Ola']);
    expect(firstPlayers(gamesWithPlayer(club, 'ek'))).toEqual(['Łukasz', 'Żółw']);
  });

  it('finds what was typed with its diacritics too, and ignores spaces around it', () => {
    expect(firstPlayers(gamesWithPlayer(club, '  Łucja '))).toEqual(['Ola']);
    expect(firstPlayers(gamesWithPlayer(club, 'sørén'))).toEqual(['José']);
  });

  it('matches within one name, not across the names of a game', () => {
    expect(gamesWithPlayer(club, 'annabartek')).toEqual([]);
    expect(gamesWithPlayer(club, 'Xavier')).toEqual([]);
  });

  it('gives every game when nothing (or only spaces) was typed', () => {
    expect(gamesWithPlayer(club, '')).toEqual(club);
    expect(gamesWithPlayer(club, '   ')).toEqual(club);
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' a ')).toBe(true);
  });
});

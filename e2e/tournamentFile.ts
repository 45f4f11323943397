/**
 * An organiser's tournament file (FORMATS.md "Tournament file", `riichi-tournament/1`) for a
 * table device to join from: players named "First Last", ids p1, p2, … in the order given, each
 * session's tables as lists of those ids. The specs that join a table (tableDevice, axe,
 * largeText) build theirs here, the eight players of two tables from EIGHT_PLAYERS and TWO_TABLES.
 */
export interface TournamentFileSpec {
  readonly id: string;
  readonly name: string;
  readonly names: readonly string[];
  readonly sessions: readonly (readonly (readonly string[])[])[];
  readonly ending?: 'finishHand' | 'oneMoreHand';
}

/** Eight players, p1 to p8 in this order: the field of the specs' two-table tournaments. */
export const EIGHT_PLAYERS: readonly string[] = [
  'Anna Kowalska',
  'Bartek Nowak',
  'Celina Wiśniewska',
  'Darek Lis',
  'Ewa Zając',
  'Filip Wójcik',
  'Gosia Kamińska',
  'Henryk Lewandowski',
];

/** A session of EIGHT_PLAYERS at two tables: p1-p4 at table 1, p5-p8 at table 2. */
export const TWO_TABLES: readonly (readonly string[])[] = [
  ['p1', 'p2', 'p3', 'p4'],
  ['p5', 'p6', 'p7', 'p8'],
];

export function tournamentFile({ id, name, names, sessions, ending = 'finishHand' }: TournamentFileSpec): Buffer {
  const players = names.map((full, i) => ({
    id: `p${i + 1}`,
    first: full.split(' ')[0],
    last: full.split(' ')[1],
    ema: '',
    country: 'POL',
  }));
  const file = {
    format: 'riichi-tournament/1',
    id,
    name,
    rules: 'ema2025',
    players,
    sessions: sessions.map((tables, i) => ({ number: i + 1, minutes: 90, tables })),
    ending,
    games: [],
  };
  return Buffer.from(JSON.stringify(file));
}

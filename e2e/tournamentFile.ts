/**
 * An organiser's tournament file (FORMATS.md "Tournament file", `riichi-tournament/1`) for a
 * table device to join from: players named "First Last", ids p1, p2, … in the order given, each
 * session's tables as lists of those ids. The specs that join a table (tableDevice, axe,
 * largeText) build theirs here.
 */
export interface TournamentFileSpec {
  readonly id: string;
  readonly name: string;
  readonly names: readonly string[];
  readonly sessions: readonly (readonly (readonly string[])[])[];
  readonly ending?: 'finishHand' | 'oneMoreHand';
}

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

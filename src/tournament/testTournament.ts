/** Tournament files for tests (test support; not used by the app). */
type Json = Record<string, unknown>;

export function player(id: string, first: string, last: string, extra: Json = {}): Json {
  return { id, first, last, ema: '', country: '', ...extra };
}

/** A record of `hands` (FORMATS.md shapes) at a table: its players are the table's ids. */
export function recordAt(ids: readonly string[], hands: readonly Json[], rules = 'ema2025', extra: Json = {}): Json {
  return { id: `game-${ids.join('-')}`, format: 'riichi-record/1', rules, players: [...ids], hands: [...hands], ...extra };
}

/** A tournament file's JSON value: 8 players p1..p8 and a substitute p9, two sessions of two tables, no games. */
export function smallTournament(extra: Json = {}): Json {
  return {
    format: 'riichi-tournament/1',
    id: 'test-open',
    name: 'Test Open',
    rules: 'ema2025',
    overrides: {},
    players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'].map((id, i) => player(id, `First${i + 1}`, `Last${i + 1}`)),
    sessions: [
      {
        number: 1,
        minutes: 90,
        tables: [
          ['p1', 'p2', 'p3', 'p4'],
          ['p5', 'p6', 'p7', 'p8'],
        ],
      },
      {
        number: 2,
        minutes: 90,
        tables: [
          ['p5', 'p2', 'p7', 'p9'],
          ['p1', 'p6', 'p3', 'p8'],
        ],
      },
    ],
    ending: 'finishHand',
    games: [],
    ...extra,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS } from '../schema';
import { recordAt, smallTournament } from './testTournament';
import { decodeTournament, encodeTournament, parseTournament, TOURNAMENT_LIMITS, tournamentGame, type Tournament } from './tournamentFile';

type Json = Record<string, unknown>;

const ron = (from: number, winner: number, han: number, fu?: number): Json => ({
  type: 'ron',
  from,
  riichi: [],
  wins: [{ winner, han, ...(fu === undefined ? {} : { fu }) }],
});
const s1t1 = ['p1', 'p2', 'p3', 'p4'];

function decoded(value: unknown): Tournament {
  const read = decodeTournament(value);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.value;
}

function errorsOf(value: unknown): string {
  const read = decodeTournament(value);
  expect(read.ok, 'expected a refusal').toBe(false);
  return read.ok ? '' : read.errors.join('\n');
}

describe('riichi-tournament/1: read and written back', { timeout: 30_000 }, () => {
  it('reads FORMATS.md fields and the games, each record by the ledger', () => {
    const t = decoded(smallTournament({ games: [{ session: 1, table: 1, record: recordAt(s1t1, [ron(3, 0, 5)]) }] }));
    expect(t).toMatchObject({ id: 'test-open', rules: 'ema2025', overrides: {}, ending: 'finishHand' });
    expect(t.players).toHaveLength(9);
    expect(t.sessions[1]!.tables[0]).toEqual(['p5', 'p2', 'p7', 'p9']);
    expect(t.games[0]!.record.hands[0]).toMatchObject({ v: 1, type: 'ron', from: 3 });
  });

  it('keeps unknown fields everywhere, and the record as it came: written back, it is the same JSON', () => {
    const file = smallTournament({
      venue: { city: 'Wrocław', rooms: [1, 2] },
      games: [
        {
          session: 2,
          table: 1,
          scannedAt: 'x',
          record: recordAt(['p5', 'p2', 'p7', 'p9'], [ron(1, 2, 2, 30)], 'ema2025', {
            confirmations: [true, true, false, true],
            note: 'n',
          }),
        },
      ],
    });
    (file['players'] as Json[])[0]!['club'] = 'Smok';
    (file['sessions'] as Json[])[0]!['room'] = 'A';
    // Known fields are written first, in FORMATS.md's order, then the kept ones; JSON does not order an object's keys.
    expect(JSON.parse(encodeTournament(decoded(file)))).toEqual(file);
    const game = (file['games'] as Json[])[0]!;
    expect(
      encodeTournament(
        decoded({ ...file, games: [{ session: game['session'], table: game['table'], record: game['record'], scannedAt: 'x' }] }),
      ),
    ).toBe(JSON.stringify({ ...file, games: [{ session: 2, table: 1, record: game['record'], scannedAt: 'x' }] }));
    expect(decoded(JSON.parse(encodeTournament(decoded(file))))).toEqual(decoded(file));
  });

  it('leaves out overrides when the file does, and a game from a table is written as the ledger writes records', () => {
    const { overrides: _, ...file } = smallTournament();
    const t = decoded(file);
    expect('overrides' in t).toBe(false);
    const game = tournamentGame(
      1,
      1,
      decoded(smallTournament({ games: [{ session: 1, table: 1, record: recordAt(s1t1, [ron(3, 0, 5)]) }] })).games[0]!.record,
    );
    const withGame: Tournament = { ...t, games: [game] };
    expect(decoded(JSON.parse(encodeTournament(withGame)))).toEqual(withGame);
  });

  it('round trips any names, ids, extras and seatings (fast-check)', () => {
    const textArb = fc.string({ maxLength: 30, unit: 'grapheme' });
    const extraArb = fc.dictionary(
      fc
        .string({ maxLength: 8 })
        .filter(
          (k) =>
            ![
              'id',
              'first',
              'last',
              'ema',
              'country',
              'number',
              'minutes',
              'tables',
              'session',
              'table',
              'record',
              'format',
              'name',
              'rules',
              'overrides',
              'players',
              'sessions',
              'ending',
              'games',
            ].includes(k),
        ),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 3 },
    );
    const arb = fc
      .record({
        players: fc.uniqueArray(
          fc.record({
            id: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
            first: textArb,
            last: textArb,
            ema: fc.stringMatching(/^\d{0,8}$/),
            country: fc.constantFrom('', 'POL', 'DEU'),
            extra: extraArb,
          }),
          { minLength: 4, maxLength: 16, selector: (p) => p.id },
        ),
        sessions: fc.integer({ min: 0, max: 4 }),
        seed: fc.nat(),
        ending: fc.constantFrom('finishHand', 'oneMoreHand'),
        extra: extraArb,
      })
      .map(({ players, sessions, seed, ending, extra }) => {
        const ids = players.map((p) => p.id);
        const tableCount = Math.floor(ids.length / 4);
        // Each session seats the players rotated by a different amount: everyone once per session.
        const seating = Array.from({ length: sessions }, (_, k) => {
          const shift = (seed + k) % ids.length;
          const order = [...ids.slice(shift), ...ids.slice(0, shift)];
          return { number: k + 1, minutes: 60 + k, tables: Array.from({ length: tableCount }, (_, t) => order.slice(4 * t, 4 * t + 4)) };
        });
        return {
          ...extra,
          format: 'riichi-tournament/1',
          id: 't',
          name: 'T',
          rules: 'tenhou',
          players: players.map(({ extra: e, ...p }) => ({ ...e, ...p })),
          sessions: seating,
          ending,
          games: [],
        };
      });
    fc.assert(
      fc.property(arb, (value) => {
        // What a file holds is text: JSON has no -0 and no undefined.
        const file: unknown = JSON.parse(JSON.stringify(value));
        const t = decoded(file);
        expect(JSON.parse(encodeTournament(t))).toEqual(file);
        expect(decoded(JSON.parse(encodeTournament(t)))).toEqual(t);
      }),
      { numRuns: 200 },
    );
  });
});

describe('riichi-tournament/1: what is refused, and why', () => {
  it('another format, missing fields, wrong kinds: each named by its path', () => {
    expect(errorsOf(smallTournament({ format: 'riichi-record/1' }))).toMatch(
      /^format: expected "riichi-tournament\/1", got "riichi-record\/1"/,
    );
    const { players: _, name: __, ...missing } = smallTournament();
    expect(errorsOf(missing)).toMatch(/name: expected text, got nothing[\s\S]*players: expected a list of players, got nothing/);
    expect(errorsOf(smallTournament({ ending: 'suddenDeath' }))).toMatch(/ending: expected one of finishHand, oneMoreHand/);
    expect(errorsOf(smallTournament({ rules: 'ema1999' }))).toMatch(/^rules: expected a preset id/);
    expect(errorsOf(smallTournament({ overrides: { uma: 'lots' } }))).toMatch(/^overrides: uma/);
    const badPlayer = smallTournament();
    (badPlayer['players'] as Json[])[3] = { id: 'p4', first: 'A', last: 7, ema: '', country: '' };
    expect(errorsOf(badPlayer)).toMatch(/^players\[3\]\.last: expected text, got 7/);
    expect(errorsOf('not an object')).toMatch(/^tournament: expected an object/);
  });

  it('oversized: a long name, too many players, a huge text, quoting at most a short excerpt', () => {
    const longName = smallTournament();
    (longName['players'] as Json[])[0]!['first'] = 'A'.repeat(1_000_000);
    const message = errorsOf(longName);
    expect(message).toMatch(/^tournament: text longer than 10000 characters/);
    expect(message.length).toBeLessThan(100 + EXCERPT_CHARS);
    const name101 = smallTournament();
    (name101['players'] as Json[])[0]!['first'] = 'B'.repeat(TOURNAMENT_LIMITS.maxNameChars + 1);
    expect(errorsOf(name101)).toMatch(/^players\[0\]\.first: text longer than 100 characters/);
    const crowd = smallTournament({
      players: Array.from({ length: TOURNAMENT_LIMITS.maxPlayers + 1 }, (_, i) => ({
        id: `p${i}`,
        first: '',
        last: '',
        ema: '',
        country: '',
      })),
    });
    expect(errorsOf(crowd)).toMatch(/^players: expected at most 1000 players/);
    const huge = parseTournament(' '.repeat(TOURNAMENT_LIMITS.maxChars + 1));
    expect(huge).toMatchObject({ ok: false, errors: [expect.stringMatching(/^tournament: too large/)] });
  });

  it('deep nesting, in the text or in a value, is refused before it is read', () => {
    expect(parseTournament('['.repeat(100_000) + ']'.repeat(100_000))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/nested more than 16 deep/)],
    });
    let deep: unknown = 0;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(errorsOf(smallTournament({ extra: deep }))).toMatch(/^tournament: nested more than 16 deep/);
    expect(parseTournament('{"format":')).toMatchObject({ ok: false, errors: [expect.stringMatching(/^tournament: not valid JSON/)] });
  });

  it('a game whose players were not seated at that table, naming them and who was', () => {
    const file = smallTournament({ games: [{ session: 1, table: 2, record: recordAt(s1t1, [ron(3, 0, 5)]) }] });
    expect(errorsOf(file)).toBe(
      'games[0].record.players: First1 Last1, First2 Last2, First3 Last3, First4 Last4 were not seated at session 1, table 2 (seated there: First5 Last5, First6 Last6, First7 Last7, First8 Last8)',
    );
    const oneStranger = smallTournament({ games: [{ session: 2, table: 1, record: recordAt(['p5', 'p2', 'p7', 'p4'], []) }] });
    expect(errorsOf(oneStranger)).toMatch(/^games\[0\]\.record\.players: First4 Last4 was not seated at session 2, table 1/);
  });

  it('a game under other rules: another preset, or other house rules', () => {
    expect(errorsOf(smallTournament({ games: [{ session: 1, table: 1, record: recordAt(s1t1, [], 'ema2016') }] }))).toBe(
      "games[0].record.rules: played under ema2016, but the tournament's rules are ema2025",
    );
    const house = smallTournament({
      games: [{ session: 1, table: 1, record: recordAt(s1t1, [], 'ema2025', { overrides: { oka: 20000 } }) }],
    });
    expect(errorsOf(house)).toBe(
      "games[0].record.rules: played under ema2025 with house rules (oka), but the tournament's rules are ema2025",
    );
    // The same house rules on both sides are the same rules.
    expect(
      decodeTournament(
        smallTournament({
          overrides: { oka: 20000 },
          games: [{ session: 1, table: 1, record: recordAt(s1t1, [], 'ema2025', { overrides: { oka: 20000 } }) }],
        }),
      ).ok,
    ).toBe(true);
  });

  it('a record the ledger refuses, a table or session that does not exist, a second game at one table', () => {
    expect(
      errorsOf(
        smallTournament({
          games: [{ session: 1, table: 1, record: recordAt(s1t1, [{ type: 'abortive', reason: 'kyuushu', riichi: [] }]) }],
        }),
      ),
    ).toMatch(/^games\[0\]\.record: Hand 1 .*abortive/);
    expect(errorsOf(smallTournament({ games: [{ session: 1, table: 1, record: { format: 'riichi-record/1' } }] }))).toMatch(
      /^games\[0\]\.record: rules: expected a preset id/,
    );
    expect(errorsOf(smallTournament({ games: [{ session: 3, table: 1, record: recordAt(s1t1, []) }] }))).toBe(
      'games[0].session: the tournament has no session 3',
    );
    expect(errorsOf(smallTournament({ games: [{ session: 1, table: 3, record: recordAt(s1t1, []) }] }))).toBe(
      'games[0].table: session 1 has 2 tables, not 3',
    );
    const twice = { session: 1, table: 1, record: recordAt(s1t1, []) };
    expect(errorsOf(smallTournament({ games: [twice, twice] }))).toBe('games[1]: session 1, table 1 already has a game (games[0])');
  });

  it('a seating with an unknown player or one seated twice, a player id used twice', () => {
    const file = smallTournament();
    (file['sessions'] as { tables: string[][] }[])[0]!.tables[1] = ['p5', 'p6', 'p1', 'p99'];
    (file['players'] as Json[])[8]!['id'] = 'p8';
    expect(errorsOf(file).split('\n')).toEqual([
      'players[8].id: "p8" is already the id of players[7]',
      'sessions[0].tables[1][2]: "p1" is already seated in session 1, at table 1',
      'sessions[0].tables[1][3]: no player has the id "p99"',
      'sessions[1].tables[0][3]: no player has the id "p9"',
    ]);
  });
});

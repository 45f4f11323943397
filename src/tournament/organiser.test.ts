import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS } from '../schema';
import { clockAt, clockText } from './clock';
import { nextPlayerId, parsePlayerList, PASTE_LIMITS, withIds } from './playerList';
import { missingTables, sessionLocked, withGame } from './results';
import { duplicates, substitutesNeeded } from './roster';
import { recordAt, smallTournament } from './testTournament';
import { decodeTournament, type Tournament, type TournamentPlayer } from './tournamentFile';

describe('a pasted players list', () => {
  it('finds the columns from an English or a Polish header, in any order, with tabs, semicolons or commas', () => {
    expect(parsePlayerList('First name\tLast name\tEMA number\tCountry\nAnna\tKowalska\t03000123\tpol\nJan\tNowak\t\tPOL\n')).toEqual({
      ok: true,
      header: true,
      columns: ['first', 'last', 'ema', 'country'],
      players: [
        { first: 'Anna', last: 'Kowalska', ema: '03000123', country: 'POL' },
        { first: 'Jan', last: 'Nowak', ema: '', country: 'POL' },
      ],
    });
    expect(parsePlayerList('Nazwisko;Imię;Kraj;Nr EMA\r\nKowalska;Anna;POL;03000123')).toMatchObject({
      ok: true,
      players: [{ first: 'Anna', last: 'Kowalska', ema: '03000123', country: 'POL' }],
    });
    expect(parsePlayerList('surname, first, nation\n"Smith, Jr.", John, GBR\n\n')).toMatchObject({
      ok: true,
      players: [{ first: 'John', last: 'Smith, Jr.', ema: '', country: 'GBR' }],
    });
  });

  it('asks for the columns when there is no header, and reads them as told', () => {
    const paste = 'Anna\tKowalska\t03000123\nJan\tNowak\t03000124';
    expect(parsePlayerList(paste)).toEqual({
      ok: false,
      askColumns: true,
      sample: [
        ['Anna', 'Kowalska', '03000123'],
        ['Jan', 'Nowak', '03000124'],
      ],
    });
    expect(parsePlayerList(paste, ['last', 'first', 'ema'])).toMatchObject({
      ok: true,
      header: false,
      players: [{ first: 'Kowalska', last: 'Anna', ema: '03000123', country: '' }, { first: 'Nowak' }],
    });
    expect(parsePlayerList(paste, ['ema', 'skip', 'country'])).toEqual({ ok: false, refusal: { code: 'noNameColumn' } });
  });

  it('refuses a line without a name and a cell too long, quoting a short excerpt and the line', () => {
    expect(parsePlayerList('first;last\nAnna;Kowalska\n;;\n')).toMatchObject({ ok: false, refusal: { code: 'noName', line: 3 } });
    const long = 'x'.repeat(5000);
    const refused = parsePlayerList(`first,last\nAnna,${long}`);
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'cellTooLong', line: 2 } });
    expect(!refused.ok && 'refusal' in refused && 'excerpt' in refused.refusal && refused.refusal.excerpt.length).toBeLessThanOrEqual(
      EXCERPT_CHARS + 1,
    );
    expect(parsePlayerList('a'.repeat(PASTE_LIMITS.maxChars + 1))).toEqual({
      ok: false,
      refusal: { code: 'tooLong', maxChars: PASTE_LIMITS.maxChars },
    });
    expect(parsePlayerList('first,last\n' + 'A,B\n'.repeat(PASTE_LIMITS.maxLines + 1))).toMatchObject({
      ok: false,
      refusal: { code: 'tooManyLines' },
    });
    expect(parsePlayerList(' \n\n')).toEqual({ ok: false, refusal: { code: 'empty' } });
  });

  it('never throws, and what it reads is within the bounds (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400, unit: fc.constantFrom('a', 'Ł', ',', ';', '\t', '"', '\n', ' ', 'first', 'last', 'imię') }),
        (paste) => {
          const read = parsePlayerList(paste, ['first', 'last', 'ema', 'country']);
          if (read.ok) for (const p of read.players) expect(p.first.length + p.last.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('gives new players ids after the highest', () => {
    expect(nextPlayerId([{ id: 'p2' }, { id: 'x' }, { id: 'p10' }])).toBe('p11');
    expect(
      withIds(
        [],
        [
          { first: 'A', last: 'B', ema: '', country: '' },
          { first: 'C', last: 'D', ema: '', country: '' },
        ],
      ).map((p) => p.id),
    ).toEqual(['p1', 'p2']);
  });
});

const player = (id: string, first: string, last: string, ema = ''): TournamentPlayer => ({ id, first, last, ema, country: '', extra: {} });

describe('the players list checks', () => {
  it('points out the same name (whatever the case, diacritics and spaces) and the same EMA number', () => {
    const list = [
      player('p1', 'Łukasz', 'Nowak', '030001'),
      player('p2', 'lukasz ', ' NOWAK'),
      player('p3', 'Anna', 'Nowak', '03 0001'),
      player('p4', 'Ewa', 'Lis'),
    ];
    expect(duplicates(list)).toEqual({ names: [['p1', 'p2']], ema: [['p1', 'p3']] });
  });

  it('says how many substitutes make whole tables', () => {
    expect([4, 5, 6, 7, 8, 0].map(substitutesNeeded)).toEqual([0, 3, 2, 1, 0, 0]);
    fc.assert(fc.property(fc.nat(1000), (n) => (n + substitutesNeeded(n)) % 4 === 0 && substitutesNeeded(n) < 4));
  });
});

describe('the session clock', () => {
  it('counts down from the start, then says how long time has been up', () => {
    expect(clockAt(null, 90, 5)).toEqual({ state: 'notStarted' });
    expect(clockAt(1000, 90, 1000)).toEqual({ state: 'running', msLeft: 90 * 60_000 });
    expect(clockAt(0, 1, 59_500)).toEqual({ state: 'running', msLeft: 500 });
    expect(clockAt(0, 1, 60_000)).toEqual({ state: 'over', msOver: 0 });
    expect([clockText(90 * 60_000), clockText(59 * 60_000 + 1), clockText(500), clockText(0), clockText(61_000, false)]).toEqual([
      '1:30:00',
      '59:01',
      '0:01',
      '0:00',
      '1:01',
    ]);
  });
});

function decoded(value: unknown): Tournament {
  const read = decodeTournament(value);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.value;
}

describe('the tables still missing', () => {
  it("lists each session's tables without a game, and locks a session once one is in", () => {
    const t = decoded(
      smallTournament({
        games: [{ session: 2, table: 2, record: recordAt(['p1', 'p6', 'p3', 'p8'], [{ type: 'draw', tenpai: [0], riichi: [] }]) }],
      }),
    );
    expect([...missingTables(t)]).toEqual([
      [1, [1, 2]],
      [2, [1]],
    ]);
    expect([sessionLocked(t, 1), sessionLocked(t, 2)]).toEqual([false, true]);
    const again = withGame(t, { ...t.games[0]!, session: 1, table: 1 });
    expect(again.games.map((g) => [g.session, g.table])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('a table’s join code and the game it brings back', () => {
  it('carries the seated names, the rules and when the session ends; names come back as the ids of that table, even a name two players share', async () => {
    const { joinCodeFor } = await import('./organiserCodes');
    const { decodeJoinCode, encodeJoinCode } = await import('./joinCode');
    const { matchResult } = await import('./results');
    const { parseRecord } = await import('../ledger');
    const file = smallTournament();
    // p6 is called as p2 is: the table's code settles which one played.
    (file['players'] as Record<string, unknown>[])[5] = { id: 'p6', first: 'First2', last: 'Last2', ema: '', country: '' };
    const t = decoded(file);
    const code = joinCodeFor(t, 1_000, 2, 2)!;
    expect(code).toMatchObject({
      tournamentId: 'test-open',
      session: 2,
      table: 2,
      players: ['First1 Last1', 'First2 Last2', 'First3 Last3', 'First8 Last8'],
      endsAt: 1_000 + 90 * 60_000,
      ending: 'finishHand',
    });
    const read = decodeJoinCode(encodeJoinCode(code));
    expect(read.ok && read.value).toEqual(code);
    expect(joinCodeFor(t, undefined, 1, 1)?.endsAt).toBeNull();
    expect(joinCodeFor(t, undefined, 3, 1)).toBeNull();
    const parsed = parseRecord(recordAt(code.players, [{ type: 'draw', tenpai: [0], riichi: [] }]));
    if (!parsed.ok) throw new Error(parsed.errors.join());
    expect(matchResult(t, parsed.record, { session: 2, table: 2 })).toMatchObject({
      ok: true,
      game: { session: 2, table: 2, record: { players: ['p1', 'p6', 'p3', 'p8'] } },
    });
    // Without the table's code the shared name is no one's in particular: refused, not guessed.
    expect(matchResult(t, parsed.record)).toMatchObject({ ok: false, problem: { code: 'noSuchTable' } });
  });
});

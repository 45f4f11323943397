import { describe, expect, it } from 'vitest';
import { decodeTournament } from './tournamentFile';
import { joinFromCode, joinFromTournament, sessionTables } from './tableJoin';
import { player, smallTournament } from './testTournament';

function tournament(extra: Record<string, unknown> = {}) {
  const read = decodeTournament(smallTournament(extra));
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.value;
}

describe('joining a table from the tournament file', () => {
  it('seats the four players of the table picked, under the tournament’s rules and ending, with the session’s end', () => {
    const t = tournament({ ending: 'oneMoreHand', overrides: { uma: [20000, 10000, -10000, -20000] } });
    expect(joinFromTournament(t, 2, 2, 1_800_000_000_000)).toEqual({
      tournament: {
        id: 'test-open',
        name: 'Test Open',
        session: 2,
        table: 2,
        ending: 'oneMoreHand',
        endsAt: 1_800_000_000_000,
        playerIds: ['p1', 'p6', 'p3', 'p8'],
      },
      rules: 'ema2025',
      overrides: { uma: [20000, 10000, -10000, -20000] },
      players: ['First1 Last1', 'First6 Last6', 'First3 Last3', 'First8 Last8'],
    });
    expect(joinFromTournament(t, 1, 1, null)?.tournament).not.toHaveProperty('endsAt');
  });

  it('lists a session’s tables, and finds no table or session the file does not have', () => {
    const t = tournament();
    expect(sessionTables(t, 1).map((x) => x.table)).toEqual([1, 2]);
    expect(sessionTables(t, 1)[1]?.players).toEqual(['First5 Last5', 'First6 Last6', 'First7 Last7', 'First8 Last8']);
    expect(sessionTables(t, 3)).toEqual([]);
    expect(joinFromTournament(t, 1, 3, null)).toBeNull();
    expect(joinFromTournament(t, 3, 1, null)).toBeNull();
  });

  it('tells apart two players of the same name by their ids (a game refuses two of one name)', () => {
    const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'].map((id, i) =>
      player(id, i === 1 ? 'Anna' : `First${i + 1}`, i === 1 ? 'Nowak' : `Last${i + 1}`),
    );
    players[2] = player('p3', 'anna', 'nowak ');
    expect(joinFromTournament(tournament({ players }), 1, 1, null)?.players).toEqual([
      'First1 Last1',
      'Anna Nowak (p2)',
      'anna nowak (p3)',
      'First4 Last4',
    ]);
  });
});

describe('joining a table from the organiser’s code', () => {
  it('carries the code’s tournament, session, table, end and ending', () => {
    const code = {
      tournamentId: 't1',
      tournamentName: 'Open',
      rules: 'ema2025',
      overrides: {},
      session: 1,
      table: 4,
      players: ['A', 'B', 'C', 'D'],
      endsAt: null,
      ending: 'finishHand',
    } as const;
    expect(joinFromCode(code)).toEqual({
      tournament: { id: 't1', name: 'Open', session: 1, table: 4, ending: 'finishHand' },
      rules: 'ema2025',
      overrides: {},
      players: ['A', 'B', 'C', 'D'],
    });
    expect(joinFromCode({ ...code, endsAt: 5 }).tournament.endsAt).toBe(5);
  });
});

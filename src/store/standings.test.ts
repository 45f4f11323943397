import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS, type PresetId } from '../core/rules';
import { settle } from '../ledger';
import { tableAt } from '../ledger/testkit';
import { clubNightStart, countedGames, NIGHT_BEGINS_AT, standingsOf } from './standings';
import { summaryOfTable } from './summary';
import type { GameRow, Players, RuleOverrides } from './types';

interface GameAt {
  players: Players;
  scores: [number, number, number, number];
  createdAt?: number;
  /** When its last hand was recorded (the time `createdAt` when left out). */
  endedAt?: number;
  presetId?: PresetId;
  overrides?: RuleOverrides;
  over?: boolean;
  deletedAt?: number | null;
  /** Chombo and other penalties by seat, settled after uma. */
  penalties?: [number, number, number, number];
}

/** A stored game whose table ended at `scores`: its summary is the ledger's settlement, as the store writes it. */
function gameEndingAt(at: GameAt): GameRow {
  const presetId = at.presetId ?? 'ema2025';
  const rules = PRESETS[presetId];
  const table = tableAt(rules, { scores: at.scores });
  const state = { ...table, penalties: at.penalties ?? table.penalties, over: at.over ?? true };
  const createdAt = at.createdAt ?? 1000;
  const endedAt = at.endedAt ?? createdAt;
  return {
    id: `g${createdAt}`,
    createdAt,
    updatedAt: endedAt,
    players: at.players,
    presetId,
    overrides: at.overrides ?? {},
    lastSeq: 8,
    deletedAt: at.deletedAt ?? null,
    summary: summaryOfTable(state, rules, endedAt),
  };
}

const FOUR: Players = ['Ola', 'Piotr', 'Ewa', 'Darek'];

describe('standings over finished games', () => {
  // ema2025 with 45000 / 35000 / 25000 / 15000 at the end: return 30000, uma +15000 / +5000 /
  // -5000 / -15000, so the finals are +30000 / +10000 / -10000 / -30000.
  const SPREAD: [number, number, number, number] = [45000, 35000, 25000, 15000];

  it('sums each player’s final results and counts their places, best total first', () => {
    const games = [
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: 1 }),
      gameEndingAt({ players: ['Darek', 'Ola', 'Piotr', 'Ewa'], scores: SPREAD, createdAt: 2 }),
    ];
    const { rows, games: counted } = standingsOf(games, null);
    expect(counted).toBe(2);
    expect(rows.map((r) => [r.rank, r.name, r.games, r.total, r.places, r.averagePlace])).toEqual([
      [1, 'Ola', 2, 30000 + 10000, [1, 1, 0, 0], 1.5],
      // Equal total and equal average place: a shared rank, then by name.
      [2, 'Darek', 2, -30000 + 30000, [1, 0, 0, 1], 2.5],
      [2, 'Piotr', 2, 10000 - 10000, [0, 1, 1, 0], 2.5],
      [4, 'Ewa', 2, -10000 - 30000, [0, 0, 1, 1], 3.5],
    ]);
  });

  it('puts the lower average place first when totals are equal', () => {
    // Piotr wins but pays a 20000 chombo penalty: +10000, the same as Ola in 2nd.
    const players: Players = ['Piotr', 'Ola', 'Ewa', 'Darek'];
    const { rows } = standingsOf([gameEndingAt({ players, scores: SPREAD, penalties: [-20000, 0, 0, 0] })], null);
    expect(rows.map((r) => [r.rank, r.name, r.total])).toEqual([
      [1, 'Piotr', 10000],
      [2, 'Ola', 10000],
      [3, 'Ewa', -10000],
      [4, 'Darek', -30000],
    ]);
  });

  it('counts a tie for 1st as two 1st places, each with half of the uma of 1st and 2nd', () => {
    const { rows } = standingsOf([gameEndingAt({ players: FOUR, scores: [40000, 40000, 25000, 15000] })], null);
    // (15000 + 5000) / 2 = 10000 uma each: 40000 - 30000 + 10000.
    expect(rows.map((r) => [r.rank, r.name, r.total, r.places])).toEqual([
      [1, 'Ola', 20000, [1, 0, 0, 0]],
      [1, 'Piotr', 20000, [1, 0, 0, 0]],
      [3, 'Ewa', -10000, [0, 0, 1, 0]],
      [4, 'Darek', -30000, [0, 0, 0, 1]],
    ]);
  });

  it('matches a name whatever its case or spaces and shows the latest spelling', () => {
    const games = [
      gameEndingAt({ players: ['ola ', 'Piotr', 'Ewa', 'Darek'], scores: SPREAD, createdAt: 1 }),
      gameEndingAt({ players: ['Darek', 'Ewa', 'Piotr', 'OLA'], scores: SPREAD, createdAt: 3 }),
      gameEndingAt({ players: ['Darek', 'Ewa', 'Piotr', 'Ola'], scores: SPREAD, createdAt: 2 }),
    ];
    const ola = standingsOf(games, null).rows.filter((r) => r.name.toLowerCase() === 'ola');
    expect(ola).toHaveLength(1);
    expect(ola[0]).toMatchObject({ name: 'OLA', games: 3, total: 30000 - 30000 - 30000 });
  });

  it('counts neither games in play, nor deleted games, nor games that ended before `since`', () => {
    const games = [
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: 10 }),
      gameEndingAt({ players: FOUR, scores: [15000, 25000, 35000, 45000], createdAt: 20, over: false }),
      gameEndingAt({ players: FOUR, scores: [15000, 25000, 35000, 45000], createdAt: 30, deletedAt: 40 }),
      gameEndingAt({ players: ['Ala', 'Bob', 'Cyd', 'Dan'], scores: [15000, 25000, 35000, 45000], createdAt: 5 }),
    ];
    const all = standingsOf(games, null);
    expect(all.games).toBe(2);
    expect(all.rows.find((r) => r.name === 'Ola')).toMatchObject({ games: 1, total: 30000, places: [1, 0, 0, 0] });
    const recent = standingsOf(games, 10);
    expect(recent.games).toBe(1);
    expect(recent.rows.map((r) => r.name)).toEqual(['Ola', 'Piotr', 'Ewa', 'Darek']);
    expect(standingsOf(games, 11)).toEqual({ rows: [], games: 0, mixedRules: false });
  });

  it('places a tie as the game did: shared in EMA rules, to the earlier seat in tenhou', () => {
    const tie: [number, number, number, number] = [20000, 40000, 40000, 20000];
    const ema = standingsOf([gameEndingAt({ players: FOUR, scores: tie })], null).rows;
    expect(ema.map((r) => [r.name, r.places])).toEqual([
      ['Ewa', [1, 0, 0, 0]],
      ['Piotr', [1, 0, 0, 0]],
      ['Darek', [0, 0, 1, 0]],
      ['Ola', [0, 0, 1, 0]],
    ]);
    const tenhou = standingsOf([gameEndingAt({ players: FOUR, scores: tie, presetId: 'tenhou' })], null).rows;
    expect(tenhou.map((r) => [r.name, r.places])).toEqual([
      ['Piotr', [1, 0, 0, 0]],
      ['Ewa', [0, 1, 0, 0]],
      ['Ola', [0, 0, 1, 0]],
      ['Darek', [0, 0, 0, 1]],
    ]);
  });

  it('says when the games counted were played under different rules', () => {
    const scores = SPREAD;
    const same = [
      gameEndingAt({ players: FOUR, scores, createdAt: 1, overrides: { kiriage: false, oka: 0 } }),
      gameEndingAt({ players: FOUR, scores, createdAt: 2, overrides: { oka: 0, kiriage: false } }),
    ];
    expect(standingsOf(same, null).mixedRules).toBe(false);
    expect(standingsOf([...same, gameEndingAt({ players: FOUR, scores, createdAt: 3, presetId: 'ema2016' })], null).mixedRules).toBe(true);
    expect(standingsOf([...same, gameEndingAt({ players: FOUR, scores, createdAt: 3 })], null).mixedRules).toBe(true);
  });

  it('counts an override equal to the preset (an imported record may carry one) as the preset’s rules', () => {
    const scores = SPREAD;
    const games = [
      gameEndingAt({ players: FOUR, scores, createdAt: 1 }),
      gameEndingAt({ players: FOUR, scores, createdAt: 2, overrides: { kiriage: true, startPoints: 30000 } }),
    ];
    expect(standingsOf(games, null).mixedRules).toBe(false);
  });

  it('tonight’s standings are the club night’s: games that finished since 06:00, also past midnight, whenever they began', () => {
    const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime();
    const games = [
      // The night of Sunday 22 November.
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: at(22, 19), endedAt: at(22, 21) }),
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: at(22, 23, 30), endedAt: at(23, 0, 40) }),
      // Played on into the small hours: still that night.
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: at(23, 4), endedAt: at(23, 5, 50) }),
      // Begun before 06:00 on Monday, finished after: Monday's.
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: at(23, 5, 30), endedAt: at(23, 6, 10) }),
      // Begun on Saturday night, finished on Sunday afternoon (a long break): Sunday's.
      gameEndingAt({ players: FOUR, scores: SPREAD, createdAt: at(21, 23), endedAt: at(22, 14) }),
    ];
    // What the device holds at `now`: the games finished by then.
    const tonight = (now: number) =>
      standingsOf(
        games.filter((g) => (g.summary?.endedAt ?? Infinity) <= now),
        clubNightStart(now),
      );
    const counted = (now: number) => tonight(now).games;
    expect(counted(at(22, 23, 45))).toBe(2);
    expect(counted(at(23, 0, 20))).toBe(2);
    expect(counted(at(23, 1))).toBe(3);
    expect(counted(at(23, 5, 59))).toBe(4);
    expect(counted(at(23, 6))).toBe(0);
    expect(counted(at(23, 7))).toBe(1);
    // Ola won every one of Sunday night's four games.
    expect(tonight(at(23, 5, 59)).rows[0]).toMatchObject({ name: 'Ola', games: 4, total: 4 * 30000 });
  });
});

describe('the games the standings count, one by one', () => {
  const LOW_FIRST: [number, number, number, number] = [15000, 25000, 35000, 45000];

  it('are the finished games of the period, the one that ended first first, each seat’s place and final those of the settlement', () => {
    const games = [
      gameEndingAt({ players: FOUR, scores: [45000, 35000, 25000, 15000], createdAt: 30, endedAt: 50, penalties: [-20000, 0, 0, 0] }),
      // Begun before the other, ended after it.
      gameEndingAt({ players: ['Ala', 'Bob', 'Cyd', 'Dan'], scores: LOW_FIRST, createdAt: 10, endedAt: 60 }),
      gameEndingAt({ players: FOUR, scores: LOW_FIRST, createdAt: 20, over: false }),
      gameEndingAt({ players: FOUR, scores: LOW_FIRST, createdAt: 40, endedAt: 45, deletedAt: 70 }),
    ];
    const counted = countedGames(games, null);
    expect(counted.map((c) => [c.game.id, c.endedAt, c.scores, c.places, c.finals])).toEqual([
      // The chombo penalty is in the final after uma, as on the final results.
      ['g30', 50, [45000, 35000, 25000, 15000], [1, 2, 3, 4], [10000, 10000, -10000, -30000]],
      ['g10', 60, LOW_FIRST, [4, 3, 2, 1], [-30000, -10000, 10000, 30000]],
    ]);
    const rules = PRESETS.ema2025;
    const settled = settle({ ...tableAt(rules, { scores: LOW_FIRST }), over: true }, rules).sort((a, b) => a.seat - b.seat);
    expect(counted[1]).toMatchObject({ places: settled.map((r) => r.place), finals: settled.map((r) => r.final) });
    expect(countedGames(games, 55).map((c) => c.game.id)).toEqual(['g10']);
    // The standings add up these games, no others.
    expect(standingsOf(games, null).games).toBe(counted.length);
  });
});

describe('the club night a moment falls in', () => {
  const at = (month: number, day: number, hours: number, minutes = 0) => new Date(2026, month, day, hours, minutes).getTime();

  it('began at 06:00 that day, or the day before in the small hours, across a month and a year too', () => {
    expect(clubNightStart(at(10, 22, 20))).toBe(at(10, 22, 6));
    expect(clubNightStart(at(10, 22, 6))).toBe(at(10, 22, 6));
    expect(clubNightStart(at(10, 23, 0, 20))).toBe(at(10, 22, 6));
    expect(clubNightStart(at(10, 23, 5, 59))).toBe(at(10, 22, 6));
    expect(clubNightStart(at(11, 1, 2))).toBe(at(10, 30, 6));
    expect(clubNightStart(new Date(2027, 0, 1, 3).getTime())).toBe(at(11, 31, 6));
  });

  it('is the latest 06:00 local time not after the moment (days of 23 and 25 hours included)', () => {
    const from = new Date(2020, 0, 1).getTime();
    const to = new Date(2030, 0, 1).getTime();
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (now) => {
        const start = clubNightStart(now);
        const began = new Date(start);
        expect([began.getHours(), began.getMinutes(), began.getSeconds(), began.getMilliseconds()]).toEqual([NIGHT_BEGINS_AT, 0, 0, 0]);
        expect(start).toBeLessThanOrEqual(now);
        // The next night has not begun yet: its start is after `now`.
        const next = new Date(began.getFullYear(), began.getMonth(), began.getDate() + 1, NIGHT_BEGINS_AT).getTime();
        expect(next).toBeGreaterThan(now);
        expect(clubNightStart(start)).toBe(start);
      }),
    );
  });
});

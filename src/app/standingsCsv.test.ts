import { describe, expect, it } from 'vitest';
import { loadLang, translate, type Lang, type Translate } from '../i18n';
import type { CountedGame, Standing } from '../store/standings';
import type { GameRow } from '../store/types';
import { gamesCsv, standingsCsv } from './standingsCsv';

const rows: Standing[] = [
  { rank: 1, name: 'Kowalski, Jan', games: 3, total: 45300, places: [2, 1, 0, 0], averagePlace: 4 / 3 },
  { rank: 2, name: 'Małgorzata "Gosia"', games: 3, total: -300, places: [1, 0, 1, 1], averagePlace: 8 / 3 },
  { rank: 3, name: '=SUM(A1)', games: 2, total: -45000, places: [0, 0, 1, 1], averagePlace: 3.5 },
];

async function tIn(lang: Lang): Promise<Translate> {
  await loadLang(lang);
  return (key, params) => translate(lang, key, params);
}

describe('standings as a CSV file', () => {
  it('English: commas, a decimal point, names quoted or defused, plain numbers', async () => {
    const csv = standingsCsv(rows, await tIn('en'), 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '#,Player,Games,Total,1st,2nd,3rd,4th,Average place',
      '1,"Kowalski, Jan",3,45300,2,1,0,0,1.33',
      '2,"Małgorzata ""Gosia""",3,-300,1,0,1,1,2.67',
      "3,'=SUM(A1),2,-45000,0,0,1,1,3.50",
      '',
    ]);
  });

  it('Polish: semicolons and a decimal comma, so a Polish spreadsheet splits the columns', async () => {
    const csv = standingsCsv(rows, await tIn('pl'), 'pl');
    expect(csv.slice(1).split('\r\n').slice(0, 2)).toEqual([
      '#;Gracz;Gry;Suma;1. miejsce;2. miejsce;3. miejsce;4. miejsce;Średnie miejsce',
      '1;Kowalski, Jan;3;45300;2;1;0;0;1,33',
    ]);
  });
});

describe('the games behind the standings as a CSV file, game by game', () => {
  const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes).getTime();
  const row = (id: string, players: GameRow['players'], more: Partial<GameRow>): GameRow => ({
    id,
    createdAt: at(22, 19, 5),
    updatedAt: at(22, 21, 0),
    players,
    presetId: 'ema2025',
    overrides: {},
    lastSeq: 8,
    deletedAt: null,
    summary: null,
    ...more,
  });
  const games: CountedGame[] = [
    {
      game: row('g1', ['Kowalski, Jan', 'Małgorzata "Gosia"', '=SUM(A1)', 'Darek'], {}),
      scores: [45000, 35000, 25000, 15000],
      places: [1, 2, 3, 4],
      finals: [10000, 10000, -10000, -30000],
      endedAt: at(22, 21, 0),
    },
    // Imported: a record carries no date, so the time it came in is the only one known.
    {
      game: row('g2', ['Ala', 'Bob', 'Cyd', 'Dan'], {
        createdAt: at(22, 23, 40),
        importedAt: at(22, 23, 40),
        presetId: 'tenhou',
        overrides: { oka: 0 },
      }),
      scores: [40000, 40000, 19000, 1000],
      places: [1, 1, 3, 4],
      finals: [25000, 25000, -21000, -49000],
      endedAt: at(22, 23, 40),
    },
  ];

  it('English: a line a player, in seat order, with the game, its start or import, its rules, and the score, place and final', async () => {
    // Darek's chombo in the first game; the second game's hands could not be read again.
    const csv = gamesCsv(games, new Map([['g1', [0, 0, 0, -20000]]]), await tIn('en'), 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Game,Started,Imported,Rules,Seat,Player,Score,Place,Penalties,Final',
      '1,2026-11-22 19:05,,EMA 2025 (default),East,"Kowalski, Jan",45000,1,0,10000',
      '1,2026-11-22 19:05,,EMA 2025 (default),South,"Małgorzata ""Gosia""",35000,2,0,10000',
      "1,2026-11-22 19:05,,EMA 2025 (default),West,'=SUM(A1),25000,3,0,-10000",
      '1,2026-11-22 19:05,,EMA 2025 (default),North,Darek,15000,4,-20000,-30000',
      '2,,2026-11-22 23:40,Tenhou with house rules,East,Ala,40000,1,,25000',
      '2,,2026-11-22 23:40,Tenhou with house rules,South,Bob,40000,1,,25000',
      '2,,2026-11-22 23:40,Tenhou with house rules,West,Cyd,19000,3,,-21000',
      '2,,2026-11-22 23:40,Tenhou with house rules,North,Dan,1000,4,,-49000',
      '',
    ]);
  });

  it('Polish: semicolons, and the final results’ own words for their numbers', async () => {
    const csv = gamesCsv(games, new Map([['g1', [0, 0, 0, -20000]]]), await tIn('pl'), 'pl');
    expect(csv.slice(1).split('\r\n').slice(0, 3)).toEqual([
      'Gra;Rozpoczęta;Zaimportowana;Zasady;Wiatr;Gracz;Punkty;Miejsce;Kary;Wynik końcowy',
      '1;2026-11-22 19:05;;EMA 2025 (domyślne);Wschód;Kowalski, Jan;45000;1;0;10000',
      '1;2026-11-22 19:05;;EMA 2025 (domyślne);Południe;"Małgorzata ""Gosia""";35000;2;0;10000',
    ]);
  });
});

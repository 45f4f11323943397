import { describe, expect, it } from 'vitest';
import { loadLang, translate, type Lang, type Translate } from '../i18n';
import type { Standing } from '../store/standings';
import { standingsCsv } from './standingsCsv';

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

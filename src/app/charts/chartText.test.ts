import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang, loadStrings } from '../../i18n';
import { chartTranslator, formatRating } from '../../i18n/charts';
import { chartsEn } from '../../i18n/charts.en';
import { chartsPl } from '../../i18n/charts.pl';
import { gameScoreSeries, type NightSeries, type PlayerSeries } from '../../club/series';
import { nightsChartSummary, placesChartSummary, ratingChartSummary, scoreChartSummary } from './chartText';

const en = chartTranslator('en');
const pl = chartTranslator('pl');
const PLAYERS = ['Anna', 'Bartek', 'Celina', 'Darek'];
const CHART_DICTIONARIES = { en: chartsEn, pl: chartsPl };

// The charts' area in both languages, as the first chart shown loads it.
beforeAll(async () => {
  await loadStrings('charts');
  await loadLang('pl');
});

describe('chart strings', () => {
  it('has the same keys and placeholders in English and Polish', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(CHART_DICTIONARIES.pl).sort()).toEqual(Object.keys(CHART_DICTIONARIES.en).sort());
    for (const [key, text] of Object.entries(CHART_DICTIONARIES.en)) {
      expect(placeholders(CHART_DICTIONARIES.pl[key as keyof typeof CHART_DICTIONARIES.en]), key).toEqual(placeholders(text));
    }
  });
});

describe('scoreChartSummary', () => {
  const series = gameScoreSeries(
    PLAYERS,
    [30_000, 30_000, 30_000, 30_000],
    [
      [38_000, 28_000, 28_000, 26_000],
      [38_000, 20_000, 36_000, 26_000],
    ],
  );

  it('says who leads after the last hand, the range and everyone’s last score, highest first', () => {
    expect(scoreChartSummary(en, 'en', series)).toBe(
      'After hand 2, Anna leads with 38,000. Scores ranged from 20,000 to 38,000. Last: Anna 38,000, Celina 36,000, Darek 26,000, Bartek 20,000.',
    );
    expect(scoreChartSummary(pl, 'pl', series)).toBe(
      'Po rozdaniu 2 prowadzi Anna: 38 000. Punkty wahały się od 20 000 do 38 000. Na koniec: Anna 38 000, Celina 36 000, Darek 26 000, Bartek 20 000.'.replace(
        / (\d{3})/g,
        '\u00a0$1',
      ),
    );
  });

  it('says who shares the lead when the top scores are equal', () => {
    const tied = gameScoreSeries(PLAYERS, [30_000, 30_000, 30_000, 30_000], [[31_000, 31_000, 29_000, 29_000]]);
    expect(scoreChartSummary(en, 'en', tied)).toMatch(/^After hand 1, Anna and Bartek share the lead with 31,000\./);
    expect(scoreChartSummary(pl, 'pl', tied)).toMatch(/^Po rozdaniu 1 prowadzą ex aequo Anna i Bartek: 31\u00a0000\./);
  });

  it('says a minus as the scores do, and the start when no hand was played', () => {
    const minus = gameScoreSeries(PLAYERS, [30_000, 30_000, 30_000, 30_000], [[62_000, 29_000, 34_000, -5_000]]);
    expect(scoreChartSummary(en, 'en', minus)).toContain('from −5,000 to 62,000');
    expect(scoreChartSummary(en, 'en', gameScoreSeries(PLAYERS, [30_000, 30_000, 30_000, 30_000], []))).toBe(
      'No hand played yet: everyone has 30,000.',
    );
  });
});

describe('the rating charts’ summaries', () => {
  const series: PlayerSeries = { endedAt: [1, 2, 3], rating: [2.01, -3.29, 4.5], places: [2, 4, 1] };

  it('says the rating now with mu and sigma, the games and the range', () => {
    const now = { mu: 26.2, sigma: 7.23, ordinal: 26.2 - 3 * 7.23 };
    expect(ratingChartSummary(en, 'en', series, now)).toBe('Rating 4.5 (μ 26.2, σ 7.2) after 3 rated games; it ranged from −3.3 to 4.5.');
    expect(ratingChartSummary(pl, 'pl', series, now)).toBe('Ranking 4,5 (μ 26,2; σ 7,2), ocenione gry: 3; wahał się od −3,3 do 4,5.');
  });

  it('counts the places, their average and the last one', () => {
    expect(placesChartSummary(en, 'en', series)).toBe('Places: 1st 1, 2nd 1, 3rd 0, 4th 1 times; average 2.33; place in the last game: 1.');
    expect(placesChartSummary(pl, 'pl', series)).toBe(
      'Miejsca: 1. — 1, 2. — 1, 3. — 0, 4. — 1 razy; średnio 2,33; miejsce w ostatniej grze: 1.',
    );
  });

  it('says who leads after the last night, the range and the last ratings', () => {
    const nights: NightSeries = {
      nights: ['2026-11-20', '2026-11-27'],
      lines: [
        { key: 'anna', name: 'Anna', values: [1.25, 6.04] },
        { key: 'ewa', name: 'Ewa', values: [null, 7.5] },
        { key: 'darek', name: 'Darek', values: [-2.5, -2.5] },
      ],
    };
    expect(nightsChartSummary(en, 'en', nights)).toBe(
      'After the night of 27 Nov, Ewa leads with 7.5. Ratings ranged from −2.5 to 7.5. Last: Ewa 7.5, Anna 6.0, Darek −2.5.',
    );
    expect(nightsChartSummary(pl, 'pl', nights)).toBe(
      'Po wieczorze 27 lis prowadzi Ewa: 7,5. Rankingi wahały się od −2,5 do 7,5. Na koniec: Ewa 7,5, Anna 6,0, Darek −2,5.',
    );
    const tied = { ...nights, lines: nights.lines.map((line) => (line.key === 'anna' ? { ...line, values: [1.25, 7.5] } : line)) };
    expect(nightsChartSummary(en, 'en', tied)).toMatch(/^After the night of 27 Nov, Anna and Ewa share the lead with 7\.5\./);
  });
});

describe('formatRating', () => {
  it('gives one decimal in the language’s style, with no minus on a rating that rounds to zero', () => {
    expect(formatRating(12.345, 'en')).toBe('12.3');
    expect(formatRating(12.345, 'pl')).toBe('12,3');
    expect(formatRating(-4.06, 'en')).toBe('−4.1');
    expect(formatRating(-0.04, 'en')).toBe('0.0');
  });
});

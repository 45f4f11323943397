import { cached, localeOf, translate, useLang, type Lang, type Params } from './index';
import type { chartsEn } from './charts.en';

/**
 * The charts' strings and number formats: the 'charts' area of index.ts (charts.en.ts,
 * charts.pl.ts), loaded with the first chart shown (`withStrings`, charts/lazyCharts.tsx), never
 * with the app. Said as every string is (`translate`), the keys the charts' own.
 */
export type ChartKey = keyof typeof chartsEn;
export type ChartT = (key: ChartKey, params?: Params) => string;

export function chartTranslator(lang: Lang): ChartT {
  return (key, params) => translate(lang, key, params);
}

export function useChartT(): ChartT {
  return chartTranslator(useLang((s) => s.lang));
}

/** A rating to one decimal, a minus sign as points have it (12.3 / 12,3 / −4.1). */
export function formatRating(value: number, lang: Lang): string {
  const text = cached(
    `rating:${lang}`,
    () => new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(Math.abs(value));
  // -0.04 shows as 0.0, not −0.0.
  return value < 0 && Number(Math.abs(value).toFixed(1)) > 0 ? `−${text}` : text;
}

/** A club night (2026-11-27, a local date), short ("27 Nov" / "27 lis"): an x label of the nights chart. */
export function formatNightDay(night: string, lang: Lang): string {
  const [year = 0, month = 1, day = 1] = night.split('-').map(Number);
  return cached(`day:${lang}`, () => new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short' })).format(
    new Date(year, month - 1, day),
  );
}

/** Names joined as the language lists them ("Anna and Bartek" / "Anna i Bartek"). */
export function formatNames(names: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(names);
}

import { formatAverage, formatPoints, type Lang } from '../../i18n';
import { formatNames, formatNightDay, formatRating, type ChartT } from '../../i18n/charts';
import { summarizeLines, type GameScoreSeries, type NightSeries, type PlayerSeries } from '../../club/series';

/**
 * The charts' text summaries (issue 28: a screen reader gets the chart in words): who leads, the
 * range and the last values, from the same series the chart draws.
 */

/** Everyone on the first line's value, when more than one: they share the lead. */
function leadersOf(last: readonly { name: string; value: number }[]): string[] {
  return last.filter((entry) => entry.value === last[0]?.value).map((entry) => entry.name);
}

function lastList(t: ChartT, last: readonly { name: string; value: number }[], format: (value: number) => string): string {
  return last.map(({ name, value }) => t('charts.lastItem', { name, value: format(value) })).join(t('charts.listJoin'));
}

/** A game's scores hand by hand, in words. */
export function scoreChartSummary(t: ChartT, lang: Lang, series: GameScoreSeries): string {
  const points = (value: number) => formatPoints(value, lang);
  const { last, range } = summarizeLines(series.lines);
  const leader = last[0];
  if (!leader || !range) return '';
  if (series.hands.length <= 1) return t('charts.scores.summaryStart', { value: points(leader.value) });
  const leaders = leadersOf(last);
  return t(leaders.length > 1 ? 'charts.scores.summaryTied' : 'charts.scores.summary', {
    hand: series.hands.at(-1) ?? 0,
    leader: leader.name,
    leaders: formatNames(leaders, lang),
    value: points(leader.value),
    min: points(range.min),
    max: points(range.max),
    last: lastList(t, last, points),
  });
}

/** A player's rating game by game, in words. */
export function ratingChartSummary(
  t: ChartT,
  lang: Lang,
  series: PlayerSeries,
  now: { readonly mu: number; readonly sigma: number; readonly ordinal: number },
): string {
  const rating = (value: number) => formatRating(value, lang);
  return t('charts.player.rating.summary', {
    value: rating(now.ordinal),
    mu: rating(now.mu),
    sigma: rating(now.sigma),
    games: series.rating.length,
    min: rating(Math.min(...series.rating)),
    max: rating(Math.max(...series.rating)),
  });
}

/** A player's places game by game, in words. */
export function placesChartSummary(t: ChartT, lang: Lang, series: PlayerSeries): string {
  const count = (place: number) => series.places.filter((p) => p === place).length;
  const average = series.places.reduce((sum, p) => sum + p, 0) / Math.max(1, series.places.length);
  return t('charts.player.places.summary', {
    p1: count(1),
    p2: count(2),
    p3: count(3),
    p4: count(4),
    average: formatAverage(average, lang),
    last: series.places.at(-1) ?? 0,
  });
}

/** The top players' ratings night by night, in words. */
export function nightsChartSummary(t: ChartT, lang: Lang, series: NightSeries): string {
  const rating = (value: number) => formatRating(value, lang);
  const { last, range } = summarizeLines(series.lines);
  const leader = last[0];
  const night = series.nights.at(-1);
  if (!leader || !range || night === undefined) return '';
  const leaders = leadersOf(last);
  return t(leaders.length > 1 ? 'charts.nights.summaryTied' : 'charts.nights.summary', {
    night: formatNightDay(night, lang),
    leader: leader.name,
    leaders: formatNames(leaders, lang),
    value: rating(leader.value),
    min: rating(range.min),
    max: rating(range.max),
    last: lastList(t, last, rating),
  });
}

import { useLang } from '../../i18n';
import { formatNightDay, formatRating, useChartT } from '../../i18n/charts';
import type { RatedGame } from '../../club/rating';
import { seasonRatings } from './ratingsCache';
import { topRatingsByNight } from '../../club/series';
import { LineChart } from '../../ui/LineChart';
import { nightsChartSummary } from './chartText';

/** As many lines as a phone's chart keeps apart, each with its own colour and dash. */
export const TOP_PLAYERS = 5;

export interface SeasonRatingsChartProps {
  /** The season's finished games. */
  readonly games: readonly RatedGame[];
  /** The club's player identity of a name (Directory.playerOf). */
  readonly keyOf: (name: string) => string;
  /** A player's name as the club shows it, by that identity (after a rename); else the latest spelling in the games. */
  readonly nameOf?: (player: string) => string | undefined;
}

/** The season's top players' ratings night by night (issue 28), on the league table page. */
export function SeasonRatingsChart({ games, keyOf, nameOf }: SeasonRatingsChartProps) {
  const t = useChartT();
  const lang = useLang((s) => s.lang);
  const series = topRatingsByNight(seasonRatings(games, keyOf), TOP_PLAYERS);
  if (series.lines.length === 0) return null;
  const named = { ...series, lines: series.lines.map((line) => ({ ...line, name: nameOf?.(line.key) ?? line.name })) };
  const rating = (value: number) => formatRating(value, lang);
  return (
    <LineChart
      testId="season-ratings-chart"
      title={t('charts.nights.title')}
      xLabel={t('charts.nights.x')}
      yLabel={t('charts.nights.y')}
      xTick={(i) => formatNightDay(series.nights[i] ?? '', lang)}
      lines={named.lines.map((line) => ({ ...line, legendValue: rating(line.values.findLast((v) => v !== null) ?? 0) }))}
      formatY={(value) => rating(value).replace(/[.,]0$/, '')}
      summary={nightsChartSummary(t, lang, named)}
    />
  );
}

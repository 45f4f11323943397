import { useLang } from '../../i18n';
import { formatRating, useChartT } from '../../i18n/charts';
import type { RatedGame } from '../../club/rating';
import { seasonRatings } from './ratingsCache';
import { playerSeries } from '../../club/series';
import { LineChart } from '../../ui/LineChart';
import { placesChartSummary, ratingChartSummary } from './chartText';

export interface PlayerChartsProps {
  /** The season's finished games (all of them: a rating depends on every opponent's games too). */
  readonly games: readonly RatedGame[];
  /** The club's player identity of a name. */
  readonly keyOf: (name: string) => string;
  /** The player shown, by that identity. */
  readonly player: string;
}

/**
 * A player's rating and places game by game over the season (issue 28). The rating's uncertainty
 * (sigma) is said with it in the summary; drawn as a band of mu +- 3 sigma it dwarfed the rating's
 * moves (sigma starts at 8.3, the moves are a few points), so the line is the rating alone.
 */
export function PlayerCharts({ games, keyOf, player }: PlayerChartsProps) {
  const t = useChartT();
  const lang = useLang((s) => s.lang);
  const rated = seasonRatings(games, keyOf).players.find((p) => p.key === player);
  if (!rated || rated.history.length === 0) return null;
  const series = playerSeries(rated);
  const gameTick = (i: number) => String(i + 1);
  const rating = (value: number) => formatRating(value, lang);
  return (
    <>
      <LineChart
        testId="rating-chart"
        title={t('charts.player.rating.title')}
        xLabel={t('charts.player.x')}
        yLabel={t('charts.player.rating.y')}
        xTick={gameTick}
        lines={[{ key: 'rating', name: t('charts.player.rating.line'), values: series.rating, legendValue: rating(rated.ordinal) }]}
        formatY={(value) => formatRating(value, lang).replace(/[.,]0$/, '')}
        summary={ratingChartSummary(t, lang, series, rated)}
      />
      <LineChart
        testId="places-chart"
        title={t('charts.player.places.title')}
        xLabel={t('charts.player.x')}
        yLabel={t('charts.player.places.y')}
        xTick={gameTick}
        lines={[{ key: 'places', name: t('charts.player.places.y'), values: series.places }]}
        formatY={String}
        yDomain={[1, 4]}
        invertY
        summary={placesChartSummary(t, lang, series)}
      />
    </>
  );
}

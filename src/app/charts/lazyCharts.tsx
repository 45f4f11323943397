import { Suspense } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { GameScoreChartProps } from './GameScoreChart';
import type { PlayerChartsProps } from './PlayerCharts';
import type { SeasonRatingsChartProps } from './SeasonRatingsChart';

// Each chart is its own chunk, with the chart component, its strings and (for the rating charts)
// the rating library: loaded when a chart is first shown, never with the app (issue 28).
const GameScoreChartLazy = preloadable<GameScoreChartProps>(() => import('./GameScoreChart').then((m) => m.GameScoreChart));
const PlayerChartsLazy = preloadable<PlayerChartsProps>(() => import('./PlayerCharts').then((m) => m.PlayerCharts));
const SeasonRatingsChartLazy = preloadable<SeasonRatingsChartProps>(() => import('./SeasonRatingsChart').then((m) => m.SeasonRatingsChart));

export function LazyGameScoreChart(props: GameScoreChartProps) {
  return (
    <Suspense fallback={null}>
      <GameScoreChartLazy {...props} />
    </Suspense>
  );
}

export function LazyPlayerCharts(props: PlayerChartsProps) {
  return (
    <Suspense fallback={null}>
      <PlayerChartsLazy {...props} />
    </Suspense>
  );
}

export function LazySeasonRatingsChart(props: SeasonRatingsChartProps) {
  return (
    <Suspense fallback={null}>
      <SeasonRatingsChartLazy {...props} />
    </Suspense>
  );
}

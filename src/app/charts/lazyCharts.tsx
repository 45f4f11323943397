import { Suspense } from 'react';
import { withStrings } from '../../i18n';
import { preloadable } from '../../ui/preloadable';
import type { GameScoreChartProps } from './GameScoreChart';
import type { PlayerChartsProps } from './PlayerCharts';
import type { SeasonRatingsChartProps } from './SeasonRatingsChart';

// Each chart is its own chunk, with the chart component and (for the rating charts)
// the rating library, its strings the 'charts' area: loaded when a chart is first shown, never
// with the app (issue 28).
const GameScoreChartLazy = preloadable<GameScoreChartProps>(() =>
  withStrings('charts', import('./GameScoreChart')).then((m) => m.GameScoreChart),
);
const PlayerChartsLazy = preloadable<PlayerChartsProps>(() => withStrings('charts', import('./PlayerCharts')).then((m) => m.PlayerCharts));
const SeasonRatingsChartLazy = preloadable<SeasonRatingsChartProps>(() =>
  withStrings('charts', import('./SeasonRatingsChart')).then((m) => m.SeasonRatingsChart),
);

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

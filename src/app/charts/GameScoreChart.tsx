import { formatPoints, useLang } from '../../i18n';
import { useChartT } from '../../i18n/charts';
import { gameScoreSeries } from '../../club/series';
import { LineChart } from '../../ui/LineChart';
import { scoreChartSummary } from './chartText';

export interface GameScoreChartProps {
  readonly players: readonly string[];
  /** The table scores before the first hand. */
  readonly start: readonly number[];
  /** The table scores after each hand, as the hands list numbers them. */
  readonly afterEachHand: readonly (readonly number[])[];
}

/** A game's table scores hand by hand (issue 28), on the game's hands screen. */
export function GameScoreChart({ players, start, afterEachHand }: GameScoreChartProps) {
  const t = useChartT();
  const lang = useLang((s) => s.lang);
  const series = gameScoreSeries(players, start, afterEachHand);
  const points = (value: number) => formatPoints(value, lang);
  const thousands = (value: number) => (value === 0 ? '0' : t('charts.thousands', { n: formatPoints(value / 1000, lang) }));
  return (
    <LineChart
      testId="score-chart"
      title={t('charts.scores.title')}
      xLabel={t('charts.scores.x')}
      yLabel={t('charts.scores.y')}
      xTick={(i) => (i === 0 ? t('charts.start') : String(series.hands[i]))}
      lines={series.lines.map((line) => ({ ...line, legendValue: points(line.values.at(-1) ?? 0) }))}
      formatY={thousands}
      summary={scoreChartSummary(t, lang, series)}
    />
  );
}

import { useId } from 'react';
import { labelledIndices, valueAxis } from './chartScale';
import './charts.css';

/**
 * A small line chart in SVG, of our own: four lines of at most a few hundred points need no
 * charting library (the smallest well-kept ones add 40-100 kB to the chunk that shows a chart;
 * this is a few kB), and it is drawn for a 360 px phone: the legend and the summary are HTML that
 * wraps in either language, the SVG only carries the lines and the axes' short labels. Every
 * line differs by its dash as well as its colour. A screen reader reads the title and the text
 * summary (the picture is described by them). Loaded with the screens that show a chart only.
 */

export interface ChartLine {
  readonly key: string;
  readonly name: string;
  /** A value per point of the x row; null where the line has none. */
  readonly values: readonly (number | null)[];
  /** Said beside the name in the legend (its last value). */
  readonly legendValue?: string;
}

export interface LineChartProps {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  /** The label of the x row's point `index` (hand 3, a night's date). */
  readonly xTick: (index: number) => string;
  readonly lines: readonly ChartLine[];
  readonly formatY: (value: number) => string;
  /** What the chart shows, in words: who leads, the range, the last values. */
  readonly summary: string;
  /** A fixed value axis (places: 1 to 4); else from the values. */
  readonly yDomain?: readonly [number, number];
  /** The lowest value at the top (places: 1st at the top). */
  readonly invertY?: boolean;
  readonly testId?: string;
}

const WIDTH = 340;
const HEIGHT = 210;
const TOP = 22;
const BOTTOM = 40;
const RIGHT = 12;
const FONT = 12;
// About the width of a digit at FONT in the system sans-serif, to leave room for the value labels.
const DIGIT = 7;

export const LINE_COLOURS = ['#ffd54a', '#6fc3ff', '#ff8fb1', '#f2f2f2', '#ffa64d', '#c9a2ff'] as const;
const DASHES = [undefined, '7 4', '2 4', '10 4 2 4', '4 2', '1 3'] as const;

function colourOf(index: number): string {
  return LINE_COLOURS[index % LINE_COLOURS.length]!;
}

function dashOf(index: number): string | undefined {
  return DASHES[index % DASHES.length];
}

/** The polyline pieces of a line: a null breaks it. */
function segments(values: readonly (number | null)[], x: (i: number) => number, y: (v: number) => number): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (current.length > 0) pieces.push(current.join(' '));
      current = [];
      return;
    }
    current.push(`${x(i).toFixed(1)},${y(value).toFixed(1)}`);
  });
  if (current.length > 0) pieces.push(current.join(' '));
  return pieces;
}

function valueRange(lines: readonly ChartLine[]): [number, number] {
  const all = lines.flatMap((line) => line.values.filter((v): v is number => v !== null));
  return all.length === 0 ? [0, 1] : [Math.min(...all), Math.max(...all)];
}

export function LineChart({ title, xLabel, yLabel, xTick, lines, formatY, summary, yDomain, invertY = false, testId }: LineChartProps) {
  const id = useId();
  const points = Math.max(0, ...lines.map((line) => line.values.length));
  const [min, max] = yDomain ?? valueRange(lines);
  const axis = yDomain ? { min, max, ticks: Array.from({ length: max - min + 1 }, (_, i) => min + i) } : valueAxis(min, max);
  const left = Math.max(...axis.ticks.map((t) => formatY(t).length)) * DIGIT + 10;
  const plotWidth = WIDTH - left - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (i: number) => left + (points <= 1 ? plotWidth / 2 : (i / (points - 1)) * plotWidth);
  const y = (v: number) => {
    const share = (v - axis.min) / (axis.max - axis.min || 1);
    return TOP + (invertY ? share : 1 - share) * plotHeight;
  };
  const labelled = labelledIndices(points, 5);
  const markers = points <= 40;
  return (
    <figure className="chart" data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <svg
        className="chart-plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        fontSize={FONT}
      >
        <text x={4} y={12} className="chart-axis-label">
          {yLabel}
        </text>
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={left - 5} y={y(tick) + 4} textAnchor="end" className="chart-tick">
              {formatY(tick)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={TOP + plotHeight + 16}
            textAnchor={points > 1 && i === points - 1 ? 'end' : points > 1 && i === 0 ? 'start' : 'middle'}
            className="chart-tick"
          >
            {xTick(i)}
          </text>
        ))}
        <text x={left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="chart-axis-label">
          {xLabel}
        </text>
        {lines.map((line, index) => (
          <g key={line.key} stroke={colourOf(index)} fill={colourOf(index)}>
            {segments(line.values, x, y).map((piece) => (
              <polyline key={piece} points={piece} fill="none" strokeWidth={2.5} strokeDasharray={dashOf(index)} strokeLinejoin="round" />
            ))}
            {markers && line.values.map((v, i) => (v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={2.5} stroke="none" />))}
          </g>
        ))}
      </svg>
      {lines.length > 1 || lines.some((line) => line.legendValue !== undefined) ? (
        <ul className="chart-legend" aria-hidden="true">
          {lines.map((line, index) => (
            <li key={line.key}>
              <svg width={30} height={12} viewBox="0 0 30 12" aria-hidden="true">
                <line x1={1} x2={29} y1={6} y2={6} stroke={colourOf(index)} strokeWidth={3} strokeDasharray={dashOf(index)} />
              </svg>
              <span className="chart-legend-name">{line.name}</span>
              {line.legendValue !== undefined && <span className="chart-legend-value">{line.legendValue}</span>}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-summary`} className="chart-summary">
        {summary}
      </p>
    </figure>
  );
}

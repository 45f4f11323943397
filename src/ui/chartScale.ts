/**
 * The arithmetic of the line chart (LineChart.tsx): round tick values for the value axis and
 * which points of the x row get a label, kept apart from the drawing so it is tested on numbers.
 */

/** Round steps: 1, 2 or 5 times a power of ten. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export interface ValueAxis {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/**
 * About `count` round ticks covering `min`..`max`, the axis widened to the ticks at either end.
 * `integer` keeps steps whole. A flat line (min = max) gets an axis around it.
 */
export function valueAxis(min: number, max: number, count = 4, integer = false): ValueAxis {
  // A span too small to tick (rounding noise) draws as flat.
  const flat = max - min < 1e-6 * Math.max(1, Math.abs(min), Math.abs(max));
  const low = flat ? min - Math.max(1, Math.abs(min) * 0.1) : min;
  const high = flat ? max + Math.max(1, Math.abs(max) * 0.1) : max;
  const step = Math.max(integer ? 1 : 0, niceStep(high - low, count));
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision: 0.1 + 0.2 is not 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return { min: ticks[0] ?? first, max: ticks.at(-1) ?? last, ticks };
}

/**
 * The indices of an x row of `length` points to label: the first and the last always, and
 * evenly spaced ones between, at most `most` in all, so labels never crowd a phone's width.
 */
export function labelledIndices(length: number, most: number): number[] {
  if (length <= 0) return [];
  if (length <= most) return Array.from({ length }, (_, i) => i);
  const gaps = Math.max(1, most - 1);
  const every = Math.ceil((length - 1) / gaps);
  const picked: number[] = [];
  for (let i = 0; i < length - 1; i += every) picked.push(i);
  // The last point is always labelled; a step that lands too near it gives way.
  if (picked.length > 1 && length - 1 - picked.at(-1)! < every / 2) picked.pop();
  picked.push(length - 1);
  return picked;
}

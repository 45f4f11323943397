/**
 * Seating benchmark (issue 27): for each size (players × sessions) the repeated meetings, the
 * wind imbalance (largest distance of any player's wind count from ⌊S/4⌋..⌈S/4⌉) and the time
 * to seat it, over a few seeds (the worst of them shown). Aims: 0 repeats, ≤ 2 s for the first
 * six sizes; 0 repeats within 10 s for 32×10 and 40×10.
 */
import { performance } from 'node:perf_hooks';
import { makeSeating, repeatCount, windImbalance } from '../src/tournament';

const SIZES: readonly (readonly [number, number])[] = [
  [16, 5],
  [20, 5],
  [32, 7],
  [40, 7],
  [64, 8],
  [100, 8],
  [32, 10],
  [40, 10],
];
const SEEDS = [1, 2, 3];

export function benchSeating(): string[] {
  return SIZES.map(([players, sessions]) => {
    let repeats = 0;
    let imbalance = 0;
    let slowest = 0;
    for (const seed of SEEDS) {
      const start = performance.now();
      const result = makeSeating({ players, sessions, seed });
      const ms = performance.now() - start;
      if (!result.ok) throw new Error(result.error);
      repeats = Math.max(repeats, repeatCount(result.seating));
      imbalance = Math.max(imbalance, windImbalance(result.seating));
      slowest = Math.max(slowest, ms);
    }
    const size = `${players}×${sessions}`.padEnd(6);
    return `seating: ${size} repeats ${repeats}, wind imbalance ${imbalance}, ${(slowest / 1000).toFixed(2)} s (worst of seeds ${SEEDS.join(', ')})`;
  });
}

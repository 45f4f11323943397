/**
 * A small seeded generator (mulberry32) so that the same seed gives the same seating anywhere:
 * pure modules never call Math.random (eslint.config.js `pureBoundary`).
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

export function makePrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** Fisher–Yates in place; returns the same array. */
export function shuffle<T>(items: T[], random: Prng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const kept = items[i] as T;
    items[i] = items[j] as T;
    items[j] = kept;
  }
  return items;
}

/** 0..n-1 in a seeded order. */
export function permutation(n: number, random: Prng): number[] {
  return shuffle(
    Array.from({ length: n }, (_, i) => i),
    random,
  );
}

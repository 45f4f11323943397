/**
 * Places from final results, in a module of its own that imports nothing: the league and the
 * rating (a lazily loaded chunk) use it without pulling the ledger's replay in with it.
 */

/** Each seat's place by its final result: 1 + the number of finals above it (equal finals share the better place). */
export function placesByFinal(finals: readonly number[]): (1 | 2 | 3 | 4)[] {
  return finals.map((mine) => (1 + finals.filter((other) => other > mine).length) as 1 | 2 | 3 | 4);
}

/** A result's sign, for its colour: a loss must not look like a win from across the table. */
export function signOf(points: number): 'positive' | 'negative' | 'zero' {
  return points > 0 ? 'positive' : points < 0 ? 'negative' : 'zero';
}

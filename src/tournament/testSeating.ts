/** What the seating tests check a session by (test support; not used by the app). */

/** A session's players in order, whatever their tables: 0 to N-1 once each when every player is seated once. */
export function seatedInOrder(session: readonly (readonly number[])[]): number[] {
  return session.flat().sort((a, b) => a - b);
}

/** The players 0 to N-1, in order: what seatedInOrder gives for a session where each of them sits once. */
export function everyPlayer(players: number): number[] {
  return Array.from({ length: players }, (_, i) => i);
}

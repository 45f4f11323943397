import type { Ending } from '../ledger';

/**
 * What a tournament's ending policy means at a table once time is called (issue 27, "Session
 * clock"; FORMATS.md "Tournament file", `ending`). Pure: the moment now is an argument, read by
 * the app.
 *
 * A hand is in play when time is called, as a rule: it is finished (EMA: the hand in progress is
 * completed), then `oneMoreHand` plays one more. Called between hands (the last hand recorded, the
 * next not begun), no hand is in play: `finishHand` ends the game there, `oneMoreHand` plays one.
 * Every hand played counts, a chombo too (the hand ended: a chombo in the last hand ends the game);
 * a penalty is no hand.
 */

/** A hand as the table recorded it: whether it was a hand played, its event's order and moment (ms). */
export interface RecordedHand {
  readonly plays: boolean;
  readonly seq: number;
  readonly at: number;
}

/** The scorekeeper's "Time called" (its event's order and moment), and whether a hand was in play. */
export interface ManualCall {
  readonly seq: number;
  readonly at: number;
  readonly midHand: boolean;
}

/** Time called: whether a hand was in play then, and how many hands were played since. */
export interface TimeCall {
  readonly midHand: boolean;
  readonly handsSince: number;
  /** The clock called it (reached the session's end), not the scorekeeper. */
  readonly byClock: boolean;
}

/** The hands played after time is called: the hand in play, when there is one, and one more under `oneMoreHand`. */
export function handsAfterCall(ending: Ending, midHand: boolean): number {
  return (midHand ? 1 : 0) + (ending === 'oneMoreHand' ? 1 : 0);
}

/**
 * Whether time is called at `now`, and where: the scorekeeper's call, or the clock's at the
 * session's end (`endsAt`, null for no clock), whichever came first. The clock assumes a hand in
 * play, and counts the hands recorded from its end on (the hand in play then is the next recorded):
 * the table's events carry their moments, so a reload or a killed tab finds the same answer.
 */
export function timeCallAt(hands: readonly RecordedHand[], manual: ManualCall | null, endsAt: number | null, now: number): TimeCall | null {
  const clockCalled = endsAt !== null && now >= endsAt;
  if (manual && (!clockCalled || manual.at < endsAt)) {
    return { midHand: manual.midHand, handsSince: hands.filter((h) => h.plays && h.seq > manual.seq).length, byClock: false };
  }
  if (!clockCalled) return null;
  return { midHand: true, handsSince: hands.filter((h) => h.plays && h.at >= endsAt).length, byClock: true };
}

/** What the table is told once time is called: the hands still to play, in words. */
export type Announcement = 'finishThisHand' | 'finishThenOneMore' | 'lastHand' | 'endNow';

export interface SessionEnd {
  readonly handsLeft: number;
  readonly announcement: Announcement;
  /** The game ends now (its last hand played and it is not over already): the usual settlement follows. */
  readonly endsNow: boolean;
}

/** Where a game stands once time is called, under its ending; `over`: the game is over already (the round ended it, or the end was recorded). */
export function sessionEnd(ending: Ending, call: TimeCall, over: boolean): SessionEnd {
  const handsLeft = Math.max(0, handsAfterCall(ending, call.midHand) - call.handsSince);
  return { handsLeft, announcement: announcementFor(handsLeft, call), endsNow: handsLeft === 0 && !over };
}

function announcementFor(handsLeft: number, call: TimeCall): Announcement {
  if (handsLeft >= 2) return 'finishThenOneMore';
  if (handsLeft === 1) return call.midHand && call.handsSince === 0 ? 'finishThisHand' : 'lastHand';
  return 'endNow';
}

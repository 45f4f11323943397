import { describe, expect, it } from 'vitest';
import { handsAfterCall, sessionEnd, timeCallAt, type RecordedHand } from './sessionEnd';

const MIN = 60_000;
const ENDS_AT = 90 * MIN;
/** Hands recorded a quarter of an hour apart, the last at `minutes`; `plays` false for a penalty. */
const hand = (seq: number, minutes: number, plays = true): RecordedHand => ({ seq, at: minutes * MIN, plays });

describe('handsAfterCall', () => {
  it('finishes the hand in play, then one more under oneMoreHand; between hands, only the one more', () => {
    expect(handsAfterCall('finishHand', true)).toBe(1);
    expect(handsAfterCall('oneMoreHand', true)).toBe(2);
    expect(handsAfterCall('finishHand', false)).toBe(0);
    expect(handsAfterCall('oneMoreHand', false)).toBe(1);
  });
});

describe('the clock reaching zero', () => {
  const hands = [hand(1, 20), hand(2, 50), hand(3, 80)];

  it('calls nothing before the end, nor without a clock', () => {
    expect(timeCallAt(hands, null, ENDS_AT, ENDS_AT - 1)).toBeNull();
    expect(timeCallAt(hands, null, null, 10 * ENDS_AT)).toBeNull();
  });

  it('calls time at the end with the hand in play: finishHand ends the game after the next hand recorded', () => {
    const atZero = timeCallAt(hands, null, ENDS_AT, ENDS_AT);
    expect(atZero).toEqual({ midHand: true, handsSince: 0, byClock: true });
    expect(sessionEnd('finishHand', atZero!, false)).toEqual({ handsLeft: 1, announcement: 'finishThisHand', endsNow: false });
    const after = timeCallAt([...hands, hand(4, 95)], null, ENDS_AT, 95 * MIN);
    expect(sessionEnd('finishHand', after!, false)).toEqual({ handsLeft: 0, announcement: 'endNow', endsNow: true });
  });

  it('under oneMoreHand: finish this hand, then one more (the last), then the end', () => {
    const played = (more: RecordedHand[]) => sessionEnd('oneMoreHand', timeCallAt([...hands, ...more], null, ENDS_AT, 100 * MIN)!, false);
    expect(played([])).toMatchObject({ handsLeft: 2, announcement: 'finishThenOneMore', endsNow: false });
    expect(played([hand(4, 95)])).toMatchObject({ handsLeft: 1, announcement: 'lastHand', endsNow: false });
    expect(played([hand(4, 95), hand(5, 99)])).toMatchObject({ handsLeft: 0, announcement: 'endNow', endsNow: true });
  });

  it('counts a chombo as the hand in play (a chombo in the last hand ends the game under finishHand), a penalty not', () => {
    // The chombo is a hand played (plays: true); the penalty given after time is called is not.
    const withPenalty = timeCallAt([...hands, hand(4, 91, false)], null, ENDS_AT, 92 * MIN)!;
    expect(sessionEnd('finishHand', withPenalty, false)).toMatchObject({ handsLeft: 1, endsNow: false });
    const chombo = timeCallAt([...hands, hand(4, 91, false), hand(5, 93)], null, ENDS_AT, 93 * MIN)!;
    expect(sessionEnd('finishHand', chombo, false)).toMatchObject({ handsLeft: 0, endsNow: true });
  });

  it('after a reload finds the same: the hands recorded before the end do not count, whenever it is now', () => {
    const late = [...hands, hand(4, 96)];
    for (const now of [96 * MIN, 200 * MIN, 10_000 * MIN])
      expect(timeCallAt(late, null, ENDS_AT, now)).toEqual({ midHand: true, handsSince: 1, byClock: true });
  });

  it('does not end a game that is over already (the round ended it, or the end is recorded)', () => {
    const after = timeCallAt([...hands, hand(4, 95)], null, ENDS_AT, 95 * MIN)!;
    expect(sessionEnd('finishHand', after, true)).toMatchObject({ handsLeft: 0, endsNow: false });
  });
});

describe('time called by the scorekeeper', () => {
  const hands = [hand(1, 20), hand(2, 50)];

  it('mid-hand: the hand in play is finished, counted from the call on, before the clock', () => {
    const call = { seq: 3, at: 60 * MIN, midHand: true };
    expect(timeCallAt(hands, call, ENDS_AT, 61 * MIN)).toEqual({ midHand: true, handsSince: 0, byClock: false });
    const finished = timeCallAt([...hands, hand(4, 70)], call, ENDS_AT, 70 * MIN)!;
    expect(sessionEnd('finishHand', finished, false)).toMatchObject({ handsLeft: 0, endsNow: true });
    expect(sessionEnd('oneMoreHand', finished, false)).toMatchObject({ handsLeft: 1, announcement: 'lastHand', endsNow: false });
  });

  it('between hands: finishHand ends the game at once, oneMoreHand plays one hand, the last', () => {
    const call = timeCallAt(hands, { seq: 3, at: 60 * MIN, midHand: false }, ENDS_AT, 61 * MIN)!;
    expect(sessionEnd('finishHand', call, false)).toEqual({ handsLeft: 0, announcement: 'endNow', endsNow: true });
    expect(sessionEnd('oneMoreHand', call, false)).toEqual({ handsLeft: 1, announcement: 'lastHand', endsNow: false });
  });

  it('also where the table has no clock; the clock that ran out first wins over a later call', () => {
    expect(timeCallAt(hands, { seq: 3, at: 60 * MIN, midHand: true }, null, 61 * MIN)).toMatchObject({ byClock: false });
    const late = { seq: 4, at: 95 * MIN, midHand: false };
    expect(timeCallAt([...hands, hand(3, 92)], late, ENDS_AT, 96 * MIN)).toEqual({ midHand: true, handsSince: 1, byClock: true });
  });
});

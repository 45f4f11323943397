/**
 * A session's clock (issue 27 "Clock"): the time left from when it was started, the session's
 * length and the moment asked about, all passed in (pure: the screens read the clock).
 */
export type ClockState =
  | { readonly state: 'notStarted' }
  | { readonly state: 'running'; readonly msLeft: number }
  /** Time is up: `msOver` since it ran out. */
  | { readonly state: 'over'; readonly msOver: number };

export function clockAt(startedAt: number | null | undefined, minutes: number, now: number): ClockState {
  if (startedAt == null) return { state: 'notStarted' };
  const end = startedAt + minutes * 60_000;
  return now < end ? { state: 'running', msLeft: end - now } : { state: 'over', msOver: now - end };
}

/**
 * Time as a clock shows it: m:ss under an hour, h:mm:ss from an hour. A running clock rounds up
 * (it shows 0:00 only when time is up, not a second before).
 */
export function clockText(ms: number, roundUp = true): string {
  const seconds = Math.max(0, roundUp ? Math.ceil(ms / 1000) : Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

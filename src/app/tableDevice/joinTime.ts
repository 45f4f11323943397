const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a time input writes it, in local time: "14:05". */
export function timeOfDay(moment: number): string {
  const at = new Date(moment);
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * The moment a session ends, from the local time of day a person set ("14:05"): the next such
 * time from `now` on, unless it was at most 12 hours ago (a session that has just run out is still
 * today's). Null for no time of day.
 */
export function endsAtFromTime(value: string, now: number): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  const moment = at.getTime();
  return moment < now - DAY / 2 ? moment + DAY : moment > now + DAY / 2 ? moment - DAY : moment;
}

/** A session starting now: its end, `minutes` on, to the nearest whole minute (a time input sets minutes). */
export function sessionEndFromNow(minutes: number, now: number): number {
  return Math.round((now + minutes * MINUTE) / MINUTE) * MINUTE;
}

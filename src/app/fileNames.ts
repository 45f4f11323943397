import { localDate } from '../store/localDate';

export { localDate };

const two = (n: number) => String(n).padStart(2, '0');

/** Local time as 2026-11-22 21:15: spreadsheets in either language read it as a date and time. */
export function localDateTime(time: number): string {
  const at = new Date(time);
  return `${localDate(time)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * tenbo-2026-11-22-1a2b3c4d.json: one game's record, named by the day it began where it was
 * played (a game begun at 00:30 in Warsaw is the 22nd's, not the UTC 21st's) and its id's start,
 * so that two games of one night are two files.
 */
export function gameRecordFileName(game: { readonly id: string; readonly createdAt: number }): string {
  return `tenbo-${localDate(game.createdAt)}-${game.id.slice(0, 8)}.json`;
}

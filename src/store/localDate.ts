const two = (n: number) => String(n).padStart(2, '0');

/** The local date as 2026-11-22: the same in every language, and sorted as text it is sorted by date. */
export function localDate(time: number): string {
  const at = new Date(time);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/**
 * How wide a score is written, in ems of the score's bold face, for sizing it to its seat: the
 * seat's width divided by this is the largest font the score fits in whole. Per character, the
 * widest of the faces phones and desktops use (DejaVu Sans Bold: digits 0.70em, the minus sign
 * 0.84em, comma and space about 0.38em), so the score never runs past its seat.
 */
const DIGIT_EM = 0.7;
const MINUS_EM = 0.85;
const SEPARATOR_EM = 0.4;

export function scoreWidthEm(text: string): number {
  let em = 0;
  for (const char of text) em += /\d/.test(char) ? DIGIT_EM : char === '−' || char === '-' ? MINUS_EM : SEPARATOR_EM;
  return em;
}

/**
 * The widest of the scores on the table, in ems, never under "00,000" wide: every seat's score is
 * drawn at one size (a seat's number does not look bigger for being shorter), the largest at which
 * the longest of them fits.
 */
export function tableScoreEm(texts: readonly string[]): number {
  return Math.max(scoreWidthEm('00,000'), ...texts.map(scoreWidthEm));
}

/** Kept apart from identity.ts: the games list's search uses it, and loads nothing else of the club. */

/** A text as a search compares it: lower case, without diacritics ("Żółw" is "zolw"). */
export function foldedText(text: string): string {
  return (
    text
      // NFD parts a letter from its marks (ó is o and an acute accent); the marks then go.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Ł is a letter of its own, not L with a mark: NFD leaves it whole.
      .replace(/ł/g, 'l')
  );
}

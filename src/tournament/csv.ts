/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, a quote
 * inside doubled. Nothing else is changed, so a file read back gives the same text.
 */
export function csvQuoted(field: string, separator = ','): string {
  return field.includes(separator) || /["\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

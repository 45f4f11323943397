import type { Lang, Translate } from '../i18n';
import type { Standing } from '../store/standings';

/**
 * The standings as a spreadsheet file. Polish spreadsheets read `;` between fields and a decimal
 * comma; English ones `,` and a decimal point. Numbers are plain (no grouping) so that they stay numbers.
 */
export function standingsCsv(rows: readonly Standing[], t: Translate, lang: Lang): string {
  const separator = lang === 'pl' ? ';' : ',';
  const decimal = (n: number) => (lang === 'pl' ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
  const header = ['standings.rank', 'standings.player', 'standings.games', 'standings.total', 'standings.first', 'standings.second', 'standings.third', 'standings.fourth', 'standings.average'] as const;
  const lines = [header.map((key) => t(key))];
  for (const row of rows) {
    lines.push([String(row.rank), row.name, String(row.games), String(row.total), ...row.places.map(String), decimal(row.averagePlace)]);
  }
  // The byte order mark makes spreadsheets read the file as UTF-8 ("Małgorzata", not "MaĹ‚gorzata").
  return '\uFEFF' + lines.map((fields) => fields.map((field) => csvField(field, separator)).join(separator)).join('\r\n') + '\r\n';
}

/**
 * A field quoted when it holds a separator, a quote or a line break. A name that starts like a
 * formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
function csvField(text: string, separator: string): string {
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

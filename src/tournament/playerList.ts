import { cut, text } from '../schema';
import { TOURNAMENT_LIMITS } from './tournamentFile';
import type { TournamentPlayer } from './tournamentTypes';

/**
 * A players list pasted from a spreadsheet (issue 27 "Create a tournament"): one player a line,
 * cells separated by tabs (what a spreadsheet copies), semicolons or commas; first name, last name,
 * EMA number, country. The columns are found from a header line (English or Polish words), or the
 * organiser says which is which. The paste is untrusted input: bounded, and a refusal quotes at
 * most a short excerpt of the line it is about.
 */
export type Column = 'first' | 'last' | 'ema' | 'country' | 'skip';
export const COLUMNS: readonly Column[] = ['first', 'last', 'ema', 'country', 'skip'];

export const PASTE_LIMITS = Object.freeze({ maxChars: 200_000, maxLines: TOURNAMENT_LIMITS.maxPlayers, maxCells: 20 });

export interface PastedPlayer {
  readonly first: string;
  readonly last: string;
  readonly ema: string;
  readonly country: string;
}

export type PasteRefusal =
  | { readonly code: 'empty' }
  | { readonly code: 'tooLong'; readonly maxChars: number }
  | { readonly code: 'tooManyLines'; readonly maxLines: number }
  /** A cell too long for its field; `line` from 1, `excerpt` a short quote of the cell. */
  | { readonly code: 'cellTooLong'; readonly line: number; readonly excerpt: string }
  /** A line with neither a first nor a last name. */
  | { readonly code: 'noName'; readonly line: number; readonly excerpt: string }
  /** The columns given name no first or last name column. */
  | { readonly code: 'noNameColumn' };

export type PasteRead =
  | { readonly ok: true; readonly players: readonly PastedPlayer[]; readonly columns: readonly Column[]; readonly header: boolean }
  /** No header line: the organiser is asked which column is which; `sample` is the first lines, cut into cells. */
  | { readonly ok: false; readonly askColumns: true; readonly sample: readonly (readonly string[])[] }
  | { readonly ok: false; readonly askColumns?: undefined; readonly refusal: PasteRefusal };

/** Header words, compared without case, diacritics, spaces or punctuation ("Imię" is "imie", "EMA no." is "emano"). */
const HEADER_WORDS: Readonly<Record<Exclude<Column, 'skip'>, readonly string[]>> = {
  first: ['first', 'firstname', 'givenname', 'forename', 'name', 'imie', 'imiona'],
  last: ['last', 'lastname', 'surname', 'familyname', 'nazwisko'],
  ema: ['ema', 'emanumber', 'emaid', 'emano', 'emanr', 'numerema', 'nrema', 'idema', 'ema#'],
  country: ['country', 'nation', 'nationality', 'countrycode', 'kraj', 'panstwo', 'narodowosc', 'kodkraju'],
};

function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z#]/g, '');
}

/** Tabs where a line has one (a spreadsheet's copy), else semicolons (a European CSV), else commas. */
function separatorOf(lines: readonly string[]): string {
  if (lines.some((l) => l.includes('\t'))) return '\t';
  return lines.some((l) => l.includes(';')) ? ';' : ',';
}

/** A line's cells, a quoted cell ("Smith, Jr.") read as one (RFC 4180 quoting, as spreadsheets write it). */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells.slice(0, PASTE_LIMITS.maxCells);
}

/** The columns a header line names, or null when it is no header (no first and last name column found). */
export function headerColumns(cells: readonly string[]): Column[] | null {
  const columns = cells.map((cell): Column => {
    const key = headerKey(cell);
    const found = (Object.keys(HEADER_WORDS) as Exclude<Column, 'skip'>[]).find((column) => HEADER_WORDS[column].includes(key));
    return found ?? 'skip';
  });
  return columns.includes('first') && columns.includes('last') ? columns : null;
}

const FIELD_MAX: Readonly<Record<Exclude<Column, 'skip'>, number>> = {
  first: TOURNAMENT_LIMITS.maxNameChars,
  last: TOURNAMENT_LIMITS.maxNameChars,
  ema: TOURNAMENT_LIMITS.maxEmaChars,
  country: TOURNAMENT_LIMITS.maxCountryChars,
};

function playerOf(cells: readonly string[], columns: readonly Column[], line: number): PastedPlayer | PasteRefusal {
  const fields: Record<Exclude<Column, 'skip'>, string> = { first: '', last: '', ema: '', country: '' };
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (column === 'skip' || fields[column] !== '') continue;
    const read = text({ max: FIELD_MAX[column] })(cells[i] ?? '', `line ${line}`);
    if (!read.ok) return { code: 'cellTooLong', line, excerpt: cut(cells[i] ?? '') };
    fields[column] = read.value;
  }
  if (fields.first === '' && fields.last === '') return { code: 'noName', line, excerpt: cut(cells.join(' ')) };
  return { ...fields, country: fields.country.toUpperCase() };
}

/**
 * The players of a pasted list. `columns`: what the organiser said each column is, when the paste
 * has no header line (without them such a paste asks for them). Blank lines are skipped.
 */
export function parsePlayerList(pasted: string, columns?: readonly Column[]): PasteRead {
  if (pasted.length > PASTE_LIMITS.maxChars) return { ok: false, refusal: { code: 'tooLong', maxChars: PASTE_LIMITS.maxChars } };
  const numbered = pasted
    .split(/\r\n|\r|\n/)
    .map((textOfLine, i) => ({ text: textOfLine, line: i + 1 }))
    .filter((l) => l.text.trim() !== '');
  if (numbered.length === 0) return { ok: false, refusal: { code: 'empty' } };
  if (numbered.length > PASTE_LIMITS.maxLines + 1) return { ok: false, refusal: { code: 'tooManyLines', maxLines: PASTE_LIMITS.maxLines } };
  const separator = separatorOf(numbered.map((l) => l.text));
  const rows = numbered.map((l) => ({ cells: cellsOf(l.text, separator), line: l.line }));
  const fromHeader = headerColumns(rows[0]!.cells);
  const used = fromHeader ?? columns;
  if (!used) return { ok: false, askColumns: true, sample: rows.slice(0, 3).map((r) => r.cells.map((c) => cut(c))) };
  if (!used.includes('first') && !used.includes('last')) return { ok: false, refusal: { code: 'noNameColumn' } };
  const players: PastedPlayer[] = [];
  for (const row of fromHeader ? rows.slice(1) : rows) {
    const read = playerOf(row.cells, used, row.line);
    if ('code' in read) return { ok: false, refusal: read };
    players.push(read);
  }
  if (players.length > PASTE_LIMITS.maxLines) return { ok: false, refusal: { code: 'tooManyLines', maxLines: PASTE_LIMITS.maxLines } };
  return { ok: true, players, columns: used, header: fromHeader !== null };
}

/** A player id not yet in the list: p1, p2, … after the highest such id. */
export function nextPlayerId(players: readonly Pick<TournamentPlayer, 'id'>[]): string {
  const highest = players.reduce((max, p) => Math.max(max, /^p\d+$/.test(p.id) ? Number(p.id.slice(1)) : 0), 0);
  return `p${highest + 1}`;
}

/** The players with ids, after those already in. */
export function withIds(existing: readonly TournamentPlayer[], added: readonly PastedPlayer[]): TournamentPlayer[] {
  const all: TournamentPlayer[] = [...existing];
  for (const p of added) all.push({ id: nextPlayerId(all), ...p, extra: {} });
  return all;
}

import type { Lang, Translate } from '../i18n';
import type { Scores } from '../ledger';
import type { CountedGame, Standing } from '../store/standings';
import { csvQuoted } from '../tournament/csv';
import { localDateTime } from './fileNames';
import { rulesLabel } from './labels';

/**
 * The standings as a spreadsheet file. Polish spreadsheets read `;` between fields and a decimal
 * comma; English ones `,` and a decimal point. Numbers are plain (no grouping) so that they stay numbers.
 */
export function standingsCsv(rows: readonly Standing[], t: Translate, lang: Lang): string {
  const decimal = (n: number) => (lang === 'pl' ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
  const header = [
    'standings.rank',
    'standings.player',
    'standings.games',
    'standings.total',
    'standings.first',
    'standings.second',
    'standings.third',
    'standings.fourth',
    'standings.average',
  ] as const;
  const lines = [header.map((key) => t(key))];
  for (const row of rows) {
    lines.push([String(row.rank), row.name, String(row.games), String(row.total), ...row.places.map(String), decimal(row.averagePlace)]);
  }
  return csvText(lines, lang);
}

/** A seat's wind by its seat (East first): the words of the CSV's seat column. */
const SEAT_WIND_WORDS = ['wind.E', 'wind.S', 'wind.W', 'wind.N'] as const;

/**
 * The games behind the standings, game by game (what a ranking submission asks for): a line for
 * each player of each game, in seat order, with the game's number, when it started (or, for an
 * imported game, when it was imported: a record carries no date), its rules, and the player's table
 * score, place, penalties (chombo, penalty events: taken off after uma) and final result as the
 * final results show them. One line a player, not a game,
 * so that the columns are the same on every line and a spreadsheet can sort, filter and sum them.
 */
export function gamesCsv(games: readonly CountedGame[], penalties: ReadonlyMap<string, Scores>, t: Translate, lang: Lang): string {
  // The words of the final results' own columns, for the same numbers.
  const header = [
    'standings.game',
    'standings.started',
    'standings.imported',
    'setup.preset',
    'standings.seat',
    'end.player',
    'end.score',
    'end.place',
    'end.penalty',
    'end.final',
  ] as const;
  const lines = [header.map((key) => t(key))];
  games.forEach(({ game, scores, places, finals }, index) => {
    const imported = game.importedAt !== undefined;
    const when = [imported ? '' : localDateTime(game.createdAt), imported ? localDateTime(game.importedAt) : ''];
    const penalty = penalties.get(game.id);
    game.players.forEach((name, seat) => {
      // Left empty for a game whose hands could not be read again: a 0 would say it had none.
      const penaltyText = penalty ? String(penalty[seat as 0]) : '';
      lines.push([
        String(index + 1),
        ...when,
        rulesLabel(t, game),
        t(SEAT_WIND_WORDS[seat]!),
        name,
        String(scores[seat]),
        String(places[seat]),
        penaltyText,
        String(finals[seat]),
      ]);
    });
  });
  return csvText(lines, lang);
}

/** Lines of fields as a CSV file in the language's separator. */
export function csvText(lines: readonly (readonly string[])[], lang: Lang): string {
  const separator = lang === 'pl' ? ';' : ',';
  // The byte order mark makes spreadsheets read the file as UTF-8 ("Małgorzata", not "MaĹ‚gorzata").
  return '\uFEFF' + lines.map((fields) => fields.map((field) => csvField(field, separator)).join(separator)).join('\r\n') + '\r\n';
}

/**
 * A field quoted when it holds a separator, a quote or a line break. A name that starts like a
 * formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
function csvField(text: string, separator: string): string {
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return csvQuoted(safe, separator);
}

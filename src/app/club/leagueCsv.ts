import type { LeagueRow, Season } from '../../club';
import type { ClubSpeaker } from '../../i18n/club';
import { csvText } from '../standingsCsv';

/**
 * The league table as a spreadsheet file, as the standings' CSV is written (standingsCsv.ts: `;` and
 * a decimal comma in Polish, the byte order mark, formulas defused): place (empty when not ranked),
 * player, games, the ranking figure, average place, and the trend in places since the night before.
 */
export function leagueCsv(season: Season, rows: readonly LeagueRow[], say: ClubSpeaker): string {
  const decimal = (n: number) => (say.lang === 'pl' ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
  const figure = (n: number) => (season.rule.kind === 'average' ? decimal(n) : String(n));
  const header = [
    say.t('club.league.place'),
    say.t('club.league.player'),
    say.t('club.league.games'),
    say.t(`club.league.figure.${season.rule.kind}`),
    say.t('club.league.averagePlace'),
    say.t('club.league.trend'),
  ];
  const lines = rows.map((row) => [
    row.place === null ? '' : String(row.place),
    row.name,
    String(row.games),
    figure(row.figure),
    decimal(row.averagePlace),
    row.trend === null ? '' : String(row.trend),
  ]);
  return csvText([header, ...lines], say.lang);
}

import { WideTable } from '../../ui/WideTable';
import { formatPoints } from '../../i18n';
import { useTournamentWords } from '../../i18n/tournament';
import { exportTournamentText } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { resultsCsv } from '../../tournament/resultsCsv';
import { gameResult, standings, tableChecks, type StandingRow } from '../../tournament/standings';
import type { Tournament } from '../../tournament/tournamentFile';
import { downloadText } from '../download';
import type { PanelProps } from './useTournament';
import { nameOf, playerName } from './words';

/** A file name from the tournament's name: letters and digits kept, the rest a dash ("Wrocław Open" → "Wrocław-Open"). */
export function fileBase(t: Tournament): string {
  return t.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tournament';
}

/** Whether a player came in as a substitute (the players screen marks them so, in the file's kept fields). */
export function isSubstitute(row: StandingRow): boolean {
  return row.player.extra['substitute'] === true;
}

/** The standings table: place (shared on equal points), player, games, points. */
export function StandingsTable({ tournament, limit }: { readonly tournament: Tournament; readonly limit?: number }) {
  const { t, lang } = useTournamentWords();
  const rows = standings(tournament).slice(0, limit);
  return (
    <table className="t-standings">
      <thead>
        <tr>
          <th scope="col">{t('standings.place')}</th>
          <th scope="col">{t('standings.player')}</th>
          <th scope="col">{t('standings.games')}</th>
          <th scope="col">{t('standings.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.player.id}>
            <td>{row.place}</td>
            <td>
              {playerName(row.player)}
              {isSubstitute(row) && <span className="hint"> ({t('standings.substitute')})</span>}
            </td>
            <td>{row.games}</td>
            <td className="t-points">{formatPoints(row.points, lang, true)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each table's check: its finals add up to zero apart from penalties; the penalties per player, with their reasons. */
export function TableChecks({ tournament }: { readonly tournament: Tournament }) {
  const { t, lang } = useTournamentWords();
  const checks = tableChecks(tournament.games.map(gameResult));
  return (
    <ul className="t-checks">
      {checks.map((check) => (
        <li key={`${check.session}/${check.table}`} className={check.balanced ? undefined : 'notice warn'}>
          {check.balanced
            ? t('standings.balanced', { session: check.session, table: check.table })
            : t('standings.unbalanced', { session: check.session, table: check.table, points: formatPoints(check.imbalance, lang, true) })}
          {[...check.penalties].flatMap(([player, lines]) =>
            lines.map((line) => (
              <div key={`${player}/${line.hand}`} className="hint">
                {t('standings.penalty', {
                  name: nameOf(tournament, player),
                  points: formatPoints(line.points, lang, true),
                  reason: line.reason ?? t('standings.noReason'),
                  hand: line.hand,
                })}
              </div>
            )),
          )}
        </li>
      ))}
    </ul>
  );
}

/** Standings, the tables' checks, and the exports: the EMA results CSV, the tournament file, a printable page. */
export function StandingsPanel({ loaded }: PanelProps) {
  const { t } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const { tournament } = loaded;
  return (
    <section className="t-panel">
      {tournament.games.length === 0 && <p className="hint">{t('standings.noGames')}</p>}
      <WideTable label={t('tournament.tab.standings')}>
        <StandingsTable tournament={tournament} />
      </WideTable>
      <h2>{t('standings.checks')}</h2>
      <TableChecks tournament={tournament} />
      <div className="t-column">
        <button
          type="button"
          className="btn big"
          onClick={() => downloadText(`${fileBase(tournament)}.results.csv`, resultsCsv(standings(tournament)), 'text/csv;charset=utf-8')}
        >
          {t('standings.csv')}
        </button>
        <button
          type="button"
          className="btn big"
          onClick={() =>
            void withStorage(() => exportTournamentText(tournament.id)).then((text) => {
              if (text) downloadText(`${fileBase(tournament)}.tournament.json`, text);
            })
          }
        >
          {t('standings.file')}
        </button>
        <button
          type="button"
          className="btn big"
          onClick={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'resultsSheet' })}
        >
          {t('standings.print')}
        </button>
      </div>
    </section>
  );
}

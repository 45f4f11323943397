import type { ReactNode } from 'react';
import { useTournamentWords, type TournamentKey } from '../../i18n/tournament';
import { useUi } from '../../nav/ui';
import { playerTables } from '../../tournament/organiserSeating';
import { BackButton } from '../../ui/BackButton';
import { StandingsTable, TableChecks } from './StandingsPanel';
import type { PanelProps } from './useTournament';
import { nameOf, playerName } from './words';

/** A printable page: Back and Print on screen only (print CSS hides them), then the sheet. */
function Sheet({ title, back, children }: { readonly title: string; readonly back: () => void; readonly children: ReactNode }) {
  const { t } = useTournamentWords();
  return (
    <main className="screen t-sheet">
      <div className="row t-no-print">
        <BackButton className="btn ghost back" onClick={back} />
        <button type="button" className="btn primary" onClick={() => window.print()}>
          {t('sheet.print')}
        </button>
      </div>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

const windKey = (seat: number): TournamentKey => (['wind.0', 'wind.1', 'wind.2', 'wind.3'] as const)[seat] ?? 'wind.0';

/** A session's seating, table by table, each player with their wind. */
export function SeatingSheet({ loaded, session }: PanelProps & { readonly session: number }) {
  const { t } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const { tournament } = loaded;
  const current = tournament.sessions.find((s) => s.number === session);
  return (
    <Sheet
      title={t('sheet.seatingTitle', { name: tournament.name, n: session })}
      back={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'seating' })}
    >
      <div className="t-sheet-tables">
        {current?.tables.map((table, i) => (
          <section key={i} className="t-sheet-table">
            <h2>{t('seating.table', { n: i + 1 })}</h2>
            <ol>
              {table.map((id, seat) => (
                <li key={id}>
                  <span className="t-wind">{t(windKey(seat))}</span> {nameOf(tournament, id)}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Sheet>
  );
}

/** A sheet per player: their table and wind in every session (cut apart after printing). */
export function PlayerSheets({ loaded }: PanelProps) {
  const { t } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const { tournament } = loaded;
  const sorted = [...tournament.players].sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  return (
    <Sheet title={tournament.name} back={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'seating' })}>
      <div className="t-sheet-players">
        {sorted.map((p) => (
          <section key={p.id} className="t-sheet-player">
            <h2>{t('sheet.playerTitle', { name: tournament.name, player: playerName(p) })}</h2>
            <ul>
              {playerTables(tournament, p.id).map((at, k) => {
                const n = tournament.sessions[k]!.number;
                return (
                  <li key={n}>
                    {at ? t('sheet.sessionTable', { n, table: at.table, wind: t(windKey(at.seat)) }) : t('sheet.notSeated', { n })}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Sheet>
  );
}

/** The results: standings and the tables' checks, to print and pin up. */
export function ResultsSheet({ loaded }: PanelProps) {
  const { t } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const { tournament } = loaded;
  return (
    <Sheet
      title={t('sheet.resultsTitle', { name: tournament.name })}
      back={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'standings' })}
    >
      <StandingsTable tournament={tournament} />
      <h2>{t('standings.checks')}</h2>
      <TableChecks tournament={tournament} />
    </Sheet>
  );
}

import { useTournamentWords } from '../../i18n/tournament';
import { useUi } from '../../nav/ui';
import { clockAt } from '../../tournament/clock';
import { missingTables } from '../../tournament/results';
import { BackButton } from '../../ui/BackButton';
import { ClockFace } from './ClockFace';
import { StandingsTable } from './StandingsPanel';
import { useNow } from '../../ui/useNow';
import { useTournament, type PanelProps } from './useTournament';
import { nameOf } from './words';

/** How many players the big screen's standings show: what fits beside the tables on a 16:9 screen. */
const STANDINGS_SHOWN = 16;

/**
 * The big screen for a projector or TV (issue 27 "Clock"): the session's clock, its tables with
 * which have handed in, and the live standings, in type read from 5 m away. It reads the
 * tournament again every few seconds, so results taken in on this device show without a tap.
 */
export function BigScreen({ loaded: first, session }: PanelProps & { readonly session: number }) {
  const { t } = useTournamentWords();
  const navigate = useUi((s) => s.navigate);
  const now = useNow();
  const { loaded: fresh } = useTournament(first.tournament.id, 5000);
  const { tournament, row } = fresh ?? first;
  const current = tournament.sessions.find((s) => s.number === session) ?? tournament.sessions[0];
  if (!current) return null;
  const missing = new Set(missingTables(tournament).get(current.number) ?? []);
  const clock = clockAt(row.organiser.clocks[String(current.number)], current.minutes, now);
  return (
    <main className="t-big">
      <header className="t-big-top">
        <BackButton
          className="btn ghost back"
          onClick={() => navigate({ screen: 'tournament', tournamentId: tournament.id, view: 'sessions' })}
        />
        <h1>{t('big.title', { name: tournament.name, n: current.number })}</h1>
      </header>
      <ClockFace clock={clock} minutes={current.minutes} className="t-big-clock" />
      <div className="t-big-body">
        <section aria-label={t('big.tables')}>
          <ol className="t-big-tables">
            {current.tables.map((table, i) => (
              <li key={i} className={missing.has(i + 1) ? 'playing' : 'in'}>
                <strong>{i + 1}</strong>
                <span className="t-big-state">{missing.has(i + 1) ? t('sessions.tablePlaying') : `✓ ${t('sessions.tableIn')}`}</span>
                <span className="t-big-names">{table.map((id) => nameOf(tournament, id)).join(' · ')}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-label={t('big.standings')}>
          <StandingsTable tournament={tournament} limit={STANDINGS_SHOWN} />
        </section>
      </div>
    </main>
  );
}

import { useT } from '../../i18n';
import { useTournamentWords, type TournamentKey } from '../../i18n/tournament';
import { useUi, type TournamentView } from '../../nav/ui';
import { presetName } from '../../ui/presetName';
import { Header } from '../Header';
import { BigScreen } from './BigScreen';
import { PlayersPanel } from './PlayersPanel';
import { SeatingPanel } from './SeatingPanel';
import { SessionsPanel } from './SessionsPanel';
import { PlayerSheets, ResultsSheet, SeatingSheet } from './Sheets';
import { StandingsPanel } from './StandingsPanel';
import { useTournament, type PanelProps } from './useTournament';
import './tournament.css';

const TABS = ['players', 'seating', 'sessions', 'standings'] as const satisfies readonly TournamentView[];

/** One tournament: its tabs (players, seating, sessions, standings), the big screen and the printable sheets. */
export function TournamentScreen({ id, view, session }: { readonly id: string; readonly view: TournamentView; readonly session?: number }) {
  const words = useTournamentWords();
  const { t: tt } = words;
  const t = useT();
  const navigate = useUi((s) => s.navigate);
  const { loaded, reload } = useTournament(id);
  if (loaded === undefined) return <p className="loading">{t('app.loading')}</p>;
  if (loaded === null)
    return (
      <main className="screen tournament">
        <Header title={tt('tournament.listTitle')} back={{ screen: 'tournaments' }} />
        <p role="alert" className="notice error">
          {tt('tournament.notFound')}
        </p>
      </main>
    );
  const { tournament } = loaded;
  const props: PanelProps = { loaded, reload };
  if (view === 'big') return <BigScreen {...props} session={session ?? 1} />;
  if (view === 'seatingSheet') return <SeatingSheet {...props} session={session ?? 1} />;
  if (view === 'playerSheets') return <PlayerSheets {...props} />;
  if (view === 'resultsSheet') return <ResultsSheet {...props} />;
  return (
    <main className="screen tournament">
      <Header title={tournament.name} back={{ screen: 'tournaments' }} />
      <p className="hint">
        {tt('tournament.rulesLine', {
          rules: presetName(t, tournament.rules, false),
          sessions: tournament.sessions.length,
          minutes: tournament.sessions[0]?.minutes ?? 0,
          ending: tt(`tournament.ending.${tournament.ending}`),
        })}
      </p>
      <nav className="row t-tabs" aria-label={tt('tournament.views')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="btn"
            aria-current={tab === view ? 'page' : undefined}
            onClick={() => navigate({ screen: 'tournament', tournamentId: id, view: tab })}
          >
            {tt(`tournament.tab.${tab}` satisfies TournamentKey)}
          </button>
        ))}
      </nav>
      {view === 'players' && <PlayersPanel {...props} />}
      {view === 'seating' && <SeatingPanel {...props} />}
      {view === 'sessions' && <SessionsPanel {...props} />}
      {view === 'standings' && <StandingsPanel {...props} />}
    </main>
  );
}

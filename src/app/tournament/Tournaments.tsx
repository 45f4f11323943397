import { useEffect, useState } from 'react';
import { useTournamentWords } from '../../i18n/tournament';
import { importTournamentText, listTournaments, type TournamentSummary } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { FileButton } from '../../ui/FileButton';
import { Header } from '../Header';
import { CreateTournament } from './CreateTournament';
import './tournament.css';

type ImportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'refused'; readonly errors: readonly string[] }
  | { readonly kind: 'exists'; readonly text: string; readonly summary: TournamentSummary }
  | { readonly kind: 'imported'; readonly name: string };

/** The organiser's tournaments on this device, a new one, and a tournament file to open (from another device or an archive). */
export function Tournaments() {
  const words = useTournamentWords();
  const { t, plural } = words;
  const navigate = useUi((s) => s.navigate);
  const [list, setList] = useState<readonly TournamentSummary[] | null>(null);
  const [imported, setImported] = useState<ImportState>({ kind: 'idle' });

  const refresh = () => withStorage(listTournaments).then((found) => setList(found ?? []));
  useEffect(() => {
    void withStorage(listTournaments).then((found) => setList(found ?? []));
  }, []);

  async function importText(text: string, replace: boolean) {
    const outcome = await withStorage(() => importTournamentText(text, replace));
    if (!outcome) return;
    if (outcome.ok) setImported({ kind: 'imported', name: outcome.tournament.name });
    else if ('exists' in outcome) setImported({ kind: 'exists', text, summary: outcome.exists });
    else setImported({ kind: 'refused', errors: outcome.errors });
    await refresh();
  }

  return (
    <main className="screen tournament">
      <Header title={t('tournament.listTitle')} back={{ screen: 'games' }} />
      {list !== null && list.length === 0 && <p className="hint">{t('tournament.none')}</p>}
      <ul className="games">
        {(list ?? []).map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className="btn big t-card"
              onClick={() => navigate({ screen: 'tournament', tournamentId: s.id, view: s.players === 0 ? 'players' : 'sessions' })}
            >
              <span className="game-names">{s.name}</span>
              <span className="hint">{plural('tournament.summary', s.games, { players: s.players, sessions: s.sessions })}</span>
            </button>
          </li>
        ))}
      </ul>
      <FileButton
        label={t('tournament.importFile')}
        accept=".json,application/json"
        onFiles={([file]) => void file.text().then((text) => importText(text, false))}
      />
      {imported.kind === 'imported' && (
        <p role="status" className="notice">
          {t('tournament.imported', { name: imported.name })}
        </p>
      )}
      {imported.kind === 'refused' && (
        <div role="alert" className="notice error lines">
          <p>{t('tournament.importRefused')}</p>
          {imported.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      {imported.kind === 'exists' && (
        <div role="alert" className="notice warn">
          <p>{t('tournament.exists', { name: imported.summary.name, games: imported.summary.games })}</p>
          <button type="button" className="btn" onClick={() => void importText(imported.text, true)}>
            {t('tournament.replace')}
          </button>
          <button type="button" className="btn" onClick={() => setImported({ kind: 'idle' })}>
            {t('tournament.cancel')}
          </button>
        </div>
      )}
      <CreateTournament />
    </main>
  );
}

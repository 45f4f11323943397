import { useId, useState } from 'react';
import { findPlayers, lastUndoable, nameKey, type Player, type PlayerChange } from '../../club';
import { clubSpeaker, useClubT, type ClubSpeaker } from '../../i18n/club';
import { changePlayers, undoPlayerChange } from '../../store/club';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { Header } from '../Header';
import { useClub } from './useClub';

type Mode = { readonly kind: 'rename'; readonly player: Player } | { readonly kind: 'merge'; readonly player: Player } | null;

/** The names of a player that can be split off: one spelling of each key, when the player has more than one key. */
function splittable(player: Player): string[] {
  const byKey = new Map<string, string>();
  for (const spelling of player.spellings) if (!byKey.has(nameKey(spelling))) byKey.set(nameKey(spelling), spelling);
  return byKey.size > 1 ? [...byKey.values()] : [];
}

/** What a change did, said in a toast (in the language shown while it stays). */
function changeText(change: PlayerChange, say: ClubSpeaker): string {
  switch (change.kind) {
    case 'rename':
      return say.t('club.players.renamed', { name: change.to });
    case 'merge':
      return say.t('club.players.merged', { name: change.name, into: change.into });
    case 'split':
      return say.t('club.players.split', { name: change.name });
    case 'undo':
      return say.t('club.players.undone');
  }
}

function RenameForm({ player, done }: { readonly player: Player; done(to: string | null): void }) {
  const say = useClubT();
  const id = useId();
  const [to, setTo] = useState(player.name);
  return (
    <form
      className="club-rename"
      onSubmit={(e) => {
        e.preventDefault();
        done(to.trim() === '' ? null : to.trim());
      }}
    >
      <label htmlFor={id}>{say.t('club.players.newName', { name: player.name })}</label>
      <div className="row">
        <input id={id} value={to} maxLength={100} onChange={(e) => setTo(e.target.value)} />
        <button type="submit" className="btn primary">
          {say.t('club.players.save')}
        </button>
        <button type="button" className="btn" onClick={() => done(null)}>
          {say.t('club.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Players across nights: search, rename, merge two names into one player, split a wrong merge again; every change undoable. */
export function PlayersScreen() {
  const say = useClubT();
  const navigate = useUi((s) => s.navigate);
  const showToast = useUi((s) => s.showToast);
  const { club, reload } = useClub();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>(null);
  const searchId = useId();

  async function undo() {
    if ((await withStorage(undoPlayerChange)) === undefined) return;
    await reload();
    showToast({ text: ({ lang }) => clubSpeaker(lang).t('club.players.undone') });
  }

  async function change(made: PlayerChange) {
    setMode(null);
    if ((await withStorage(() => changePlayers(made))) === undefined) return;
    await reload();
    showToast({
      text: ({ lang }) => changeText(made, clubSpeaker(lang)),
      action: { label: ({ t }) => t('table.undoShort'), run: () => void undo() },
    });
  }

  if (!club) {
    return (
      <main className="screen club">
        <Header title={say.t('club.players.title')} back={{ screen: 'club' }} />
        <p>{say.t('club.loading')}</p>
      </main>
    );
  }
  const found = findPlayers(club.directory, query);
  const canUndo = lastUndoable(club.events) !== null;

  return (
    <main className="screen club">
      <Header title={say.t('club.players.title')} back={{ screen: 'club' }} />
      <div className="player-search">
        <label htmlFor={searchId}>{say.t('club.players.search')}</label>
        <div className="row">
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      <p className="hint">{say.plural('club.players.count', found.length)}</p>
      {canUndo && (
        <button type="button" className="btn big" onClick={() => void undo()}>
          {say.t('club.players.undo')}
        </button>
      )}
      {mode?.kind === 'merge' && (
        <div role="status" className="notice warn">
          <p>{say.t('club.players.mergeWhich', { name: mode.player.name })}</p>
          <button type="button" className="btn" onClick={() => setMode(null)}>
            {say.t('club.cancel')}
          </button>
        </div>
      )}
      <ul className="club-players">
        {found.map((player) => (
          <li key={player.id} className="club-player">
            <button type="button" className="player-link" onClick={() => navigate({ screen: 'player', playerId: player.id })}>
              <span className="player-name">{player.name}</span>
              <span className="standing-detail">
                {say.plural('club.players.games', player.seats)}
                {player.spellings.length > 1 && ` · ${player.spellings.join(', ')}`}
              </span>
            </button>
            {mode?.kind === 'rename' && mode.player.id === player.id ? (
              <RenameForm
                player={player}
                done={(to) =>
                  to === null || to === player.name ? setMode(null) : void change({ kind: 'rename', name: player.spellings[0]!, to })
                }
              />
            ) : mode?.kind === 'merge' ? (
              mode.player.id !== player.id && (
                <button
                  type="button"
                  className="btn primary"
                  aria-label={say.t('club.players.mergeInto', { name: mode.player.name, into: player.name })}
                  onClick={() => void change({ kind: 'merge', name: mode.player.spellings[0]!, into: player.spellings[0]! })}
                >
                  {say.t('club.players.intoThis')}
                </button>
              )
            ) : (
              <div className="row club-actions">
                <button
                  type="button"
                  className="btn"
                  aria-label={say.t('club.players.renameOf', { name: player.name })}
                  onClick={() => setMode({ kind: 'rename', player })}
                >
                  {say.t('club.players.rename')}
                </button>
                <button
                  type="button"
                  className="btn"
                  aria-label={say.t('club.players.mergeOf', { name: player.name })}
                  onClick={() => setMode({ kind: 'merge', player })}
                >
                  {say.t('club.players.merge')}
                </button>
                {splittable(player).map((spelling) => (
                  <button key={spelling} type="button" className="btn" onClick={() => void change({ kind: 'split', name: spelling })}>
                    {say.t('club.players.splitOff', { name: spelling })}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}

import { useState } from 'react';
import { useLang } from '../../i18n';
import { tournamentWords, useTournamentWords } from '../../i18n/tournament';
import { savePlayers } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { COLUMNS, nextPlayerId, parsePlayerList, withIds, type Column, type PastedPlayer } from '../../tournament/playerList';
import { duplicates, substitutesNeeded } from '../../tournament/roster';
import { TOURNAMENT_LIMITS, type TournamentPlayer } from '../../tournament/tournamentFile';
import type { PanelProps } from './useTournament';
import { changeRefusalText, nameOf, pasteRefusalText, playerName } from './words';

/** A substitute, marked so in the file's kept fields (the standings say so); their games count for them. */
function substitute(players: readonly TournamentPlayer[]): TournamentPlayer {
  const number = players.filter((p) => p.extra['substitute'] === true).length + 1;
  return {
    id: nextPlayerId(players),
    first: tournamentWords(useLang.getState().lang).t('players.substituteName'),
    last: String(number),
    ema: '',
    country: '',
    extra: { substitute: true },
  };
}

const EMPTY: PastedPlayer = { first: '', last: '', ema: '', country: '' };

/** The players: one by one or pasted from a spreadsheet; substitutes offered; the same name or EMA number pointed out. */
export function PlayersPanel({ loaded, reload }: PanelProps) {
  const words = useTournamentWords();
  const { t, plural } = words;
  const showToast = useUi((s) => s.showToast);
  const { tournament } = loaded;
  const players = tournament.players;
  const locked = tournament.games.length > 0;
  const [one, setOne] = useState<PastedPlayer>(EMPTY);
  const [pasted, setPasted] = useState('');
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const dupes = duplicates(players);
  const needed = substitutesNeeded(players.length);
  const seated = tournament.sessions.some((s) => s.tables.length > 0);

  async function save(next: readonly TournamentPlayer[], done: string | null): Promise<boolean> {
    const changed = await withStorage(() => savePlayers(tournament.id, next));
    if (!changed) return false;
    if (!changed.ok) {
      setProblem(changeRefusalText(words, changed.refusal));
      return false;
    }
    setProblem(null);
    setNote([done, seated ? t('players.seatingCleared') : null].filter(Boolean).join(' ') || null);
    await reload();
    return true;
  }

  async function addOne() {
    if (!one.first.trim() && !one.last.trim()) return setProblem(t('players.nameNeeded'));
    const player = { first: one.first.trim(), last: one.last.trim(), ema: one.ema.trim(), country: one.country.trim().toUpperCase() };
    if (await save(withIds(players, [player]), null)) setOne(EMPTY);
  }

  async function addPasted() {
    const read = parsePlayerList(pasted, columns ?? undefined);
    if (!read.ok && read.askColumns) {
      setColumns(read.sample[0]?.map((_, i) => COLUMNS[i] ?? 'skip') ?? []);
      return setProblem(t('players.askColumns'));
    }
    if (!read.ok) return setProblem(pasteRefusalText(words, read.refusal));
    if (await save(withIds(players, read.players), plural('players.pasteAdded', read.players.length))) {
      setPasted('');
      setColumns(null);
    }
  }

  async function remove(player: TournamentPlayer) {
    const before = players;
    if (
      !(await save(
        players.filter((p) => p.id !== player.id),
        null,
      ))
    )
      return;
    showToast({
      text: ({ lang }) => tournamentWords(lang).t('players.removed', { name: playerName(player) }),
      action: { label: ({ lang }) => tournamentWords(lang).t('tournament.undo'), run: () => void save(before, null) },
    });
  }

  const field = (key: keyof PastedPlayer, label: string, max: number) => (
    <label className="field">
      <span>{label}</span>
      <input type="text" autoComplete="off" maxLength={max} value={one[key]} onChange={(e) => setOne({ ...one, [key]: e.target.value })} />
    </label>
  );

  return (
    <section className="t-panel">
      <h2>{plural('players.count', players.length)}</h2>
      {locked && <p className="notice">{t('players.locked')}</p>}
      {needed > 0 && players.length > 0 && (
        <div className="notice warn">
          <p>{plural('players.substitutes', needed, { players: players.length })}</p>
          {!locked && (
            <button type="button" className="btn" onClick={() => void save([...players, substitute(players)], null)}>
              {t('players.addSubstitute')}
            </button>
          )}
        </div>
      )}
      {dupes.names.map((ids) => (
        <p key={`n${ids.join()}`} className="notice warn">
          {t('players.sameName', { names: ids.map((id) => `${nameOf(tournament, id)} (${id})`).join(', ') })}
        </p>
      ))}
      {dupes.ema.map((ids) => (
        <p key={`e${ids.join()}`} className="notice warn">
          {t('players.sameEma', { names: ids.map((id) => nameOf(tournament, id)).join(', ') })}
        </p>
      ))}
      {problem && (
        <p role="alert" className="notice error">
          {problem}
        </p>
      )}
      {note && (
        <p role="status" className="notice">
          {note}
        </p>
      )}
      <ol className="t-players">
        {players.map((p) => (
          <li key={p.id}>
            <span className="t-grow">{playerName(p)}</span>
            <span className="hint">{[p.ema, p.country].filter(Boolean).join(' · ')}</span>
            {!locked && (
              <button
                type="button"
                className="btn small"
                aria-label={t('players.remove', { name: playerName(p) })}
                onClick={() => void remove(p)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ol>
      {!locked && (
        <>
          <form
            className="t-add"
            onSubmit={(e) => {
              e.preventDefault();
              void addOne();
            }}
          >
            {field('first', t('players.first'), TOURNAMENT_LIMITS.maxNameChars)}
            {field('last', t('players.last'), TOURNAMENT_LIMITS.maxNameChars)}
            {field('ema', t('players.ema'), TOURNAMENT_LIMITS.maxEmaChars)}
            {field('country', t('players.country'), TOURNAMENT_LIMITS.maxCountryChars)}
            <button type="submit" className="btn primary">
              {t('players.add')}
            </button>
          </form>
          <label className="field">
            <span>{t('players.paste')}</span>
            <textarea rows={5} value={pasted} onChange={(e) => setPasted(e.target.value)} />
          </label>
          <p className="hint">{t('players.pasteHint')}</p>
          {columns && (
            <div className="row">
              {columns.map((column, i) => (
                <label key={i} className="field">
                  <span>{t('players.column', { n: i + 1 })}</span>
                  <select
                    value={column}
                    onChange={(e) =>
                      setColumns(columns.map((c, j) => (j === i ? (COLUMNS.find((x) => x === e.target.value) ?? 'skip') : c)))
                    }
                  >
                    {COLUMNS.map((option) => (
                      <option key={option} value={option}>
                        {t(`players.column.${option}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          )}
          <button type="button" className="btn big" disabled={pasted.trim() === ''} onClick={() => void addPasted()}>
            {t('players.read')}
          </button>
        </>
      )}
    </section>
  );
}

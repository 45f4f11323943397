import { useEffect, useState } from 'react';
import { formatPoints, localeOf, useLang, useT } from '../i18n';
import type { GameRow, Players } from '../store/types';
import { deleteGame, listGameShelves, restoreGame } from '../store/games';
import { importRecord } from '../store/records';
import { parseRecord } from '../ledger';
import { useUi, withStorage } from '../store/ui';
import { Header } from './Header';
import { refusalText, rulesLabel } from './labels';

/** "Ola +27,800 · Darek +9,900 · …": each player with their final result, the best first (ties in seat order). */
function finalsText(players: Players, finals: readonly number[], signed: (points: number) => string): string {
  return players
    .map((name, seat) => ({ name, final: finals[seat] ?? 0, seat }))
    .sort((a, b) => b.final - a.final || a.seat - b.seat)
    .map((p) => `${p.name} ${signed(p.final)}`)
    .join(' · ');
}

export function GamesList() {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const { navigate, showToast } = useUi();
  const [games, setGames] = useState<GameRow[] | null>(null);
  const [deleted, setDeleted] = useState<GameRow[]>([]);
  const [version, setVersion] = useState(0);
  const refresh = () => setVersion((v) => v + 1);

  useEffect(() => {
    let live = true;
    void withStorage(listGameShelves).then((shelves) => {
      if (!live) return;
      setGames(shelves?.games ?? []);
      setDeleted(shelves?.deleted ?? []);
    });
    return () => {
      live = false;
    };
  }, [version]);

  /** The rules, how far the game went and when it started. */
  const gameLine = (game: GameRow): string => {
    const s = game.summary;
    const status = !s ? null : s.over ? t('games.finished') : t('games.inProgress', { round: t(`wind.${s.round}`), hand: s.hand, hands: s.handsPlayed });
    const started = t('games.startedAt', { date: new Date(game.createdAt).toLocaleString(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }) });
    return [rulesLabel(t, game), status, started].filter((part) => part !== null).join(' · ');
  };

  const [importError, setImportError] = useState<string | null>(null);
  /** An imported record whose own figures Tenbō's count does not reach: where they part. */
  const [importNote, setImportNote] = useState<string | null>(null);

  async function importFile(file: File) {
    setImportError(null);
    setImportNote(null);
    const parsed = parseRecord(await file.text());
    if (!parsed.ok) {
      setImportError(t('games.importFailed', { message: parsed.errors.slice(0, 3).join('; ') }));
      return;
    }
    const imported = await withStorage(() => importRecord(parsed.record));
    if (!imported) return;
    if (!imported.ok) {
      setImportError(t('games.importFailed', { message: refusalText(t, lang, imported) }));
      return;
    }
    const first = imported.mismatches[0];
    if (first) setImportNote(first.hand === null ? t('games.importDiffersEnd') : t('games.importDiffers', { n: first.hand }));
    else showToast({ text: t('games.imported') });
    refresh();
  }

  async function remove(game: GameRow) {
    const done = await withStorage(async () => {
      await deleteGame(game.id);
      return true;
    });
    if (!done) return;
    refresh();
    showToast({
      text: t('games.deleted'),
      action: {
        label: t('games.undoDelete'),
        run: () => void withStorage(() => restoreGame(game.id)).then(refresh),
      },
    });
  }

  return (
    <main className="screen">
      <Header title={t('games.title')} />
      <button type="button" className="btn primary big" onClick={() => navigate({ screen: 'setup' })}>
        {t('games.new')}
      </button>
      <button type="button" className="btn big" onClick={() => navigate({ screen: 'calculator' })}>
        {t('picker.open')}
      </button>
      {games?.some((game) => game.summary?.over) && (
        <button type="button" className="btn big" onClick={() => navigate({ screen: 'standings' })}>
          {t('standings.open')}
        </button>
      )}
      <label className="btn big file-button">
        {t('games.import')}
        <input
          type="file"
          accept=".json,.jsonl,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      {importError && (
        <p role="alert" className="notice error">
          {importError}
        </p>
      )}
      {importNote && (
        <p role="status" className="notice warn">
          {importNote}
        </p>
      )}
      {games === null ? (
        <p>{t('app.loading')}</p>
      ) : games.length === 0 ? (
        <p className="hint">{t('games.empty')}</p>
      ) : (
        <ul className="games" aria-label={t('games.title')}>
          {games.map((game) => {
            const s = game.summary;
            return (
              <li key={game.id} className="game-card" aria-label={game.players.join(', ')}>
                <p className="game-names">{game.players.join(' · ')}</p>
                <p className="hint">{gameLine(game)}</p>
                {s?.finals ? (
                  <p className="game-finals">{t('games.finals', { finals: finalsText(game.players, s.finals, (p) => formatPoints(p, lang, true)) })}</p>
                ) : (
                  s && <p className="hint">{s.scores.map((p) => formatPoints(p, lang)).join(' / ')}</p>
                )}
                <div className="row">
                  <button
                    type="button"
                    className="btn primary"
                    aria-label={t(s?.over ? 'games.viewOf' : 'games.resumeOf', { names: game.players.join(', ') })}
                    onClick={() => navigate(s?.over ? { screen: 'end', gameId: game.id } : { screen: 'table', gameId: game.id })}
                  >
                    {s?.over ? t('games.view') : t('games.resume')}
                  </button>
                  <button type="button" className="btn danger" aria-label={t('games.deleteOf', { names: game.players.join(', ') })} onClick={() => void remove(game)}>
                    {t('games.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deleted.length > 0 && (
        // A delete is only a mark: every deleted game can be brought back, not just from the toast.
        <details className="deleted-games">
          <summary>{t('games.deletedList', { n: deleted.length })}</summary>
          <ul aria-label={t('games.deletedTitle')}>
            {deleted.map((game) => (
              <li key={game.id} className="row">
                {/* Games with the same players look alike: when and how far each went tells them apart. */}
                <span className="deleted-game">
                  {game.players.join(' · ')}
                  <span className="hint">{gameLine(game)}</span>
                </span>
                <button
                  type="button"
                  className="btn"
                  aria-label={t('games.restoreOf', { names: game.players.join(', ') })}
                  onClick={() => void withStorage(() => restoreGame(game.id)).then(refresh)}
                >
                  {t('games.restore')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </main>
  );
}

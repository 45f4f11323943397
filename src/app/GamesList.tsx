import { useEffect, useMemo, useState } from 'react';
import { formatPoints, useLang, useT } from '../i18n';
import type { GameRow, Players } from '../store/types';
import { deleteGame, listGameShelves, restoreGame } from '../store/gamesOnDemand';
import { useUi } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import { Header } from './Header';
import { ImportReport, useGamesImport } from './GamesImport';
import { PlayerSearch } from './PlayerSearch';
import { gamesWithPlayer, isSearching } from './gameFilter';
import { gameTimeText, rulesLabel } from './labels';
import { rememberedScroll, useScrollMemory } from '../ui/useScrollMemory';
import { Calculator, Club, JoinScreen, Setup, Standings } from './screens';
import { RowList } from './RowList';
import { FileButton } from '../ui/FileButton';
import { Tournaments } from './tournament/screens';

/**
 * From this many games on, the list has a search field. Fewer fit on a phone's screen or two,
 * read at a glance: a field would only push them down. A club night's or a tournament's tablet
 * holds dozens, where scrolling for one player's game is slower than typing a few letters.
 */
const SEARCH_FROM_GAMES = 6;

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
  // This screen's own, like the import's report, not the UI store's (where we are, what outlives a
  // screen): back on the list from a game all games show again, none hidden by a query typed before.
  const [query, setQuery] = useState('');
  // Folded again only when the games or the query change, not on every toast or import report.
  const shownGames = useMemo(() => gamesWithPlayer(games ?? [], query), [games, query]);

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
  useScrollMemory('games', games !== null);

  /** The rules, how far the game went and when it started (or was imported). */
  const gameLine = (game: GameRow): string => {
    const s = game.summary;
    const status = !s
      ? null
      : s.over
        ? t('games.finished')
        : t('games.inProgress', { round: t(`wind.${s.round}`), hand: s.hand, hands: s.handsPlayed });
    return [rulesLabel(t, game), status, gameTimeText(t, lang, game)].filter((part) => part !== null).join(' · ');
  };

  const imports = useGamesImport(refresh);

  async function remove(game: GameRow) {
    const done = await withStorage(async () => {
      await deleteGame(game.id);
      return true;
    });
    if (!done) return;
    refresh();
    showToast({
      text: ({ t }) => t('games.deleted'),
      action: {
        label: ({ t }) => t('games.undoDelete'),
        run: () => void withStorage(() => restoreGame(game.id)).then(refresh),
      },
    });
  }

  return (
    <main className="screen">
      <Header title={t('games.title')} />
      {/* Each screen's chunk starts loading as the finger comes down (src/ui/preloadable.tsx). */}
      <button type="button" className="btn primary big" onPointerDown={Setup.preload} onClick={() => navigate({ screen: 'setup' })}>
        {t('games.new')}
      </button>
      <button type="button" className="btn big" onPointerDown={Calculator.preload} onClick={() => navigate({ screen: 'calculator' })}>
        {t('picker.open')}
      </button>
      <button type="button" className="btn big" onPointerDown={JoinScreen.preload} onClick={() => navigate({ screen: 'join' })}>
        {t('games.join')}
      </button>
      {games?.some((game) => game.summary?.over) && (
        <button type="button" className="btn big" onPointerDown={Standings.preload} onClick={() => navigate({ screen: 'standings' })}>
          {t('standings.open')}
        </button>
      )}
      <button type="button" className="btn big" onPointerDown={Club.preload} onClick={() => navigate({ screen: 'club' })}>
        {t('games.club')}
      </button>
      {/* An organiser takes in every table's file at once. */}
      <FileButton
        label={t('games.import')}
        accept=".json,.jsonl,application/json"
        multiple
        onFiles={(files) => void imports.importFiles(files)}
      />
      {/* The organiser's side of a tournament (issue 27): a lazy area of its own. */}
      <button type="button" className="btn big" onPointerDown={Tournaments.preload} onClick={() => navigate({ screen: 'tournaments' })}>
        {t('games.tournament')}
      </button>
      <ImportReport imports={imports} />
      {/* A query stays on show while it hides games, also when deletes bring the list below the field's threshold. */}
      {games && games.length > 0 && (games.length >= SEARCH_FROM_GAMES || isSearching(query)) && (
        <PlayerSearch query={query} onQuery={setQuery} found={shownGames.length} total={games.length} />
      )}
      {games === null ? (
        <p>{t('app.loading')}</p>
      ) : games.length === 0 ? (
        <p className="hint">{t('games.empty')}</p>
      ) : shownGames.length === 0 ? (
        <p className="hint">{t('games.searchNone', { query: query.trim() })}</p>
      ) : (
        <RowList
          items={shownGames}
          keyOf={(game) => game.id}
          initialOffset={rememberedScroll('games')}
          label={t('games.title')}
          className="games"
          rowClassName="game-card"
          rowLabel={(game) => game.players.join(', ')}
          row={(game) => {
            const s = game.summary;
            return (
              <>
                <p className="game-names">{game.players.join(' · ')}</p>
                <p className="hint">{gameLine(game)}</p>
                {s?.finals ? (
                  <p className="game-finals">
                    {t('games.finals', { finals: finalsText(game.players, s.finals, (p) => formatPoints(p, lang, true)) })}
                  </p>
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
                  <button
                    type="button"
                    className="btn danger"
                    aria-label={t('games.deleteOf', { names: game.players.join(', '), when: gameTimeText(t, lang, game) })}
                    onClick={() => void remove(game)}
                  >
                    {t('games.delete')}
                  </button>
                </div>
              </>
            );
          }}
        />
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

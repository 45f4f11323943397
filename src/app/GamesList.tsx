import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatPoints, useLang, usePlural, useT } from '../i18n';
import type { GameRow, Players } from '../store/types';
import { deleteGame, listGameShelves, restoreGame } from '../store/gamesOnDemand';
import type { ImportOutcome, UnsavedOutcome, VersionOutcome } from '../store/records';
import { importRecordsText, replaceGames, retryUnsaved } from '../store/recordsOnDemand';
import { useUi } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import { Header } from './Header';
import { answersByFile, filesImportReport, unsavedByFile, versionsByFile, type FileOutcomes, type FilesImportReport } from './importReport';
import { gamesWithPlayer, isSearching } from './gameFilter';
import { gameTimeText, rulesLabel } from './labels';
import { rememberedScroll, useScrollMemory } from '../ui/useScrollMemory';
import { Calculator, Club, JoinScreen, Setup, Standings } from './screens';
import { RowList } from './RowList';
import { FileButton } from '../ui/FileButton';
import { Tournaments } from './tournament/screens';

const NOTHING_IMPORTED: FilesImportReport = { toast: null, done: null, notes: [], errors: [], offer: null, files: [], retry: null };

/**
 * From this many games on, the list has a search field. Fewer fit on a phone's screen or two,
 * read at a glance: a field would only push them down. A club night's or a tournament's tablet
 * holds dozens, where scrolling for one player's game is slower than typing a few letters.
 */
const SEARCH_FROM_GAMES = 6;

/** The search field over a long list, with how many games it found of all of them, and a big button that clears it. */
function PlayerSearch({ query, onQuery, found, total }: { readonly query: string; readonly onQuery: (query: string) => void; readonly found: number; readonly total: number }) {
  const t = useT();
  const plural = usePlural();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const searching = isSearching(query);
  return (
    <div className="player-search">
      <label htmlFor={id}>{t('games.search')}</label>
      <div className="row">
        <input id={id} ref={field} type="search" autoComplete="off" spellCheck={false} value={query} onChange={(e) => onQuery(e.target.value)} />
        {searching && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              onQuery('');
              // Back in the field, the next name can be typed at once.
              field.current?.focus();
            }}
          >
            {t('games.searchClear')}
          </button>
        )}
      </div>
      {/* Always there, so that a screen reader hears the count change as the player types. */}
      <p role="status" className="hint">
        {searching ? plural('games.searchCount', total, { found }) : ''}
      </p>
    </div>
  );
}

/** A notice of several lines (a file's import, line by line), one paragraph each, under a title (the file's name) when it has one. */
function NoticeLines({ role, tone, lines, title }: { readonly role: 'alert' | 'status'; readonly tone: 'error' | 'warn' | null; readonly lines: readonly string[]; readonly title?: string }) {
  return (
    <div role={role} className={tone ? `notice lines ${tone}` : 'notice lines'}>
      {title !== undefined && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      {lines.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

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
  const plural = usePlural();
  const lang = useLang((s) => s.lang);
  const { navigate, showToast, dismissToast } = useUi();
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
    const status = !s ? null : s.over ? t('games.finished') : t('games.inProgress', { round: t(`wind.${s.round}`), hand: s.hand, hands: s.handsPlayed });
    return [rulesLabel(t, game), status, gameTimeText(t, lang, game)].filter((part) => part !== null).join(' · ');
  };

  /** What the last import brought in, where records part from Tenbō's count, and what it refused (file by file, of several). */
  const [imported, setImported] = useState<FilesImportReport>(NOTHING_IMPORTED);
  /** The records of the last import that are other versions of games here, by file: what its Replace button stores. */
  const [versions, setVersions] = useState<readonly FileOutcomes<VersionOutcome>[]>([]);
  const [replacing, setReplacing] = useState(false);
  /** The records of the last import that storage failed to take (a full disk), by file: what its retry button tries again. */
  const [unsaved, setUnsaved] = useState<readonly FileOutcomes<UnsavedOutcome>[]>([]);

  function report(files: readonly FileOutcomes[]) {
    const shown = filesImportReport(t, plural, lang, files);
    setImported(shown);
    setVersions(versionsByFile(files));
    setUnsaved(unsavedByFile(files));
    // Said again in the language shown while it stays: the same files, the same report.
    if (shown.toast) showToast({ text: (say) => filesImportReport(say.t, say.plural, say.lang, files).toast ?? '' });
  }

  /** Each file through the one import path, in turn; of several, each is reported under its name. */
  async function importFiles(files: readonly File[]) {
    // What an earlier import said, its "Game imported." toast too, is not about these files.
    setImported(NOTHING_IMPORTED);
    setVersions([]);
    setUnsaved([]);
    dismissToast();
    const read: FileOutcomes[] = [];
    for (const file of files) {
      const text = await file.text();
      const outcomes = await withStorage(() => importRecordsText(text));
      // Storage failed (and says so): the files after this one are not tried.
      if (!outcomes) break;
      read.push({ name: files.length === 1 ? null : file.name, outcomes });
    }
    // Lines stored before a storage failure are games too: the list shows them either way.
    refresh();
    if (read.length > 0) report(read);
  }

  /**
   * A second go at some lines of the files imported (the versions to replace, or the records storage
   * failed to take): the report then says what became of them. A storage failure changes nothing and
   * the offer stays, to try again.
   */
  async function again<T extends ImportOutcome>(files: readonly FileOutcomes<T>[], run: (outcomes: T[]) => Promise<ImportOutcome[]>) {
    setReplacing(true);
    const outcomes = await withStorage(() => run(files.flatMap((file) => file.outcomes)));
    setReplacing(false);
    refresh();
    if (!outcomes) return;
    dismissToast();
    report(answersByFile(files, outcomes));
  }
  const replace = () => again(versions, replaceGames);
  const retry = () => again(unsaved, retryUnsaved);

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
      <FileButton label={t('games.import')} accept=".json,.jsonl,application/json" multiple onFiles={(files) => void importFiles(files)} />
      {/* The organiser's side of a tournament (issue 27): a lazy area of its own. */}
      <button type="button" className="btn big" onPointerDown={Tournaments.preload} onClick={() => navigate({ screen: 'tournaments' })}>
        {t('games.tournament')}
      </button>
      {/* How many games came in first, then the lines that did not. */}
      {(imported.done || imported.notes.length > 0) && (
        <NoticeLines role="status" tone={imported.notes.length > 0 ? 'warn' : null} lines={[...(imported.done ? [imported.done] : []), ...imported.notes]} />
      )}
      {imported.errors.length > 0 && <NoticeLines role="alert" tone="error" lines={imported.errors} />}
      {/* Of several files, each under its name: what came in, what did not and why. */}
      {imported.files.map((file, i) => (
        // Two files may share a name (from two folders): their place tells them apart.
        <NoticeLines key={`${i}:${file.name}`} role={file.tone === 'error' ? 'alert' : 'status'} tone={file.tone} lines={file.lines} title={file.name} />
      ))}
      {/* Not an error: the player decides whether the file's version replaces the game here. */}
      {imported.offer && versions.length > 0 && (
        <div role="status" className="notice lines warn">
          {imported.offer.lines.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <button type="button" className="btn primary" disabled={replacing} onClick={() => void replace()}>
            {imported.offer.button}
          </button>
        </div>
      )}
      {/* Records storage failed to take: the report above says which and why; they can be tried again once space is freed. */}
      {imported.retry && unsaved.length > 0 && (
        <button type="button" className="btn primary" disabled={replacing} onClick={() => void retry()}>
          {imported.retry}
        </button>
      )}
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
                  <button type="button" className="btn danger" aria-label={t('games.deleteOf', { names: game.players.join(', '), when: gameTimeText(t, lang, game) })} onClick={() => void remove(game)}>
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

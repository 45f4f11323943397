import { Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { formatPoints, useLang, useT } from '../i18n';
import { canEndForTime, handKindsFor, seatAfter, SEATS, TIME_UP, type HandResult } from '../ledger';
import { effectiveLog } from '../store/derive';
import { clearDiscardedDraft, clearDraft, saveDiscardedDraft, saveDraft, type StoredDraft } from '../store/drafts';
import { loadDiscardedDraft, loadDraft, loadEditDraft } from '../store/draftsRead';
import { sameTable, seenTableOf, type LoadedGame, type SeenTable } from '../store/games';
import { useSession } from '../store/session';
import { useBottomSeat, useUi } from '../nav/ui';
import { EndGameDialog } from './EndGameDialog';
import type { HandKind } from './hand/HandDialog';
import { tilePicker } from './hand/tilePickerSlot';
// The hand dialog is only needed once a hand ends: out of the first load, loaded at idle time or on the tap.
import { HandDialog } from './hand/lazyHandDialog';
import { Header } from './Header';
import { recordedText, refusalText, roundLabel, writeRefusalText } from './labels';
import { pendingEdit } from './pendingEdit';
import { tableScoreEm } from './scoreFit';
import { useGame } from './useGame';
import { useLatest } from '../ui/useLatest';
import { useKeptDraft } from './useKeptDraft';
import { useUndoLastHand } from './useUndoLastHand';
import { useWakeLock } from './useWakeLock';
import { LayoutToggle } from './table/LayoutToggle';
import { RecentHands } from './table/RecentHands';
import { SeatPanel, sideOf } from './table/SeatPanel';
import { TableCenter } from './table/TableCenter';
import { SessionClock, TimeCallControl } from './tableDevice/lazyTableDevice';

export function TableScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const view = useGame(gameId);
  const { navigate, layout, setLayout, setBottomSeat, setDialogOpen, showToast } = useUi();
  const bottomSeat = useBottomSeat(gameId);
  const session = useSession();
  // The end of the game asked for (time is up): a dialog of its own, not a hand's.
  const [ending, setEnding] = useState(false);
  // The table the end dialog was opened on: the write is refused if storage moved on since.
  const endingSeen = useRef<SeenTable>({ hands: 0, pendingRiichi: [] });
  const undoer = useUndoLastHand(gameId);
  const over = view.status === 'ready' && view.derived.ok && view.derived.state.over;
  useWakeLock(view.status === 'ready' && !over);

  // The game as now shown, for a toast's action that runs after later renders.
  const viewRef = useLatest(view);
  // A hand being entered is kept on the table it was opened on (its seen table): a hand recorded
  // or a riichi stick changed since would make it describe another table.
  const kept = useKeptDraft<SeenTable>({
    keep: (seen, kind, draft) => void saveDraft(gameId, { kind, seen, draft }),
    forget: () => void clearDraft(gameId),
    cancelled: {
      keep: (seen, draft) => void saveDiscardedDraft(gameId, { ...draft, seen }),
      forget: () => void clearDiscardedDraft(gameId),
    },
    refit: (seen) => {
      const now = viewRef.current;
      return now.status === 'ready' && now.derived.ok && !now.derived.state.over && sameTable(seen, seenTableOf(now.loaded.events))
        ? seen
        : null;
    },
    words: {
      discarded:
        () =>
        ({ t }) =>
          t('hand.discarded'),
      bringBack: ({ t }) => t('hand.bringBack'),
      stale:
        () =>
        ({ t }) =>
          t('hand.discardedStale'),
    },
  });
  const { openDraft, resume, offerBack, moves } = kept;
  const openDialog = (kind: HandKind) => {
    if (view.status === 'ready') openDraft(seenTableOf(view.loaded.events), kind);
  };

  // A hand half-entered before a reload or a killed tab, offered back on the same table.
  const restoreChecked = useRef(false);
  useEffect(() => {
    if (restoreChecked.current || view.status !== 'ready' || !view.derived.ok) return;
    restoreChecked.current = true;
    const now = seenTableOf(view.loaded.events);
    const { rules, state } = view.derived;
    /** The kept hand's kind, when it was entered on this table as it still is; else it is forgotten. */
    const fitting = (kept: StoredDraft | null, forget: () => Promise<void>): HandKind | null => {
      if (!kept) return null;
      const kind = handKindsFor(rules).find((k) => k === kept.kind);
      if (kind && sameTable(kept.seen, now) && !state.over) return kind;
      void forget();
      return null;
    };
    const movesBefore = moves.current;
    void Promise.all([loadDraft(gameId), loadDiscardedDraft(gameId)]).then(([draft, cancelled]) => {
      // The player started a hand while these were read: what they do now is kept from now on.
      if (moves.current !== movesBefore) return;
      const kind = fitting(draft, () => clearDraft(gameId));
      const cancelledKind = fitting(cancelled, () => clearDiscardedDraft(gameId));
      if (kind) resume(now, kind, draft?.draft);
      else if (cancelled && cancelledKind) offerBack(cancelled.seen, { kind: cancelledKind, draft: cancelled.draft });
    });
  }, [view, gameId, resume, offerBack, moves]);

  // A toast just shown over the last buttons (Undo, Hands): they are scrolled above it, into the
  // room the screen keeps under them while it shows (app.css, --toast-h), so they stay tappable;
  // never so far that a riichi or hand action button leaves the top (a phone on its side has no room).
  const toast = useUi((s) => s.toast);
  const lastRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = lastRow.current;
    if (!toast || !row) return;
    const toastTop = window.innerHeight - (parseFloat(document.documentElement.style.getPropertyValue('--toast-h')) || 0);
    const covered = row.getBoundingClientRect().bottom + 8 - toastTop;
    const tops = [...(row.parentElement?.querySelectorAll('.btn.riichi, .actions .btn') ?? [])].map(
      (button) => button.getBoundingClientRect().top,
    );
    const scroll = Math.min(covered, Math.min(...tops, Infinity) - 4);
    if (scroll > 0) window.scrollBy({ top: scroll, behavior: 'instant' });
  }, [toast]);

  // An edit of a past hand left half-done (a reload, a killed tab) is offered back on the Hands
  // screen only: the table says so, or it would stay out of sight until someone opens Hands.
  const unsavedEdit = useMemo(
    () => (view.status === 'ready' && view.derived.ok ? pendingEdit(loadEditDraft(gameId), view.derived) : null),
    [view, gameId],
  );

  if (view.status !== 'ready') {
    return (
      <main className="screen">
        <Header title={t('app.title')} back={{ screen: 'games' }} />
        <p>{view.status === 'loading' ? t('app.loading') : t('table.notFound')}</p>
      </main>
    );
  }
  const { loaded, derived } = view;
  const players = loaded.game.players;
  if (!derived.ok) {
    return (
      <main className="screen">
        <Header title={t('app.title')} back={{ screen: 'games' }} />
        <p role="alert" className="notice error">
          {t('table.invalid', { message: refusalText(t, lang, derived.error) })}
        </p>
      </main>
    );
  }
  const { rules, state, shown, pendingRiichi } = derived;
  const tournament = loaded.game.tournament;
  const nextRedo = derived.undone.at(-1);

  function openEnding(open: boolean) {
    if (open) endingSeen.current = seenTableOf(loaded.events);
    setEnding(open);
    setDialogOpen(open);
  }

  async function record(result: HandResult, seen: SeenTable): Promise<string | null | undefined> {
    const written = await session.recordHand(gameId, result, seen);
    if (!written) return undefined;
    if (!written.ok) return writeRefusalText(t, lang, written, result.type === 'end' ? 'endGame.stale' : 'table.stale');
    // The table moved on: a hand cancelled before no longer fits it.
    kept.tableMovedOn();
    if (result.type === 'end') openEnding(false);
    else kept.closeDraft();
    const after = deriveOver(written.loaded);
    if (after) navigate({ screen: 'end', gameId });
    else recorded(result, written.loaded);
    return null;
  }

  /**
   * Says what was just recorded, with Undo: at a noisy table the dialog closing and the scores
   * changing is easy to miss, and a hand recorded on the wrong player is taken back in one tap.
   * Not after a hand that ended the game: the final results say it, and have their own Undo.
   */
  function recorded(result: HandResult, stored: LoadedGame) {
    // The hands as the events leave them, no replay: the table derives the stored game once, in useGame (issue 32).
    const hands = effectiveLog(stored.events).hands;
    const step = hands.at(-1);
    if (!step) return;
    const number = hands.length;
    showToast({
      text: ({ t, lang }) => recordedText(t, lang, stored.game.players, result, number),
      action: { label: ({ t }) => t('table.undoShort'), run: () => void undoer.undo(step) },
    });
  }

  const actions = handKindsFor(rules).map((kind) => ({ kind, label: t(`table.${kind}`) }));
  // Every score at the largest size the longest of them fits its seat at (app.css, .score).
  const scoreFit: CSSProperties & Record<'--score-em', number> = {
    '--score-em': tableScoreEm(SEATS.map((seat) => formatPoints(shown.scores[seat], lang))),
  };

  const facing = layout === 'facing';
  const hand = kept.open;
  return (
    <main className={`screen table-screen layout-${layout}`}>
      <Header title={roundLabel(t, state)} back={{ screen: 'games' }}>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </Header>
      {unsavedEdit && (
        <div className="notice warn">
          <p>{t('table.unsavedEdit', { n: unsavedEdit.number })}</p>
          {/* The Hands screen reopens the kept edit as it opens. */}
          <button type="button" className="btn" onClick={() => navigate({ screen: 'hands', gameId })}>
            {t('table.continueEdit')}
          </button>
        </div>
      )}
      <div className="table" style={scoreFit}>
        {/* First in the page, as it is first on the screen (table.css places every part): the round, counters and sticks are read before the seats (WCAG 1.3.2). */}
        <TableCenter
          state={shown}
          onTurn={facing ? () => setBottomSeat(gameId, seatAfter(bottomSeat, 1)) : undefined}
          clock={
            tournament && (
              <Suspense fallback={null}>
                <SessionClock game={loaded.game} derived={derived} />
              </Suspense>
            )
          }
        />
        {SEATS.map((seat) => (
          <SeatPanel
            key={seat}
            seat={seat}
            side={sideOf(seat, facing ? bottomSeat : 0)}
            players={players}
            state={shown}
            riichi={pendingRiichi.includes(seat)}
            disabled={over}
            onRiichi={(on) => void session.toggleRiichi(seat, on)}
          />
        ))}
      </div>
      {over ? (
        <div className="over">
          <p className="notice">{t('table.over')}</p>
          <button type="button" className="btn primary big" onClick={() => navigate({ screen: 'end', gameId })}>
            {t('table.showEnd')}
          </button>
        </div>
      ) : (
        <nav className="actions" aria-label={t('table.actions')}>
          {actions.map((a) => (
            <button
              key={a.kind}
              type="button"
              className={`btn action action-${a.kind}`}
              onPointerDown={HandDialog.preload}
              onClick={() => openDialog(a.kind)}
            >
              {a.label}
            </button>
          ))}
        </nav>
      )}
      <div className="row secondary" ref={lastRow}>
        <button
          type="button"
          className="btn"
          disabled={derived.steps.length === 0 || undoer.busy}
          aria-label={t('table.undo')}
          onClick={() => void undoer.undo(derived.steps.at(-1))}
        >
          {t('table.undoShort')}
        </button>
        {nextRedo && (
          // Beside Undo, offered only after an undo: a row of its own pushed Undo and Hands off a 360x740 phone.
          <button
            type="button"
            className="btn"
            disabled={undoer.busy}
            aria-label={t('table.redoLong')}
            onClick={() => void undoer.redo(nextRedo.seq)}
          >
            {t('table.redo')}
          </button>
        )}
        <button type="button" className="btn" onClick={() => navigate({ screen: 'hands', gameId })}>
          {t('table.history')}
        </button>
        {/* A tournament's time runs out: the game ends after the hand in play. Not a way a hand ends, so
            not among the hand actions (a seventh there took a row of its own, past a phone's screen).
            Once a hand has been played: a game never ends before its first. */}
        {/* A tournament's table: Time called, the manual form of its session clock (issue 27). */}
        {tournament ? (
          <Suspense fallback={null}>
            <TimeCallControl loaded={loaded} derived={derived} onEndNow={() => openEnding(true)} />
          </Suspense>
        ) : (
          canEndForTime(state) && (
            <button type="button" className="btn end-game" onClick={() => openEnding(true)}>
              {t('table.endGame')}
            </button>
          )
        )}
      </div>
      <RecentHands steps={derived.steps} players={players} />
      {ending && (
        <EndGameDialog
          state={state}
          players={players}
          pendingRiichi={pendingRiichi}
          onEnd={() => record(TIME_UP, endingSeen.current)}
          onClose={() => openEnding(false)}
        />
      )}
      {hand && (
        <Suspense fallback={null}>
          <HandDialog
            key={kept.dialogKey}
            kind={hand.kind}
            players={players}
            rules={rules}
            state={state}
            riichi={pendingRiichi}
            onSubmit={(result) => record(result, hand.target)}
            onClose={kept.closed}
            tilePicker={tilePicker}
            restoredDraft={hand.restored}
            onDraftChange={kept.keepDraft}
            onBringBack={kept.cancelledFits ? kept.bringBackCancelled : undefined}
          />
        </Suspense>
      )}
    </main>
  );
}

function deriveOver(loaded: { game: { summary: { over: boolean } | null } }): boolean {
  return loaded.game.summary?.over ?? false;
}

import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLang, useT } from '../i18n';
import type { HandResult } from '../ledger';
import { useSession } from '../store/session';
import { useUi } from '../store/ui';
import { clearEditDraft, loadEditDraft, saveEditDraft } from '../store/drafts';
import type { DiscardedDraft, HandKind } from './hand/HandDialog';
import type { HandStep } from '../store/derive';
import { Header } from './Header';
import { editRefusalText, refusalText, rulesLabel } from './labels';
import { HandSummary } from './HandSummary';
import { ChangedRules } from './ChangedRules';
import { pendingEdit } from './pendingEdit';
import { OutcomeDeltas } from './OutcomeDeltas';
import { useGame } from './useGame';
import { useLatest } from '../ui/useLatest';
import { downloadText } from './download';
import { gameRecordFileName } from './fileNames';
import { recordOf } from '../store/records';
import { editRefusal } from '../store/games';
import { sameResult, serializeRecord } from '../ledger';
import { tilePicker } from './hand/tilePickerSlot';
import { HandDialog } from './hand/lazyHandDialog';
import { RecordedHand } from '../picker/RecordedHand';
import { LazyGameScoreChart } from './charts/lazyCharts';

/**
 * The list opens showing hand `number` (1 for the first), the latest unless the screen opened on
 * another: from the top of the screen, not wherever the screen before it was scrolled to, then
 * just far enough down for that hand to be in view (at the bottom of the screen, earlier hands
 * above it; from its top when it is taller than the screen).
 */
function showHand(list: HTMLOListElement | null, number: number): void {
  window.scrollTo(0, 0);
  list?.children[number - 1]?.scrollIntoView({ block: 'nearest' });
}

/** The game's hands with each hand's deltas; any hand can be opened and edited. */
export function HandsScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const view = useGame(gameId);
  const session = useSession();
  const setDialogOpen = useUi((s) => s.setDialogOpen);
  const showToast = useUi((s) => s.showToast);
  const [editing, setEditing] = useState<{ step: HandStep; number: number; kind: HandKind; restored?: unknown } | null>(null);

  // An edit half-done before a reload or a killed tab, offered back while its hand is unchanged,
  // with that hand in view; else the latest hand, the one a scorekeeper most often comes to check.
  // Before the first paint of the hands, so the list never shows at the top and then jumps.
  const list = useRef<HTMLOListElement>(null);
  const restoreChecked = useRef(false);
  useLayoutEffect(() => {
    if (restoreChecked.current || view.status !== 'ready' || !view.derived.ok) return;
    restoreChecked.current = true;
    const kept = loadEditDraft(gameId);
    const pending = pendingEdit(kept, view.derived);
    showHand(list.current, pending?.number ?? view.derived.steps.length);
    if (!pending) {
      if (kept) clearEditDraft(gameId);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after the game loaded: the draft comes from localStorage, outside React
    setEditing({ step: pending.step, number: pending.number, kind: pending.kind, restored: pending.draft });
    setDialogOpen(true);
  }, [view, gameId, setDialogOpen]);
  const keepEdit = useCallback(
    (draft: unknown, kind: HandKind) => {
      if (editing) saveEditDraft(gameId, { seq: editing.step.seq, original: editing.step.result, kind, draft });
    },
    [gameId, editing],
  );

  // The game as now shown, for a toast's action that runs after later renders.
  const viewRef = useLatest(view);

  /**
   * Changes to a hand closed by Cancel, Escape or Back: offered back in a toast (every action
   * undoable), while that hand is still in the game as it was.
   */
  function discarded(step: HandStep, number: number, kept: DiscardedDraft) {
    const bringBack = () => {
      const now = viewRef.current;
      const steps = now.status === 'ready' && now.derived.ok ? now.derived.steps : [];
      const index = steps.findIndex((s) => s.seq === step.seq);
      const same = steps[index];
      // The toast is dismissed once its action has run: a toast shown by the action itself comes after that.
      if (!same || !sameResult(same.result, step.result)) return void Promise.resolve().then(() => showToast({ text: ({ t }) => t('history.editDiscardedStale', { n: number }) }));
      setEditing({ step: same, number: index + 1, kind: kept.kind, restored: kept.draft });
      setDialogOpen(true);
    };
    showToast({ text: ({ t }) => t('history.editDiscarded', { n: number }), action: { label: ({ t }) => t('history.bringBack'), run: bringBack } });
  }

  const back = { screen: 'table', gameId } as const;
  if (view.status !== 'ready' || !view.derived.ok) {
    return (
      <main className="screen">
        <Header title={t('history.title')} back={back} />
        <p>{view.status === 'loading' ? t('app.loading') : view.status === 'ready' && !view.derived.ok ? refusalText(t, lang, view.derived.error) : t('table.notFound')}</p>
      </main>
    );
  }
  const { loaded, derived } = view;
  const players = loaded.game.players;
  const results = derived.steps.map((s) => s.result);

  function open(step: HandStep, number: number) {
    const kind = step.result.type;
    // The end of a game has nothing to edit (it is undone): no Edit is offered for it.
    if (kind === 'end') return;
    setEditing({ step, number, kind });
    setDialogOpen(true);
  }

  function close() {
    clearEditDraft(gameId);
    setEditing(null);
    setDialogOpen(false);
  }

  async function save(step: HandStep, result: HandResult): Promise<string | null | undefined> {
    const written = await session.editHand(step.seq, result);
    if (!written) return undefined;
    if (!written.ok) return editRefusalText(t, lang, written, results);
    close();
    return null;
  }

  return (
    <main className="screen">
      <Header title={t('history.title')} back={back} />
      {/* A referee checks the hands against the rules they were played by: the preset, and what the table changed. */}
      <p className="hint">{t('history.rules', { rules: rulesLabel(t, loaded.game) })}</p>
      <ChangedRules game={loaded.game} />
      {loaded.game.note !== undefined && <p className="note">{t('history.note', { text: loaded.game.note })}</p>}
      {derived.steps.length === 0 ? (
        <p className="hint">{t('history.empty')}</p>
      ) : (
        <ol ref={list} className="hands">
          {derived.steps.map((step, index) => (
            <li key={step.seq} className="hand-row" aria-label={t('history.hand', { n: index + 1 })}>
              <HandSummary step={step} number={index + 1} players={players} />
              {step.result.type !== 'end' && (
                // The end of a game pays nothing and has nothing to edit: it is undone from the final results.
                <>
                  <RecordedHand result={step.result} rules={derived.rules} />
                  <OutcomeDeltas outcome={step.outcome} players={players} after={step.after.scores} compact />
                  <button type="button" className="btn" aria-label={`${t('history.edit')} ${t('history.hand', { n: index + 1 })}`} onPointerDown={HandDialog.preload} onClick={() => open(step, index + 1)}>
                    {t('history.edit')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="btn" onClick={() => downloadText(gameRecordFileName(loaded.game), serializeRecord(recordOf(loaded.game, derived)))}>
        {t('history.export')}
      </button>
      {/* Below the list and its Export: the list opens on the latest hand, and the chart pushes none of its controls away. */}
      {derived.steps.length > 0 && <LazyGameScoreChart players={players} start={derived.steps[0]!.before.scores} afterEachHand={derived.steps.map((step) => step.after.scores)} />}
      {editing && (
        <Suspense fallback={null}>
          <HandDialog
            kind={editing.kind}
            players={players}
            rules={derived.rules}
            state={editing.step.before}
            riichi={'riichi' in editing.step.result ? (editing.step.result.riichi ?? []) : []}
            editing={{ result: editing.step.result, number: editing.number }}
            onSubmit={(result) => save(editing.step, result)}
            checkEdit={(result) => {
              const refusal = editRefusal(derived.rules, results, editing.number - 1, result);
              return refusal ? editRefusalText(t, lang, { ok: false, refusal }, results) : null;
            }}
            onClose={(kept) => {
              close();
              if (kept) discarded(editing.step, editing.number, kept);
            }}
            tilePicker={tilePicker}
            restoredDraft={editing.restored}
            onDraftChange={keepEdit}
          />
        </Suspense>
      )}
    </main>
  );
}

import { Suspense, useLayoutEffect, useRef } from 'react';
import { useLang, useT } from '../i18n';
import type { HandResult } from '../ledger';
import { useSession } from '../store/session';
import { clearEditDraft, saveEditDraft } from '../store/drafts';
import { loadEditDraft } from '../store/draftsRead';
import type { HandStep } from '../store/derive';
import { Header } from './Header';
import { editRefusalText, refusalText, rulesLabel } from './labels';
import { HandSummary } from './HandSummary';
import { ChangedRules } from './ChangedRules';
import { pendingEdit } from './pendingEdit';
import { OutcomeDeltas } from './OutcomeDeltas';
import { useGame } from './useGame';
import { useKeptDraft } from './useKeptDraft';
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

/** The hand an edit is entered on: its step, and its number in the game (1 for the first). */
interface EditedHand {
  readonly step: HandStep;
  readonly number: number;
}

/** The game's hands with each hand's deltas; any hand can be opened and edited. */
export function HandsScreen({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const view = useGame(gameId);
  const session = useSession();
  // The game as now shown, for a toast's action that runs after later renders.
  const viewRef = useLatest(view);
  // An edit is kept on the hand it edits, while that hand is still in the game as it was.
  const kept = useKeptDraft<EditedHand>({
    keep: ({ step }, kind, draft) => saveEditDraft(gameId, { seq: step.seq, original: step.result, kind, draft }),
    forget: () => clearEditDraft(gameId),
    refit: ({ step }) => {
      const now = viewRef.current;
      const steps = now.status === 'ready' && now.derived.ok ? now.derived.steps : [];
      const index = steps.findIndex((s) => s.seq === step.seq);
      const same = steps[index];
      return same && sameResult(same.result, step.result) ? { step: same, number: index + 1 } : null;
    },
    words: {
      discarded:
        ({ number }) =>
        ({ t }) =>
          t('history.editDiscarded', { n: number }),
      bringBack: ({ t }) => t('history.bringBack'),
      stale:
        ({ number }) =>
        ({ t }) =>
          t('history.editDiscardedStale', { n: number }),
    },
  });
  const { resume } = kept;

  // An edit half-done before a reload or a killed tab, offered back while its hand is unchanged,
  // with that hand in view; else the latest hand, the one a scorekeeper most often comes to check.
  // Before the first paint of the hands, so the list never shows at the top and then jumps.
  const list = useRef<HTMLOListElement>(null);
  const restoreChecked = useRef(false);
  useLayoutEffect(() => {
    if (restoreChecked.current || view.status !== 'ready' || !view.derived.ok) return;
    restoreChecked.current = true;
    const stored = loadEditDraft(gameId);
    const pending = pendingEdit(stored, view.derived);
    showHand(list.current, pending?.number ?? view.derived.steps.length);
    if (!pending) {
      if (stored) clearEditDraft(gameId);
      return;
    }
    resume({ step: pending.step, number: pending.number }, pending.kind, pending.draft);
  }, [view, gameId, resume]);

  const back = { screen: 'table', gameId } as const;
  if (view.status !== 'ready' || !view.derived.ok) {
    return (
      <main className="screen">
        <Header title={t('history.title')} back={back} />
        <p>
          {view.status === 'loading'
            ? t('app.loading')
            : view.status === 'ready' && !view.derived.ok
              ? refusalText(t, lang, view.derived.error)
              : t('table.notFound')}
        </p>
      </main>
    );
  }
  const { loaded, derived } = view;
  const players = loaded.game.players;
  const results = derived.steps.map((s) => s.result);
  const opened = kept.open;

  function open(step: HandStep, number: number) {
    const kind = step.result.type;
    // The end of a game has nothing to edit (it is undone): no Edit is offered for it.
    if (kind === 'end') return;
    kept.openDraft({ step, number }, kind);
  }

  async function save(step: HandStep, result: HandResult): Promise<string | null | undefined> {
    const written = await session.editHand(step.seq, result);
    if (!written) return undefined;
    if (!written.ok) return editRefusalText(t, lang, written, results);
    kept.closeDraft();
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
                  <button
                    type="button"
                    className="btn"
                    aria-label={`${t('history.edit')} ${t('history.hand', { n: index + 1 })}`}
                    onPointerDown={HandDialog.preload}
                    onClick={() => open(step, index + 1)}
                  >
                    {t('history.edit')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn"
        onClick={() => downloadText(gameRecordFileName(loaded.game), serializeRecord(recordOf(loaded.game, derived)))}
      >
        {t('history.export')}
      </button>
      {/* Below the list and its Export: the list opens on the latest hand, and the chart pushes none of its controls away. */}
      {derived.steps.length > 0 && (
        <LazyGameScoreChart
          players={players}
          start={derived.steps[0]!.before.scores}
          afterEachHand={derived.steps.map((step) => step.after.scores)}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <HandDialog
            kind={opened.kind}
            players={players}
            rules={derived.rules}
            state={opened.target.step.before}
            riichi={'riichi' in opened.target.step.result ? (opened.target.step.result.riichi ?? []) : []}
            editing={{ result: opened.target.step.result, number: opened.target.number }}
            onSubmit={(result) => save(opened.target.step, result)}
            checkEdit={(result) => {
              const refusal = editRefusal(derived.rules, results, opened.target.number - 1, result);
              return refusal ? editRefusalText(t, lang, { ok: false, refusal }, results) : null;
            }}
            onClose={kept.closed}
            tilePicker={tilePicker}
            restoredDraft={opened.restored}
            onDraftChange={kept.keepDraft}
          />
        </Suspense>
      )}
    </main>
  );
}

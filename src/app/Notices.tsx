import { useEffect, useRef } from 'react';
import { speakerOf, useLang, useT } from '../i18n';
import type { StorageProblem } from '../store/errors';
import { useUi } from '../nav/ui';
import { useStorageProblem } from '../store/storageProblem';
import { useRootHeightVar } from '../ui/useRootHeightVar';
import type { Translate } from '../i18n';

/**
 * A problem of the device rather than of one write: storage blocked by the user, or games saved
 * by a newer Tenbō. No retry helps; it is said in the screen's flow above it (StorageCondition),
 * not over it, so the screen's main action (New game) stays in view and tappable.
 */
function isCondition(problem: StorageProblem): boolean {
  return problem.kind === 'unavailable' || problem.kind === 'newer';
}

function problemText(t: Translate, problem: StorageProblem): string {
  switch (problem.kind) {
    case 'quota':
      return t('storage.quota');
    case 'unavailable':
      return t('storage.unavailable');
    case 'newer':
      return t('storage.newer');
    case 'failed':
      return t('storage.failed', { detail: problem.detail });
  }
}

function ProblemNotice({ problem, onDismiss }: { readonly problem: StorageProblem; readonly onDismiss: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="notice error">
      <p>{problemText(t, problem)}</p>
      <button type="button" className="btn" onClick={onDismiss}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}

/** The device's storage condition (isCondition), in the flow above the screen, until dismissed. */
export function StorageCondition() {
  const { problem, dismissProblem } = useStorageProblem();
  if (!problem || !isCondition(problem)) return null;
  return (
    <div className="storage-condition">
      <ProblemNotice problem={problem} onDismiss={dismissProblem} />
    </div>
  );
}

/**
 * The storage problem of a write (stays until dismissed, at the top so it never covers a dialog's
 * confirm button) and the one-line toast with its undo action (at the bottom).
 */
export function Notices() {
  const speaker = speakerOf(useLang((s) => s.lang));
  const { problem, dismissProblem } = useStorageProblem();
  const { toast, dismissToast } = useUi();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismissToast, 8000);
    return () => window.clearTimeout(timer);
  }, [toast, dismissToast]);
  // The toast's height, for the screens that keep room for it under their last buttons (app.css,
  // --toast-h): set before paint, so a screen can scroll its buttons above the toast at once.
  const bottom = useRef<HTMLDivElement>(null);
  useRootHeightVar(bottom, '--toast-h', toast !== null);
  return (
    <>
      <div className="notices top">
        {problem && !isCondition(problem) && <ProblemNotice problem={problem} onDismiss={dismissProblem} />}
      </div>
      <div className="notices" ref={bottom}>
        {toast && (
          <div role="status" className="notice toast">
            <p>{toast.text(speaker)}</p>
            {toast.action && (
              <button
                type="button"
                className="btn"
                onClick={() => {
                  toast.action?.run();
                  dismissToast();
                }}
              >
                {toast.action.label(speaker)}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}

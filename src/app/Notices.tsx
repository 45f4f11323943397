import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { speakerOf, useLang, useT } from '../i18n';
import type { StorageProblem } from '../store/errors';
import { useUi } from '../nav/ui';
import { useStorageProblem } from '../store/storageProblem';
import { useLatest } from '../ui/useLatest';
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
    case 'unreadable':
      return t('storage.unreadable', { detail: problem.detail });
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
 *
 * The toast is said in one live region that stays in the page (WCAG 4.1.3): a region created with
 * its text already inside is never read out by many screen readers. It goes after 8 s, but not
 * while it holds the focus or the pointer rests on it (WCAG 2.2.1); and a focused toast that goes
 * gives the focus back to where it came from, never to the page's body (WCAG 2.4.3).
 */
export function Notices() {
  const speaker = speakerOf(useLang((s) => s.lang));
  const { problem, dismissProblem } = useStorageProblem();
  const { toast, dismissToast } = useUi();
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const held = focused || hovered;
  useEffect(() => {
    if (!toast || held) return;
    const timer = window.setTimeout(dismissToast, 8000);
    return () => window.clearTimeout(timer);
  }, [toast, held, dismissToast]);
  // The toast's height, for the screens that keep room for it under their last buttons (app.css,
  // --toast-h): set before paint, so a screen can scroll its buttons above the toast at once.
  const bottom = useRef<HTMLDivElement>(null);
  useRootHeightVar(bottom, '--toast-h', toast !== null);
  const live = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  /** The focus back where it came from, when the focused toast went and nothing else took the focus (a dialog its action opened). */
  const giveFocusBack = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const back = cameFrom.current?.isConnected ? cameFrom.current : document.querySelector<HTMLElement>('h1[tabindex="-1"]');
    back?.focus({ preventScroll: true });
  };
  const giveBack = useLatest(giveFocusBack);
  useLayoutEffect(() => {
    if (!focused || live.current?.contains(document.activeElement)) return;
    // The focused toast went (its action ran) with no blur to say so.
    setFocused(false);
    setHovered(false);
    giveBack.current();
  }, [toast, focused, giveBack]);
  return (
    <>
      <div className="notices top">
        {problem && !isCondition(problem) && <ProblemNotice problem={problem} onDismiss={dismissProblem} />}
      </div>
      <div className="notices" ref={bottom}>
        <div
          role="status"
          className="toast-live"
          ref={live}
          onFocus={(e) => {
            if (e.relatedTarget instanceof HTMLElement && !e.currentTarget.contains(e.relatedTarget)) cameFrom.current = e.relatedTarget;
            setFocused(true);
          }}
          onBlur={(e) => {
            if (e.currentTarget.contains(e.relatedTarget)) return;
            setFocused(false);
            // A focused button taken out of the page blurs towards nothing: once it is gone, the focus goes back.
            const left = e.target;
            if (e.relatedTarget === null) requestAnimationFrame(() => !left.isConnected && giveBack.current());
          }}
        >
          {toast && (
            // A mouse resting on the toast holds it (a finger's tap leaves no hover to end).
            <div
              className="notice toast"
              onPointerOver={(e) => setHovered(e.pointerType === 'mouse')}
              onPointerOut={(e) => setHovered(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))}
            >
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
      </div>
    </>
  );
}

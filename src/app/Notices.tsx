import { useEffect, useRef } from 'react';
import { speakerOf, useLang, useT } from '../i18n';
import { useUi } from '../store/ui';
import { useRootHeightVar } from '../ui/useRootHeightVar';

/**
 * The storage problem (stays until dismissed, at the top so it never covers a dialog's
 * confirm button) and the one-line toast with its undo action (at the bottom).
 */
export function Notices() {
  const t = useT();
  const speaker = speakerOf(useLang((s) => s.lang));
  const { problem, dismissProblem, toast, dismissToast } = useUi();
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
        {problem && (
          <div role="alert" className="notice error">
            <p>
              {problem.kind === 'quota'
                ? t('storage.quota')
                : problem.kind === 'unavailable'
                  ? t('storage.unavailable')
                  : t('storage.failed', { detail: problem.detail })}
            </p>
            <button type="button" className="btn" onClick={dismissProblem}>
              {t('storage.dismiss')}
            </button>
          </div>
        )}
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

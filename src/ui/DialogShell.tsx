import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import { useBackCloses } from './useBackCloses';
import { useEscapeCloses } from './useEscapeCloses';
import { useModalFocus } from './useModalFocus';

export interface DialogShellProps {
  /** The heading, the dialog's accessible name too. */
  readonly title: ReactNode;
  /** Cancel, Escape or Back. */
  readonly onCancel: () => void;
  /** Classes beside `dialog` ("end-game"). */
  readonly className?: string;
  /**
   * Whether Escape closes this dialog: false while a layer of its own is open over it (the tile
   * picker over the hand dialog), which Escape closes first.
   */
  readonly escapeCloses?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog over the screen: the overlay, the dialog named by its heading, and Cancel beside
 * the heading; focus kept inside (useModalFocus), Escape and the phone's Back close it as Cancel does.
 * A layer the dialog opens over itself calls useBackCloses after this one (its entry is the upper one).
 */
export function DialogShell({ title, onCancel, className, escapeCloses = true, children }: DialogShellProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  useBackCloses(true, onCancel);
  useEscapeCloses(escapeCloses, onCancel);
  return (
    <div className="overlay">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `dialog ${className}` : 'dialog'}
        ref={ref}
        tabIndex={-1}
      >
        <header className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn ghost" onClick={onCancel}>
            {t('app.cancel')}
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

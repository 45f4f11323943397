import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Open modal dialogs, innermost last: only the topmost one keeps the focus. */
const stack: HTMLElement[] = [];

/** The dialog's tab stops: a radio group's buttons but the one in its tab order are left out (src/ui/useRadioGroup.ts). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[hidden], [inert]'),
  );
}

/** A dialog's sticky footer (the hand dialog's summary and Record, the picker's value and buttons). */
const FOOTER = '.dialog-foot, .pk-foot';

/**
 * A control focused under the dialog's sticky footer is scrolled up above it (WCAG 2.4.11, focus
 * not obscured): the browser counts a control under a sticky footer as in view, and leaves it there.
 */
function keepAboveFooter(event: FocusEvent): void {
  const control = event.target;
  // The keyboard's focus only: a tap focuses what it presses, and a scroll between its press and release lost the tap.
  if (!(control instanceof HTMLElement) || !control.matches(':focus-visible')) return;
  const dialog = control.closest<HTMLElement>('[role="dialog"]');
  const footer = dialog?.querySelector<HTMLElement>(FOOTER);
  if (!footer || footer.contains(control)) return;
  const covered = control.getBoundingClientRect().bottom + 8 - footer.getBoundingClientRect().top;
  if (covered <= 0) return;
  // The dialog's own scroll, or the overlay's around it.
  const scroller = dialog?.scrollHeight && dialog.scrollHeight > dialog.clientHeight ? dialog : dialog?.parentElement;
  scroller?.scrollBy({ top: covered, behavior: 'instant' });
}

/** Room kept between a control brought into view and a sticky heading or footer (as keepAboveFooter keeps). */
const CLEARANCE = 8;

/**
 * The dialog's scroll padding follows its sticky heading and footer, so that whatever brings a
 * control into view (a tap's scroll, a screen reader, Tab, scrollIntoView) stops clear of them
 * (WCAG 2.4.11): without it a control scrolled to from below sat under the heading, one scrolled
 * to from above under the footer, where a tap pressed the heading's Cancel or Record hand.
 * Measured, not fixed in CSS: the title wraps at large text, the footer's summary takes one line
 * or two, and a phone on its side lets the footer scroll (app.css). Returns the clean-up.
 */
function padForStickyParts(dialog: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const pad = () => {
    let top = 0;
    let bottom = 0;
    for (const part of dialog.children) {
      const style = getComputedStyle(part);
      if (style.position !== 'sticky') continue;
      const height = part.getBoundingClientRect().height;
      if (style.top !== 'auto') top = Math.max(top, height);
      else if (style.bottom !== 'auto') bottom = Math.max(bottom, height);
    }
    dialog.style.scrollPaddingTop = top ? `${Math.ceil(top + CLEARANCE)}px` : '';
    dialog.style.scrollPaddingBottom = bottom ? `${Math.ceil(bottom + CLEARANCE)}px` : '';
  };
  const observer = new ResizeObserver(pad);
  observer.observe(dialog);
  for (const part of dialog.children) observer.observe(part);
  return () => observer.disconnect();
}

/**
 * A modal dialog for keyboards and screen readers: focus moves into it, Tab and Shift+Tab stay
 * inside it (the topmost one when dialogs are stacked, like the tile picker over the hand
 * dialog), and closing it gives the focus back to what had it before (the button that opened it).
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    if (!dialog.contains(document.activeElement)) dialog.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || stack.at(-1) !== dialog) return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (e.shiftKey && (outside || active === first || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (outside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    dialog.addEventListener('focusin', keepAboveFooter);
    const unpad = padForStickyParts(dialog);
    return () => {
      unpad();
      document.removeEventListener('keydown', onKey);
      dialog.removeEventListener('focusin', keepAboveFooter);
      stack.splice(stack.indexOf(dialog), 1);
      // The page under the dialog did not move: giving the focus back does not scroll it (to a
      // screen title the focus came from, at the top of a list opened on an edit further down).
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}

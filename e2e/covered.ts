import type { Page } from '@playwright/test';

/**
 * Each control of the open dialog, or of the page when no dialog is open, that, scrolled into view,
 * another element covers at its centre (WCAG 2.4.11; a tap there would press the other): a dialog's
 * sticky heading or footer, a part of the form over it, or the toast standing over the bottom of the
 * screen. Each is scrolled to from the top and from the bottom, as the browser brings a control into
 * view (a focus, Tab, a screen reader), so it lands at either edge. A file button's input is a pixel
 * read by screen readers: its label is the target checked.
 */
export function coveredOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')];
    const dialog = dialogs.at(-1);
    const scroller = dialog ?? document.scrollingElement ?? document.documentElement;
    const say = (e: Element | null) =>
      e ? `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
    const found: string[] = [];
    const controls = [
      ...(dialog ?? document.body).querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, summary, [role="radio"], [role="checkbox"]',
      ),
    ].filter((e) => e.checkVisibility({ visibilityProperty: true }) && !e.closest('[aria-hidden="true"], [inert]'));
    for (const from of ['top', 'bottom'] as const) {
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const target = box.width <= 1 || box.height <= 1 ? control.closest('label') : control;
        if (!target) continue;
        scroller.scrollTo({ top: from === 'top' ? 0 : scroller.scrollHeight, behavior: 'instant' });
        target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const seen = target.getBoundingClientRect();
        const hit = document.elementFromPoint(seen.left + seen.width / 2, seen.top + seen.height / 2);
        if (!hit || !target.contains(hit)) found.push(`${say(target)}, scrolled to from the ${from}, is covered by ${say(hit)}`);
      }
    }
    scroller.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
}

import type { Page } from '@playwright/test';

/**
 * Each control of the open dialog that, scrolled into view, another element covers at its centre
 * (WCAG 2.4.11; a tap there would press the other): the dialog's sticky heading or footer, or a
 * part of the form over it. Each is scrolled to from the dialog's top and from its bottom, as the
 * browser brings a control into view (a focus, Tab, a screen reader), so it lands at either edge.
 */
export function coveredInDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')];
    const dialog = dialogs.at(-1);
    if (!dialog) return ['no dialog open'];
    const say = (e: Element | null) =>
      e ? `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
    const found: string[] = [];
    const controls = [
      ...dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [role="radio"], [role="checkbox"]'),
    ];
    for (const from of ['top', 'bottom'] as const) {
      for (const control of controls.filter(
        (e) => e.checkVisibility({ visibilityProperty: true }) && !e.closest('[aria-hidden="true"], [inert]'),
      )) {
        dialog.scrollTo({ top: from === 'top' ? 0 : dialog.scrollHeight, behavior: 'instant' });
        control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !control.contains(hit)) found.push(`${say(control)}, scrolled to from the ${from}, is covered by ${say(hit)}`);
      }
    }
    dialog.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
}

import type { Page } from '@playwright/test';

/**
 * Every text, number and search field and every select in the page (shown or folded away) whose
 * border has less than 3:1 contrast against the colour behind it (WCAG 1.4.11: a field's edge is
 * what shows where to type), each said with its label and ratio. The colour behind is the
 * ancestors' backgrounds laid over each other; the ratio is WCAG's, from relative luminance.
 */
export function weakFieldBorders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
    const behind = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e = element.parentElement; e; e = e.parentElement) {
        const layer = parse(getComputedStyle(e).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'input[type="text"], input[type="number"], input[type="search"], input:not([type]), select',
      ),
    ];
    if (fields.length === 0) return ['no field in the page'];
    return fields.flatMap((field) => {
      const style = getComputedStyle(field);
      const contrast = ratio(over(parse(style.borderTopColor), behind(field)), behind(field));
      const name =
        field.getAttribute('aria-label') ?? ((field as HTMLInputElement).labels?.[0]?.textContent?.trim() || field.outerHTML.slice(0, 60));
      return contrast >= 3 ? [] : [`${name}: ${contrast.toFixed(2)}:1`];
    });
  });
}

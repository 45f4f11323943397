import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { rowAttributes, type RowListProps } from './RowList';

/** A row's height before it is measured (a game card on a phone); measured rows keep their own. */
const ESTIMATED_ROW_PX = 180;
/** Rows rendered beyond each edge of the screen: Tab and a screen reader's next item land on a rendered row, which scrolls into view and brings the next. */
const OVERSCAN_ROWS = 4;
/** Each row's measured height by key, for this page load: a list left and opened again lays its rows out where they were (useScrollMemory). */
const measured = new Map<string, number>();

/**
 * A long list (RowList's, past its first 40 rows) in the page's own scroll that renders only
 * the rows on screen and a few around them (a club's 1,000 games were 12,000 DOM nodes to lay out). The rows stay in the document's
 * order, in normal flow between two paddings that stand for the rows not rendered, so the
 * keyboard and a screen reader meet them in order; each says its place in the whole list
 * (aria-posinset of aria-setsize), so "3 of 1,000" is heard of a list that holds a dozen.
 */
export function VirtualList<T>(props: RowListProps<T>) {
  const { items, keyOf, label, className, row, initialOffset } = props;
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the page and the gap between its rows (app.css), read after layout:
  // notices and the search field above it come and go.
  const [layout, setLayout] = useState({ top: 0, gap: 0 });
  // After every render (no dependencies): what moves the list down is not among its props.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- it sets state only when the layout changed
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
    if (top !== layout.top || gap !== layout.gap) setLayout({ top, gap });
  });
  const keyOfIndex = (index: number): string => {
    const item = items[index];
    return item === undefined ? String(index) : keyOf(item);
  };
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => measured.get(keyOfIndex(index)) ?? ESTIMATED_ROW_PX,
    getItemKey: keyOfIndex,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout.top,
    gap: layout.gap,
    initialOffset: () => initialOffset ?? window.scrollY,
    // Rows in the very first render, before the virtualizer has measured the window: the page is
    // as tall as the list there, so the screen's restore (in the same commit) is not cut short.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // The page's scroll is the player's and the screen's (useScrollMemory, the browser bringing a
    // focused row into view): the virtualizer only follows it. Its own writes (on mount, after a
    // row's measure) fought the screen's restore. Rows in normal flow need no correction for a
    // measured row, and a row seen once keeps its measure (`measured`).
    scrollToFn: () => undefined,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start - layout.top : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - layout.top) : 0;
  return (
    <ul ref={list} className={className} aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map((virtual) => {
        const item = items[virtual.index];
        if (item === undefined) return null;
        const key = keyOf(item);
        return (
          <li
            key={key}
            data-index={virtual.index}
            ref={(element) => {
              virtualizer.measureElement(element);
              // Rounded as the virtualizer rounds its own measures: the same size, no scroll adjustment on a return.
              if (element) measured.set(key, Math.round(element.getBoundingClientRect().height));
            }}
            {...rowAttributes(props, item, virtual.index)}
          >
            {row(item)}
          </li>
        );
      })}
    </ul>
  );
}

import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../ui/preloadable';

export interface RowListProps<T> {
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  /** The list's name (its aria-label). */
  readonly label: string;
  readonly className: string;
  readonly rowClassName: string;
  /** Each row's name (its aria-label). */
  readonly rowLabel: (item: T) => string;
  readonly row: (item: T) => ReactNode;
  /** Where the page will be scrolled to as the list comes back (useScrollMemory), for the first rows rendered to be the ones there. */
  readonly initialOffset?: number | undefined;
}

/**
 * Up to this many rows all are rendered (a night's games cost nothing to lay out, and the
 * browser's find in page sees every one); a longer history is windowed by VirtualList.
 */
const ALL_ROWS_UP_TO = 40;

/** The windowed list: its own chunk (the virtualizer is ~10 KiB gzip), needed only by a long history. */
export const VirtualList = preloadable(() => import('./VirtualList').then((m) => m.VirtualList<unknown>));

/** A row's attributes, the same rendered whole or windowed: its name and its place in the whole list. */
export function rowAttributes<T>(props: Pick<RowListProps<T>, 'items' | 'rowClassName' | 'rowLabel'>, item: T, index: number) {
  return {
    className: props.rowClassName,
    'aria-label': props.rowLabel(item),
    'aria-setsize': props.items.length,
    'aria-posinset': index + 1,
  };
}

/** Every row, in normal flow; of a longer list, its first rows while the windowed list loads. */
function WholeList<T>(props: RowListProps<T> & { readonly upTo: number }) {
  const { items, keyOf, label, className, row, upTo } = props;
  return (
    <ul className={className} aria-label={label}>
      {items.slice(0, upTo).map((item, index) => (
        <li key={keyOf(item)} {...rowAttributes(props, item, index)}>
          {row(item)}
        </li>
      ))}
    </ul>
  );
}

/** A list of rows that stays quick to show at any length: whole when short, windowed when long. */
export function RowList<T>(props: RowListProps<T>) {
  if (props.items.length <= ALL_ROWS_UP_TO) return <WholeList {...props} upTo={ALL_ROWS_UP_TO} />;
  // A lazily loaded component loses its type parameter: this is VirtualList<T>.
  const Windowed = VirtualList as unknown as (props: RowListProps<T>) => ReactNode;
  return (
    <Suspense fallback={<WholeList {...props} upTo={ALL_ROWS_UP_TO} />}>
      <Windowed {...props} />
    </Suspense>
  );
}

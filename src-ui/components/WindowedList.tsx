import { Box } from '@mui/material';
import { Fragment, Suspense, useCallback, useDeferredValue, useRef, type ComponentType } from 'react';
import { preloadable, usePreloaded } from './preloadable';
import { FULL_LIST_LIMIT, listSx, pageOffsetOf, type ListItemSlot, type WindowedListProps, type WindowedRowsProps } from './windowedListParts';

export { FULL_LIST_LIMIT, type ListItemSlot, type WindowedListProps } from './windowedListParts';

/**
 * A `<ul>` (a grid of `columns` equal columns, `gap` px apart) that stays fast at any length: up to
 * `fullListLimit` items it renders every item, above that only the rows near the viewport (the page
 * scrolls on the window, so this is a window virtualizer whose scroll margin is the list's own
 * offset in the page). Rows outside the window are stood in for by the list's top and bottom
 * padding, so the `<ul>` keeps only `<li>` children and the grid lays out the drawn rows itself.
 *
 * Usage (any screen with a long list):
 *   <WindowedList items={items} itemKey={(i) => i.id} estimateRowHeight={72} gap={8} aria-label={…}
 *     renderItem={(item, index, slot) => <Row item={item} slot={slot} />} />
 * where Row renders `<Box component="li" {...slot}>…</Box>`. Known compromise: in a windowed list,
 * find-in-page and a screen reader's list browsing see only the drawn rows (each says its position
 * and the list's size), and keyboard focus that scrolls far out of the window is lost with its row.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const limit = props.fullListLimit ?? FULL_LIST_LIMIT;
  const long = props.items.length > limit;
  // A long list's rows are drawn in a render of their own, which React may slice: the update that
  // brings them (a store's answer renders at once, in one task) only puts the list's frame in place.
  const items = useDeferredValue(long ? props.items : null, null);
  // Where the frame was laid out: the window's first render draws its rows there at once, rather
  // than drawing none, measuring, and drawing again (a render and a layout less before the paint).
  const framePlace = useRef<number | null>(null);
  // The windowed rows' component: the loaded one when the chunk was fetched ahead, kept while drawn.
  const loaded = usePreloaded(windowedRows, long && items !== null);
  const frameRef = useCallback((node: HTMLUListElement | null) => {
    if (node) framePlace.current = pageOffsetOf(node);
  }, []);
  if (!long) return <FullList {...props} />;
  if (items === null) {
    preloadWindowedList();
    return <ListFrame {...props} frameRef={frameRef} />;
  }
  const shown: WindowedRowsProps<unknown> = { ...(props as WindowedListProps<unknown>), items, initialOffset: framePlace.current };
  // Fetched ahead: the window is drawn once, with no plain first screen to replace.
  if (loaded) return <windowedRows.Loaded {...shown} />;
  // While the windowed mode's chunk arrives (once), the items of the first screen show as a plain list.
  return (
    <Suspense fallback={<FullList {...shown} items={items.slice(0, Math.min(limit, firstScreen(props)))} />}>
      <windowedRows.Lazy {...shown} />
    </Suspense>
  );
}

const windowedRows = preloadable(() => import('./WindowedRows'), (module) => module.default as ComponentType<WindowedRowsProps<unknown>>);

/**
 * Fetches the windowed mode's chunk ahead, for a screen whose list may be long (called when the
 * screen mounts, while its answer is on the way). A list that arrives after it has loaded draws its
 * window in one pass; without the preload it would draw a plain first screen and then redraw every
 * card in the window. A chunk that cannot be fetched costs only that (the lazy path tries again).
 */
export const preloadWindowedList: () => void = windowedRows.preload;

/** Items that fill the viewport (and a row more): drawing more before the window would only delay the paint. */
function firstScreen({ estimateRowHeight, columns = 1, gap = 0 }: Pick<WindowedListProps<unknown>, 'estimateRowHeight' | 'columns' | 'gap'>): number {
  const height = typeof window === 'undefined' ? 1000 : window.innerHeight;
  return (Math.ceil(height / Math.max(1, estimateRowHeight + gap)) + 1) * columns;
}

const NO_SLOT: ListItemSlot = {};

/** The list's place while its rows are being drawn: as tall as the first screen of rows will be. */
function ListFrame<T>({ columns = 1, gap = 0, sx, estimateRowHeight, frameRef, ...props }: WindowedListProps<T> & { frameRef: (node: HTMLUListElement | null) => void }) {
  const rows = Math.ceil(firstScreen({ estimateRowHeight, columns, gap }) / columns);
  return (
    <Box component="ul" ref={frameRef} aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} aria-busy="true"
      sx={listSx(columns, gap, sx)} style={{ minHeight: rows * (estimateRowHeight + gap) }} />
  );
}

function FullList<T>({ items, itemKey, renderItem, columns = 1, gap = 0, sx, ...aria }: WindowedListProps<T>) {
  return (
    <Box component="ul" aria-label={aria['aria-label']} aria-labelledby={aria['aria-labelledby']} sx={listSx(columns, gap, sx)}>
      {items.map((item, index) => <Fragment key={itemKey(item)}>{renderItem(item, index, NO_SLOT)}</Fragment>)}
    </Box>
  );
}


import { Box } from '@mui/material';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Fragment, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { listSx, pageOffsetOf, type ListItemSlot, type WindowedRowsProps } from './windowedListParts';
import { RowHeights } from './rowHeights';
import { afterNextPaint } from './frames';

/** Rows drawn beyond the viewport on each side, once the first window has been painted. */
const OVERSCAN_ROWS = 2;

/**
 * The windowed mode of WindowedList, a chunk of its own: the virtualizer is fetched only when a
 * list is long enough to need it (home's few tasks never do).
 */
export default function Windowed<T>({ items, itemKey, renderItem, estimateRowHeight, columns = 1, gap = 0, sx, initialOffset = null, ...aria }: WindowedRowsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Unknown until the list is attached, unless its frame was laid out where it now is: then no row
  // is drawn (a list further down the page would otherwise draw its first rows as if it were at the
  // top, and drop them again before the paint).
  const offset = usePageOffset(listRef, initialOffset);
  const scrollMargin = offset ?? 0;
  const rowCount = Math.ceil(items.length / columns);
  // The first window draws only the rows in view: the rows beyond it follow in a render after the
  // paint (each card is a few ms of a cheap phone's main thread, and none of them is seen yet).
  const overscan = useSettled(offset !== null) ? OVERSCAN_ROWS : 0;
  // Rows are known to the virtualizer by their index (its default key): new items of the same
  // length cost no pass over all rows, and a drawn row is measured again whenever its <li> is new.
  const [heights] = useState(() => new RowHeights(estimateRowHeight));
  const virtualizer: Virtualizer<Window, HTMLLIElement> = useWindowVirtualizer<HTMLLIElement>({
    count: offset === null ? 0 : rowCount,
    estimateSize: () => heights.estimate,
    gap,
    overscan,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    measureElement: (element, entry, instance) => {
      // Drawn rows are measured by the ResizeObserver, after layout and before the paint: reading
      // a height when a row is attached would force a layout per row (and a pass over every row).
      if (!entry) return instance.itemSizeCache.get(instance.indexFromElement(element)) ?? heights.estimate;
      // A row not laid out (hidden, or a DOM without layout) keeps the estimate rather than 0.
      const size = measureElement(element, entry, instance);
      if (!size) return heights.estimate;
      heights.record(instance.indexFromElement(element), size);
      return size;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const firstRow = first?.index ?? 0;
  const lastRow = last?.index ?? -1;
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin))
    // Not placed yet: the list is as tall as its rows are thought to be.
    : offset === null ? Math.max(0, rowCount * (estimateRowHeight + gap) - gap) : virtualizer.getTotalSize();

  // Scrolling re-renders the list on every scroll event; the drawn items change only with the range.
  const drawn = useMemo(() => {
    const out: ReactNode[] = [];
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = 0; column < columns; column++) {
        const index = row * columns + column;
        const item = items[index];
        if (item === undefined) break;
        const slot: ListItemSlot = column === 0
          ? { ref: virtualizer.measureElement, 'data-index': row, 'aria-setsize': items.length, 'aria-posinset': index + 1 }
          : { 'aria-setsize': items.length, 'aria-posinset': index + 1 };
        out.push(<Fragment key={itemKey(item)}>{renderItem(item, index, slot)}</Fragment>);
      }
    }
    return out;
  }, [firstRow, lastRow, columns, items, itemKey, renderItem, virtualizer]);

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      data-windowed=""
      sx={listSx(columns, gap, sx)}
      style={{ paddingTop, paddingBottom }}
    >
      {drawn}
    </Box>
  );
}

/** False until a while after `ready` first holds: after the frame that painted it. */
function useSettled(ready: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return undefined;
    // The frame being drawn now, then a task after it.
    return afterNextPaint(() => startTransition(() => setSettled(true)));
  }, [ready, settled]);
  return settled;
}

/**
 * The element's distance from the top of the page, kept up to date when anything above it changes
 * height (the page's body is observed) and after each render of the list.
 */
function usePageOffset(ref: RefObject<HTMLElement | null>, initial: number | null): number | null {
  const [offset, setOffset] = useState<number | null>(initial);
  const placed = useRef(initial !== null);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = pageOffsetOf(element);
    const place = () => setOffset((current) => (current === next ? current : next));
    // The first placement draws the window's rows: in a render React may slice, not at once in this
    // layout effect (a state set here renders synchronously, and a screen of cards is a long task).
    if (placed.current) place();
    else {
      placed.current = true;
      startTransition(place);
    }
  }, [ref]);
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure]);
  return offset;
}

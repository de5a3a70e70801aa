import { Box } from '@mui/material';
import { FULL_LIST_LIMIT, listSx, type ListItemSlot, type WindowedListProps } from './windowedListParts';

export { FULL_LIST_LIMIT, type ListItemSlot, type WindowedListProps } from './windowedListParts';
import { Fragment, lazy, Suspense } from 'react';


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
  if (props.items.length <= limit) return <FullList {...props} />;
  // While the windowed mode's chunk arrives (once), the items of the first screen show as a plain list.
  return (
    <Suspense fallback={<FullList {...props} items={props.items.slice(0, Math.min(limit, firstScreen(props)))} />}>
      <Windowed {...(props as WindowedListProps<unknown>)} />
    </Suspense>
  );
}

const Windowed = lazy(() => import('./WindowedRows'));

/** Items that fill the viewport (and a row more): drawing more before the window would only delay the paint. */
function firstScreen({ estimateRowHeight, columns = 1, gap = 0 }: Pick<WindowedListProps<unknown>, 'estimateRowHeight' | 'columns' | 'gap'>): number {
  const height = typeof window === 'undefined' ? 1000 : window.innerHeight;
  return (Math.ceil(height / Math.max(1, estimateRowHeight + gap)) + 1) * columns;
}

const NO_SLOT: ListItemSlot = {};

function FullList<T>({ items, itemKey, renderItem, columns = 1, gap = 0, sx, ...aria }: WindowedListProps<T>) {
  return (
    <Box component="ul" aria-label={aria['aria-label']} aria-labelledby={aria['aria-labelledby']} sx={listSx(columns, gap, sx)}>
      {items.map((item, index) => <Fragment key={itemKey(item)}>{renderItem(item, index, NO_SLOT)}</Fragment>)}
    </Box>
  );
}


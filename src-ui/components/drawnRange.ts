import { useDeferredValue } from 'react';

/**
 * The rows to draw. A scroll that keeps some of the drawn rows in the window draws the new ones at
 * once (no gap at the edge). A jump to rows none of which is drawn (the page's end, a fling) draws
 * them in a background render React slices: a screen of new rows is a long task on a slow phone,
 * and the rows left drawn meanwhile are off screen anyway. New items (a filter, a sort, an answer)
 * are drawn at once, as before.
 */
export function useDrawnRange(first: number, last: number, items: readonly unknown[]): readonly [number, number] {
  const deferredFirst = useDeferredValue(first);
  const deferredLast = useDeferredValue(last);
  const deferredItems = useDeferredValue(items);
  const jump = deferredItems === items && deferredLast >= deferredFirst && last >= first && (first > deferredLast || last < deferredFirst);
  return jump ? [deferredFirst, deferredLast] : [first, last];
}

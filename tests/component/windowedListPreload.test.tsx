// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { preloadWindowedList } from '@ui/components/WindowedList';
import { ThingList, things } from '../support/thingList';

/**
 * A file of its own: the windowed mode's chunk must not have been fetched when the list mounts
 * (windowedList.test.tsx fetches it in an earlier test; windowedListLazy.test.tsx needs it absent
 * when a long list first draws).
 */
afterEach(cleanup);

it('a list mounted short, then long once the windowed chunk was fetched ahead: its window drawn at once, no plain first screen', async () => {
  // A short list (the inventory's small tab, the case list under a category) before the chunk is in.
  const view = render(<ThingList items={things(10)} />);
  preloadWindowedList();
  await act(async () => {
    await import('@ui/components/WindowedRows');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // Rows drawn from here on in a list that is not windowed: a plain first screen, to be drawn again.
  const plainRows: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        const list = node instanceof HTMLElement ? node.closest('ul') : null;
        if (list && !list.hasAttribute('data-windowed') && list.querySelector('li')) plainRows.push(list.outerHTML.slice(0, 80));
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  view.rerender(<ThingList items={things(10_000)} />);
  await waitFor(() => expect(document.querySelector('[data-windowed] > li')?.textContent).toBe('Thing 1'));
  observer.disconnect();
  expect(plainRows).toEqual([]);
});

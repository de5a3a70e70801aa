// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ThingList, things } from '../support/thingList';

/**
 * A file of its own: the windowed mode's chunk must not have been fetched yet when the list first
 * draws (in windowedList.test.tsx an earlier test has fetched it), so its rows come through the
 * lazy component.
 */
afterEach(cleanup);

it('a long list drawn before its windowed chunk had arrived keeps its rows (and their measured heights) when it draws again', async () => {
  const view = render(<ThingList items={things(10_000)} />);
  // The first import of the chunk is transformed on the fly: on a busy machine that takes over waitFor's default 1 s.
  await waitFor(() => expect(document.querySelector('[data-windowed] > li')?.textContent).toBe('Thing 1'), { timeout: 15_000 });
  const list = screen.getByRole('list', { name: 'Things' });
  const firstRow = list.querySelector('li');
  // New items of the same length (a refresh): the chunk has long arrived by now.
  view.rerender(<ThingList items={things(10_000, 'Fresh')} />);
  await waitFor(() => expect(screen.getByRole('list', { name: 'Things' }).querySelector('li')?.textContent).toBe('Fresh 1'));
  // The same list and row elements: not mounted anew, which would drop every row's measured height
  // and move the page under a player scrolled down it.
  expect(screen.getByRole('list', { name: 'Things' })).toBe(list);
  expect(list.querySelector('li')).toBe(firstRow);
});

// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useOpensAfterPaint } from '@ui/components/useOpensAfterPaint';

afterEach(cleanup);

/** Records what every render of a sheet's host drew: open or closed. */
function Host({ open, drawn }: { open: boolean; drawn: boolean[] }) {
  drawn.push(useOpensAfterPaint(open));
  return null;
}

it('a sheet opens in a render after the one that asked for it, and closes in the one that closes it', () => {
  const drawn: boolean[] = [];
  const view = render(<Host open={false} drawn={drawn} />);
  expect(drawn).toEqual([false]);

  // The tap's own render still draws the sheet closed; the one after it draws it open.
  act(() => view.rerender(<Host open drawn={drawn} />));
  expect(drawn).toEqual([false, false, true]);

  // Closing is not deferred: the first render after it draws the sheet closed, and it stays closed.
  drawn.length = 0;
  act(() => view.rerender(<Host open={false} drawn={drawn} />));
  expect(drawn[0]).toBe(false);
  expect(drawn.every((open) => !open)).toBe(true);
});

it('a sheet already open stays open through renders that keep it open', () => {
  const drawn: boolean[] = [];
  const view = render(<Host open drawn={drawn} />);
  act(() => view.rerender(<Host open drawn={drawn} />));
  expect(drawn.every((open) => open)).toBe(true);
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnRange } from '@ui/components/drawnRange';

/**
 * Which rows a windowed list draws in each render, as the virtualizer's window moves: every render
 * the hook takes part in is recorded, so the urgent render (the scroll's) is seen apart from the
 * background one React follows it with.
 */
function setup(items: readonly unknown[]) {
  const renders: (readonly [number, number])[] = [];
  const hook = renderHook(({ first, last, list }) => {
    const range = useDrawnRange(first, last, list);
    renders.push(range);
    return range;
  }, { initialProps: { first: 0, last: 7, list: items } });
  return { hook, renders };
}

const ITEMS = Array.from({ length: 1000 }, (_, i) => i);

describe('useDrawnRange: the rows a windowed list draws', () => {
  it('draws the first window at once', () => {
    const { renders } = setup(ITEMS);
    expect(renders).toEqual([[0, 7]]);
  });

  it('a scroll that keeps some drawn rows draws the new ones in the scroll’s own render', () => {
    const { hook, renders } = setup(ITEMS);
    renders.length = 0;
    act(() => hook.rerender({ first: 3, last: 10, list: ITEMS }));
    expect(renders[0]).toEqual([3, 10]);
    expect(hook.result.current).toEqual([3, 10]);
  });

  it('a jump to rows none of which is drawn keeps the drawn rows in its own render, then draws the new ones', () => {
    const { hook, renders } = setup(ITEMS);
    renders.length = 0;
    act(() => hook.rerender({ first: 990, last: 999, list: ITEMS }));
    expect(renders[0]).toEqual([0, 7]);
    expect(renders.at(-1)).toEqual([990, 999]);
    expect(hook.result.current).toEqual([990, 999]);
  });

  it('new items (a filter, a sort, an answer) are drawn at once, wherever the window is', () => {
    const { hook, renders } = setup(ITEMS);
    renders.length = 0;
    const filtered = ITEMS.slice(0, 20);
    act(() => hook.rerender({ first: 12, last: 19, list: filtered }));
    expect(renders[0]).toEqual([12, 19]);
  });

  it('an empty window (a list not placed yet) is followed by its first rows at once', () => {
    const { hook, renders } = setup(ITEMS);
    act(() => hook.rerender({ first: 0, last: -1, list: ITEMS }));
    renders.length = 0;
    act(() => hook.rerender({ first: 500, last: 507, list: ITEMS }));
    expect(renders[0]).toEqual([500, 507]);
  });
});

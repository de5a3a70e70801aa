// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_LIST_LIMIT, WindowedList, type ListItemSlot } from '@ui/components/WindowedList';

/**
 * The list behind the inventory, case list, upgrader grids and tasks. happy-dom lays nothing out,
 * so every row keeps its estimated height (100 px here) and the viewport is the window's height.
 */
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  window.scrollTo({ top: 0 });
});

interface Thing { readonly id: string; readonly name: string }
const things = (n: number): Thing[] => Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}` }));
const ROW = 100;

function Row({ thing, slot }: { thing: Thing; slot: ListItemSlot }) {
  return <li {...slot} data-testid="row">{thing.name}</li>;
}

function renderList(items: readonly Thing[], columns = 1) {
  return render(
    <WindowedList items={items} itemKey={(t) => t.id} columns={columns} gap={10} estimateRowHeight={ROW} aria-label="Things"
      renderItem={(thing, _index, slot) => <Row thing={thing} slot={slot} />} />,
  );
}

/**
 * The windowed mode is a chunk of its own: until it has arrived the first items show in full. Its
 * rows are drawn in a render after the list's frame is placed.
 */
async function windowed() {
  // The first import of the chunk is transformed on the fly: on a busy machine that takes over waitFor's default 1 s.
  await waitFor(() => expect(document.querySelector('[data-windowed] > li')).not.toBeNull(), { timeout: 15_000 });
}

const drawn = () => within(screen.getByRole('list', { name: 'Things' })).queryAllByRole('listitem');

async function scrollTo(top: number) {
  await act(async () => {
    window.scrollTo({ top });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('WindowedList', () => {
  it(`renders a list of up to ${FULL_LIST_LIMIT} items in full, without window attributes`, () => {
    renderList(things(FULL_LIST_LIMIT));
    const items = drawn();
    expect(items).toHaveLength(FULL_LIST_LIMIT);
    expect(items.map((li) => li.textContent)).toEqual(things(FULL_LIST_LIMIT).map((t) => t.name));
    expect(items[0]?.hasAttribute('aria-setsize')).toBe(false);
    expect(screen.getByRole('list', { name: 'Things' }).hasAttribute('data-windowed')).toBe(false);
  });

  it('draws only the rows near the viewport of a list of 10 000, each saying its place in the whole', async () => {
    renderList(things(10_000));
    // Never all 10 000 (before the windowed mode's chunk is in, the first items show in full).
    expect(drawn().length).toBeLessThanOrEqual(FULL_LIST_LIMIT);
    await windowed();
    const items = drawn();
    const visibleRows = Math.ceil(window.innerHeight / (ROW + 10));
    expect(items.length).toBeGreaterThanOrEqual(visibleRows);
    expect(items.length).toBeLessThanOrEqual(visibleRows + 10);
    expect(items[0]?.textContent).toBe('Thing 1');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(screen.queryByText('Thing 10000')).toBeNull();
    // The rows not drawn are stood in for by the list's padding: the page is as tall as the whole list.
    const list = screen.getByRole('list', { name: 'Things' });
    const padding = parseFloat(list.style.paddingTop || '0') + parseFloat(list.style.paddingBottom);
    expect(padding + items.length * (ROW + 10)).toBeCloseTo(10_000 * (ROW + 10) - 10, -2);
  });

  it('the first window draws only the rows in view: the rows beyond them follow after that frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderList(things(10_000));
    await windowed();
    // The rows that reach into the viewport (the last one may only just touch it).
    const first = drawn().length;
    expect(first).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / (ROW + 10)));
    expect(first).toBeLessThanOrEqual(Math.ceil(window.innerHeight / (ROW + 10)) + 1);
    // Nothing more until the frame that paints the first window has run: the list has asked for
    // that frame (its rows beyond the view wait on it), and still shows the first window only.
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    expect(drawn()).toHaveLength(first);
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    await waitFor(() => expect(drawn()).toHaveLength(first + 2));
    expect(drawn()[0]?.textContent).toBe('Thing 1');
  });

  it('scrolling the page draws the rows it reaches, down to the last', async () => {
    renderList(things(10_000));
    await windowed();
    await scrollTo(5_000 * (ROW + 10));
    expect(screen.getByText('Thing 5001').getAttribute('aria-posinset')).toBe('5001');
    expect(screen.queryByText('Thing 1')).toBeNull();
    const list = screen.getByRole('list', { name: 'Things' });
    expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(4_000 * (ROW + 10));
    expect(drawn().length).toBeLessThan(30);

    await scrollTo(10_000 * (ROW + 10));
    expect(screen.getByText('Thing 10000').getAttribute('aria-posinset')).toBe('10000');
    expect(list.style.paddingBottom).toBe('0px');
    expect(drawn().length).toBeLessThan(30);
  });

  it('a grid windows whole rows: three items a row, in order', async () => {
    renderList(things(9_000), 3);
    await windowed();
    const first = drawn();
    expect(first.length % 3).toBe(0);
    expect(first.length).toBeLessThanOrEqual(3 * 20);
    expect(first.slice(0, 3).map((li) => li.textContent)).toEqual(['Thing 1', 'Thing 2', 'Thing 3']);
    await scrollTo(1_000 * (ROW + 10));
    const later = drawn();
    const start = Number(later[0]!.getAttribute('aria-posinset'));
    expect((start - 1) % 3).toBe(0);
    expect(later.map((li) => li.textContent)).toEqual(things(9_000).slice(start - 1, start - 1 + later.length).map((t) => t.name));
    expect(screen.getByText('Thing 3001').tagName).toBe('LI');
  });

  it('goes from full to windowed and back as the list crosses the limit', async () => {
    const view = renderList(things(FULL_LIST_LIMIT + 1));
    await windowed();
    expect(drawn().length).toBeLessThan(FULL_LIST_LIMIT);
    view.rerender(
      <WindowedList items={things(5)} itemKey={(t) => t.id} gap={10} estimateRowHeight={ROW} aria-label="Things"
        renderItem={(thing, _index, slot) => <Row thing={thing} slot={slot} />} />,
    );
    expect(drawn().map((li) => li.textContent)).toEqual(['Thing 1', 'Thing 2', 'Thing 3', 'Thing 4', 'Thing 5']);
  });
});

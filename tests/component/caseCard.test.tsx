// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, casesFor, SORT_STEP } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import { FIRST_SCREENS_CASES } from '@ui/screens/cases/CaseListViewModel';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const base: CaseSummary = { id: '77', name: 'Test Case', price: 5, img: '/demo-art/cases/blue.svg', description: '', categories: [] };
const skin = (name: string, price: number) => ({ name, img: `/demo-art/skins/${price}.svg`, price });

async function list(cases: readonly CaseSummary[]) {
  const app = renderApp({ user: 'player', path: '/cases' });
  await screen.findByRole('heading', { level: 1, name: 'Cases' });
  // The screen's own call answers first (the demo's cases): set afterwards, these are not replaced by
  // an answer that arrives late on a busy machine.
  await screen.findByRole('link', { name: 'Open case All In Case' });
  await act(async () => app.services.cases.setList(cases));
  return screen.findByRole('list', { name: 'Cases' });
}

describe('case list: what a card shows of what is inside (issue 27)', () => {
  it('names the best drop under the price and shows the top skins peeking out', async () => {
    const cards = await list([{ ...base, topSkins: [skin('P250 | Sand', 1), skin('AWP | Asiimov', 90), skin('M4A4 | Howl', 40), skin('Glock | Fade', 12)] }]);
    const card = within(cards).getByRole('link', { name: 'Open case Test Case' });
    const described = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Best drop: AWP | Asiimov');
    const peeking = Array.from(card.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(peeking.filter((src) => src?.startsWith('/demo-art/skins/'))).toEqual(['/demo-art/skins/90.svg', '/demo-art/skins/40.svg', '/demo-art/skins/12.svg']);
  });

  it('a server without top skins: the card shows the case alone, with no best drop', async () => {
    const cards = await list([base]);
    const card = within(cards).getByRole('link', { name: 'Open case Test Case' });
    expect(card.getAttribute('aria-describedby')).toBeNull();
    expect(within(card).queryByText(/Best drop/)).toBeNull();
    expect(Array.from(card.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(['/demo-art/cases/blue.svg']);
  });

  it('a case whose picture is missing or unsafe gets its own drawing, not a broken image', async () => {
    const cards = await list([{ ...base, img: '' }, { ...base, id: '78', name: 'Other', img: '//evil.example/x.png' }]);
    const drawn = ['Open case Test Case', 'Open case Other'].map((name) => within(cards).getByRole('link', { name }).querySelector('img')?.getAttribute('src') ?? '');
    for (const src of drawn) expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    // Drawn from the id: two cases, two drawings.
    expect(drawn[0]).not.toBe(drawn[1]);
  });
});

describe('case list: a list too long to sort in one task', () => {
  it('draws its first cards at once, in the spec’s order, then the whole order; a filter’s first cards at once too', async () => {
    const app = renderApp({ user: 'player', path: '/cases' });
    await screen.findByRole('link', { name: 'Open case All In Case' });
    const long = Array.from({ length: SORT_STEP + 1_000 }, (_, i): CaseSummary => ({
      ...base, id: String(5_000 + i), name: `Long ${i}`, price: ((i * 31) % 997) + 1, categories: [i % 2 === 0 ? 'Even' : 'Odd'],
    }));
    await act(async () => app.services.cases.setList(long));
    const cards = () => screen.getByRole('list', { name: 'Cases' });
    const firstCard = () => within(cards()).getAllByRole('link')[0]?.getAttribute('aria-label');
    const size = () => cards().querySelector('li')?.getAttribute('aria-setsize');
    const first = (list: readonly CaseSummary[]) => `Open case ${list[0]?.name ?? ''}`;
    // The list's head, found in one pass: the whole order is worked out in tasks of their own.
    expect(firstCard()).toBe(first(casesFor(long, ALL_CATEGORIES)));
    expect(size()).toBe(String(FIRST_SCREENS_CASES));
    await act(async () => app.clock.advanceAsync(100, 1));
    expect(firstCard()).toBe(first(casesFor(long, ALL_CATEGORIES)));
    expect(size()).toBe(String(casesFor(long, ALL_CATEGORIES).length));
    await act(async () => screen.getByRole('button', { name: 'Odd' }).click());
    expect(firstCard()).toBe(first(casesFor(long, 'Odd')));
    expect(size()).toBe(String(FIRST_SCREENS_CASES));
    await act(async () => app.clock.advanceAsync(100, 1));
    expect(firstCard()).toBe(first(casesFor(long, 'Odd')));
    expect(size()).toBe(String(casesFor(long, 'Odd').length));
  });
});

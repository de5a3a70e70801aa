// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CASES } from '@adapters/memory/backend/cases';
import { caseTable } from '@adapters/memory/backend/dropTables';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent, formatPercent } from '@ui/i18n/formatPercent';
import { renderApp } from '../support/renderApp';

/**
 * Issue 16, part 1, end to end on the in-memory adapters: the odds the case page shows are the
 * demo backend's own drop table, skin by skin; the expected return and break-even chance are
 * computed from them; a server that publishes no odds is said to, and nothing breaks.
 */

afterEach(cleanup);

/** The odds and fairness are folded into one row under the skins: its gist, then the whole of it opened. */
async function openFacts(gist: string) {
  const row = await screen.findByRole('button', { name: `Odds and fairness ${gist}` }, { timeout: 5000 });
  expect(row.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('region', { name: 'Odds and expected return' })).toBeNull();
  // The folded panel is not in the page: the row names no element that is not there.
  expect(row.getAttribute('aria-controls')).toBeNull();
  fireEvent.click(row);
  expect(row.getAttribute('aria-expanded')).toBe('true');
  const region = await screen.findByRole('region', { name: 'Odds and expected return' });
  // Opened, the row names the panel that holds the odds.
  const panel = document.getElementById(row.getAttribute('aria-controls') ?? '');
  expect(panel?.contains(region)).toBe(true);
  return region;
}

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms: number) {
  await act(async () => {
    await clock.advanceAsync(ms, 50);
  });
}

describe('the case page’s odds (issue 16)', () => {
  it.each(['2', '4', '9'])('case %s shows exactly the backend’s drop table, in the spec’s order, with its expected return', async (caseId) => {
    const demo = DEMO_CASES.find((c) => c.id === caseId);
    if (!demo) throw new Error(caseId);
    renderApp({ user: 'player', path: `/cases/${caseId}` });
    const list = await screen.findByRole('list', { name: 'What can drop' }, { timeout: 5000 });
    const tiles = within(list).getAllByRole('listitem');
    const table = caseTable(demo);
    // The spec's order: by price, descending (the table's order is the backend's own, for the draw).
    const expected = [...table].sort((a, b) => b.item.price - a.item.price);
    expect(tiles).toHaveLength(table.length);
    tiles.forEach((tile, i) => {
      const entry = expected[i];
      if (!entry) throw new Error(`tile ${i}`);
      expect(tile.querySelector('[data-testid="skin-chance"]')?.textContent).toBe(`Drop chance: ${formatOddsPercent(entry.tickets / 10_000, 'en')}`);
      expect(tile.lastElementChild?.textContent).toBe(formatMoney(entry.item.price, 'en'));
    });
    const ev = table.reduce((sum, e) => sum + (e.tickets / 10_000 / 100) * e.item.price, 0);
    const breakEven = table.filter((e) => e.item.price >= demo.price).reduce((sum, e) => sum + e.tickets / 10_000, 0);
    const odds = await openFacts(`return ${formatPercent((ev / demo.price) * 100, 'en')} · verifiable drops`);
    expect(within(odds).getByText(`${formatMoney(ev, 'en')} crystals`)).toBeTruthy();
    expect(within(odds).getByText(`${formatPercent((ev / demo.price) * 100, 'en')} of the price`)).toBeTruthy();
    expect(within(odds).getByText(formatOddsPercent(breakEven, 'en'))).toBeTruthy();
    expect(within(odds).queryByText(/add up to/)).toBeNull();
    expect(within(odds).getByText(/^[0-9a-f]{64}$/)).toBeTruthy();
  });

  it('a server that sends no chances and no commitment: the page says so, and opens as before', async () => {
    const app = renderApp({ user: 'player', path: '/cases/2' });
    // A luck code is set: a server with verifiable drops would be sent it as the client seed.
    app.storage.set('fairness.luckCode.700000012', JSON.stringify({ words: [1, 2, 3], number: '1234', order: 0 }));
    const backend = app.container.get(GameBackend);
    const handle = backend.handle.bind(backend);
    const opens: (string | undefined)[] = [];
    // The spec's server: the case answer without `chance` and without `fairness`.
    backend.handle = (request) => {
      if (request.path.endsWith('/open/')) opens.push(request.body);
      const response = handle(request);
      const body = response.body as { case?: { skins: Record<string, unknown>[] }; fairness?: unknown };
      if (!body?.case) return response;
      return { ...response, body: { case: { ...body.case, skins: body.case.skins.map(({ chance: _chance, ...skin }) => skin) } } };
    };
    const odds = await openFacts('odds not published');
    expect(within(odds).getByText('Odds not published by the server.')).toBeTruthy();
    expect(within(odds).getByText('This server does not publish verifiable rolls.')).toBeTruthy();
    expect(document.querySelector('[data-testid="skin-chance"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open for 8.00' }));
    // The opening screen is a lazy chunk: the countdown starts once it has loaded.
    await screen.findAllByText('Opening in 3', undefined, { timeout: 5000 });
    await settle(app.clock, 3200);
    expect(await screen.findByRole('img', { name: 'The roulette is spinning' })).toBeTruthy();
    // Exactly spec §7's call: no body, no client seed.
    expect(opens).toEqual([undefined]);
  });

  it('published odds that do not add up to 100 % are said not to', async () => {
    const app = renderApp({ user: 'player', path: '/cases/2' });
    const backend = app.container.get(GameBackend);
    const handle = backend.handle.bind(backend);
    backend.handle = (request) => {
      const response = handle(request);
      const body = response.body as { case?: { skins: { chance: number }[] } };
      if (!body?.case) return response;
      return { ...response, body: { ...body, case: { ...body.case, skins: body.case.skins.map((s) => ({ ...s, chance: 4 })) } } };
    };
    const odds = await openFacts('the odds do not add up · verifiable drops');
    expect(within(odds).getByText('The published odds add up to 88%, not 100%: no expected return can be told from them.')).toBeTruthy();
    // No expected return is told from odds that do not add up.
    expect(within(odds).queryByText(/crystals$/)).toBeNull();
    expect(within(odds).queryByText(/of the price$/)).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms: number) {
  await act(async () => {
    await clock.advanceAsync(ms, 50);
  });
}

async function openingWithFault(route: string, fault: Parameters<GameBackend['faults']['set']>[1], caseId = '2') {
  const app = renderApp({ user: 'player', path: `/cases/${caseId}/opening`, state: { allowOpening: true } });
  const backend = app.container.get(GameBackend);
  backend.faults.set(route, fault);
  // The opening screen is a lazy chunk: the countdown starts once it has loaded.
  await screen.findByRole('heading', { name: 'Blue Case' }, { timeout: 5000 });
  return { ...app, backend };
}

describe('the opening screen’s error states (spec §8)', () => {
  it('an unknown case: Case not found, with Try again and Back to cases', async () => {
    const { clock } = renderApp({ user: 'player', path: '/cases/nope/opening', state: { allowOpening: true } });
    await settle(clock, 100);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Case not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cases' })).toBeTruthy();
  });

  it('a malformed open answer: Invalid opening response; Try again opens once more', async () => {
    const { clock, backend } = await openingWithFault('openCase', { malformed: 'json', times: 1 });
    await settle(clock, 3200);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid opening response');
    const opensBefore = backend.playerSnapshot(700000012)?.transactions.filter((t) => t.type === 3).length ?? 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(clock, 3200);
    // The strip is built in a task after the countdown's first frame (the test's clock does not run tasks).
    expect(await screen.findByRole('img', { name: 'The roulette is spinning' })).toBeTruthy();
    expect(backend.playerSnapshot(700000012)?.transactions.filter((t) => t.type === 3).length).toBe(opensBefore + 1);
  });

  it('a failed open: the generic error, nothing charged', async () => {
    const { clock, backend } = await openingWithFault('openCase', { status: 500 });
    await settle(clock, 3200);
    expect((await screen.findByRole('alert')).textContent).toBe('The case could not be opened');
    expect(backend.playerSnapshot(700000012)?.balance).toBe(1250);
  });

  it('a result without an inventory id: selling shows the sell error and sends nothing', async () => {
    const { clock, backend, services } = await openingWithFault('openCase', {});
    backend.faults.clear();
    const api = services.api;
    const original = api.openCase.bind(api);
    api.openCase = async (id: string) => ({ ...(await original(id)), inventoryId: null });
    await settle(clock, 3200);
    await settle(clock, 11_100);
    const sales = () => backend.playerSnapshot(700000012)?.transactions.filter((t) => t.type === 4).length;
    const before = sales();
    fireEvent.click(screen.getByRole('button', { name: /^Sell for/ }));
    expect(await screen.findByText('Could not sell: the item was not found in your inventory')).toBeTruthy();
    expect(sales()).toBe(before);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import type { FakeMessengerRequest } from '@adapters/memory/FakeMessenger';
import { TOKENS } from '@app/composition/tokens';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const PLAYER_ID = 700000012;

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms: number, step = 50) {
  await act(async () => {
    await clock.advanceAsync(ms, step);
  });
}

async function payment() {
  const analytics = { reachGoal: vi.fn((_goal: string) => {}) };
  const app = renderApp({ user: 'player', path: '/payment', overrides: [[TOKENS.Analytics, analytics]] });
  await screen.findByRole('list', { name: 'Crystal packages' });
  const backend = app.container.get(GameBackend);
  const invoices: Extract<FakeMessengerRequest, { kind: 'invoice' }>[] = [];
  app.messenger.requests.subscribe((r) => {
    if (r.kind === 'invoice') invoices.push(r);
  });
  const payments = () => Object.values(backend.playerSnapshot(PLAYER_ID)?.payments ?? {});
  return { ...app, analytics, backend, invoices, payments };
}

const buy500 = () => screen.getByRole('button', { name: 'Buy 500 crystals for 230 Stars' });

describe('payment screen', () => {
  it('paid: the profile reloads, success toast, deposit-stars once, home after 1500 ms', async () => {
    const app = await payment();
    const getMe = vi.spyOn(app.services.api, 'getMe');
    fireEvent.click(buy500());
    fireEvent.click(buy500());
    await waitFor(() => expect(app.invoices).toHaveLength(1));
    expect(app.payments()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Buy 100 crystals for 50 Stars' }).hasAttribute('disabled')).toBe(true);
    await act(async () => app.invoices[0]?.resolve('paid'));
    expect(await screen.findByText('Payment successful! Crystals added to your balance')).toBeTruthy();
    expect(app.analytics.reachGoal).toHaveBeenCalledExactlyOnceWith('deposit-stars');
    expect(getMe).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('payment-balance').textContent).toBe('Balance: 1,800.00');
    await settle(app.clock, 1400);
    expect(app.router.state.location.pathname).toBe('/payment');
    await settle(app.clock, 100);
    expect(app.router.state.location.pathname).toBe('/');
  });

  it('cancelled: a neutral toast, the balance untouched, the goal not reached', async () => {
    const app = await payment();
    fireEvent.click(buy500());
    await waitFor(() => expect(app.invoices).toHaveLength(1));
    await act(async () => app.invoices[0]?.resolve('cancelled'));
    expect(await screen.findByText('Payment cancelled — nothing was charged')).toBeTruthy();
    expect(app.analytics.reachGoal).not.toHaveBeenCalled();
    expect(screen.getByTestId('payment-balance').textContent).toBe('Balance: 1,250.00');
    expect(buy500().hasAttribute('disabled')).toBe(false);
  });

  it('leaving the screen during a payment stops its timeout', async () => {
    const app = await payment();
    fireEvent.click(buy500());
    await waitFor(() => expect(app.invoices).toHaveLength(1));
    const pendingWhileWaiting = app.clock.pendingTimers;
    await act(async () => {
      await app.router.navigate('/games');
    });
    // The payment screen unmounts as the games screen shows.
    await screen.findByRole('heading', { level: 1, name: 'Games' });
    expect(app.clock.pendingTimers).toBe(pendingWhileWaiting - 1);
    // Past the 60 s in whole seconds (every timer still falls due in order): the window's timeout
    // would have asked the server and said so by now.
    await settle(app.clock, 61_000, 1000);
    expect(screen.queryByText('The payment is not confirmed yet. If you paid, the crystals will arrive shortly')).toBeNull();
    expect(screen.queryByText('Error processing the payment result')).toBeNull();
  });
});

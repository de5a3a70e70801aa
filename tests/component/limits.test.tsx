// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { TOKENS } from '@app/composition/tokens';
import { renderApp } from '../support/renderApp';

// Dates read the same on every machine: the device's time zone is UTC here.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(cleanup);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms: number, step = 50) {
  await act(async () => {
    await clock.advanceAsync(ms, step);
  });
}

/** The limits screen (the clock starts at 21 Nov 2026, 12:00 UTC). */
async function limitsScreen() {
  const app = renderApp({ user: 'player', path: '/limits' });
  await screen.findByRole('heading', { level: 1, name: 'Limits' });
  const card = (name: string) => screen.getByRole('region', { name });
  const setLimit = (name: string, value: string) => {
    fireEvent.change(within(card(name)).getByRole('textbox', { name: 'New limit' }), { target: { value } });
    fireEvent.click(within(card(name)).getByRole('button', { name: 'Save' }));
  };
  return { ...app, card, setLimit };
}

describe('the limits screen', () => {
  it('a decrease applies at once; an increase says when it takes effect, and takes effect then', async () => {
    const app = await limitsScreen();
    const daily = () => app.card('Cases and upgrades per day');
    expect(within(daily()).getByText('No limit')).toBeTruthy();
    app.setLimit('Cases and upgrades per day', '1 000');
    expect(within(daily()).getByTestId('playDay-current').textContent).toBe('Limit: 1,000.00 crystals');
    expect(within(daily()).getByRole('status').textContent).toBe('Done: your limit is 1,000.00 crystals now.');

    app.setLimit('Cases and upgrades per day', '5000');
    expect(within(daily()).getByTestId('playDay-current').textContent).toBe('Limit: 1,000.00 crystals');
    expect(within(daily()).getByTestId('playDay-pending').textContent).toBe('New limit of 5,000.00 crystals takes effect on Nov 22, 12:00 PM');

    await settle(app.clock, DAY - 1, HOUR);
    expect(within(daily()).getByTestId('playDay-current').textContent).toBe('Limit: 1,000.00 crystals');
    await settle(app.clock, 1, 1);
    expect(within(daily()).getByTestId('playDay-current').textContent).toBe('Limit: 5,000.00 crystals');
    expect(within(daily()).queryByTestId('playDay-pending')).toBeNull();
  });

  it('a removal waits 24 hours; keeping the current limit cancels it', async () => {
    const app = await limitsScreen();
    const buying = () => app.card('Crystals bought per day');
    app.setLimit('Crystals bought per day', '300');
    fireEvent.click(within(buying()).getByRole('button', { name: 'Remove limit' }));
    expect(within(buying()).getByTestId('buyDay-pending').textContent).toBe('Removing the limit takes effect on Nov 22, 12:00 PM');
    expect(within(buying()).getByTestId('buyDay-current').textContent).toBe('Limit: 300.00 crystals');
    fireEvent.click(within(buying()).getByRole('button', { name: 'Keep the current limit' }));
    expect(within(buying()).queryByTestId('buyDay-pending')).toBeNull();
    await settle(app.clock, DAY + 1, HOUR);
    expect(within(buying()).getByTestId('buyDay-current').textContent).toBe('Limit: 300.00 crystals');
  });

  it('what is not a whole number of crystals is refused with a hint, and nothing changes', async () => {
    const app = await limitsScreen();
    const weekly = () => app.card('Cases and upgrades per week');
    app.setLimit('Cases and upgrades per week', '12.5');
    expect(within(weekly()).getByText('Enter a whole number from 0 to 10,000,000')).toBeTruthy();
    expect(within(weekly()).getByRole('textbox', { name: 'New limit' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(weekly()).getByText('No limit')).toBeTruthy();
    expect(app.services.limits.state.settings.limits.playWeek).toEqual({ amount: null, pending: null });
  });

  it('shows what counts against each limit', async () => {
    const app = await limitsScreen();
    act(() => {
      app.services.limits.record({ kind: 'play', stake: 1234.5, won: 10 });
      app.services.limits.record({ kind: 'buy', crystals: 500 });
    });
    expect(within(app.card('Cases and upgrades per day')).getByText('Spent in the last 24 hours: 1,234.50')).toBeTruthy();
    expect(within(app.card('Cases and upgrades per week')).getByText('Spent in the last 7 days: 1,234.50')).toBeTruthy();
    expect(within(app.card('Crystals bought per day')).getByText('Bought in the last 24 hours: 500.00')).toBeTruthy();
  });

  it('the reality check’s interval: one pressed choice, kept across a restart of the screen', async () => {
    const app = await limitsScreen();
    const group = screen.getByRole('group', { name: 'Reality check interval' });
    expect(within(group).getByRole('button', { name: 'Off' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: '30 min' }));
    expect(within(group).getByRole('button', { name: '30 min' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Off' }).getAttribute('aria-pressed')).toBe('false');
    expect(app.services.limits.reminder).toEqual({ kind: 'waiting', minutes: 30, dueAt: app.clock.now() + 30 * MINUTE });
  });

  it('in Russian', async () => {
    const app = renderApp({ user: 'rich', path: '/limits' });
    await screen.findByRole('heading', { level: 1, name: 'Лимиты' });
    const daily = screen.getByRole('region', { name: 'Кейсы и апгрейды за день' });
    fireEvent.change(within(daily).getByRole('textbox', { name: 'Новый лимит' }), { target: { value: '2' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Сохранить' }));
    expect(within(daily).getByTestId('playDay-current').textContent).toBe('Лимит: 2,00 кристалла');
    fireEvent.click(within(daily).getByRole('button', { name: 'Снять лимит' }));
    expect(within(daily).getByTestId('playDay-pending').textContent).toBe('Лимит будет снят 22 нояб., 12:00');
    expect(app.router.state.location.pathname).toBe('/limits');
  });

  it('with the messenger’s cloud: the limits follow the player to their other devices', async () => {
    const app = await limitsScreen();
    await waitFor(() => expect(screen.getByTestId('limits-where').textContent).toBe(
      'Your limits follow you: they are kept in Telegram’s cloud for your account and hold on every device where you open this app.',
    ));
    // What is set here is in the (imitated) cloud for the player's other devices.
    app.setLimit('Cases and upgrades per day', '40');
    await waitFor(async () => {
      const cloud = await app.container.get(TOKENS.CloudStorage)();
      expect(JSON.parse((await cloud.getItems(['limits_settings'])).limits_settings ?? '{}')).toMatchObject({ limits: { playDay: { amount: 40 } } });
    });
  });

  it.each([
    ['en', 'player', 'Limits', 'Your Telegram app is too old to keep data in its cloud, so your limits stay on this device only. Update Telegram to have them on all your devices.'],
    ['ru', 'rich', 'Лимиты', 'Твоя версия Telegram не умеет хранить данные в облаке, поэтому лимиты остаются только на этом устройстве. Обнови Telegram, чтобы они действовали на всех твоих устройствах.'],
  ])('on a messenger older than 6.9 (%s): the limits stay on this device, and the screen says so', async (_language, userKey, title, text) => {
    const user = mockUserByKey(userKey);
    const messenger = new FakeMessenger({
      user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, languageCode: user.languageCode, photoUrl: null },
      initData: mockInitData(user, Math.floor(Date.UTC(2026, 10, 21, 12) / 1000)),
      colorScheme: 'light',
      version: '6.7',
    });
    renderApp({ user: userKey, path: '/limits', overrides: [[TOKENS.Messenger, messenger]] });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByTestId('limits-where').textContent).toBe(text);
  });

  it('in Russian, with the cloud', async () => {
    renderApp({ user: 'rich', path: '/limits' });
    await screen.findByRole('heading', { level: 1, name: 'Лимиты' });
    await waitFor(() => expect(screen.getByTestId('limits-where').textContent).toBe(
      'Лимиты следуют за тобой: они хранятся в облаке Telegram для твоего аккаунта и действуют на всех устройствах, где ты открываешь это приложение.',
    ));
  });

  it('the messenger’s Back goes to the profile', async () => {
    const app = await limitsScreen();
    act(() => app.messenger.pressBackButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile'));
  });
});

describe('at the limit', () => {
  it('the case page says why and when it resets, offers no Open, and nothing is sent', async () => {
    const app = renderApp({ user: 'player', path: '/cases/2' });
    await screen.findByRole('heading', { level: 1, name: 'Blue Case' });
    expect(screen.getByRole('button', { name: 'Open for 8.00' })).toBeTruthy();
    const openCase = vi.spyOn(app.services.api, 'openCase');
    act(() => {
      app.services.limits.player.setLimit('playDay', 100);
      app.services.limits.record({ kind: 'play', stake: 95, won: 0 });
    });
    const notice = await screen.findByTestId('limit-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(notice).getByText('Daily limit reached')).toBeTruthy();
    expect(notice.textContent).toContain('95.00 of 100.00 crystals spent on cases and upgrades in the last 24 hours.');
    expect(notice.textContent).toContain('You can go on from Nov 22, 12:00 PM.');
    expect(within(notice).getByRole('link', { name: 'My limits' }).getAttribute('href')).toBe('/limits');
    expect(screen.queryByRole('button', { name: 'Open for 8.00' })).toBeNull();
    // When the spend drops out of the window, Open is back by itself.
    await settle(app.clock, DAY, HOUR);
    expect(screen.getByRole('button', { name: 'Open for 8.00' })).toBeTruthy();
    expect(openCase).not.toHaveBeenCalled();
  });

  it('the opening screen refuses before the countdown: why and when, a way back, and no open call', async () => {
    const app = renderApp({ user: 'player', path: '/cases/2/opening', state: { allowOpening: true } });
    const openCase = vi.spyOn(app.services.api, 'openCase');
    // The limits come in a chunk of their own, which the opening's screen is fetched with.
    await act(() => app.services.limitsAccess.load());
    act(() => {
      app.services.limits.player.setLimit('playWeek', 10);
      app.services.limits.record({ kind: 'play', stake: 5, won: 0 });
    });
    await screen.findByRole('heading', { name: 'Blue Case' });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Weekly limit reached')).toBeTruthy();
    expect(notice.textContent).toContain('5.00 of 10.00 crystals spent on cases and upgrades in the last 7 days.');
    expect(notice.textContent).toContain('You can go on from Nov 28, 12:00 PM.');
    expect(screen.getByRole('link', { name: 'Back to the case' }).getAttribute('href')).toBe('/cases/2');
    await settle(app.clock, 5000, 100);
    expect(openCase).not.toHaveBeenCalled();
    expect(screen.queryByText(/Opening in/)).toBeNull();
  });

  it('the payment screen: packages over the limit say until when and cannot be bought; no invoice is asked for', async () => {
    const app = renderApp({ user: 'player', path: '/payment' });
    await screen.findByRole('list', { name: 'Crystal packages' });
    const createInvoice = vi.spyOn(app.services.api, 'createInvoice');
    act(() => {
      app.services.limits.player.setLimit('buyDay', 600);
      app.services.limits.record({ kind: 'buy', crystals: 450 });
    });
    const buy500 = screen.getByRole('button', { name: 'Buy 500 crystals for 230 Stars' });
    expect(buy500.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(buy500.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Over your top-up limit until Nov 22, 12:00 PM');
    expect(screen.getByRole('button', { name: 'Buy 100 crystals for 50 Stars' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('limit-notice')).toBeNull();
    fireEvent.click(buy500);
    expect(createInvoice).not.toHaveBeenCalled();
    // Once nothing fits, the notice says why and when the smallest fits again.
    act(() => app.services.limits.record({ kind: 'buy', crystals: 100 }));
    const notice = screen.getByTestId('limit-notice');
    expect(within(notice).getByText('Daily top-up limit reached')).toBeTruthy();
    expect(notice.textContent).toContain('550.00 of 600.00 crystals bought in the last 24 hours.');
  });

  it('the profile leads to the limits', async () => {
    const app = renderApp({ user: 'player', path: '/profile' });
    fireEvent.click(await screen.findByRole('link', { name: /^Limits/ }));
    await screen.findByRole('heading', { level: 1, name: 'Limits' });
    expect(app.router.state.location.pathname).toBe('/limits');
  });
});

describe('the reality check', () => {
  it('after the interval: a dialog with the session’s time and net position; Continue starts it again', async () => {
    const app = renderApp({ user: 'player', path: '/' });
    // Home needs no limits: the shell fetches their chunk once it is drawn.
    await waitFor(() => expect(app.services.limitsAccess.ready).toBe(true));
    act(() => app.services.limits.player.setRealityCheck(15));
    act(() => {
      app.services.limits.record({ kind: 'play', stake: 25, won: 7.5 });
      app.services.limits.record({ kind: 'buy', crystals: 500 });
    });
    await settle(app.clock, 15 * MINUTE - 1000, 10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(app.clock, 1000, 100);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing for 15 minutes.')).toBeTruthy();
    expect(within(dialog).getByText('Spent on cases and upgrades').nextElementSibling?.textContent).toBe('25.00');
    expect(within(dialog).getByText('Drops and upgrade wins').nextElementSibling?.textContent).toBe('7.50');
    expect(within(dialog).getByText('Your result this session').nextElementSibling?.textContent).toBe('−17.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.services.limits.reminder).toMatchObject({ kind: 'waiting', dueAt: app.clock.now() + 15 * MINUTE });
    expect(app.messenger.closed).toBe(false);
  });

  it('Take a break closes the mini app through the messenger', async () => {
    const app = renderApp({ user: 'player', path: '/' });
    await waitFor(() => expect(app.services.limitsAccess.ready).toBe(true));
    act(() => app.services.limits.player.setRealityCheck(60));
    await settle(app.clock, 60 * MINUTE, 10_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing for 1 hour.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take a break' }));
    expect(app.messenger.closed).toBe(true);
  });
});

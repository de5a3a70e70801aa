// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '@domain/ports/Api';
import { ApiError } from '@domain/shared/ApiError';
import { TOKENS } from '@app/composition/tokens';
import { renderApp } from '../support/renderApp';
import { serverEvents } from '../support/serverEvents';
import { afterMicrotasks, withScheduledRendering } from '../support/scheduledRendering';

afterEach(cleanup);

/** An api whose getMe publishes its answer for the stores, as the API client does. */
function apiStub(overrides: Partial<Api>): { api: Api; events: ReturnType<typeof serverEvents> } {
  const events = serverEvents();
  const getMe = overrides.getMe;
  const api = {
    events,
    ...overrides,
    ...(getMe ? { getMe: () => getMe().then((me) => { events.next({ type: 'me', me }); return me; }) } : {}),
  };
  return { events, api: api as Api };
}

describe('app shell on the in-memory adapters', () => {
  it('shows a loader while the profile loads, then home for a returning player', async () => {
    renderApp({ user: 'player' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Open cases. Win skins.' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1,250.00 crystals');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('redirects a first visit to onboarding, in the messenger user’s language', async () => {
    const { router } = renderApp({ user: 'newcomer', path: '/games' });
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать в CS2 Cases' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('draws home in background tasks once the profile arrives, not in the answer’s own update', async () => {
    let answer: (me: Awaited<ReturnType<Api['getMe']>>) => void = () => {};
    const { api } = apiStub({ getMe: () => new Promise((resolve) => { answer = resolve; }) });
    renderApp({ overrides: [[TOKENS.Api, api]] });
    await act(async () => {});
    await withScheduledRendering(async () => {
      answer({ balance: 5, lang: 'en', tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'A', lastName: '', avatarUrl: null });
      await afterMicrotasks();
      // The store has changed; the loader stays until React has drawn home between other tasks.
      expect(screen.getByRole('status')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Open cases. Win skins.' })).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Open cases. Win skins.' })).toBeTruthy();
      expect(screen.getByTestId('balance').textContent).toBe('5.00 crystals');
    });
  });

  it('keeps the loader while the first-visit flag is unknown', async () => {
    const { api } = apiStub({ getMe: () => new Promise(() => {}) });
    renderApp({ overrides: [[TOKENS.Api, api]] });
    await act(async () => {});
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('treats a failed profile as not a first visit (spec §4)', async () => {
    const { api } = apiStub({ getMe: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) });
    const { router } = renderApp({ path: '/onboarding', overrides: [[TOKENS.Api, api]] });
    expect(await screen.findByRole('heading', { name: 'Open cases. Win skins.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches to the profile’s language once it arrives', async () => {
    const { api } = apiStub({
      getMe: async () => ({
        balance: 5, lang: 'ru', tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'A', lastName: '', avatarUrl: null,
      }),
    });
    renderApp({ user: 'player', overrides: [[TOKENS.Api, api]] });
    expect(await screen.findByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('shows a response’s alert as a success toast and its notification as a bell toast', async () => {
    const { api, events } = apiStub({
      getMe: async () => ({
        balance: 5, lang: 'en', tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'A', lastName: '', avatarUrl: null,
      }),
    });
    renderApp({ overrides: [[TOKENS.Api, api]] });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    act(() => {
      events.next({ type: 'alert', text: '<b>Bonus</b> credited' });
      events.next({ type: 'notification', text: 'Your trade was accepted' });
    });
    const alert = await screen.findByText('<b>Bonus</b> credited');
    expect(alert.querySelector('b')).toBeNull();
    expect(await screen.findByText('Your trade was accepted')).toBeTruthy();
    expect(screen.getByLabelText('Notification')).toBeTruthy();
  });

  it('updates the balance and profile from any response that carries them', async () => {
    const me = { balance: 5, lang: 'en' as const, tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'A', lastName: '', avatarUrl: null };
    const { api, events } = apiStub({ getMe: async () => me });
    renderApp({ overrides: [[TOKENS.Api, api]] });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    expect(screen.getByTestId('balance').textContent).toBe('5.00 crystals');
    act(() => events.next({ type: 'balance', balance: 12345 }));
    // Home is drawn in a transition (FirstVisitGate's useTransitionValue), and its observers subscribe in that commit's
    // passive effects, which React runs in a task of their own when the commit outlasted its 5 ms
    // slice (a busy machine): a change before then is drawn once they run, not inside this act().
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('12,345.00 crystals'));
    act(() => events.next({ type: 'me', me: { ...me, balance: 7, lang: 'ru' } }));
    expect(screen.getByTestId('balance').textContent).toBe('7,00 кристалла');
  });

  it('routes the fake messenger’s Back button through the shell', async () => {
    const { router, messenger } = renderApp({ user: 'player', path: '/' });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    expect(messenger.backButtonVisible.value).toBe(false);
    await act(async () => {
      await router.navigate('/games');
    });
    expect(messenger.backButtonVisible.value).toBe(true);
    await act(async () => {
      messenger.pressBackButton();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(messenger.backButtonVisible.value).toBe(false);
  });
});

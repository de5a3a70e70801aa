// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { ApiError } from '@domain/shared/ApiError';
import type { HomeScreenStatus } from '@domain/ports/Messenger';
import { TOKENS } from '@app/composition/tokens';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const PLAYER = 700000012;
const RICH_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=987654321&token=Zz9-xy';
const NEW_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=555&token=New_1';

type App = ReturnType<typeof renderApp>;

async function settle(app: Pick<App, 'clock'>, ms = 50) {
  await act(async () => {
    await app.clock.advanceAsync(ms, 10);
  });
}

/** A messenger like the demo's, for `user`, with another version or home-screen status. */
function messengerFor(userKey: string, options: { version?: string; homeScreen?: HomeScreenStatus }) {
  const user = mockUserByKey(userKey);
  return new FakeMessenger({
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, languageCode: user.languageCode, photoUrl: null },
    initData: mockInitData(user, Math.floor(Date.UTC(2026, 10, 21, 12) / 1000)),
    colorScheme: 'light',
    ...options,
  });
}

async function openProfile(options: { user?: string; search?: string; messenger?: FakeMessenger } = {}) {
  const app = renderApp({
    user: options.user ?? 'player',
    path: '/profile',
    overrides: options.messenger ? [[TOKENS.Messenger, options.messenger]] : [],
  });
  const backend = app.container.get(GameBackend);
  await settle(app);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await settle(app);
  if (options.search) {
    await act(async () => {
      await app.router.navigate(`/profile${options.search}`, { replace: true });
    });
    await settle(app);
  }
  return { ...app, backend, messenger: options.messenger ?? app.messenger };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const languageButton = () => button(/^(Language|Язык)/);

describe('profile header and lists (spec §2)', () => {
  it('shows the name, the trade-link note, and “Change” for a set link', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('Alex Frost')).toBeTruthy();
    expect(screen.getByText('Steam trade link connected')).toBeTruthy();
    expect(button('Steam trade link Change')).toBeTruthy();
    expect(languageButton().textContent).toContain('English');
  });

  it('without a trade link: no note, and the item reads “Set up”', async () => {
    await openProfile({ user: 'no-trade-link' });
    expect(screen.queryByText('Steam trade link connected')).toBeNull();
    expect(button('Steam trade link Set up')).toBeTruthy();
  });

  it('the avatar falls back to an icon when there is no image', async () => {
    await openProfile();
    const avatar = document.querySelector('.MuiAvatar-root') as HTMLElement;
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('svg')).toBeTruthy();
  });

  it('lists transactions, add to home screen, the community channel and support', async () => {
    const { messenger } = await openProfile();
    expect(screen.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/transactions');
    expect(button('Add to home screen')).toBeTruthy();
    fireEvent.click(button('Community channel'));
    fireEvent.click(button('Support'));
    expect(messenger.opened).toEqual([
      { kind: 'telegram-link', url: 'https://t.me/cs2cases_en' },
      { kind: 'telegram-link', url: 'https://t.me/cs2cases_support_bot' },
    ]);
  });

  it('the community channel is the Russian one in Russian', async () => {
    const { messenger } = await openProfile({ user: 'rich' });
    fireEvent.click(button('Канал сообщества'));
    expect(messenger.opened).toEqual([{ kind: 'telegram-link', url: 'https://t.me/cs2cases_ru' }]);
  });

  it('a profile that cannot load: the load-error toast and an error text with retry', async () => {
    const app = renderApp({ user: 'player', path: '/' });
    const backend = app.container.get(GameBackend);
    await settle(app);
    // The session forgets the player (as after a failed start-up), and the server keeps failing.
    runInAction(() => { app.services.session.me = null; });
    backend.faults.set('getMe', { status: 500 });
    await act(async () => { await app.router.navigate('/profile'); });
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 });
    expect(screen.getByRole('status', { name: 'Loading your profile…' })).toBeTruthy();
    await settle(app, 2000);
    // The toast and the error text.
    expect(screen.getAllByText('Could not load your profile').length).toBe(2);
    expect(screen.queryByRole('status', { name: 'Loading your profile…' })).toBeNull();
    backend.faults.clear();
    fireEvent.click(button('Retry'));
    await settle(app);
    expect(screen.getByText('Alex Frost')).toBeTruthy();
  });
});

describe('language (spec §4, §5)', () => {
  it('switches en → ru at once with a spinner, keeps it when the server agrees, and toasts in the new language', async () => {
    const app = await openProfile();
    app.backend.faults.set('setLanguage', { latencyMs: 500, times: 1 });
    fireEvent.click(languageButton());
    await settle(app, 10);
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Меняем язык…' })).toBeTruthy();
    expect(languageButton().getAttribute('aria-disabled')).toBe('true');
    await settle(app, 600);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(languageButton().textContent).toContain('Русский');
    expect(app.backend.playerSnapshot(PLAYER)?.lang).toBe('ru');
    expect(await screen.findByText('Язык изменён')).toBeTruthy();
    expect(app.services.session.pendingLanguage).toBeNull();
  });

  it('switches back ru → en', async () => {
    const app = await openProfile({ user: 'rich' });
    fireEvent.click(languageButton());
    await settle(app, 100);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(await screen.findByText('Language changed')).toBeTruthy();
  });

  it('rolls back when the call fails, with the default message', async () => {
    const app = await openProfile();
    app.backend.faults.set('setLanguage', { status: 500, latencyMs: 300, times: 1 });
    fireEvent.click(languageButton());
    await settle(app, 10);
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
    await settle(app, 400);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(await screen.findByText('Could not change the language')).toBeTruthy();
    expect(app.backend.playerSnapshot(PLAYER)?.lang).toBe('en');
  });

  it('a toast raised while the new language was only pending reads in the language the player ends up with', async () => {
    const app = await openProfile();
    app.backend.faults.set('setLanguage', { status: 403, latencyMs: 300, times: 1 });
    fireEvent.click(languageButton());
    await settle(app, 400);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByText('Доступ запрещён')).toBeNull();
  });

  it('an unreadable answer to a change the server made: the profile is re-read and the change stands', async () => {
    const app = await openProfile();
    app.backend.faults.set('setLanguage', { malformed: 'json', times: 1 });
    fireEvent.click(languageButton());
    await settle(app, 400);
    expect(app.backend.playerSnapshot(PLAYER)?.lang).toBe('ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
    expect(await screen.findByText('Язык изменён')).toBeTruthy();
  });

  it('rolls back when the server answers false', async () => {
    const app = await openProfile({ user: 'rich' });
    app.services.api.setLanguage = async () => ({ result: false, me: null });
    fireEvent.click(languageButton());
    await settle(app, 100);
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
    expect(await screen.findByText('Не удалось сменить язык')).toBeTruthy();
  });

  it('a failure with a server message shows that message', async () => {
    const app = await openProfile();
    app.services.api.setLanguage = async () => { throw new ApiError('server', 'Language change is disabled'); };
    fireEvent.click(languageButton());
    await settle(app, 100);
    expect(await screen.findByText('Language change is disabled')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});

describe('trade link editor (spec §2, §5, §8)', () => {
  async function editor(user = 'player') {
    const app = await openProfile({ user });
    fireEvent.click(button(/^Steam trade link/));
    const dialog = await screen.findByRole('dialog', { name: 'Steam trade link' });
    const input = within(dialog).getByLabelText('Trade link URL') as HTMLInputElement;
    const save = async (value: string) => {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await settle(app, 100);
    };
    return { ...app, dialog, input, save };
  }

  it('opens with the current link, a URL input, the hint and where to find the link', async () => {
    const { dialog, input, messenger } = await editor();
    expect(input.value).toBe('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123');
    expect(input.type).toBe('url');
    expect(within(dialog).getByText('https://steamcommunity.com/tradeoffer/new/?partner=')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Where do I find my trade link?' }));
    expect(messenger.opened).toEqual([{ kind: 'link', url: 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url' }]);
  });

  it('an invalid link: “Invalid trade link format” under the field, nothing sent', async () => {
    const app = await editor();
    await app.save('https://steamcommunity.com@evil.example/tradeoffer/new/?partner=1&token=a');
    expect(within(app.dialog).getByRole('alert').textContent).toBe('Invalid trade link format');
    expect(app.backend.playerSnapshot(PLAYER)?.tradeLink).toBe('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123');
    fireEvent.change(app.input, { target: { value: 'x' } });
    expect(within(app.dialog).queryByRole('alert')).toBeNull();
  });

  it('a link another player uses: “Trade link already in use”', async () => {
    const app = await editor();
    await app.save(RICH_LINK);
    expect(await screen.findByText('Trade link already in use')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Steam trade link' })).toBeTruthy();
  });

  it('tradelink.result false: “Incorrect trade link entered”', async () => {
    const app = await editor();
    app.services.api.saveTradeLink = async () => false;
    await app.save(NEW_LINK);
    expect(await screen.findByText('Incorrect trade link entered')).toBeTruthy();
  });

  it('another server message is shown as it is', async () => {
    const app = await editor();
    app.services.api.saveTradeLink = async () => { throw new ApiError('server', 'Steam profile is private'); };
    await app.save(NEW_LINK);
    expect(await screen.findByText('Steam profile is private')).toBeTruthy();
  });

  it('any other failure: the default trade-link error', async () => {
    const app = await editor();
    app.backend.faults.set('saveTradeLink', { status: 500, times: 1 });
    await app.save(NEW_LINK);
    expect(await screen.findByText('Could not save the trade link')).toBeTruthy();
  });

  it('a good link is saved (canonical), the editor closes, the toast shows and the item reads “Change”', async () => {
    const app = await editor('no-trade-link');
    await app.save(`  ${NEW_LINK.replace('https://steamcommunity.com', 'HTTPS://SteamCommunity.com')} `);
    expect(await screen.findByText('Trade link saved')).toBeTruthy();
    expect(app.backend.playerSnapshot(700000034)?.tradeLink).toBe(NEW_LINK);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('Steam trade link Change')).toBeTruthy();
    expect(screen.getByText('Steam trade link connected')).toBeTruthy();
  });

  it('Cancel and the messenger Back button close it', async () => {
    const app = await editor();
    fireEvent.click(within(app.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button(/^Steam trade link/));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => app.messenger.pressBackButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/profile');
  });

  it('/profile?openTradeLink=true opens it prefilled and removes the parameter', async () => {
    const app = await openProfile({ search: '?openTradeLink=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Steam trade link' });
    expect((within(dialog).getByLabelText('Trade link URL') as HTMLInputElement).value).toBe('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123');
    expect(app.router.state.location.search).toBe('');
  });

  it('other values of openTradeLink do not open it', async () => {
    await openProfile({ search: '?openTradeLink=1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('add to home screen (spec §2, §5)', () => {
  it.each([
    ['7.0', 'missed'],
    ['7.10', 'unknown'],
    ['8.0', 'added'],
    ['8.0', 'unsupported'],
  ] as const)('hidden on messenger %s with status %s', async (version, homeScreen) => {
    await openProfile({ messenger: messengerFor('player', { version, homeScreen }) });
    expect(screen.getByRole('link', { name: 'Transactions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it.each([
    ['8.0', 'missed'],
    ['8.0', 'unknown'],
    ['9.1', 'missed'],
  ] as const)('shown on messenger %s with status %s', async (version, homeScreen) => {
    await openProfile({ messenger: messengerFor('player', { version, homeScreen }) });
    expect(button('Add to home screen')).toBeTruthy();
  });

  it('adding: the success toast, and the item goes away', async () => {
    const app = await openProfile();
    fireEvent.click(button('Add to home screen'));
    await settle(app);
    expect(await screen.findByText('Added to home screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('a messenger that fails the request: the failure toast', async () => {
    const messenger = messengerFor('player', {});
    messenger.addToHomeScreen = () => { throw new Error('WebAppMethodUnsupported'); };
    const app = await openProfile({ messenger });
    fireEvent.click(button('Add to home screen'));
    await settle(app);
    expect(await screen.findByText('Could not add the app to the home screen')).toBeTruthy();
  });
});

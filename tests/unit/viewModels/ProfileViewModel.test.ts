import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { Language } from '@domain/model/language';
import type { Me, MessengerUser } from '@domain/model/user';
import type { LanguageChange } from '@domain/ports/Api';
import type { HomeScreenStatus } from '@domain/ports/Messenger';
import { AREA_TOAST, type Toast } from '@ui/toasts/Toaster';
import { COMMUNITY_CHANNEL_URLS, SUPPORT_BOT_URL, TRADE_LINK_HELP_URL } from '@domain/features/profile/links';
import { TRADE_LINK_TAKEN_MESSAGE } from '@domain/features/profile/tradeLink';
import { ProfileViewModel, type ProfileViewModelDeps } from '@ui/screens/profile/ProfileViewModel';
import { EffectSettings } from '@ui/stores/EffectSettings';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { deferred, flush, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';

const SAVED_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abcDEF';
const NEW_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=777&token=xyz_9';

const profile = (overrides: Partial<Me> = {}): Me => ({
  balance: 500, lang: 'en', tasks: [], isFirstVisit: false, refLink: null, tradeLink: SAVED_LINK,
  firstName: 'Ann', lastName: 'Lee', avatarUrl: 'https://cdn.example/ann.png', ...overrides,
});

const USER: MessengerUser = { id: 7, firstName: 'Tg', lastName: 'User', username: 'tg', languageCode: 'en', photoUrl: 'https://t.me/i/tg.jpg' };

interface SetupOptions {
  /** The session's profile before the screen loads (null: not loaded yet). */
  readonly me?: Me | null;
  /**
   * What GET /api/me/ answers (the session's profile unless given); an Error rejects. The answer
   * reaches the session as the API's event stream would.
   */
  readonly serverMe?: Me | Error;
  /** Messenger version (major); 8 or more supports the home-screen feature. */
  readonly version?: number;
  readonly canAddToHomeScreen?: boolean;
  /** What the clipboard holds (null: reading refused); undefined: it cannot be read here. */
  readonly clipboard?: string | null;
}

/**
 * The view-model over a MobX session literal shaped like SessionStore (a pending language wins
 * over the profile's), a server whose language and trade-link answers the test settles by hand,
 * and a messenger whose home-screen status check and "added" event the test fires.
 */
function setup(options: SetupOptions = {}) {
  const server = { me: options.serverMe ?? options.me ?? profile() };
  const session = observable(
    {
      me: (options.me === undefined ? null : options.me) as Me | null,
      pendingLanguage: null as Language | null,
      get language(): Language {
        return this.pendingLanguage ?? this.me?.lang ?? 'en';
      },
      setPendingLanguage: vi.fn((language: Language | null) => {
        runInAction(() => {
          session.pendingLanguage = language;
        });
      }),
      refresh: vi.fn(async () => {
        if (!(server.me instanceof Error)) {
          const me = server.me;
          runInAction(() => {
            session.me = me;
          });
        }
      }),
    },
    { setPendingLanguage: false, refresh: false },
  );
  const languageCalls: Deferred<LanguageChange>[] = [];
  const tradeLinkCalls: Deferred<boolean>[] = [];
  let meGate: Deferred<void> | null = null;
  const api = {
    getMe: vi.fn(async (): Promise<Me> => {
      if (meGate) await meGate.promise;
      const me = server.me;
      if (me instanceof Error) throw me;
      runInAction(() => {
        session.me = me;
      });
      return me;
    }),
    setLanguage: vi.fn((_lang: Language) => {
      const d = deferred<LanguageChange>();
      languageCalls.push(d);
      return d.promise;
    }),
    saveTradeLink: vi.fn((_link: string) => {
      const d = deferred<boolean>();
      tradeLinkCalls.push(d);
      return d.promise;
    }),
  } satisfies ProfileViewModelDeps['api'];
  const addedListeners = new Set<() => void>();
  const statusChecks: Deferred<HomeScreenStatus>[] = [];
  const version = options.version ?? 8;
  const messenger = {
    user: USER as MessengerUser | null,
    openLink: vi.fn((_url: string) => {}),
    openTelegramLink: vi.fn((_url: string) => {}),
    isVersionAtLeast: (v: string) => version >= Number(v),
    canAddToHomeScreen: options.canAddToHomeScreen ?? true,
    checkHomeScreenStatus: vi.fn(() => {
      const d = deferred<HomeScreenStatus>();
      statusChecks.push(d);
      return d.promise;
    }),
    addToHomeScreen: vi.fn(() => {}),
    onHomeScreenAdded: (listener: () => void) => {
      addedListeners.add(listener);
      return () => addedListeners.delete(listener);
    },
    canReadClipboard: options.clipboard !== undefined,
    readClipboardText: vi.fn(() => Promise.resolve(options.clipboard ?? null)),
    hapticNotification: vi.fn((_type: string) => {}),
    hapticSelection: vi.fn(() => {}),
  } satisfies ProfileViewModelDeps['messenger'];
  const toaster = { show: vi.fn((_toast: Toast) => 'toast') } satisfies ProfileViewModelDeps['toaster'];
  const settings = new EffectSettings(new MemoryStorage());
  const vm = new ProfileViewModel({ api, messenger, session, toaster, settings });
  return {
    vm, api, messenger, session, toaster, settings, server, languageCalls, tradeLinkCalls, statusChecks,
    toasts: () => toaster.show.mock.calls.map(([toast]) => toast),
    /** The messenger reports the app added to the home screen. */
    fireAdded: () => [...addedListeners].forEach((listener) => listener()),
    addedListenerCount: () => addedListeners.size,
    holdMe: () => {
      const gate = deferred<void>();
      meGate = gate;
      return () => {
        meGate = null;
        gate.resolve();
      };
    },
    /** The server accepts the language change and sends the profile back (its `me` event first). */
    acceptLanguage: (i = 0) => {
      const lang = api.setLanguage.mock.calls[i]![0];
      const me = profile({ ...(session.me ?? {}), lang });
      runInAction(() => {
        session.me = me;
      });
      languageCalls[i]!.resolve({ result: true, me });
    },
  };
}

type Harness = ReturnType<typeof setup>;

async function mounted(h: Harness): Promise<() => void> {
  const unmount = h.vm.mount();
  await flush();
  return unmount;
}

const areaToast = (kind: Toast['kind'], message: Toast['message']): Toast => ({ kind, message, ...AREA_TOAST });

describe('ProfileViewModel: header (spec §2 profile)', () => {
  it('shows the skeleton while the profile loads, then the user', async () => {
    const h = setup({ me: null });
    const header = recordStates(() => h.vm.headerState);
    const release = h.holdMe();
    h.vm.mount();
    await flush();
    expect(h.vm.headerState).toBe('skeleton');
    release();
    await flush();
    expect(header.values).toEqual(['skeleton', 'user']);
    expect(h.vm.fullName).toBe('Ann Lee');
    expect(h.vm.avatarUrl).toBe('https://cdn.example/ann.png');
    expect(h.vm.hasTradeLink).toBe(true);
    expect(h.toaster.show).not.toHaveBeenCalled();
    header.stop();
  });

  it.each([
    ['offline', new ApiError('network', 'offline')],
    ['403', new ApiError('forbidden', 'Access denied', 403)],
  ])('a load failing %s: the error text, and no toast of its own (the transport has told)', async (_label, failure) => {
    const h = setup({ me: null, serverMe: failure });
    await mounted(h);
    expect(h.vm.headerState).toBe('error');
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('without a user, a failed load shows the error text and the area toast; retry goes back through the skeleton', async () => {
    const h = setup({ me: null, serverMe: new ApiError('http', 'HTTP 502', 502) });
    const header = recordStates(() => h.vm.headerState);
    await mounted(h);
    expect(h.vm.headerState).toBe('error');
    expect(h.toasts()).toEqual([areaToast('error', { key: 'profile.errors.loadFailed' })]);

    h.server.me = profile();
    const release = h.holdMe();
    const retry = h.vm.load();
    expect(h.vm.headerState).toBe('skeleton');
    release();
    await retry;
    expect(header.values).toEqual(['skeleton', 'error', 'skeleton', 'user']);
    header.stop();
  });

  it('a failed reload keeps the known user on screen, with the toast', async () => {
    const h = setup({ me: profile(), serverMe: new ApiError('http', 'HTTP 500', 500) });
    const header = recordStates(() => h.vm.headerState);
    await mounted(h);
    expect(header.values).toEqual(['user']);
    expect(h.toasts()).toEqual([areaToast('error', { key: 'profile.errors.loadFailed' })]);
    header.stop();
  });

  it('falls back to the messenger user’s name and photo; an unsafe avatar is dropped', () => {
    const h = setup({ me: profile({ firstName: '', lastName: '', avatarUrl: null, tradeLink: null }) });
    expect(h.vm.fullName).toBe('Tg User');
    expect(h.vm.avatarUrl).toBe('https://t.me/i/tg.jpg');
    expect(h.vm.hasTradeLink).toBe(false);
    runInAction(() => {
      h.session.me = profile({ avatarUrl: 'data:text/html;base64,PHNjcmlwdD4=' });
    });
    expect(h.vm.avatarUrl).toBeNull();
  });
});

describe('ProfileViewModel: language (spec §4, §5)', () => {
  it('switches at once with a spinner, then toasts the change when the server agrees', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    await mounted(h);
    const changing = recordStates(() => h.vm.languageChanging);
    const language = recordStates(() => h.vm.currentLanguage);
    const done = h.vm.languageTapped();
    expect(h.api.setLanguage).toHaveBeenCalledExactlyOnceWith('ru');
    expect(h.vm.currentLanguage).toBe('ru');
    expect(h.vm.languageChanging).toBe(true);
    h.acceptLanguage();
    await done;
    expect(changing.values).toEqual([false, true, false]);
    expect(language.values).toEqual(['en', 'ru']);
    expect(h.session.setPendingLanguage.mock.calls).toEqual([['ru'], [null]]);
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.languageChanged' })]);
    changing.stop();
    language.stop();
  });

  it('a refusal rolls back through setPendingLanguage and toasts the server’s message', async () => {
    const h = setup({ me: profile({ lang: 'ru' }) });
    await mounted(h);
    const changing = recordStates(() => h.vm.languageChanging);
    const language = recordStates(() => h.vm.currentLanguage);
    const done = h.vm.languageTapped();
    h.languageCalls[0]!.reject(new ApiError('server', 'Language is locked'));
    await done;
    expect(h.api.setLanguage).toHaveBeenCalledExactlyOnceWith('en');
    expect(language.values).toEqual(['ru', 'en', 'ru']);
    expect(changing.values).toEqual([false, true, false]);
    expect(h.session.setPendingLanguage.mock.calls).toEqual([['en'], [null]]);
    expect(h.toasts()).toEqual([areaToast('error', { text: 'Language is locked' })]);
    changing.stop();
    language.stop();
  });

  it('a server answer of false is a failure: rolled back, with the default toast', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    await mounted(h);
    const language = recordStates(() => h.vm.currentLanguage);
    const done = h.vm.languageTapped();
    h.languageCalls[0]!.resolve({ result: false, me: null });
    await done;
    expect(language.values).toEqual(['en', 'ru', 'en']);
    expect(h.toasts()).toEqual([areaToast('error', { key: 'profile.errors.languageDefault' })]);
    language.stop();
  });

  it('a tap while the change waits sends nothing more', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    await mounted(h);
    const first = h.vm.languageTapped();
    await h.vm.languageTapped();
    expect(h.api.setLanguage).toHaveBeenCalledTimes(1);
    expect(h.vm.currentLanguage).toBe('ru');
    h.acceptLanguage();
    await first;
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
  });
});

describe('ProfileViewModel: trade link (spec §2, §5, §8)', () => {
  it('Paste (issue 15): offered only where the clipboard can be read; fills the field trimmed, or says there is nothing', async () => {
    expect(setup({ me: profile() }).vm.canPaste).toBe(false);
    const h = setup({ me: profile({ tradeLink: null }), clipboard: '  https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc \n' });
    await mounted(h);
    expect(h.vm.canPaste).toBe(true);
    h.vm.openTradeLinkEditor();
    await h.vm.pasteTradeLink();
    expect(h.vm.tradeLinkInput).toBe('https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc');
    expect(h.messenger.hapticSelection).toHaveBeenCalledTimes(1);
    expect(h.toasts()).toEqual([]);

    const refused = setup({ me: profile({ tradeLink: null }), clipboard: null });
    await mounted(refused);
    refused.vm.openTradeLinkEditor();
    await refused.vm.pasteTradeLink();
    expect(refused.vm.tradeLinkInput).toBe('');
    expect(refused.toasts()).toEqual([{ kind: 'error', message: { key: 'profile.tradeLinkDialog.pasteFailed' }, placement: 'top-center', durationMs: 3000 }]);
  });

  it('the editor opens with the current link; typing clears the field error', async () => {
    const h = setup({ me: profile() });
    await mounted(h);
    expect(h.vm.tradeLinkOpen).toBe(false);
    h.vm.openTradeLinkEditor();
    expect(h.vm.tradeLinkOpen).toBe(true);
    expect(h.vm.tradeLinkInput).toBe(SAVED_LINK);
    expect(h.vm.tradeLinkFieldError).toBeNull();
    h.vm.closeTradeLinkEditor();
    expect(h.vm.tradeLinkOpen).toBe(false);

    runInAction(() => {
      h.session.me = profile({ tradeLink: null });
    });
    h.vm.openTradeLinkEditor();
    expect(h.vm.tradeLinkInput).toBe('');
  });

  it('an invalid format is a field error: no call, no toast, the editor stays open', async () => {
    const h = setup({ me: profile() });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput('https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=a');
    await h.vm.saveTradeLink();
    expect(h.vm.tradeLinkFieldError).toBe('profile.errors.invalidFormat');
    expect(h.api.saveTradeLink).not.toHaveBeenCalled();
    expect(h.toaster.show).not.toHaveBeenCalled();
    expect(h.vm.tradeLinkOpen).toBe(true);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['error']]);
    h.vm.setTradeLinkInput(NEW_LINK);
    expect(h.vm.tradeLinkFieldError).toBeNull();
  });

  it('saving: busy while the server answers, then the profile reloads, the editor closes and toasts', async () => {
    const h = setup({ me: profile({ tradeLink: null }) });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput(`  ${NEW_LINK}  `);
    const saving = recordStates(() => h.vm.savingTradeLink);
    const save = h.vm.saveTradeLink();
    expect(h.api.saveTradeLink).toHaveBeenCalledExactlyOnceWith(NEW_LINK);
    await h.vm.saveTradeLink();
    h.vm.closeTradeLinkEditor();
    expect(h.api.saveTradeLink).toHaveBeenCalledTimes(1);
    expect(h.vm.tradeLinkOpen).toBe(true);

    h.server.me = profile({ tradeLink: NEW_LINK });
    h.tradeLinkCalls[0]!.resolve(true);
    await save;
    expect(saving.values).toEqual([false, true, false]);
    expect(h.session.refresh).toHaveBeenCalled();
    expect(h.vm.hasTradeLink).toBe(true);
    expect(h.vm.tradeLinkOpen).toBe(false);
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.tradeLinkSaved' })]);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['success']]);
    saving.stop();
  });

  it('Enter, then a tap on Save while the saved editor closes: one request, one toast', async () => {
    const h = setup({ me: profile({ tradeLink: null }) });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput(NEW_LINK);
    const save = h.vm.saveTradeLink();
    h.server.me = profile({ tradeLink: NEW_LINK });
    h.tradeLinkCalls[0]!.resolve(true);
    await save;
    expect(h.vm.tradeLinkOpen).toBe(false);
    // The dialog's exit animation still shows the button for a moment: the tap lands on a closed editor.
    await h.vm.saveTradeLink();
    expect(h.api.saveTradeLink).toHaveBeenCalledTimes(1);
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.tradeLinkSaved' })]);
  });

  it.each([
    ['the link is taken by another player', new ApiError('server', TRADE_LINK_TAKEN_MESSAGE), { key: 'profile.errors.alreadyInUse' }],
    ['the server answers result false', false, { key: 'profile.errors.incorrect' }],
    ['the server gives its own reason', new ApiError('server', 'Steam is down'), { text: 'Steam is down' }],
    ['the call fails without a reason', ApiError.http(500), { key: 'profile.errors.tradeLinkDefault' }],
  ] as const)('%s: an area toast, and the editor stays open with the input', async (_case, answer, message) => {
    const h = setup({ me: profile({ tradeLink: null }) });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput(NEW_LINK);
    const save = h.vm.saveTradeLink();
    if (answer === false) h.tradeLinkCalls[0]!.resolve(false);
    else h.tradeLinkCalls[0]!.reject(answer);
    await save;
    expect(h.toasts()).toEqual([areaToast('error', message)]);
    expect(h.vm.tradeLinkOpen).toBe(true);
    expect(h.vm.tradeLinkInput).toBe(NEW_LINK);
    expect(h.vm.tradeLinkFieldError).toBeNull();
    expect(h.vm.savingTradeLink).toBe(false);
    expect(h.vm.hasTradeLink).toBe(false);
  });

  it('a 403 is told once, by the transport policy: no trade-link toast on top, the editor stays open', async () => {
    const h = setup({ me: profile({ tradeLink: null }) });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput(NEW_LINK);
    const save = h.vm.saveTradeLink();
    h.tradeLinkCalls[0]!.reject(ApiError.http(403));
    await save;
    expect(h.toasts()).toEqual([]);
    expect(h.vm.tradeLinkOpen).toBe(true);
  });

  it('a lost answer whose reloaded profile holds the link counts as saved', async () => {
    const h = setup({ me: profile({ tradeLink: null }) });
    await mounted(h);
    h.vm.openTradeLinkEditor();
    h.vm.setTradeLinkInput(NEW_LINK);
    const save = h.vm.saveTradeLink();
    h.server.me = profile({ tradeLink: NEW_LINK });
    h.tradeLinkCalls[0]!.reject(new ApiError('network', 'connection reset'));
    await save;
    expect(h.vm.tradeLinkOpen).toBe(false);
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.tradeLinkSaved' })]);
  });
});

describe('ProfileViewModel: add to home screen (spec §2, §5)', () => {
  it('shows the item until the messenger says the app is already added', async () => {
    const h = setup({ me: profile() });
    const visible = recordStates(() => h.vm.showsAddToHomeScreen);
    await mounted(h);
    expect(h.messenger.checkHomeScreenStatus).toHaveBeenCalledTimes(1);
    expect(h.vm.showsAddToHomeScreen).toBe(true);
    h.statusChecks[0]!.resolve('added');
    await flush();
    expect(visible.values).toEqual([true, false]);
    visible.stop();
  });

  it('stays shown when the check says the app can be added', async () => {
    const h = setup({ me: profile() });
    await mounted(h);
    h.statusChecks[0]!.resolve('missed');
    await flush();
    expect(h.vm.showsAddToHomeScreen).toBe(true);
  });

  it.each([
    ['a messenger below version 8', { version: 7 }],
    ['a messenger build without the feature', { canAddToHomeScreen: false }],
  ])('is hidden on %s, and adding toasts not supported', async (_case, messengerOptions) => {
    const h = setup({ me: profile(), ...messengerOptions });
    await mounted(h);
    expect(h.vm.showsAddToHomeScreen).toBe(false);
    expect(h.messenger.checkHomeScreenStatus).not.toHaveBeenCalled();
    h.vm.addToHomeScreen();
    expect(h.messenger.addToHomeScreen).not.toHaveBeenCalled();
    expect(h.toasts()).toEqual([areaToast('error', { key: 'profile.errors.homeScreenNotSupported' })]);
  });

  it('adding asks the messenger; its confirmation hides the item and toasts added', async () => {
    const h = setup({ me: profile() });
    await mounted(h);
    const visible = recordStates(() => h.vm.showsAddToHomeScreen);
    h.vm.addToHomeScreen();
    expect(h.messenger.addToHomeScreen).toHaveBeenCalledTimes(1);
    expect(h.toaster.show).not.toHaveBeenCalled();
    h.fireAdded();
    expect(visible.values).toEqual([true, false]);
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.addedToHomeScreen' })]);
    // A status check answering late does not bring the item back.
    h.statusChecks[0]!.resolve('missed');
    await flush();
    expect(h.vm.showsAddToHomeScreen).toBe(false);
    visible.stop();
  });

  it('the messenger failing to add toasts the failure', async () => {
    const h = setup({ me: profile() });
    await mounted(h);
    h.messenger.addToHomeScreen.mockImplementation(() => {
      throw new Error('WebAppMethodUnsupported');
    });
    h.vm.addToHomeScreen();
    expect(h.toasts()).toEqual([areaToast('error', { key: 'profile.errors.homeScreenFailed' })]);
    expect(h.vm.showsAddToHomeScreen).toBe(true);
  });
});

describe('ProfileViewModel: links (spec §2)', () => {
  it('opens the community channel of the interface language, the support bot and the trade-link help', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    h.vm.openCommunity();
    runInAction(() => {
      h.session.me = profile({ lang: 'ru' });
    });
    h.vm.openCommunity();
    h.vm.openSupport();
    expect(h.messenger.openTelegramLink.mock.calls).toEqual([[COMMUNITY_CHANNEL_URLS.en], [COMMUNITY_CHANNEL_URLS.ru], [SUPPORT_BOT_URL]]);
    h.vm.openTradeLinkHelp();
    expect(h.messenger.openLink).toHaveBeenCalledExactlyOnceWith(TRADE_LINK_HELP_URL);
  });
});

describe('ProfileViewModel: mount and unmount (useViewModel)', () => {
  it('after unmount the messenger’s events and late status check change nothing', async () => {
    const h = setup({ me: profile() });
    const unmount = await mounted(h);
    unmount();
    expect(h.addedListenerCount()).toBe(0);
    h.fireAdded();
    h.statusChecks[0]!.resolve('added');
    await flush();
    expect(h.vm.showsAddToHomeScreen).toBe(true);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('StrictMode’s mount → unmount → mount: one listener, one added toast, the spinner still mirrored', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    h.vm.mount()();
    const unmount = await mounted(h);
    expect(h.addedListenerCount()).toBe(1);
    expect(h.vm.headerState).toBe('user');

    h.fireAdded();
    expect(h.toasts()).toEqual([areaToast('success', { key: 'profile.toasts.addedToHomeScreen' })]);
    expect(h.vm.showsAddToHomeScreen).toBe(false);

    const changing = recordStates(() => h.vm.languageChanging);
    const done = h.vm.languageTapped();
    h.acceptLanguage();
    await done;
    expect(changing.values).toEqual([false, true, false]);
    changing.stop();
    unmount();
    expect(h.addedListenerCount()).toBe(0);
  });
});

describe('ProfileViewModel: the sound and haptics switches', () => {
  it('a switch changes the setting first and is then felt as a selection, once per tap', () => {
    const h = setup();
    const order: string[] = [];
    h.messenger.hapticSelection.mockImplementation(() => order.push(`felt with haptics ${h.settings.haptics ? 'on' : 'off'}`));
    expect([h.vm.soundOn, h.vm.hapticsOn]).toEqual([true, true]);
    h.vm.soundSwitched(false);
    h.vm.hapticsSwitched(false);
    h.vm.hapticsSwitched(true);
    expect([h.vm.soundOn, h.vm.hapticsOn]).toEqual([false, true]);
    // The haptic comes after the change: the messenger's gate then lets "haptics on" be felt and "off" not.
    expect(order).toEqual(['felt with haptics on', 'felt with haptics off', 'felt with haptics on']);
  });

  it('fast open is off until the player turns it on, kept across a restart, and felt as a selection', () => {
    const storage = new MemoryStorage();
    const settings = new EffectSettings(storage);
    expect(settings.fastOpen).toBe(false);
    const h = setup();
    expect(h.vm.fastOpenOn).toBe(false);
    h.vm.fastOpenSwitched(true);
    expect(h.vm.fastOpenOn).toBe(true);
    expect(h.messenger.hapticSelection).toHaveBeenCalledTimes(1);
    settings.setFastOpen(true);
    expect(new EffectSettings(storage).fastOpen).toBe(true);
    // The other switches keep their values beside it, and an unreadable value counts as off.
    expect(new EffectSettings(storage).sound).toBe(true);
    storage.set('settings.effects', JSON.stringify({ sound: false, fastOpen: 'yes' }));
    expect([new EffectSettings(storage).fastOpen, new EffectSettings(storage).sound]).toEqual([false, false]);
  });

  it('the language toggle is felt as a selection, once, as the change is asked for', async () => {
    const h = setup({ me: profile({ lang: 'en' }) });
    await mounted(h);
    const done = h.vm.languageTapped();
    expect(h.messenger.hapticSelection).toHaveBeenCalledTimes(1);
    expect(h.api.setLanguage).toHaveBeenCalledExactlyOnceWith('ru');
    h.acceptLanguage();
    await done;
    expect(h.messenger.hapticSelection).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { FakeMessenger, type FakeMessengerOptions, type FakeMessengerRequest } from '@adapters/memory/FakeMessenger';
import { DEMO_THEMES } from '@adapters/memory/demoThemes';
import { performanceClassFromUserAgent } from '@adapters/telegram/performanceClass';
import type { Theme } from '@domain/ports/Messenger';

const USER = { id: 700000012, firstName: 'Alex', lastName: 'Frost', username: 'alexfrost', languageCode: 'en', photoUrl: null };

function messenger(options: Partial<FakeMessengerOptions> = {}) {
  return new FakeMessenger({ user: USER, initData: 'user=%7B%7D&auth_date=1&hash=x', colorScheme: 'light', ...options });
}

describe('performanceClassFromUserAgent', () => {
  it.each([
    ['Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; LOW)', 'low'],
    ['Telegram-Android/11.2.3 (Google Pixel 7; Android 14; SDK 34; AVERAGE)', 'average'],
    ['Telegram-Android/10.0.1 (Xiaomi 13; Android 13; SDK 33; HIGH)', 'high'],
    ['Telegram-Android/10.0.1 (Xiaomi 13; Android 13; SDK 33;HIGH)', 'high'],
    ['Telegram-Android/10.0.1 (Xiaomi 13; Android 13; SDK 33; high)', 'high'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 '
        + 'Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; LOW)',
      'low',
    ],
  ] as const)('reads %j as %s', (userAgent, expected) => {
    expect(performanceClassFromUserAgent(userAgent)).toBe(expected);
  });

  it.each([
    '',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    'Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34)',
    'Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; MEDIUM)',
    'Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; LOWEST)',
    'Telegram-Desktop/5.0 (Windows; LOW)',
    'Mozilla/5.0 (Linux; Android 14; LOW)',
  ])('reads %j as unknown', (userAgent) => {
    expect(performanceClassFromUserAgent(userAgent)).toBe('unknown');
  });
});

describe('FakeMessenger', () => {
  describe('identity', () => {
    it('is inside the messenger only with init data', () => {
      expect(messenger().isInsideMessenger).toBe(true);
      expect(messenger({ initData: '' }).isInsideMessenger).toBe(false);
      expect(messenger().initData).toBe('user=%7B%7D&auth_date=1&hash=x');
    });

    it('reports its user, version, platform and performance class', () => {
      const m = messenger({ version: '7.10', platform: 'android', performanceClass: 'low' });
      expect(m.user).toEqual(USER);
      expect(m.version).toBe('7.10');
      expect(m.platform).toBe('android');
      expect(m.performanceClass).toBe('low');
      expect(messenger({ user: null }).user).toBeNull();
    });

    it('defaults to version 8.0, platform demo and an unknown performance class', () => {
      const m = messenger();
      expect(m.version).toBe('8.0');
      expect(m.platform).toBe('demo');
      expect(m.performanceClass).toBe('unknown');
    });
  });

  describe('isVersionAtLeast', () => {
    it.each([
      ['8.0', '8.0', true],
      ['8.0', '7.10', true],
      ['7.10', '8.0', false],
      ['7.10', '7.9', true],
      ['7.9', '7.10', false],
      ['8', '8.0', true],
      ['8.0', '8', true],
      ['8', '8.1', false],
      ['8.0.1', '8.0', true],
      ['8.0', '8.0.1', false],
      ['10.0', '9.5', true],
      ['9.5', '10.0', false],
      ['6.0', '8.0', false],
    ] as const)('version %s is at least %s: %s', (have, want, expected) => {
      expect(messenger({ version: have }).isVersionAtLeast(want)).toBe(expected);
    });
  });

  describe('theme', () => {
    it('starts with the palette of its colour scheme', () => {
      expect(messenger({ colorScheme: 'dark' }).theme()).toEqual({ colorScheme: 'dark', params: DEMO_THEMES.dark });
      expect(messenger().theme()).toEqual({ colorScheme: 'light', params: DEMO_THEMES.light });
    });

    it('does not call a theme listener on subscription', () => {
      const listener = vi.fn();
      messenger().onThemeChanged(listener);
      expect(listener).not.toHaveBeenCalled();
    });

    it('calls a theme listener when the scheme changes', () => {
      const m = messenger();
      const seen: Theme[] = [];
      m.onThemeChanged((theme) => seen.push(theme));
      m.setColorScheme('dark');
      expect(seen).toEqual([{ colorScheme: 'dark', params: DEMO_THEMES.dark }]);
      expect(m.theme().colorScheme).toBe('dark');
      m.setColorScheme('light');
      expect(seen.map((t) => t.colorScheme)).toEqual(['dark', 'light']);
    });
    it('does not call a theme listener when the same scheme is set again', () => {
      const m = messenger({ colorScheme: 'dark' });
      const listener = vi.fn();
      m.onThemeChanged(listener);
      m.setColorScheme('dark');
      expect(listener).not.toHaveBeenCalled();
    });

    it('stops calling a theme listener once cancelled', () => {
      const m = messenger();
      const listener = vi.fn();
      const cancel = m.onThemeChanged(listener);
      m.setColorScheme('dark');
      cancel();
      m.setColorScheme('light');
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('has distinct light and dark palettes in #rrggbb', () => {
      expect(DEMO_THEMES.light.bg_color).not.toBe(DEMO_THEMES.dark.bg_color);
      for (const params of Object.values(DEMO_THEMES)) {
        for (const value of Object.values(params)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
      }
    });
  });

  describe('back button', () => {
    it('publishes its visibility', () => {
      const m = messenger();
      expect(m.backButtonVisible.value).toBe(false);
      m.setBackButtonVisible(true);
      expect(m.backButtonVisible.value).toBe(true);
      m.setBackButtonVisible(false);
      expect(m.backButtonVisible.value).toBe(false);
    });

    it('calls every listener on press', () => {
      const m = messenger();
      const a = vi.fn();
      const b = vi.fn();
      m.onBackButtonPressed(a);
      m.onBackButtonPressed(b);
      m.pressBackButton();
      expect(a).toHaveBeenCalledTimes(1);
      expect(b).toHaveBeenCalledTimes(1);
    });

    it('stops calling a cancelled listener', () => {
      const m = messenger();
      const a = vi.fn();
      const b = vi.fn();
      const cancelA = m.onBackButtonPressed(a);
      m.onBackButtonPressed(b);
      cancelA();
      m.pressBackButton();
      expect(a).not.toHaveBeenCalled();
      expect(b).toHaveBeenCalledTimes(1);
    });

    it('lets a listener cancel itself during a press without skipping others', () => {
      const m = messenger();
      const b = vi.fn();
      const cancel = m.onBackButtonPressed(() => cancel());
      m.onBackButtonPressed(b);
      m.pressBackButton();
      m.pressBackButton();
      expect(b).toHaveBeenCalledTimes(2);
    });

    it('does nothing on press without listeners', () => {
      expect(() => messenger().pressBackButton()).not.toThrow();
    });
  });

  describe('home screen', () => {
    it('can be added from version 8 when supported', () => {
      expect(messenger().canAddToHomeScreen).toBe(true);
      expect(messenger({ version: '8.2' }).canAddToHomeScreen).toBe(true);
    });

    it('cannot be added below version 8', () => {
      expect(messenger({ version: '7.10' }).canAddToHomeScreen).toBe(false);
    });

    it('cannot be added when unsupported', () => {
      expect(messenger({ homeScreen: 'unsupported' }).canAddToHomeScreen).toBe(false);
    });

    it('reports missed by default, or the given status', async () => {
      await expect(messenger().checkHomeScreenStatus()).resolves.toBe('missed');
      await expect(messenger({ homeScreen: 'added' }).checkHomeScreenStatus()).resolves.toBe('added');
      await expect(messenger({ homeScreen: 'unknown' }).checkHomeScreenStatus()).resolves.toBe('unknown');
    });

    it('becomes added and tells its listeners', async () => {
      const m = messenger();
      const listener = vi.fn();
      m.onHomeScreenAdded(listener);
      expect(listener).not.toHaveBeenCalled();
      m.addToHomeScreen();
      expect(listener).toHaveBeenCalledTimes(1);
      await expect(m.checkHomeScreenStatus()).resolves.toBe('added');
    });

    it('stops telling a cancelled listener', () => {
      const m = messenger();
      const listener = vi.fn();
      const cancel = m.onHomeScreenAdded(listener);
      cancel();
      m.addToHomeScreen();
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('sharing, popups and payment', () => {
    it('can share messages from version 8 only', () => {
      expect(messenger().canShareMessage).toBe(true);
      expect(messenger({ version: '7.10' }).canShareMessage).toBe(false);
    });

    it('publishes a popup and resolves with the pressed button', async () => {
      const m = messenger();
      const requests: FakeMessengerRequest[] = [];
      m.requests.subscribe((r) => requests.push(r));
      const pending = m.showPopup({ title: 'Copy', message: 'Link', buttons: [{ id: 'copy', text: 'Copy' }] });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      if (request?.kind !== 'popup') throw new Error('expected a popup request');
      expect(request.params.message).toBe('Link');
      request.resolve('copy');
      await expect(pending).resolves.toBe('copy');
    });

    it('shows an alert as a popup with an ok button', async () => {
      const m = messenger();
      let resolved = false;
      m.requests.subscribe((r) => {
        if (r.kind !== 'popup') return;
        expect(r.params).toEqual({ message: 'Hello', buttons: [{ id: 'ok', type: 'ok' }] });
        r.resolve('ok');
      });
      await m.showAlert('Hello').then(() => { resolved = true; });
      expect(resolved).toBe(true);
    });

    it('publishes an invoice and resolves with its outcome', async () => {
      const m = messenger();
      m.requests.subscribe((r) => {
        if (r.kind === 'invoice') r.resolve(r.url.endsWith('paid') ? 'paid' : 'cancelled');
      });
      await expect(m.openInvoice('https://t.me/$paid')).resolves.toBe('paid');
      await expect(m.openInvoice('https://t.me/$other')).resolves.toBe('cancelled');
    });

    it('publishes a share request with the prepared message id', async () => {
      const m = messenger();
      m.requests.subscribe((r) => {
        if (r.kind === 'share') r.resolve(r.id === 'msg-1');
      });
      await expect(m.shareMessage('msg-1')).resolves.toBe(true);
      await expect(m.shareMessage('msg-2')).resolves.toBe(false);
    });
  });

  describe('links, haptics and closing', () => {
    it('records opened links in order', () => {
      const m = messenger();
      m.openLink('https://example.com');
      m.openTelegramLink('https://t.me/channel');
      expect(m.opened).toEqual([
        { kind: 'link', url: 'https://example.com' },
        { kind: 'telegram-link', url: 'https://t.me/channel' },
      ]);
    });

    it('records haptics', () => {
      const m = messenger();
      m.hapticImpact('light');
      m.hapticNotification('success');
      m.hapticSelection();
      expect(m.haptics).toEqual(['impact:light', 'notification:success', 'selection']);
    });

    it('closes', () => {
      const m = messenger();
      expect(m.closed).toBe(false);
      m.close();
      expect(m.closed).toBe(true);
    });
  });
});

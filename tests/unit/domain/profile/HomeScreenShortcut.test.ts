import { describe, expect, it, vi } from 'vitest';
import type { HomeScreenStatus } from '@domain/ports/Messenger';
import {
  HOME_SCREEN_MIN_VERSION, HomeScreenShortcut, homeScreenFeature, showsAddToHomeScreen,
} from '@domain/features/profile/HomeScreenShortcut';
import { flush } from '../inventory/fixtures';

/** A messenger fake: version compared numerically, the feature flag, a status answer. */
function messenger(options: { version?: string; feature?: boolean; status?: HomeScreenStatus | Promise<HomeScreenStatus>; addThrows?: boolean } = {}) {
  const listeners = new Set<() => void>();
  const version = options.version ?? '8.0';
  return {
    isVersionAtLeast: vi.fn((min: string) => {
      const [a = 0, b = 0] = version.split('.').map(Number);
      const [c = 0, d = 0] = min.split('.').map(Number);
      return a !== c ? a > c : b >= d;
    }),
    canAddToHomeScreen: options.feature ?? true,
    checkHomeScreenStatus: vi.fn(() => Promise.resolve(options.status ?? 'missed')),
    addToHomeScreen: vi.fn(() => {
      if (options.addThrows) throw new Error('WebAppMethodUnsupported');
    }),
    onHomeScreenAdded: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    /** The messenger reports that the app was added. */
    added: () => { for (const l of [...listeners]) l(); },
    listenerCount: () => listeners.size,
  };
}

describe('homeScreenFeature (spec §4: unknown, unsupported, added)', () => {
  it.each([
    [true, true, null, 'unknown'],
    [true, true, 'missed', 'unknown'],
    [true, true, 'unknown', 'unknown'],
    [true, true, 'added', 'added'],
    [true, true, 'unsupported', 'unsupported'],
    [false, true, 'missed', 'unsupported'],
    [false, true, 'added', 'unsupported'],
    [true, false, 'missed', 'unsupported'],
    [false, false, null, 'unsupported'],
  ] as const)('version ok %s, feature %s, status %s → %s', (versionSupported, featureExists, status, expected) => {
    expect(homeScreenFeature({ versionSupported, featureExists, status })).toBe(expected);
  });

  it('the item shows only while the app may still be added', () => {
    expect(showsAddToHomeScreen('unknown')).toBe(true);
    expect(showsAddToHomeScreen('added')).toBe(false);
    expect(showsAddToHomeScreen('unsupported')).toBe(false);
  });

  it('needs messenger version 8', () => {
    expect(HOME_SCREEN_MIN_VERSION).toBe('8.0');
  });
});

describe('HomeScreenShortcut', () => {
  it.each([
    ['7.10', false],
    ['7.0', false],
    ['8.0', true],
    ['8.1', true],
    ['9.0', true],
  ])('on messenger %s the item shows: %s', async (version, visible) => {
    const m = messenger({ version });
    const shortcut = new HomeScreenShortcut(m);
    shortcut.start();
    await flush();
    expect(shortcut.visible).toBe(visible);
    expect(m.isVersionAtLeast).toHaveBeenCalledWith('8.0');
  });

  it('hides when the messenger says the app is already added', async () => {
    const shortcut = new HomeScreenShortcut(messenger({ status: 'added' }));
    const events: string[] = [];
    shortcut.subscribe((state) => events.push(state.addedNow ? 'added' : 'changed'));
    shortcut.start();
    expect(shortcut.feature).toBe('unknown');
    await flush();
    expect(shortcut.feature).toBe('added');
    expect(shortcut.visible).toBe(false);
    expect(events).toEqual(['changed']);
  });

  it('hides when the feature does not exist, and does not ask for the status', async () => {
    const m = messenger({ feature: false });
    const shortcut = new HomeScreenShortcut(m);
    shortcut.start();
    await flush();
    expect(shortcut.feature).toBe('unsupported');
    expect(m.checkHomeScreenStatus).not.toHaveBeenCalled();
  });

  it('hides when the status check says unsupported', async () => {
    const shortcut = new HomeScreenShortcut(messenger({ status: 'unsupported' }));
    shortcut.start();
    await flush();
    expect(shortcut.visible).toBe(false);
  });

  it('adding asks the messenger; its confirmation hides the item and is announced once', async () => {
    const m = messenger();
    const shortcut = new HomeScreenShortcut(m);
    const events: string[] = [];
    shortcut.subscribe((state) => events.push(state.addedNow ? 'added' : 'changed'));
    shortcut.start();
    await flush();
    expect(shortcut.add()).toBe('requested');
    expect(m.addToHomeScreen).toHaveBeenCalledTimes(1);
    m.added();
    expect(shortcut.feature).toBe('added');
    expect(events).toEqual(['changed', 'added']);
    expect(shortcut.add()).toBe('already-added');
    expect(m.addToHomeScreen).toHaveBeenCalledTimes(1);
  });

  it('below version 8 adding gives not-supported and asks nothing (spec §5)', () => {
    const m = messenger({ version: '7.0' });
    expect(new HomeScreenShortcut(m).add()).toBe('not-supported');
    expect(m.addToHomeScreen).not.toHaveBeenCalled();
  });

  it('a messenger that throws on the request gives failed', async () => {
    const shortcut = new HomeScreenShortcut(messenger({ addThrows: true }));
    expect(shortcut.add()).toBe('failed');
  });

  it('a status answer after the app was added does not bring the item back', async () => {
    let answer!: (status: HomeScreenStatus) => void;
    const m = messenger({ status: new Promise<HomeScreenStatus>((resolve) => { answer = resolve; }) });
    m.checkHomeScreenStatus.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    const shortcut = new HomeScreenShortcut(m);
    shortcut.start();
    m.added();
    answer('missed');
    await flush();
    expect(shortcut.feature).toBe('added');
  });

  it('disposing removes the listener and ignores a late status answer', async () => {
    let answer!: (status: HomeScreenStatus) => void;
    const m = messenger();
    m.checkHomeScreenStatus.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    const shortcut = new HomeScreenShortcut(m);
    shortcut.start();
    expect(m.listenerCount()).toBe(1);
    shortcut.dispose();
    expect(m.listenerCount()).toBe(0);
    answer('added');
    await flush();
    expect(shortcut.feature).toBe('unknown');
  });

  it('a failing status check leaves the state unknown', async () => {
    const m = messenger();
    m.checkHomeScreenStatus.mockImplementation(() => Promise.reject(new Error('no')));
    const shortcut = new HomeScreenShortcut(m);
    shortcut.start();
    await flush();
    expect(shortcut.feature).toBe('unknown');
  });
});

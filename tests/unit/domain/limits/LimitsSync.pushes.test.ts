import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryCloudStorage } from '@adapters/memory/MemoryCloudStorage';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ledgerCloudKey } from '@domain/features/limits/deviceLedgers';
import { LimitsSync, SETTINGS_CLOUD_KEY, SYNC_TIMING } from '@domain/features/limits/LimitsSync';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import type { CloudStorage } from '@domain/ports/CloudStorage';
import type { Presence } from '@domain/ports/Presence';
import { deferred } from '../../../support/async';

/**
 * When LimitsSync talks to the messenger's cloud, and what it writes: by itself after a change, on
 * coming to the front and on its timers; nothing when nothing changed (Telegram's cloud is slow and
 * rate-limited, and a write on the device wakes the demo's other tabs).
 */

const T0 = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

/** The shared cloud, with every call counted. */
function spied(inner = new MemoryCloudStorage()) {
  const calls = { getKeys: 0, getItems: [] as string[][], setItem: [] as string[], removeItems: [] as string[][] };
  const cloud: CloudStorage = {
    available: true,
    getKeys: () => {
      calls.getKeys++;
      return inner.getKeys();
    },
    getItems: (keys) => {
      calls.getItems.push([...keys]);
      return inner.getItems(keys);
    },
    setItem: (key, value) => {
      calls.setItem.push(key);
      return inner.setItem(key, value);
    },
    removeItems: (keys) => {
      calls.removeItems.push([...keys]);
      return inner.removeItems(keys);
    },
  };
  return { cloud, calls, inner };
}

function device(cloud: CloudStorage, clock: ManualClock, name: string, presence?: Presence) {
  const storage = new MemoryStorage();
  const limits = new PlayerLimits(storage, { owner: '7', clock, device: name });
  const sync = new LimitsSync({ cloud, storage, clock, owner: '7', device: name, limits, ...(presence ? { presence } : {}) });
  return { storage, limits, sync };
}

/** Lets the cloud's answers and the syncs they start run to their end, without the clock moving. */
async function settle(clock: ManualClock) {
  await clock.advanceAsync(0);
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

describe('LimitsSync: what it writes', () => {
  it('the settings’ cloud key is the one every version of the app shares', () => {
    expect(SETTINGS_CLOUD_KEY).toBe('limits_settings');
  });

  it('a sync that finds the cloud as the device has it writes nothing, there or on the device', async () => {
    const clock = new ManualClock(T0);
    const { cloud, calls } = spied();
    const phone = device(cloud, clock, 'phone');
    phone.limits.setLimit('playDay', 100);
    phone.limits.record({ kind: 'play', stake: 5, won: 0 });
    await phone.sync.request();
    await phone.sync.request();
    const writes = { set: calls.setItem.length, remove: calls.removeItems.length };
    const set = vi.spyOn(phone.storage, 'set');
    await phone.sync.request();
    expect({ set: calls.setItem.length, remove: calls.removeItems.length }).toEqual(writes);
    expect(set).not.toHaveBeenCalled();
  });

  it('asks the cloud only for the settings and the devices’ ledgers, not for other keys of the bot', async () => {
    const clock = new ManualClock(T0);
    const inner = new MemoryCloudStorage();
    await inner.setItem('onboarding_seen', '1');
    const { cloud, calls } = spied(inner);
    const phone = device(cloud, clock, 'phone');
    await phone.sync.request();
    expect(calls.getItems.flat()).not.toContain('onboarding_seen');
    expect(calls.getItems[0]).toEqual([SETTINGS_CLOUD_KEY]);
  });

  it('another device’s copy that cannot be read is left alone, and the sync goes through', async () => {
    const clock = new ManualClock(T0);
    const inner = new MemoryCloudStorage();
    await inner.setItem(ledgerCloudKey('tablet'), '{not json');
    const { cloud, calls } = spied(inner);
    const phone = device(cloud, clock, 'phone');
    await phone.sync.request();
    expect(phone.sync.state.failing).toBe(false);
    expect(inner.snapshot()[ledgerCloudKey('tablet')]).toBe('{not json');
    expect(calls.removeItems).toEqual([]);
  });

  it('once this device’s own spends have aged out, its key is removed from the cloud', async () => {
    const clock = new ManualClock(T0);
    const { cloud, inner } = spied();
    const phone = device(cloud, clock, 'phone');
    phone.limits.record({ kind: 'play', stake: 5, won: 0 });
    await phone.sync.request();
    expect(inner.snapshot()[ledgerCloudKey('phone')]).toBeDefined();
    clock.advance(8 * DAY);
    await phone.sync.request();
    expect(inner.snapshot()[ledgerCloudKey('phone')]).toBeUndefined();
  });
});

describe('LimitsSync: when it syncs', () => {
  it('after a change on the device, by itself; a change made during the first sync is pushed right after it', async () => {
    const clock = new ManualClock(T0);
    const { cloud, inner } = spied();
    const phone = device(cloud, clock, 'phone');
    phone.limits.setLimit('playDay', 70);
    await settle(clock);
    expect(JSON.parse(inner.snapshot()[SETTINGS_CLOUD_KEY] ?? '{}').limits.playDay.amount).toBe(70);
    phone.limits.record({ kind: 'play', stake: 5, won: 0 });
    await settle(clock);
    expect(inner.snapshot()[ledgerCloudKey('phone')]).toBeDefined();
    phone.limits.setLimit('playDay', 30);
    await settle(clock);
    expect(JSON.parse(inner.snapshot()[SETTINGS_CLOUD_KEY] ?? '{}').limits.playDay.amount).toBe(30);
  });

  it('a change of the sitting alone (no setting, no spend) is nothing to sync', async () => {
    const clock = new ManualClock(T0);
    const { cloud, calls } = spied();
    const phone = device(cloud, clock, 'phone');
    await settle(clock);
    const asked = calls.getKeys;
    // 'Continue' on the reality check a second later: the sitting's interval moves, nothing else.
    clock.advance(1000);
    const before = phone.limits.state.session;
    phone.limits.restartInterval();
    expect(phone.limits.state.session).not.toEqual(before);
    await settle(clock);
    expect(calls.getKeys).toBe(asked);
  });

  it('when the app comes back to the front, not when it leaves it', async () => {
    const clock = new ManualClock(T0);
    const { cloud, calls } = spied();
    const listeners: ((inFront: boolean) => void)[] = [];
    const presence: Presence = { inFront: true, onChange: (listener) => (listeners.push(listener), () => {}) };
    device(cloud, clock, 'phone', presence);
    await settle(clock);
    const asked = calls.getKeys;
    for (const listener of listeners) listener(false);
    await settle(clock);
    expect(calls.getKeys).toBe(asked);
    for (const listener of listeners) listener(true);
    await settle(clock);
    expect(calls.getKeys).toBe(asked + 1);
  });

  it('by itself every 5 minutes, and a minute after a failure', async () => {
    const clock = new ManualClock(T0);
    const inner = new MemoryCloudStorage();
    const { cloud, calls } = spied(inner);
    device(cloud, clock, 'phone');
    await settle(clock);
    expect(calls.getKeys).toBe(1);
    await clock.advanceAsync(SYNC_TIMING.everyMs - 1, 60_000);
    expect(calls.getKeys).toBe(1);
    await clock.advanceAsync(1);
    await settle(clock);
    expect(calls.getKeys).toBe(2);
    inner.failing = true;
    await clock.advanceAsync(SYNC_TIMING.everyMs);
    await settle(clock);
    expect(calls.getKeys).toBe(3);
    await clock.advanceAsync(SYNC_TIMING.retryMs);
    await settle(clock);
    expect(calls.getKeys).toBe(4);
  });

  it('requests while one runs make one more sync after it, not one each', async () => {
    const clock = new ManualClock(T0);
    const { cloud, calls } = spied();
    const phone = device(cloud, clock, 'phone');
    await Promise.all([phone.sync.request(), phone.sync.request(), phone.sync.request()]);
    expect(calls.getKeys).toBe(2);
  });

  it('firstSync resolves at once when no sync runs', async () => {
    const clock = new ManualClock(T0);
    const phone = device(spied().cloud, clock, 'phone');
    await phone.sync.request();
    let ready = false;
    void phone.sync.firstSync().then(() => {
      ready = true;
    });
    await settle(clock);
    expect(ready).toBe(true);
  });

  it('with no cloud it follows neither the limits nor the app coming to the front', () => {
    const clock = new ManualClock(T0);
    const onChange = vi.fn(() => () => {});
    device(new MemoryCloudStorage({ available: false }), clock, 'phone', { inFront: true, onChange });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('LimitsSync: leaving', () => {
  it('stops following the app coming to the front', () => {
    const clock = new ManualClock(T0);
    const stop = vi.fn();
    const phone = device(spied().cloud, clock, 'phone', { inFront: true, onChange: () => stop });
    phone.sync.dispose();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('a sync under way when the screen goes changes nothing on the device, and plans no next one', async () => {
    const clock = new ManualClock(T0);
    const tablet = device(spied().cloud, clock, 'tablet');
    const shared = spied();
    const answer = deferred<Readonly<Record<string, string>>>();
    const slow: CloudStorage = { ...shared.cloud, getItems: () => answer.promise };
    tablet.limits.setLimit('playDay', 5);
    await tablet.sync.request();
    tablet.sync.dispose();
    const phone = device(slow, clock, 'phone');
    const running = phone.sync.firstSync(60_000);
    await settle(clock);
    const before = new Map(phone.storage.entries);
    phone.sync.dispose();
    answer.resolve({ [SETTINGS_CLOUD_KEY]: JSON.stringify({ v: 2, limits: { playDay: { amount: 5, pending: null } }, realityCheckMinutes: 0, versions: { playDay: { tablet: 1 } } }) });
    await settle(clock);
    await running;
    expect(new Map(phone.storage.entries)).toEqual(before);
    expect(clock.pendingTimers).toBe(0);
  });
});

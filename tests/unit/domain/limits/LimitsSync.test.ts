import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryCloudStorage } from '@adapters/memory/MemoryCloudStorage';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ledgerCloudKey } from '@domain/features/limits/deviceLedgers';
import { LimitsSync, SETTINGS_CLOUD_KEY, SYNC_TIMING } from '@domain/features/limits/LimitsSync';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import type { CloudStorage } from '@domain/ports/CloudStorage';
import type { Presence } from '@domain/ports/Presence';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One of the player's devices: its own storage, limits and sync, on the cloud all of them share. */
function device(cloud: CloudStorage, clock: ManualClock, name: string, options: { storage?: MemoryStorage; presence?: Presence } = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const limits = new PlayerLimits(storage, { owner: '7', clock, device: name });
  const sync = new LimitsSync({ cloud, storage, clock, owner: '7', device: name, limits, ...(options.presence ? { presence: options.presence } : {}) });
  return { storage, limits, sync, name };
}

function setup() {
  const clock = new ManualClock(T0);
  const cloud = new MemoryCloudStorage();
  return { clock, cloud, phone: device(cloud, clock, 'phone'), tablet: device(cloud, clock, 'tablet') };
}

/** Both devices sync, one after the other, twice: what each pushed reaches the other. */
async function syncBoth(...devices: ReturnType<typeof device>[]) {
  for (let round = 0; round < 2; round++) for (const d of devices) await d.sync.request();
}

describe('LimitsSync: the same limits on every device of the player', () => {
  it('a limit set on one device holds on the other', async () => {
    const { phone, tablet } = setup();
    await syncBoth(phone, tablet);
    phone.limits.setLimit('playDay', 10);
    await syncBoth(phone, tablet);
    expect(tablet.limits.state.settings.limits.playDay).toEqual({ amount: 10, pending: null });
    expect(tablet.limits.check('play', 11)).toMatchObject({ allowed: false, reached: { limit: 'playDay' } });
    expect(tablet.sync.state).toMatchObject({ available: true, failing: false, syncedAt: T0 });
  });

  it('set on two devices without a sync between: the stricter wins on both', async () => {
    const { phone, tablet } = setup();
    phone.limits.setLimit('playDay', 100);
    tablet.limits.setLimit('playDay', 60);
    tablet.limits.setLimit('buyDay', 500);
    phone.limits.setRealityCheck(60);
    tablet.limits.setRealityCheck(30);
    await syncBoth(phone, tablet);
    for (const d of [phone, tablet]) {
      expect(d.limits.state.settings.limits).toMatchObject({ playDay: { amount: 60 }, buyDay: { amount: 500 } });
      expect(d.limits.state.settings.realityCheckMinutes).toBe(30);
    }
  });

  it('a waiting increase keeps its earliest date; a cancel on one device cancels it on the other', async () => {
    const { clock, phone, tablet } = setup();
    phone.limits.setLimit('playDay', 100);
    await syncBoth(phone, tablet);
    phone.limits.setLimit('playDay', 1000);
    clock.advance(3 * HOUR);
    // Asked again on the other device, not knowing: the first asking's date stands.
    tablet.limits.setLimit('playDay', 800);
    await syncBoth(phone, tablet);
    for (const d of [phone, tablet]) expect(d.limits.state.settings.limits.playDay).toEqual({ amount: 100, pending: { amount: 800, effectiveAt: T0 + DAY } });
    tablet.limits.setLimit('playDay', 100);
    await syncBoth(phone, tablet);
    expect(phone.limits.state.settings.limits.playDay).toEqual({ amount: 100, pending: null });
    clock.advance(DAY);
    expect(phone.limits.state.settings.limits.playDay.amount).toBe(100);
  });

  it('an increase asked on one device applies on the other after its 24 hours, not before', async () => {
    const { clock, phone, tablet } = setup();
    phone.limits.setLimit('buyDay', 100);
    await syncBoth(phone, tablet);
    phone.limits.setLimit('buyDay', 300);
    await syncBoth(phone, tablet);
    clock.advance(DAY - 1);
    await syncBoth(tablet, phone);
    expect(tablet.limits.check('buy', 200).allowed).toBe(false);
    clock.advance(1);
    await syncBoth(tablet, phone);
    expect(tablet.limits.check('buy', 200).allowed).toBe(true);
    expect(phone.limits.state.settings.limits.buyDay).toEqual({ amount: 300, pending: null });
  });

  it('spends on two devices add up on both, and syncing again never counts one twice', async () => {
    const { phone, tablet } = setup();
    phone.limits.setLimit('playDay', 100);
    phone.limits.record({ kind: 'play', stake: 30, won: 0 });
    tablet.limits.record({ kind: 'play', stake: 50, won: 5 });
    tablet.limits.record({ kind: 'buy', crystals: 500 });
    await syncBoth(phone, tablet);
    await syncBoth(tablet, phone);
    for (const d of [phone, tablet]) {
      expect(d.limits.spent('playDay')).toBe(80);
      expect(d.limits.spent('buyDay')).toBe(500);
      expect(d.limits.check('play', 21).allowed).toBe(false);
      expect(d.limits.check('play', 20).allowed).toBe(true);
    }
    // A restart of the tablet, offline: it still counts the phone's spend (kept on the device).
    const offline = new PlayerLimits(tablet.storage, { owner: '7', clock: new ManualClock(T0), device: 'tablet' });
    expect(offline.spent('playDay')).toBe(80);
  });

  it('each device writes only its own key: a slow write of an older copy loses no spend', async () => {
    const { cloud, phone, tablet } = setup();
    tablet.limits.record({ kind: 'play', stake: 10, won: 0 });
    await tablet.sync.request();
    const older = (cloud.snapshot() as Record<string, string>)[ledgerCloudKey('tablet')] as string;
    tablet.limits.record({ kind: 'play', stake: 20, won: 0 });
    await syncBoth(tablet, phone);
    expect(phone.limits.spent('playDay')).toBe(30);
    // The tablet's first write lands late, over its second.
    await cloud.setItem(ledgerCloudKey('tablet'), older);
    await phone.sync.request();
    expect(phone.limits.spent('playDay')).toBe(30);
  });

  it('two devices pushing at once: after their next syncs both hold the stricter settings and all spends', async () => {
    const { phone, tablet } = setup();
    await syncBoth(phone, tablet);
    phone.limits.setLimit('playWeek', 400);
    tablet.limits.setLimit('playWeek', 300);
    phone.limits.record({ kind: 'play', stake: 7, won: 0 });
    tablet.limits.record({ kind: 'play', stake: 9, won: 0 });
    await Promise.all([phone.sync.request(), tablet.sync.request()]);
    await syncBoth(phone, tablet);
    for (const d of [phone, tablet]) {
      expect(d.limits.state.settings.limits.playWeek.amount).toBe(300);
      expect(d.limits.spent('playWeek')).toBe(16);
    }
  });

  it('a ledger too long for one cloud value is compacted there, and the other device counts no less', async () => {
    const { clock, cloud, phone, tablet } = setup();
    for (let i = 0; i < 400; i++) {
      phone.limits.record({ kind: 'play', stake: 1.25, won: 0 });
      clock.advance(MINUTE);
    }
    await syncBoth(phone, tablet);
    expect((cloud.snapshot()[ledgerCloudKey('phone')] ?? '').length).toBeLessThanOrEqual(4096);
    expect(tablet.limits.spent('playDay')).toBe(500);
    // The phone's own count stays exact on the phone.
    expect(phone.limits.state.entries).toHaveLength(400);
    clock.advance(DAY - 200 * MINUTE);
    // Half of the phone's spends are out of the day; the compacted copy counts at least as much.
    expect(tablet.limits.spent('playDay')).toBeGreaterThanOrEqual(phone.limits.spent('playDay'));
  });

  it('the keys of devices whose spends have all aged out are removed; a device with none writes none', async () => {
    const { clock, cloud, phone, tablet } = setup();
    tablet.limits.record({ kind: 'play', stake: 10, won: 0 });
    await syncBoth(tablet, phone);
    expect(Object.keys(cloud.snapshot()).sort()).toEqual([SETTINGS_CLOUD_KEY, ledgerCloudKey('tablet')].sort());
    tablet.sync.dispose();
    clock.advance(7 * DAY);
    await phone.sync.request();
    expect(Object.keys(cloud.snapshot())).toEqual([SETTINGS_CLOUD_KEY]);
    expect(phone.limits.spent('playWeek')).toBe(0);
  });

  it('a failing cloud changes nothing on the device; the next try goes through', async () => {
    const { clock, cloud, phone, tablet } = setup();
    tablet.limits.setLimit('playDay', 5);
    tablet.limits.record({ kind: 'play', stake: 3, won: 0 });
    await tablet.sync.request();
    phone.limits.setLimit('playDay', 50);
    cloud.failing = true;
    const before = new Map(phone.storage.entries);
    await phone.sync.request();
    expect(phone.sync.state.failing).toBe(true);
    expect(new Map(phone.storage.entries)).toEqual(before);
    expect(phone.limits.state.settings.limits.playDay.amount).toBe(50);
    cloud.failing = false;
    clock.advance(SYNC_TIMING.retryMs);
    await phone.sync.request();
    expect(phone.sync.state).toMatchObject({ failing: false, syncedAt: T0 + SYNC_TIMING.retryMs });
    expect(phone.limits.state.settings.limits.playDay.amount).toBe(5);
    expect(phone.limits.spent('playDay')).toBe(3);
  });

  it('an answer that never comes is a failure after 15 seconds, and changes nothing', async () => {
    const clock = new ManualClock(T0);
    const silent: CloudStorage = {
      available: true, getKeys: () => new Promise(() => {}), getItems: () => new Promise(() => {}), setItem: async () => {}, removeItems: async () => {},
    };
    const phone = device(silent, clock, 'phone');
    phone.limits.setLimit('playDay', 50);
    const before = new Map(phone.storage.entries);
    const done = phone.sync.request();
    // The sync under way at start, and the one asked for after it.
    await clock.advanceAsync(3 * SYNC_TIMING.answerMs, 1000);
    await done;
    expect(phone.sync.state.failing).toBe(true);
    expect(new Map(phone.storage.entries)).toEqual(before);
  });

  it('syncs after every change on the device, when the app comes back to the front, and every 5 minutes', async () => {
    const clock = new ManualClock(T0);
    const cloud = new MemoryCloudStorage();
    const listeners: ((inFront: boolean) => void)[] = [];
    const presence: Presence = { inFront: true, onChange: (listener) => (listeners.push(listener), () => {}) };
    const phone = device(cloud, clock, 'phone', { presence });
    const tablet = device(cloud, clock, 'tablet');
    await syncBoth(phone, tablet);
    // A change: pushed without being asked.
    phone.limits.setLimit('playDay', 70);
    await clock.advanceAsync(0);
    await phone.sync.request();
    expect(JSON.parse(cloud.snapshot()[SETTINGS_CLOUD_KEY] ?? '{}').limits.playDay.amount).toBe(70);
    // Back to the front: the tablet's change comes in.
    tablet.limits.setLimit('playDay', 40);
    await tablet.sync.request();
    for (const listener of listeners) listener(true);
    await phone.sync.request();
    expect(phone.limits.state.settings.limits.playDay.amount).toBe(40);
    // Left alone for 5 minutes: the tablet's spend comes in by itself.
    tablet.limits.record({ kind: 'play', stake: 6, won: 0 });
    await tablet.sync.request();
    await clock.advanceAsync(SYNC_TIMING.everyMs, MINUTE);
    await phone.sync.request();
    expect(phone.limits.spent('playDay')).toBe(6);
  });

  it('a device new to the cloud knows the limits set elsewhere once its first sync is over, which spending screens wait for', async () => {
    const { clock, cloud, phone } = setup();
    phone.limits.setLimit('playDay', 5);
    await phone.sync.request();
    const tablet = device(cloud, clock, 'new-tablet');
    expect(tablet.limits.check('play', 8).allowed).toBe(true);
    await tablet.sync.firstSync();
    expect(tablet.limits.check('play', 8).allowed).toBe(false);
  });

  it('a silent cloud holds the spending screens up for 2 seconds at most', async () => {
    const clock = new ManualClock(T0);
    const silent: CloudStorage = {
      available: true, getKeys: () => new Promise(() => {}), getItems: () => new Promise(() => {}), setItem: async () => {}, removeItems: async () => {},
    };
    const phone = device(silent, clock, 'phone');
    let ready = false;
    void phone.sync.firstSync().then(() => {
      ready = true;
    });
    await clock.advanceAsync(SYNC_TIMING.firstWaitMs - 1);
    expect(ready).toBe(false);
    await clock.advanceAsync(1);
    expect(ready).toBe(true);
  });

  it('an older messenger (no cloud): nothing is asked, the limits stay on the device', async () => {
    const clock = new ManualClock(T0);
    const cloud = new MemoryCloudStorage({ available: false });
    const phone = device(cloud, clock, 'phone');
    phone.limits.setLimit('playDay', 10);
    await phone.sync.request();
    expect(phone.sync.state).toEqual({ available: false, syncedAt: null, failing: false });
    expect(phone.limits.state.settings.limits.playDay.amount).toBe(10);
    expect(clock.pendingTimers).toBe(0);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryCloudStorage } from '@adapters/memory/MemoryCloudStorage';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import type { TelegramCloudStorage as TelegramCloudStorageType } from '@adapters/telegram/TelegramCloudStorage';
import { CloudStorageError, cloudKeyOf, type CloudStorage } from '@domain/ports/CloudStorage';
import { deliverTelegramEvent, playTelegramClient } from '../../support/telegramScript';

/**
 * The Telegram adapter is tested at the protocol level, around the SDK's own script: the test is
 * the Telegram client. What the app asks goes to window.TelegramWebviewProxy.postEvent (recorded);
 * the client's answers are delivered with window.Telegram.WebView.receiveEvent.
 */
interface Posted {
  readonly type: string;
  readonly data: { req_id: string; method: string; params: Record<string, unknown> };
}
const posted: Posted[] = [];
let TelegramCloudStorage: typeof TelegramCloudStorageType;

beforeAll(async () => {
  playTelegramClient(posted);
  ({ TelegramCloudStorage } = await import('@adapters/telegram/TelegramCloudStorage'));
});

afterEach(() => {
  posted.length = 0;
});

function calls(): Posted['data'][] {
  return posted.filter((event) => event.type === 'web_app_invoke_custom_method').map((event) => event.data);
}

function answer(call: Posted['data'], reply: { result?: unknown; error?: string }) {
  deliverTelegramEvent('custom_method_invoked', { req_id: call.req_id, ...reply });
}

async function lastCall(): Promise<Posted['data']> {
  await vi.waitFor(() => expect(calls().length).toBeGreaterThan(0));
  return calls().at(-1) as Posted['data'];
}

describe('TelegramCloudStorage (the Telegram client played at the protocol level)', () => {
  it('is available inside Telegram from Bot API 6.9', () => {
    expect(new TelegramCloudStorage().available).toBe(true);
  });

  it('saves a value with saveStorageValue and resolves on the client’s answer', async () => {
    const cloud = new TelegramCloudStorage();
    let done = false;
    const saving = cloud.setItem('limits_settings', '{"v":2}').then(() => {
      done = true;
    });
    const call = await lastCall();
    expect(call).toMatchObject({ method: 'saveStorageValue', params: { key: 'limits_settings', value: '{"v":2}' } });
    await Promise.resolve();
    expect(done).toBe(false);
    answer(call, { result: true });
    await saving;
    expect(done).toBe(true);
  });

  it('reads values with getStorageValues; a value that is not text is not a value', async () => {
    const cloud = new TelegramCloudStorage();
    const reading = cloud.getItems(['a', 'b', 'c']);
    const call = await lastCall();
    expect(call).toMatchObject({ method: 'getStorageValues', params: { keys: ['a', 'b', 'c'] } });
    answer(call, { result: { a: 'one', b: '', c: 5, d: 'not asked' } });
    await expect(reading).resolves.toEqual({ a: 'one', b: '' });
  });

  it('lists keys with getStorageKeys and removes them with deleteStorageValues', async () => {
    const cloud = new TelegramCloudStorage();
    const listing = cloud.getKeys();
    const list = await lastCall();
    expect(list).toMatchObject({ method: 'getStorageKeys', params: {} });
    answer(list, { result: ['limits_settings', 7, 'limits_ledger_abc'] });
    await expect(listing).resolves.toEqual(['limits_settings', 'limits_ledger_abc']);
    posted.length = 0;
    const removing = cloud.removeItems(['limits_ledger_abc']);
    const remove = await lastCall();
    expect(remove).toMatchObject({ method: 'deleteStorageValues', params: { keys: ['limits_ledger_abc'] } });
    answer(remove, { result: true });
    await expect(removing).resolves.toBeUndefined();
  });

  it('an error the client answers rejects the call', async () => {
    const cloud = new TelegramCloudStorage();
    const saving = cloud.setItem('limits_settings', 'x');
    answer(await lastCall(), { error: 'STORAGE_KEY_LIMIT' });
    await expect(saving).rejects.toMatchObject({ name: 'CloudStorageError', reason: 'messenger', message: 'STORAGE_KEY_LIMIT' });
  });

  it.each([
    ['a dotted key', 'limits.settings'],
    ['an empty key', ''],
    ['a key of 129 characters', 'k'.repeat(129)],
    ['a key with a space', 'limits settings'],
    ['a key in Cyrillic', 'лимиты'],
  ])('refuses %s without asking the client', async (_what, key) => {
    const cloud = new TelegramCloudStorage();
    await expect(cloud.setItem(key, 'x')).rejects.toMatchObject({ reason: 'key' });
    await expect(cloud.getItems(['ok', key])).rejects.toMatchObject({ reason: 'key' });
    await expect(cloud.removeItems([key])).rejects.toMatchObject({ reason: 'key' });
    expect(calls()).toEqual([]);
  });

  it('takes keys of 1 and 128 characters and values of 0 and 4096; refuses 4097 without asking', async () => {
    const cloud = new TelegramCloudStorage();
    for (const [key, value] of [['k', ''], ['K'.repeat(128), 'v'.repeat(4096)], ['a_B-9', 'x']] as const) {
      const saving = cloud.setItem(key, value);
      const call = await lastCall();
      expect(call.params).toEqual({ key, value });
      answer(call, { result: true });
      await saving;
      posted.length = 0;
    }
    await expect(cloud.setItem('k', 'v'.repeat(4097))).rejects.toMatchObject({ reason: 'value' });
    expect(calls()).toEqual([]);
  });

  it('asks nothing for nothing', async () => {
    const cloud = new TelegramCloudStorage();
    await expect(cloud.getItems([])).resolves.toEqual({});
    await expect(cloud.removeItems([])).resolves.toBeUndefined();
    expect(calls()).toEqual([]);
  });

  it('before Bot API 6.9, or outside Telegram, it is not available and sends nothing', async () => {
    const webApp = (version: string, initData: string) => ({
      initData, version, isVersionAtLeast: (v: string) => Number(version) >= Number(v), CloudStorage: { setItem: vi.fn() },
    }) as unknown as ConstructorParameters<typeof TelegramCloudStorage>[0];
    const old = new TelegramCloudStorage(webApp('6.7', 'user=1'));
    expect(old.available).toBe(false);
    await expect(old.setItem('a', 'b')).rejects.toMatchObject({ reason: 'unavailable' });
    expect(new TelegramCloudStorage(webApp('8.0', '')).available).toBe(false);
  });
});

describe('MemoryCloudStorage (the demo’s and tests’ imitation, with Telegram’s limits)', () => {
  const shared = () => new MemoryStorage();

  it('answers later, never in the same turn, as Telegram does', async () => {
    const cloud = new MemoryCloudStorage();
    let done = false;
    const saving = cloud.setItem('a', '1').then(() => {
      done = true;
    });
    expect(done).toBe(false);
    await saving;
    await expect(cloud.getItems(['a', 'never'])).resolves.toEqual({ a: '1', never: '' });
    await expect(cloud.getKeys()).resolves.toEqual(['a']);
    await cloud.removeItems(['a']);
    await expect(cloud.getKeys()).resolves.toEqual([]);
  });

  it('two tabs of the demo over one storage share one cloud, like two phones', async () => {
    const storage = shared();
    const one = new MemoryCloudStorage({ storage, key: 'cloud.7' });
    const two = new MemoryCloudStorage({ storage, key: 'cloud.7' });
    const otherUser = new MemoryCloudStorage({ storage, key: 'cloud.8' });
    await one.setItem('limits_settings', 'x');
    await expect(two.getItems(['limits_settings'])).resolves.toEqual({ limits_settings: 'x' });
    await expect(otherUser.getKeys()).resolves.toEqual([]);
  });

  it('refuses what Telegram refuses: bad keys, long values, a 1025th key', async () => {
    const cloud = new MemoryCloudStorage();
    await expect(cloud.setItem('a.b', 'x')).rejects.toBeInstanceOf(CloudStorageError);
    await expect(cloud.setItem('a', 'v'.repeat(4097))).rejects.toMatchObject({ reason: 'value' });
    await cloud.setItem('a', 'v'.repeat(4096));
    await cloud.setItem('a', '');
    for (let i = 1; i < 1024; i++) await cloud.setItem(`k${i}`, '');
    await expect(cloud.setItem('one-more', '')).rejects.toMatchObject({ reason: 'keys-full' });
    // An existing key can still be written.
    await cloud.setItem('k1', 'again');
    expect(Object.keys(cloud.snapshot())).toHaveLength(1024);
  });

  it('an older messenger has none; a failing one fails every call', async () => {
    const none: CloudStorage = new MemoryCloudStorage({ available: false });
    expect(none.available).toBe(false);
    await expect(none.getKeys()).rejects.toMatchObject({ reason: 'unavailable' });
    const failing = new MemoryCloudStorage();
    failing.failing = true;
    await expect(failing.setItem('a', 'b')).rejects.toMatchObject({ reason: 'messenger' });
    failing.failing = false;
    await expect(failing.getKeys()).resolves.toEqual([]);
  });

  it('a stored cloud that cannot be read is empty; entries Telegram could not hold are dropped', async () => {
    const storage = shared();
    storage.set('cloud', '{oops');
    await expect(new MemoryCloudStorage({ storage }).getKeys()).resolves.toEqual([]);
    storage.set('cloud', JSON.stringify({ ok: 'yes', 'bad.key': 'x', long: 'v'.repeat(4097), num: 5 }));
    await expect(new MemoryCloudStorage({ storage }).getKeys()).resolves.toEqual(['ok']);
  });
});

describe('cloudKeyOf', () => {
  it('maps our dotted keys to keys the cloud takes', () => {
    expect(cloudKeyOf('limits.settings')).toBe('limits_settings');
    expect(cloudKeyOf('limits.ledger.aB3')).toBe('limits_ledger_aB3');
    expect(() => cloudKeyOf('limits settings')).toThrow(RangeError);
  });
});

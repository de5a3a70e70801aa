import {
  CLOUD_STORAGE_LIMITS, CloudStorageError, isCloudKey, isCloudValue, refuseBadKeys, type CloudStorage,
} from '@domain/ports/CloudStorage';
import type { Storage } from '@domain/ports/Storage';
import { MemoryStorage } from './MemoryStorage';

export interface MemoryCloudStorageOptions {
  /**
   * Where the cloud's values live, as one record under `key`: a map by default; in the demo its
   * localStorage, so that two tabs of the demo share one cloud as two phones share Telegram's.
   */
  readonly storage?: Storage;
  /** One cloud per messenger user, as Telegram keeps one per user and bot. */
  readonly key?: string;
  /** False: a messenger without CloudStorage (before Bot API 6.9). */
  readonly available?: boolean;
}

/**
 * An imitation of the messenger's cloud storage for the demo and tests, with Telegram's limits and
 * shape: answers come later (never in the same turn), keys and values Telegram would refuse are
 * refused, at most 1024 keys. `failing` makes every call fail, as a messenger that cannot reach
 * its servers.
 */
export class MemoryCloudStorage implements CloudStorage {
  failing = false;
  private readonly storage: Storage;
  private readonly key: string;

  constructor(private readonly options: MemoryCloudStorageOptions = {}) {
    this.storage = options.storage ?? new MemoryStorage();
    this.key = options.key ?? 'cloud';
  }

  get available(): boolean {
    return this.options.available ?? true;
  }

  async getKeys(): Promise<readonly string[]> {
    await this.answer();
    return Object.keys(this.read());
  }

  async getItems(keys: readonly string[]): Promise<Readonly<Record<string, string>>> {
    await this.answer();
    refuseBadKeys(keys);
    const values = this.read();
    // As Telegram: a key never stored reads as ''.
    return Object.fromEntries(keys.map((key) => [key, values[key] ?? '']));
  }

  async setItem(key: string, value: string): Promise<void> {
    await this.answer();
    refuseBadKeys([key]);
    if (!isCloudValue(value)) throw new CloudStorageError('value', `a value of ${value.length} characters is over 4096`);
    const values = this.read();
    if (!(key in values) && Object.keys(values).length >= CLOUD_STORAGE_LIMITS.keysPerUser) {
      throw new CloudStorageError('keys-full', 'at most 1024 keys per user');
    }
    this.write({ ...values, [key]: value });
  }

  async removeItems(keys: readonly string[]): Promise<void> {
    await this.answer();
    refuseBadKeys(keys);
    const values = { ...this.read() };
    for (const key of keys) delete values[key];
    this.write(values);
  }

  /** Every key and value, for tests and the demo's developer tools. */
  snapshot(): Readonly<Record<string, string>> {
    return this.read();
  }

  private async answer(): Promise<void> {
    await Promise.resolve();
    if (!this.available) throw new CloudStorageError('unavailable', 'no CloudStorage in this messenger');
    if (this.failing) throw new CloudStorageError('messenger', 'the messenger could not reach its cloud');
  }

  private read(): Record<string, string> {
    let value: unknown;
    try {
      value = JSON.parse(this.storage.get(this.key) ?? '{}');
    } catch {
      return {};
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [key, text] of Object.entries(value)) if (isCloudKey(key) && typeof text === 'string' && isCloudValue(text)) out[key] = text;
    return out;
  }

  private write(values: Record<string, string>): void {
    this.storage.set(this.key, JSON.stringify(values));
  }
}

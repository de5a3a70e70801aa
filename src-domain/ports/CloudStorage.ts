/**
 * The messenger's cloud storage: a small key-value store per user and per bot that every device of
 * the player reads (Telegram's CloudStorage, Bot API 6.9+). Its answers are asynchronous and may
 * fail; an implementation refuses what the messenger would refuse (CLOUD_STORAGE_LIMITS) without
 * asking it.
 */
export interface CloudStorage {
  /** False when the messenger has none (Telegram before 6.9, or outside the messenger). */
  readonly available: boolean;
  /** Every key this user has stored for this bot. */
  getKeys(): Promise<readonly string[]>;
  /** The values of `keys`; a key never stored reads as '' (as Telegram answers) or is absent. */
  getItems(keys: readonly string[]): Promise<Readonly<Record<string, string>>>;
  setItem(key: string, value: string): Promise<void>;
  removeItems(keys: readonly string[]): Promise<void>;
}

/** Telegram's limits: keys of 1–128 characters of A-Z a-z 0-9 _ -, values of 0–4096 characters, 1024 keys. */
export const CLOUD_STORAGE_LIMITS = {
  keyLength: 128,
  valueLength: 4096,
  keysPerUser: 1024,
} as const;

const KEY = /^[A-Za-z0-9_-]{1,128}$/;

export function isCloudKey(key: string): boolean {
  return KEY.test(key);
}

export function isCloudValue(value: string): boolean {
  return value.length <= CLOUD_STORAGE_LIMITS.valueLength;
}

/** Why a cloud call did not go through: refused before it was sent, or answered with an error. */
export class CloudStorageError extends Error {
  constructor(readonly reason: 'key' | 'value' | 'keys-full' | 'unavailable' | 'messenger', message: string) {
    super(message);
    this.name = 'CloudStorageError';
  }
}

/** Throws what Telegram would answer to a key it refuses: implementations refuse it without asking. */
export function refuseBadKeys(keys: readonly string[]): void {
  const bad = keys.find((key) => !isCloudKey(key));
  if (bad !== undefined) throw new CloudStorageError('key', `"${bad}" is not a cloud key (1–128 of A-Z a-z 0-9 _ -)`);
}

/** Our storage keys are dotted (`limits.settings`); the cloud allows no dots. */
export function cloudKeyOf(localKey: string): string {
  const key = localKey.replace(/\./g, '_');
  if (!isCloudKey(key)) throw new RangeError(`"${localKey}" has no cloud key`);
  return key;
}

import {
  CloudStorageError, isCloudValue, refuseBadKeys, type CloudStorage,
} from '@domain/ports/CloudStorage';
import { installedWebApp, type WebAppType } from './webApp';

type Done<T> = (error: string | null, result?: T) => unknown;

/**
 * Telegram's CloudStorage through the SDK's `WebApp.CloudStorage` (Bot API 6.9+): each call is a
 * `web_app_invoke_custom_method` the client answers with `custom_method_invoked`. What Telegram
 * would refuse — a key outside 1–128 characters of A-Z a-z 0-9 _ -, a value over 4096 characters —
 * is refused here without asking; an error the client answers becomes a rejected promise. Answers
 * are checked: a value that is not text is not a value.
 */
export class TelegramCloudStorage implements CloudStorage {
  constructor(private readonly webApp: WebAppType = installedWebApp()) {}

  get available(): boolean {
    return this.webApp.initData.length > 0 && this.webApp.isVersionAtLeast('6.9');
  }

  async getKeys(): Promise<readonly string[]> {
    const keys = await this.invoke<unknown>((done) => this.webApp.CloudStorage.getKeys(done));
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  }

  async getItems(keys: readonly string[]): Promise<Readonly<Record<string, string>>> {
    refuseBadKeys(keys);
    if (keys.length === 0) return {};
    const values = await this.invoke<unknown>((done) => this.webApp.CloudStorage.getItems([...keys], done));
    const out: Record<string, string> = {};
    if (typeof values !== 'object' || values === null) return out;
    for (const key of keys) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof value === 'string') out[key] = value;
    }
    return out;
  }

  async setItem(key: string, value: string): Promise<void> {
    refuseBadKeys([key]);
    if (!isCloudValue(value)) throw new CloudStorageError('value', `a value of ${value.length} characters is over 4096`);
    await this.invoke((done) => this.webApp.CloudStorage.setItem(key, value, done));
  }

  async removeItems(keys: readonly string[]): Promise<void> {
    refuseBadKeys(keys);
    if (keys.length === 0) return;
    await this.invoke((done) => this.webApp.CloudStorage.removeItems([...keys], done));
  }

  private invoke<T>(call: (done: Done<T>) => void): Promise<T | undefined> {
    if (!this.available) return Promise.reject(new CloudStorageError('unavailable', `no CloudStorage in Telegram ${this.webApp.version}`));
    return new Promise((resolve, reject) => {
      try {
        call((error, result) => {
          if (error) reject(new CloudStorageError('messenger', String(error)));
          else resolve(result);
        });
      } catch (error) {
        // The script throws WebAppMethodUnsupported when the client is older than it said.
        reject(new CloudStorageError('messenger', error instanceof Error ? error.message : String(error)));
      }
    });
  }
}

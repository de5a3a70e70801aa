import type { Storage } from '@domain/ports/Storage';

/** What every key of the app's localStorage starts with. */
export const STORAGE_PREFIX = 'cs2cases:';

/** localStorage, degrading to memory when the container forbids it (private mode, quotas). */
export class LocalStorage implements Storage {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly prefix = STORAGE_PREFIX) {}

  get(key: string): string | null {
    try {
      return window.localStorage.getItem(this.prefix + key);
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }

  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(this.prefix + key, value);
    } catch {
      this.fallback.set(key, value);
    }
  }

  remove(key: string): void {
    try {
      window.localStorage.removeItem(this.prefix + key);
    } catch {
      this.fallback.delete(key);
    }
  }
}

import { vi } from 'vitest';

/** What the app posted to the Telegram client, in order. */
export interface PostedEvent<T = unknown> {
  readonly type: string;
  readonly data: T;
}

/**
 * Plays the Telegram client around the SDK's own script in a unit test (happy-dom): launch
 * parameters of an 8.0 client in the hash, every postEvent recorded into `posted`. Call it before
 * the first import of an adapter (the script reads both when it loads).
 */
export function playTelegramClient<T>(posted: PostedEvent<T>[]): void {
  const initData = new URLSearchParams({ user: JSON.stringify({ id: 7, first_name: 'A' }), auth_date: '1700000000', hash: 'x' }).toString();
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' });
  window.history.replaceState(null, '', `/#${hash.toString()}`);
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(type: string, data: string) {
      posted.push({ type, data: data ? JSON.parse(data) : null });
    },
  };
  // The script logs every event: quiet here.
  vi.spyOn(console, 'log').mockImplementation(() => {});
}

/** The client sends the app an event (what Telegram.WebView.receiveEvent is for). */
export function deliverTelegramEvent(type: string, data: unknown = {}): void {
  (window as unknown as { Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } } }).Telegram.WebView.receiveEvent(type, data);
}

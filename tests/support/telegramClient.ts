import type { Page } from '@playwright/test';
import { signInitData, type InitDataUser } from './telegramInitData';
import { APP_PORT } from './ports';

/** The live app's address: a sub-domain of localhost is not a development host, so live mode runs. */
export const LIVE_APP_URL = `http://app.localhost:${APP_PORT}`;

export const LIGHT_THEME_PARAMS = {
  bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', link_color: '#2481cc', button_color: '#2481cc',
  button_text_color: '#ffffff', secondary_bg_color: '#efeff3',
};
export const DARK_THEME_PARAMS = {
  bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1',
  button_text_color: '#ffffff', secondary_bg_color: '#232e3c',
};

export interface PostedEvent {
  readonly type: string;
  readonly data: unknown;
}

/**
 * Plays the Telegram client at the protocol level around the real SDK: launch parameters in the
 * URL hash, outgoing events captured through window.TelegramWebviewProxy, incoming events
 * delivered with Telegram.WebView.receiveEvent.
 */
export class TelegramClient {
  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.addInitScript(() => {
      const events: { type: string; data: unknown }[] = [];
      (window as unknown as { __tgEvents: typeof events }).__tgEvents = events;
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(type: string, data: string) {
          events.push({ type, data: data ? JSON.parse(data) : null });
        },
      };
    });
  }

  launchUrl(path: string, options: { user: InitDataUser; botToken?: string; theme?: Record<string, string>; version?: string; authDate?: number }): string {
    const initData = signInitData(options.user, options.authDate ?? Math.floor(Date.now() / 1000), options.botToken);
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: options.version ?? '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify(options.theme ?? DARK_THEME_PARAMS),
    });
    return `${LIVE_APP_URL}${path}#${hash.toString()}`;
  }

  async events(type?: string): Promise<PostedEvent[]> {
    const all = await this.page.evaluate(() => (window as unknown as { __tgEvents: PostedEvent[] }).__tgEvents);
    return type ? all.filter((e) => e.type === type) : all;
  }

  async lastEvent(type: string): Promise<PostedEvent | undefined> {
    return (await this.events(type)).at(-1);
  }

  async receive(type: string, data?: unknown): Promise<void> {
    await this.page.evaluate(
      ([t, d]) => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }).Telegram.WebView.receiveEvent(t, d),
      [type, data ?? null] as const,
    );
  }
}

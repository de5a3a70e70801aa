import { test, type Page } from './test';
import { signInitData, type InitDataUser } from './telegramInitData';
import { liveAppOrigin } from './ports';

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

  /**
   * Records what the app asks of the client. Popups are answered as the player would: with the
   * button `popupAnswer` (the confirm button by default; `setPopupAnswer` changes it, null closes the
   * popup, 'never' leaves it open).
   */
  async install(options: { popupAnswer?: string | null } = {}): Promise<void> {
    await this.page.addInitScript((answer) => {
      const events: { type: string; data: unknown }[] = [];
      const w = window as unknown as {
        __tgEvents: typeof events; __tgPopupAnswer: string | null; TelegramWebviewProxy: unknown;
        Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } };
      };
      w.__tgEvents = events;
      w.__tgPopupAnswer = answer;
      w.TelegramWebviewProxy = {
        postEvent(type: string, data: string) {
          events.push({ type, data: data ? JSON.parse(data) : null });
          if (type === 'web_app_open_popup' && w.__tgPopupAnswer !== 'never') {
            const buttonId = w.__tgPopupAnswer;
            // A microtask, not a timer: tests that fake the page's clock still get their answer.
            void Promise.resolve().then(() => w.Telegram?.WebView?.receiveEvent('popup_closed', buttonId === null ? {} : { button_id: buttonId }));
          }
        },
      };
    }, options.popupAnswer === undefined ? 'confirm' : options.popupAnswer);
  }

  async setPopupAnswer(answer: string | null): Promise<void> {
    await this.page.evaluate((value) => {
      (window as unknown as { __tgPopupAnswer: string | null }).__tgPopupAnswer = value;
    }, answer);
  }

  /** `origin`: where the live app is served; by default the suite's build, as this worker's host. */
  launchUrl(path: string, options: { user: InitDataUser; botToken?: string; theme?: Record<string, string>; version?: string; authDate?: number; origin?: string }): string {
    const initData = signInitData(options.user, options.authDate ?? Math.floor(Date.now() / 1000), options.botToken);
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: options.version ?? '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify(options.theme ?? DARK_THEME_PARAMS),
    });
    return `${options.origin ?? liveAppOrigin(test.info().parallelIndex)}${path}#${hash.toString()}`;
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

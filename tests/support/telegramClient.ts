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

/** A bottom button as the player sees it in the client: what it says, whether a tap does anything, its spinner. */
export interface BottomButtonView {
  readonly text: string;
  readonly active: boolean;
  readonly progress: boolean;
}

type BottomButtonKind = 'main' | 'secondary';

type CloudReply = { readonly result: unknown } | { readonly error: string };

/**
 * Telegram's CloudStorage, played on the Node side: the values of one user for one bot, which every
 * device of that user reads. Give one to several TelegramClients (one per browser context) and
 * they share it as two phones share Telegram's cloud. It answers the custom methods the SDK sends
 * (saveStorageValue, getStorageValues, deleteStorageValues, getStorageKeys) and refuses what
 * Telegram refuses.
 */
export class SharedCloudStorage {
  readonly values = new Map<string, string>();
  readonly calls: { readonly method: string; readonly params: Record<string, unknown> }[] = [];
  /** Set: every call is answered with this error, as a client that cannot reach Telegram. */
  failWith: string | null = null;
  /** How long each answer takes (real time): Telegram's servers are a network away. */
  answerDelayMs = 0;

  answer(method: string, params: Record<string, unknown>): CloudReply {
    this.calls.push({ method, params });
    if (this.failWith) return { error: this.failWith };
    const key = /^[A-Za-z0-9_-]{1,128}$/;
    const keys = Array.isArray(params.keys) ? (params.keys as unknown[]) : [];
    switch (method) {
      case 'saveStorageValue': {
        const [k, v] = [params.key, params.value];
        if (typeof k !== 'string' || !key.test(k)) return { error: 'KEY_INVALID' };
        if (typeof v !== 'string' || v.length > 4096) return { error: 'VALUE_INVALID' };
        if (!this.values.has(k) && this.values.size >= 1024) return { error: 'STORAGE_KEY_LIMIT' };
        this.values.set(k, v);
        return { result: true };
      }
      case 'getStorageValues':
        if (keys.some((k) => typeof k !== 'string' || !key.test(k))) return { error: 'KEY_INVALID' };
        return { result: Object.fromEntries(keys.map((k) => [k, this.values.get(k as string) ?? ''])) };
      case 'deleteStorageValues':
        for (const k of keys) this.values.delete(k as string);
        return { result: true };
      case 'getStorageKeys':
        return { result: [...this.values.keys()] };
      default:
        return { error: 'UNKNOWN_METHOD' };
    }
  }

  /** A stored value read as JSON (null when absent). */
  json(key: string): unknown {
    const value = this.values.get(key);
    return value === undefined ? null : JSON.parse(value);
  }
}

const cloudOfPage = new WeakMap<Page, SharedCloudStorage>();

/**
 * Plays the Telegram client at the protocol level around the real SDK: launch parameters in the
 * URL hash, outgoing events captured through window.TelegramWebviewProxy, incoming events
 * delivered with Telegram.WebView.receiveEvent.
 */
export class TelegramClient {
  /** The user's cloud storage this client answers from: its own, unless it was given one to share. */
  cloud = new SharedCloudStorage();

  constructor(private readonly page: Page) {}

  /**
   * Records what the app asks of the client. Popups are answered as the player would: with the
   * button `popupAnswer` (the confirm button by default; `setPopupAnswer` changes it, null closes the
   * popup, 'never' leaves it open). CloudStorage's methods are answered from `cloud` (shared with
   * other clients when given).
   */
  async install(options: { popupAnswer?: string | null; cloud?: SharedCloudStorage } = {}): Promise<void> {
    if (options.cloud) this.cloud = options.cloud;
    // A page's binding is registered once; the client installed last on it answers.
    const registered = cloudOfPage.has(this.page);
    cloudOfPage.set(this.page, this.cloud);
    if (!registered) {
      await this.page.exposeBinding('__tgCloud', async (_source, method: string, params: Record<string, unknown>) => {
        const cloud = cloudOfPage.get(this.page) as SharedCloudStorage;
        if (cloud.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, cloud.answerDelayMs));
        return cloud.answer(method, params);
      });
    }
    await this.page.addInitScript((answer) => {
      const events: { type: string; data: unknown }[] = [];
      const w = window as unknown as {
        __tgEvents: typeof events; __tgPopupAnswer: string | null; TelegramWebviewProxy: unknown;
        __tgCloud: (method: string, params: unknown) => Promise<Record<string, unknown>>;
        Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } };
      };
      w.__tgEvents = events;
      w.__tgPopupAnswer = answer;
      w.TelegramWebviewProxy = {
        postEvent(type: string, data: string) {
          const parsed = data ? JSON.parse(data) : null;
          events.push({ type, data: parsed });
          if (type === 'web_app_open_popup' && w.__tgPopupAnswer !== 'never') {
            const buttonId = w.__tgPopupAnswer;
            // A microtask, not a timer: tests that fake the page's clock still get their answer.
            void Promise.resolve().then(() => w.Telegram?.WebView?.receiveEvent('popup_closed', buttonId === null ? {} : { button_id: buttonId }));
          }
          if (type === 'web_app_invoke_custom_method') {
            const request = parsed as { req_id: string; method: string; params: unknown };
            void w.__tgCloud(request.method, request.params).then((reply) => {
              w.Telegram?.WebView?.receiveEvent('custom_method_invoked', { req_id: request.req_id, ...reply });
            });
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

  /**
   * The MainButton the client draws now, from the app's last web_app_setup_main_button (the SDK
   * posts only changes, so the last one is the state): null when it is hidden or was never set up.
   */
  mainButton(): Promise<BottomButtonView | null> {
    return this.bottomButton('main');
  }

  /** The SecondaryButton the client draws now (Bot API 7.10), as mainButton. */
  secondaryButton(): Promise<BottomButtonView | null> {
    return this.bottomButton('secondary');
  }

  /** Every text the MainButton was shown with since the page loaded, in order: what a player may have seen, however briefly. */
  async mainButtonTexts(): Promise<string[]> {
    return (await this.events('web_app_setup_main_button'))
      .map((e) => e.data as { is_visible?: boolean; text?: string })
      .filter((setup) => setup.is_visible === true)
      .map((setup) => setup.text ?? '');
  }

  /** The player taps the MainButton; throws when it is hidden or inactive, as no player could tap it. */
  pressMainButton(): Promise<void> {
    return this.pressBottomButton('main');
  }

  /** The player taps the SecondaryButton; throws when it is hidden or inactive. */
  pressSecondaryButton(): Promise<void> {
    return this.pressBottomButton('secondary');
  }

  private async bottomButton(kind: BottomButtonKind): Promise<BottomButtonView | null> {
    const setup = (await this.lastEvent(`web_app_setup_${kind}_button`))?.data as
      | { is_visible?: boolean; is_active?: boolean; is_progress_visible?: boolean; text?: string }
      | null
      | undefined;
    if (!setup?.is_visible) return null;
    return { text: setup.text ?? '', active: setup.is_active === true, progress: setup.is_progress_visible === true };
  }

  private async pressBottomButton(kind: BottomButtonKind): Promise<void> {
    const button = await this.bottomButton(kind);
    if (!button) throw new Error(`The ${kind} button is not shown: a player cannot press it`);
    if (!button.active) throw new Error(`The ${kind} button "${button.text}" is inactive: the client sends no press`);
    await this.receive(`${kind}_button_pressed`);
  }

  async receive(type: string, data?: unknown): Promise<void> {
    await this.page.evaluate(
      ([t, d]) => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }).Telegram.WebView.receiveEvent(t, d),
      [type, data ?? null] as const,
    );
  }
}

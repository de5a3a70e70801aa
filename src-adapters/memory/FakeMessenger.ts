import { BehaviorSubject, Subject, skip } from 'rxjs';
import type { Cancel } from '@domain/ports/Clock';
import type {
  ChromeColors, ColorScheme, HomeScreenStatus, Messenger, PerformanceClass, PopupParams, Theme, WriteAccess,
} from '@domain/ports/Messenger';
import type { BottomButton } from '@domain/ports/MessengerControls';
import type { InvoiceOutcome } from '@domain/model/payment';
import type { MessengerUser } from '@domain/model/user';
import { canReadBrowserClipboard, copyToClipboard, readBrowserClipboard } from '@adapters/browser/clipboard';
import { DEMO_THEMES } from './demoThemes';
import { FakeControls } from './FakeControls';

export interface FakeMessengerOptions {
  readonly user: MessengerUser | null;
  readonly initData: string;
  readonly colorScheme: ColorScheme;
  readonly version?: string;
  readonly platform?: string;
  readonly homeScreen?: HomeScreenStatus;
  readonly performanceClass?: PerformanceClass;
  /** The bottom buttons it draws for the app; none by default, so the demo's pages draw their own bar. */
  readonly bottomButtons?: readonly BottomButton[];
}

/** A request the demo's imitation of the messenger has to answer on screen. */
export type FakeMessengerRequest =
  | { readonly kind: 'popup'; readonly params: PopupParams; readonly resolve: (buttonId: string | null) => void }
  | { readonly kind: 'invoice'; readonly url: string; readonly resolve: (outcome: InvoiceOutcome) => void }
  | { readonly kind: 'share'; readonly id: string; readonly resolve: (sent: boolean) => void };

/**
 * The messenger imitated in a plain browser for the demo and component tests. Everything the
 * real client would draw (Back button, popups, payment sheet) is published for the demo chrome.
 */
export class FakeMessenger extends FakeControls implements Messenger {
  readonly backButtonVisible = new BehaviorSubject(false);
  readonly requests = new Subject<FakeMessengerRequest>();
  /** Every payment window that closed, and how (the demo backend settles the payment from it). */
  readonly invoiceClosed = new Subject<{ readonly url: string; readonly outcome: InvoiceOutcome }>();
  /**
   * When set, the next payment windows close by themselves with this outcome instead of asking on
   * screen; 'never' leaves them open forever, like a client that never answers.
   */
  forcedInvoiceOutcome: InvoiceOutcome | 'never' | null = null;

  forceInvoiceOutcome(outcome: InvoiceOutcome | 'never' | null): void {
    this.forcedInvoiceOutcome = outcome;
  }
  readonly opened: { kind: 'link' | 'telegram-link'; url: string }[] = [];
  readonly haptics: string[] = [];
  /** The app's requests to protect a moment, in order (the demo chrome and tests read them). */
  readonly behaviour: ('closing-confirmation:on' | 'closing-confirmation:off' | 'swipes:on' | 'swipes:off')[] = [];
  /** The colours the app asked the messenger to paint around it, newest last. */
  readonly chromeColors: ChromeColors[] = [];
  /** How the demo player answers the bot asking to message them (the developer panel or a test sets it). */
  writeAccessAnswer: WriteAccess = 'allowed';
  /** How many times the app asked for write access. */
  writeAccessRequests = 0;
  /** The app asked the messenger to close it (the demo chrome shows that it would be gone). */
  readonly closedEvents = new Subject<void>();
  closed = false;

  private readonly themeSubject: BehaviorSubject<Theme>;
  private readonly backListeners = new Set<() => void>();
  private readonly homeScreenListeners = new Set<() => void>();
  private homeScreen: HomeScreenStatus;

  constructor(private readonly options: FakeMessengerOptions) {
    super(options.bottomButtons ?? [], () => this.isVersionAtLeast('8.0'), () => this.isVersionAtLeast('7.0'));
    this.themeSubject = new BehaviorSubject<Theme>({ colorScheme: options.colorScheme, params: DEMO_THEMES[options.colorScheme] });
    this.homeScreen = options.homeScreen ?? 'missed';
  }

  get isInsideMessenger(): boolean { return this.options.initData.length > 0; }
  get initData(): string { return this.options.initData; }
  get user(): MessengerUser | null { return this.options.user; }
  get version(): string { return this.options.version ?? '8.0'; }
  get platform(): string { return this.options.platform ?? 'demo'; }
  get performanceClass(): PerformanceClass { return this.options.performanceClass ?? 'unknown'; }

  isVersionAtLeast(version: string): boolean {
    const have = this.version.split('.').map(Number);
    const want = version.split('.').map(Number);
    for (let i = 0; i < Math.max(have.length, want.length); i++) {
      const a = have[i] ?? 0;
      const b = want[i] ?? 0;
      if (a !== b) return a > b;
    }
    return true;
  }

  ready(): void {}

  theme(): Theme { return this.themeSubject.value; }

  setColorScheme(colorScheme: ColorScheme): void {
    if (this.themeSubject.value.colorScheme === colorScheme) return;
    this.themeSubject.next({ colorScheme, params: DEMO_THEMES[colorScheme] });
  }

  onThemeChanged(listener: (theme: Theme) => void): Cancel {
    // BehaviorSubject replays the current value; listeners only want changes.
    const subscription = this.themeSubject.pipe(skip(1)).subscribe(listener);
    return () => subscription.unsubscribe();
  }

  setChromeColors(colors: ChromeColors): void { this.chromeColors.push(colors); }

  setBackButtonVisible(visible: boolean): void { this.backButtonVisible.next(visible); }

  onBackButtonPressed(listener: () => void): Cancel {
    this.backListeners.add(listener);
    return () => this.backListeners.delete(listener);
  }

  /** What the demo chrome calls when its Back button is pressed. */
  pressBackButton(): void {
    for (const listener of [...this.backListeners]) listener();
  }

  setClosingConfirmation(enabled: boolean): void { this.behaviour.push(enabled ? 'closing-confirmation:on' : 'closing-confirmation:off'); }
  setVerticalSwipes(enabled: boolean): void { this.behaviour.push(enabled ? 'swipes:on' : 'swipes:off'); }

  hapticImpact(style: string): void { this.haptics.push(`impact:${style}`); }
  hapticNotification(type: string): void { this.haptics.push(`notification:${type}`); }
  hapticSelection(): void { this.haptics.push('selection'); }

  openLink(url: string): void { this.opened.push({ kind: 'link', url }); }
  openTelegramLink(url: string): void { this.opened.push({ kind: 'telegram-link', url }); }

  openInvoice(url: string): Promise<InvoiceOutcome> {
    return new Promise((resolve) => {
      const close = (outcome: InvoiceOutcome) => {
        this.invoiceClosed.next({ url, outcome });
        resolve(outcome);
      };
      const forced = this.forcedInvoiceOutcome;
      if (forced === 'never') return;
      if (forced) queueMicrotask(() => close(forced));
      else this.requests.next({ kind: 'invoice', url, resolve: close });
    });
  }

  get canShareMessage(): boolean { return this.isVersionAtLeast('8.0'); }

  shareMessage(id: string): Promise<boolean> {
    return new Promise((resolve) => this.requests.next({ kind: 'share', id, resolve }));
  }

  showPopup(params: PopupParams): Promise<string | null> {
    return new Promise((resolve) => this.requests.next({ kind: 'popup', params, resolve }));
  }

  async showAlert(message: string): Promise<void> {
    await this.showPopup({ message, buttons: [{ id: 'ok', type: 'ok' }] });
  }

  copyText(text: string): Promise<boolean> {
    return copyToClipboard(text);
  }

  get canReadClipboard(): boolean { return canReadBrowserClipboard(); }
  readClipboardText(): Promise<string | null> { return readBrowserClipboard(); }

  async requestWriteAccess(): Promise<WriteAccess> {
    this.writeAccessRequests += 1;
    return this.writeAccessAnswer;
  }

  get canAddToHomeScreen(): boolean { return this.isVersionAtLeast('8.0') && this.homeScreen !== 'unsupported'; }

  addToHomeScreen(): void {
    this.homeScreen = 'added';
    for (const listener of [...this.homeScreenListeners]) listener();
  }

  async checkHomeScreenStatus(): Promise<HomeScreenStatus> { return this.homeScreen; }

  onHomeScreenAdded(listener: () => void): Cancel {
    this.homeScreenListeners.add(listener);
    return () => this.homeScreenListeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.closedEvents.next();
  }
}

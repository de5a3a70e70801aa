import type { Cancel } from '@domain/ports/Clock';
import type {
  ChromeColors, HapticImpact, HapticNotification, HomeScreenStatus, Messenger, PerformanceClass, PopupParams, Theme, WriteAccess,
} from '@domain/ports/Messenger';
import type { InvoiceOutcome } from '@domain/model/payment';
import type { MessengerUser } from '@domain/model/user';
import { performanceClassFromUserAgent } from './performanceClass';
import { canReadBrowserClipboard, copyToClipboard, readBrowserClipboard } from '@adapters/browser/clipboard';
import { TelegramControls } from './TelegramControls';
import { installedWebApp, type WebAppType } from './webApp';

/** The live messenger: Telegram's own web-app script, through @twa-dev/sdk. */
export class TelegramMessenger extends TelegramControls implements Messenger {
  constructor(webApp: WebAppType = installedWebApp(), private readonly userAgent = navigator.userAgent) {
    super(webApp);
  }

  get isInsideMessenger(): boolean {
    return this.webApp.initData.length > 0;
  }

  get initData(): string {
    return this.webApp.initData;
  }

  get user(): MessengerUser | null {
    const u = this.webApp.initDataUnsafe.user;
    if (!u) return null;
    return {
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name ?? '',
      username: u.username ?? null,
      languageCode: u.language_code ?? null,
      photoUrl: u.photo_url ?? null,
    };
  }

  get version(): string {
    return this.webApp.version;
  }

  get platform(): string {
    return this.webApp.platform;
  }

  get performanceClass(): PerformanceClass {
    return performanceClassFromUserAgent(this.userAgent);
  }

  isVersionAtLeast(version: string): boolean {
    return this.webApp.isVersionAtLeast(version);
  }

  ready(): void {
    this.webApp.ready();
    this.webApp.expand();
  }

  theme(): Theme {
    return { colorScheme: this.webApp.colorScheme === 'light' ? 'light' : 'dark', params: { ...this.webApp.themeParams } };
  }

  onThemeChanged(listener: (theme: Theme) => void): Cancel {
    const handler = () => listener(this.theme());
    this.webApp.onEvent('themeChanged', handler);
    return () => this.webApp.offEvent('themeChanged', handler);
  }

  setChromeColors(colors: ChromeColors): void {
    // Each on its own: a client that refuses one (a header colour below 6.9) still gets the others.
    this.guard(() => this.webApp.setHeaderColor(colors.header as `#${string}`), '6.9');
    this.guard(() => this.webApp.setBackgroundColor(colors.background as `#${string}`));
    this.guard(() => this.webApp.setBottomBarColor(colors.bottomBar as `#${string}`), '7.10');
  }

  setBackButtonVisible(visible: boolean): void {
    if (visible) this.webApp.BackButton.show();
    else this.webApp.BackButton.hide();
  }

  onBackButtonPressed(listener: () => void): Cancel {
    this.webApp.BackButton.onClick(listener);
    return () => this.webApp.BackButton.offClick(listener);
  }

  setClosingConfirmation(enabled: boolean): void {
    this.guard(() => (enabled ? this.webApp.enableClosingConfirmation() : this.webApp.disableClosingConfirmation()), '6.2');
  }

  setVerticalSwipes(enabled: boolean): void {
    this.guard(() => (enabled ? this.webApp.enableVerticalSwipes() : this.webApp.disableVerticalSwipes()), '7.7');
  }

  hapticImpact(style: HapticImpact): void {
    this.guard(() => this.webApp.HapticFeedback.impactOccurred(style));
  }

  hapticNotification(type: HapticNotification): void {
    this.guard(() => this.webApp.HapticFeedback.notificationOccurred(type));
  }

  hapticSelection(): void {
    this.guard(() => this.webApp.HapticFeedback.selectionChanged());
  }

  openLink(url: string): void {
    this.webApp.openLink(url);
  }

  openTelegramLink(url: string): void {
    this.webApp.openTelegramLink(url);
  }

  openInvoice(url: string): Promise<InvoiceOutcome> {
    return new Promise((resolve, reject) => {
      try {
        this.webApp.openInvoice(url, (status) => resolve(status as InvoiceOutcome));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  get canShareMessage(): boolean {
    return this.isInsideMessenger && this.webApp.isVersionAtLeast('8.0');
  }

  shareMessage(preparedMessageId: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      try {
        this.webApp.shareMessage(preparedMessageId, (sent) => resolve(sent));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  showPopup(params: PopupParams): Promise<string | null> {
    if (!this.webApp.isVersionAtLeast('6.2')) return Promise.resolve(browserConfirm(params));
    return new Promise((resolve) => {
      this.webApp.showPopup(
        { title: params.title, message: params.message, buttons: params.buttons?.map((b) => ({ ...b })) as never },
        (id) => resolve(id || null),
      );
    });
  }

  showAlert(message: string): Promise<void> {
    return new Promise((resolve) => this.webApp.showAlert(message, () => resolve()));
  }

  copyText(text: string): Promise<boolean> {
    return copyToClipboard(text);
  }

  /** The messenger reads the clipboard only inside it, from 6.4; elsewhere the browser may. */
  private get messengerReadsClipboard(): boolean {
    return this.isInsideMessenger && this.webApp.isVersionAtLeast('6.4');
  }

  get canReadClipboard(): boolean {
    return this.messengerReadsClipboard || canReadBrowserClipboard();
  }

  readClipboardText(): Promise<string | null> {
    if (!this.messengerReadsClipboard) return readBrowserClipboard();
    return new Promise((resolve) => {
      try {
        this.webApp.readTextFromClipboard((text) => resolve(typeof text === 'string' && text ? text : null));
      } catch {
        resolve(null);
      }
    });
  }

  requestWriteAccess(): Promise<WriteAccess> {
    if (!this.isInsideMessenger || !this.webApp.isVersionAtLeast('6.9')) return Promise.resolve('unsupported');
    return new Promise((resolve) => {
      try {
        this.webApp.requestWriteAccess((allowed) => resolve(allowed ? 'allowed' : 'refused'));
      } catch {
        // Already being asked (a second tap), or refused by an old client: no answer to wait for.
        resolve('refused');
      }
    });
  }

  get canAddToHomeScreen(): boolean {
    return this.isInsideMessenger && this.webApp.isVersionAtLeast('8.0') && typeof this.webApp.addToHomeScreen === 'function';
  }

  addToHomeScreen(): void {
    this.webApp.addToHomeScreen();
  }

  checkHomeScreenStatus(): Promise<HomeScreenStatus> {
    return new Promise((resolve) => {
      if (!this.canAddToHomeScreen) {
        resolve('unsupported');
        return;
      }
      this.webApp.checkHomeScreenStatus((status) => resolve(normaliseHomeScreenStatus(status)));
    });
  }

  onHomeScreenAdded(listener: () => void): Cancel {
    this.webApp.onEvent('homeScreenAdded', listener);
    return () => this.webApp.offEvent('homeScreenAdded', listener);
  }

  close(): void {
    this.webApp.close();
  }

  /** Niceties (haptics, swipe and closing behaviour): an old client throwing WebAppMethodUnsupported must not break a flow. */
  private guard(action: () => void, minVersion = '6.1'): void {
    try {
      if (this.isInsideMessenger && this.webApp.isVersionAtLeast(minVersion)) action();
    } catch {
      /* unsupported in this client */
    }
  }
}

/** Clients before popups (Bot API 6.2): the browser's own confirm, its OK being the first button. */
/**
 * Below Bot API 6.2 the browser's own dialogs stand in: a popup with one button is a notice
 * (`alert`), one with a choice a question whose OK is its first button (`confirm`).
 */
function browserConfirm(params: PopupParams): string | null {
  const buttons = params.buttons ?? [];
  const first = buttons[0]?.id ?? 'ok';
  const text = params.title ? `${params.title}\n\n${params.message}` : params.message;
  if (buttons.length <= 1) {
    window.alert(text);
    return first;
  }
  return window.confirm(text) ? first : null;
}

function normaliseHomeScreenStatus(status: string): HomeScreenStatus {
  return status === 'added' || status === 'unsupported' || status === 'missed' ? status : 'unknown';
}

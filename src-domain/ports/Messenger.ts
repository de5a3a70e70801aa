import type { Cancel } from './Clock';
import type { MessengerUser } from '@domain/model/user';
import type { InvoiceOutcome } from '@domain/model/payment';
import type { MessengerControls } from './MessengerControls';

export type ColorScheme = 'light' | 'dark';

/** The messenger's theme parameters (all optional, `#rrggbb`). */
export interface ThemeParams {
  readonly bg_color?: string;
  readonly text_color?: string;
  readonly hint_color?: string;
  readonly link_color?: string;
  readonly button_color?: string;
  readonly button_text_color?: string;
  readonly secondary_bg_color?: string;
  readonly header_bg_color?: string;
  readonly bottom_bar_bg_color?: string;
  readonly accent_text_color?: string;
  readonly section_bg_color?: string;
  readonly section_header_text_color?: string;
  readonly section_separator_color?: string;
  readonly subtitle_text_color?: string;
  readonly destructive_text_color?: string;
}

export interface Theme {
  readonly colorScheme: ColorScheme;
  readonly params: ThemeParams;
}

/**
 * The colours the messenger paints around the app (`#rrggbb`): its header above the page, the
 * background it shows behind the page (overscroll, opening, resizing) and its bottom bar.
 */
export interface ChromeColors {
  readonly header: string;
  readonly background: string;
  readonly bottomBar: string;
}

/** The player's answer to the bot asking to message them; 'unsupported' when the messenger cannot ask. */
export type WriteAccess = 'allowed' | 'refused' | 'unsupported';

export type HapticImpact = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';
export type HapticNotification = 'error' | 'success' | 'warning';

/** Spec §4: the home-screen feature is unknown, unsupported or added ("missed" = can be added). */
export type HomeScreenStatus = 'unknown' | 'unsupported' | 'added' | 'missed';

export type PerformanceClass = 'low' | 'average' | 'high' | 'unknown';

export interface PopupButton {
  readonly id: string;
  readonly type?: 'default' | 'ok' | 'close' | 'cancel' | 'destructive';
  readonly text?: string;
}

export interface PopupParams {
  readonly title?: string;
  readonly message: string;
  readonly buttons?: readonly PopupButton[];
}

/**
 * Everything the app asks of the messenger container. The live adapter wraps the official
 * web-app SDK; the demo adapter imitates it in a plain browser.
 */
export interface Messenger extends MessengerControls {
  /** True when running inside the messenger (init data present). */
  readonly isInsideMessenger: boolean;
  /** Raw init data string, empty when absent. */
  readonly initData: string;
  readonly user: MessengerUser | null;
  readonly version: string;
  readonly platform: string;
  readonly performanceClass: PerformanceClass;
  isVersionAtLeast(version: string): boolean;

  /** Tells the messenger the app is ready to be shown, and expands it. */
  ready(): void;

  theme(): Theme;
  onThemeChanged(listener: (theme: Theme) => void): Cancel;

  /** Paints the messenger's header and background (Bot API 6.1+) and bottom bar (7.10+); older clients keep theirs. */
  setChromeColors(colors: ChromeColors): void;

  setBackButtonVisible(visible: boolean): void;
  onBackButtonPressed(listener: () => void): Cancel;

  /** Asks the player to confirm before the messenger closes the app (Bot API 6.2+). */
  setClosingConfirmation(enabled: boolean): void;
  /** Whether a vertical swipe may collapse or close the app (Bot API 7.7+). */
  setVerticalSwipes(enabled: boolean): void;

  hapticImpact(style: HapticImpact): void;
  hapticNotification(type: HapticNotification): void;
  hapticSelection(): void;

  openLink(url: string): void;
  openTelegramLink(url: string): void;
  /** Opens the payment window; resolves with how it closed. */
  openInvoice(url: string): Promise<InvoiceOutcome>;
  /** Whether prepared-message sharing exists in this messenger version. */
  readonly canShareMessage: boolean;
  /** Resolves true when sent, false when the user dismissed or it failed. */
  shareMessage(preparedMessageId: string): Promise<boolean>;

  /** Resolves with the id of the pressed button, or null when dismissed. */
  showPopup(params: PopupParams): Promise<string | null>;
  showAlert(message: string): Promise<void>;
  /** Copies text; resolves false when the platform refuses. */
  copyText(text: string): Promise<boolean>;
  /** Whether the clipboard can be read here (the messenger's own reading, Bot API 6.4+, or the browser's). */
  readonly canReadClipboard: boolean;
  /** The clipboard's text; null when refused, empty or unavailable. Call it from a tap. */
  readClipboardText(): Promise<string | null>;

  /** Asks the player to let the bot send them messages (Bot API 6.9+); asks the messenger each call. */
  requestWriteAccess(): Promise<WriteAccess>;

  /** Whether the add-to-home-screen feature exists in this messenger build. */
  readonly canAddToHomeScreen: boolean;
  addToHomeScreen(): void;
  checkHomeScreenStatus(): Promise<HomeScreenStatus>;
  onHomeScreenAdded(listener: () => void): Cancel;

  close(): void;
}

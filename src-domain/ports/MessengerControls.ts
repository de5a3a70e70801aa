import type { Cancel } from './Clock';

/** The messenger's own buttons under the page: the main one (Bot API 6.0) and a secondary one (7.10). */
export type BottomButton = 'main' | 'secondary';

/** What a bottom button shows. */
export interface BottomButtonParams {
  readonly text: string;
  /** False: drawn, but a press does nothing (the messenger greys it out). */
  readonly enabled: boolean;
  /** A spinner in the button while what it started is under way. */
  readonly progress: boolean;
  /** `#rrggbb`; absent: the messenger's own button colours. */
  readonly color?: string;
  readonly textColor?: string;
  /** The shine that invites the one tap that matters (Bot API 7.10). */
  readonly shine?: boolean;
}

/**
 * The messenger's controls around the page: its bottom buttons, the Settings item of its menu,
 * full screen, and whether the app is in front. Every feature says whether this messenger has it;
 * the page draws its own stand-in where it does not.
 */
export interface MessengerControls {
  /** The bottom buttons this messenger draws for the app; empty outside it (the page draws its own). */
  readonly bottomButtons: readonly BottomButton[];
  /** Shows the button with these params, or hides it (null). */
  setBottomButton(button: BottomButton, params: BottomButtonParams | null): void;
  onBottomButtonPressed(button: BottomButton, listener: () => void): Cancel;

  /** Whether the messenger's menu has a Settings item the app can show (Bot API 7.0). */
  readonly hasSettingsButton: boolean;
  setSettingsButtonVisible(visible: boolean): void;
  onSettingsButtonPressed(listener: () => void): Cancel;

  /** Whether the app may ask for the whole screen (Bot API 8.0). */
  readonly canFullscreen: boolean;
  readonly isFullscreen: boolean;
  requestFullscreen(): void;
  exitFullscreen(): void;
  /** Told when the app enters (true) or leaves (false) full screen, asked for or not. */
  onFullscreenChanged(listener: (fullscreen: boolean) => void): Cancel;

  /** False while the messenger has the app minimised or behind another chat (Bot API 8.0's `deactivated`). */
  readonly isActive: boolean;
  /** Told on `activated` (true) and `deactivated` (false). */
  onActiveChanged(listener: (active: boolean) => void): Cancel;
}

import type { Cancel } from './Clock';

/**
 * Whether the app is in front of the player: shown, not behind another app, a minimised messenger
 * or a locked screen. The browser's page visibility, which the messenger's web view follows.
 */
export interface Presence {
  readonly inFront: boolean;
  /** Told each time the app comes to the front (true) or leaves it (false). */
  onChange(listener: (inFront: boolean) => void): Cancel;
}

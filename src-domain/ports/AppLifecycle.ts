import type { Cancel } from './Clock';

/** Moments when what failed before may work now. */
export interface AppLifecycle {
  /** The network came back, or the player came back to the app (it is visible again). */
  onReturn(listener: () => void): Cancel;
}

import type { Cancel } from '@domain/ports/Clock';
import type { Presence } from '@domain/ports/Presence';

/** The page's visibility: hidden when the messenger is minimised, another app is in front, or the screen is off. */
export class BrowserPresence implements Presence {
  get inFront(): boolean {
    return document.visibilityState === 'visible';
  }

  onChange(listener: (inFront: boolean) => void): Cancel {
    const onVisibility = () => listener(this.inFront);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }
}

import type { Cancel } from '@domain/ports/Clock';
import type { MessengerControls } from '@domain/ports/MessengerControls';
import type { Presence } from '@domain/ports/Presence';

/**
 * The page's visibility (hidden when the messenger is minimised, another app is in front, or the
 * screen is off) and, where the messenger says it (Bot API 8.0 `activated` / `deactivated`),
 * whether it has the app in front: a messenger that keeps a minimised app's page "visible" is heard too.
 */
export class BrowserPresence implements Presence {
  constructor(private readonly messenger?: Pick<MessengerControls, 'isActive' | 'onActiveChanged'>) {}

  get inFront(): boolean {
    return document.visibilityState === 'visible' && (this.messenger?.isActive ?? true);
  }

  onChange(listener: (inFront: boolean) => void): Cancel {
    let last = this.inFront;
    const check = () => {
      const now = this.inFront;
      if (now === last) return;
      last = now;
      listener(now);
    };
    document.addEventListener('visibilitychange', check);
    const unfollow = this.messenger?.onActiveChanged(check) ?? (() => {});
    return () => {
      document.removeEventListener('visibilitychange', check);
      unfollow();
    };
  }
}

import type { AppLifecycle } from '@domain/ports/AppLifecycle';
import type { Cancel } from '@domain/ports/Clock';

/** The browser's `online` event, and the document becoming visible again. */
export class BrowserLifecycle implements AppLifecycle {
  onReturn(listener: () => void): Cancel {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('online', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }
}

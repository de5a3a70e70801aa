import type { ColorScheme } from '@domain/ports/Messenger';
import type { Storage } from '@domain/ports/Storage';

/** The height of the demo's imitation of the messenger header (DemoChrome), above the app. */
export const DEMO_HEADER_HEIGHT = 48;

/** What the developer tools remember between reloads of the demo. */
export interface DemoSettings {
  readonly userKey: string | null;
  readonly colorScheme: ColorScheme;
}

/** The mock user the demo logs in as; index.html's start script reads it too. */
export const USER_KEY = 'demo.user';
/** The demo's messenger theme ('light' or 'dark'); index.html's start script reads it too. */
export const THEME_KEY = 'demo.theme';

export function readDemoSettings(storage: Storage): DemoSettings {
  const theme = storage.get(THEME_KEY);
  return { userKey: storage.get(USER_KEY), colorScheme: theme === 'light' ? 'light' : 'dark' };
}

export function writeDemoSettings(storage: Storage, settings: Partial<DemoSettings>): void {
  if (settings.userKey !== undefined) {
    if (settings.userKey === null) storage.remove(USER_KEY);
    else storage.set(USER_KEY, settings.userKey);
  }
  if (settings.colorScheme) storage.set(THEME_KEY, settings.colorScheme);
}

import type { ColorScheme } from '@domain/ports/Messenger';
import type { Storage } from '@domain/ports/Storage';

/** What the developer tools remember between reloads of the demo. */
export interface DemoSettings {
  readonly userKey: string | null;
  readonly colorScheme: ColorScheme;
}

const USER_KEY = 'demo.user';
const THEME_KEY = 'demo.theme';

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

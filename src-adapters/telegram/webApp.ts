// Importing the SDK runs Telegram's own web-app script, which installs window.Telegram.WebApp.
import TwaWebApp from '@twa-dev/sdk';

export type WebAppType = typeof TwaWebApp;

/** The package is CommonJS; in Node-style ESM interop its default export arrives wrapped once more. */
export function installedWebApp(): WebAppType {
  const exported = TwaWebApp as WebAppType | { default: WebAppType };
  return 'initDataUnsafe' in exported ? exported : exported.default;
}

import type { i18n } from 'i18next';
import type { ServiceIdentifier } from 'inversify';
import type { HttpTransport } from '@adapters/api/HttpTransport';
import type { RunMode } from '@domain/features/session/runMode';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { CloudStorage } from '@domain/ports/CloudStorage';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';
import type { Presence } from '@domain/ports/Presence';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Storage } from '@domain/ports/Storage';
import type { AppServices } from '@ui/services';

const token = <T>(name: string) => Symbol.for(`cs2cases.${name}`) as ServiceIdentifier<T>;

/**
 * Tokens only for what has several implementations — a port with a live and a fake side —, the
 * run mode each mode sets, and the two records that have no class of their own (the translations,
 * the screens' services). Everything else is bound by its class (stores, the toaster, the
 * transport-error policy; GameBackend and FakeMessenger in the demo).
 */
export const TOKENS = {
  /** 'live' or 'demo': whether calls without messenger init data are refused before they are sent. */
  RunMode: token<RunMode>('RunMode'),
  Api: token<Api>('Api'),
  HttpTransport: token<HttpTransport>('HttpTransport'),
  Messenger: token<Messenger>('Messenger'),
  Storage: token<Storage>('Storage'),
  /** Whether the app is in front: the page's visibility and what the messenger says. */
  Presence: token<Presence>('Presence'),
  /** Fetches the messenger's cloud storage (its code is only needed with the limits' chunk). */
  CloudStorage: token<() => Promise<CloudStorage>>('CloudStorage'),
  Sound: token<Sound>('Sound'),
  Clock: token<Clock>('Clock'),
  Random: token<Random>('Random'),
  Logger: token<Logger>('Logger'),
  Analytics: token<Analytics>('Analytics'),
  /** The app's translations (created once the messenger says the player's language). */
  I18n: token<i18n>('I18n'),
  /** What the view-model factories and the shell read (servicesModule). */
  Services: token<AppServices>('Services'),
} as const;

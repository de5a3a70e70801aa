import type { ServiceIdentifier } from 'inversify';
import type { HttpTransport } from '../../src-adapters/api/HttpTransport';
import type { Analytics } from '../../src-domain/ports/Analytics';
import type { Api } from '../../src-domain/ports/Api';
import type { Clock } from '../../src-domain/ports/Clock';
import type { Logger } from '../../src-domain/ports/Logger';
import type { Messenger } from '../../src-domain/ports/Messenger';
import type { Random } from '../../src-domain/ports/Random';
import type { Sound } from '../../src-domain/ports/Sound';
import type { Storage } from '../../src-domain/ports/Storage';
import type { Toaster } from '../../src-domain/ports/Toaster';
import type { RunMode } from '../../src-domain/routing/runMode';
import type { TransportErrorReporter } from '../../src-domain/transport/TransportErrorReporter';
import type { CasesStore } from '../../src-ui/stores/CasesStore';
import type { SessionStore } from '../../src-ui/stores/SessionStore';
import type { i18n } from 'i18next';

const token = <T>(name: string) => Symbol.for(`cs2cases.${name}`) as ServiceIdentifier<T>;

/** Tokens for what has more than one implementation (a live and a fake side) or is a plain value. */
export const TOKENS = {
  RunMode: token<RunMode>('RunMode'),
  Api: token<Api>('Api'),
  HttpTransport: token<HttpTransport>('HttpTransport'),
  /** Whether calls without messenger init data are refused before they are sent (live mode). */
  RequireInitData: token<boolean>('RequireInitData'),
  Messenger: token<Messenger>('Messenger'),
  Storage: token<Storage>('Storage'),
  Sound: token<Sound>('Sound'),
  Clock: token<Clock>('Clock'),
  Random: token<Random>('Random'),
  Logger: token<Logger>('Logger'),
  Toaster: token<Toaster>('Toaster'),
  Analytics: token<Analytics>('Analytics'),
  I18n: token<i18n>('I18n'),
  TransportErrorReporter: token<TransportErrorReporter>('TransportErrorReporter'),
  SessionStore: token<SessionStore>('SessionStore'),
  CasesStore: token<CasesStore>('CasesStore'),
} as const;

import type { ServiceIdentifier } from 'inversify';
import type { HttpTransport } from '@adapters/api/HttpTransport';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Storage } from '@domain/ports/Storage';
import type { Toaster } from '@domain/ports/Toaster';
import type { RunMode } from '@domain/features/session/runMode';
import type { TransportErrorReporter } from '@domain/features/session/TransportErrorReporter';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';
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

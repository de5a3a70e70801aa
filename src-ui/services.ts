import { createContext, useContext } from 'react';
import type { RunMode } from '../src-domain/routing/runMode';
import type { Analytics } from '../src-domain/ports/Analytics';
import type { Api } from '../src-domain/ports/Api';
import type { Clock } from '../src-domain/ports/Clock';
import type { Logger } from '../src-domain/ports/Logger';
import type { Messenger } from '../src-domain/ports/Messenger';
import type { Random } from '../src-domain/ports/Random';
import type { Sound } from '../src-domain/ports/Sound';
import type { Storage } from '../src-domain/ports/Storage';
import type { Toaster } from '../src-domain/ports/Toaster';
import type { CasesStore } from './stores/CasesStore';
import type { SessionStore } from './stores/SessionStore';

/**
 * What the screens and their view-models may use: domain ports and app-wide stores, never an
 * adapter. The composition root resolves them from the container and provides them.
 */
export interface AppServices {
  readonly mode: RunMode;
  readonly api: Api;
  readonly messenger: Messenger;
  readonly storage: Storage;
  readonly sound: Sound;
  readonly clock: Clock;
  readonly random: Random;
  readonly toaster: Toaster;
  readonly logger: Logger;
  readonly analytics: Analytics;
  readonly session: SessionStore;
  readonly cases: CasesStore;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext.Provider>');
  return services;
}

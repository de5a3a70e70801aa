import { createContext, useContext } from 'react';
import type { FairPlay } from '@domain/features/fairness/fairPlay';
import type { RunMode } from '@domain/features/session/runMode';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Hashing } from '@domain/ports/Hashing';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';
import type { Presence } from '@domain/ports/Presence';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Storage } from '@domain/ports/Storage';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { EffectSettings } from '@ui/stores/EffectSettings';
import type { InventoryStore } from '@ui/stores/InventoryStore';
import type { LimitsAccess } from '@ui/stores/LimitsAccess';
import type { LimitsStore } from '@ui/stores/LimitsStore';
import type { MomentGuard } from '@ui/navigation/MomentGuard';
import type { SessionStore } from '@ui/stores/SessionStore';
import type { Texts } from '@ui/i18n/Texts';
import type { Toaster } from '@ui/toasts/Toaster';

/**
 * What the view-model factories and the shell may use: domain ports and app-wide stores, never an
 * adapter. The container builds it once (src/composition/servicesModule.ts) and the App provides
 * it; a screen reaches it only through its factory (`useViewModel(createXViewModel, params)`).
 */
export interface AppServices {
  /** Demo or live: a roll the developer tools forced is the demo's; a live server that claims one cannot be checked. */
  readonly runMode: RunMode;
  readonly api: Api;
  readonly messenger: Messenger;
  /** Whether the app is in front of the player (the page's visibility and the messenger's `activated` / `deactivated`). */
  readonly presence: Presence;
  readonly storage: Storage;
  readonly sound: Sound;
  /** The player's sound and haptics switches (the sound and messenger above honour them). */
  readonly settings: EffectSettings;
  readonly clock: Clock;
  readonly random: Random;
  /** SHA-256 and HMAC for the roll verifier: the browser's Web Crypto. */
  readonly hashing: Hashing;
  readonly toaster: Toaster;
  /** Words for what the messenger draws (native popups, share texts), in the language shown at that moment. */
  readonly texts: Texts;
  readonly logger: Logger;
  readonly analytics: Analytics;
  readonly session: SessionStore;
  readonly cases: CasesStore;
  readonly inventory: InventoryStore;
  /** This device's record of every fair roll and the witness the rolling flows report to. */
  readonly fairPlay: FairPlay;
  /** Protects the moments where a player's value moves (swipes off, closing confirmation on). */
  readonly guard: MomentGuard;
  /**
   * The limits the player sets and the reality check, for the app's life: a chunk of
   * their own, so only screens whose route spends (navigation/routeTable.ts) read this.
   */
  readonly limits: LimitsStore;
  /** Fetches the limits' chunk (once) and says whether it is there. */
  readonly limitsAccess: Pick<LimitsAccess, 'load' | 'ready'>;
}

export const ServicesContext = createContext<AppServices | null>(null);

/** For the shell and useViewModel: a screen gets what it needs through its view-model's factory. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext.Provider>');
  return services;
}

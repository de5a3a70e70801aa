import type { i18n } from 'i18next';
import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { gateHaptics, gateSound } from '@adapters/browser/effectGates';
import { lazyWebCryptoHashing } from '@adapters/browser/lazyHashing';
import { languageFromLocale } from '@domain/model/language';
import { createI18n, loadBaseTexts } from '@ui/i18n/createI18n';
import type { AppServices } from '@ui/services';
import { CasesStore } from '@ui/stores/CasesStore';
import { EffectSettings } from '@ui/stores/EffectSettings';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { LimitsAccess } from '@ui/stores/LimitsAccess';
import { SessionStore } from '@ui/stores/SessionStore';
import { MomentGuard } from '@ui/shell/MomentGuard';
import { LazyToaster } from '@ui/toasts/LazyToaster';
import { showServerMessages } from '@ui/toasts/serverMessages';
import { coreModule } from './coreModule';
import { TOKENS } from './tokens';

export function createContainer(modeModule: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, modeModule);
  return container;
}

export type Overrides = ReadonlyArray<readonly [ServiceIdentifier<unknown>, unknown]>;

/**
 * For integration tests: the demo wiring with any binding replaced by a given value, e.g.
 * `createTestContainer(demoModule, [[TOKENS.Clock, manualClock], [TOKENS.Messenger, fakeMessenger]])`.
 */
export function createTestContainer(modeModule: ContainerModule, overrides: Overrides = []): Container {
  const container = createContainer(modeModule);
  for (const [token, value] of overrides) {
    container.unbind(token);
    container.bind(token).toConstantValue(value);
  }
  return container;
}

/**
 * The app's translations, starting in the messenger user's language until the profile says
 * otherwise: that language's texts only (the start page has preloaded their chunk).
 */
export async function createAppI18n(container: Container): Promise<i18n> {
  const language = languageFromLocale(container.get(TOKENS.Messenger).user?.languageCode);
  return createI18n(language, { [language]: await loadBaseTexts(language) });
}

/** What the screens get: ports and stores, never an adapter. */
export function resolveServices(container: Container): AppServices {
  const storage = container.get(TOKENS.Storage);
  const settings = new EffectSettings(storage);
  // Every sound and haptic call of the screens goes through the player's switches.
  const messenger = gateHaptics(container.get(TOKENS.Messenger), () => settings.haptics);
  const api = container.get(TOKENS.Api);
  const toaster = container.get(LazyToaster);
  // Server alerts and notifications become toasts from the very first answer on (for the app's life).
  showServerMessages(api, toaster);
  const clock = container.get(TOKENS.Clock);
  const guard = new MomentGuard(messenger);
  const startedAt = clock.now();
  const random = container.get(TOKENS.Random);
  const cloud = container.get(TOKENS.CloudStorage);
  // The limits' chunk and the messenger cloud's adapter are fetched together.
  const limits = new LimitsAccess(async () => {
    const [{ createLimits }, cloudStorage] = await Promise.all([import('./createLimits'), cloud().catch(() => null)]);
    return createLimits({ storage, user: messenger.user, clock, random, startedAt, busy: () => guard.held, close: () => messenger.close(), cloud: cloudStorage });
  });
  return {
    runMode: container.get(TOKENS.RunMode),
    api,
    messenger,
    storage,
    sound: gateSound(container.get(TOKENS.Sound), () => settings.sound),
    settings,
    clock,
    random,
    hashing: lazyWebCryptoHashing(),
    toaster,
    logger: container.get(TOKENS.Logger),
    analytics: container.get(TOKENS.Analytics),
    session: container.get(SessionStore),
    cases: container.get(CasesStore),
    inventory: container.get(InventoryStore),
    guard,
    limitsAccess: limits,
    get limits() {
      return limits.store;
    },
  };
}

import { ContainerModule } from 'inversify';
import { gateHaptics, gateSound } from '@adapters/browser/effectGates';
import { lazyWebCryptoHashing } from '@adapters/browser/lazyHashing';
import { createFairPlay } from '@domain/features/fairness/fairPlay';
import { textsOf } from '@ui/i18n/Texts';
import type { AppServices } from '@ui/services';
import { MomentGuard } from '@ui/navigation/MomentGuard';
import { CasesStore } from '@ui/stores/CasesStore';
import { EffectSettings } from '@ui/stores/EffectSettings';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { LimitsAccess } from '@ui/stores/LimitsAccess';
import { SessionStore } from '@ui/stores/SessionStore';
import { LazyToaster } from '@ui/toasts/LazyToaster';
import { showServerMessages } from '@ui/toasts/serverMessages';
import { TOKENS } from './tokens';

/**
 * What the screens get, built from the adapters the mode module bound: the player's effect
 * switches, the guard of the moments where value moves, the limits (their own chunk), and the
 * AppServices record the view-model factories read. Everything is a singleton of the container.
 *
 * Why the container wires everything once, rather than a hand-written resolveServices() beside it:
 * inversify is the design card's binding, and two wiring places meant two lifetimes to reason
 * about and three to four files touched per new dependency. Now an adapter is bound once in its
 * mode's module, what is built from adapters is bound here, and each screen area's composition.ts
 * picks what its view-models need from AppServices. Tests swap any binding with
 * createTestContainer(module, overrides).
 */
export const servicesModule = new ContainerModule(({ bind }) => {
  bind(EffectSettings).toResolvedValue((storage) => new EffectSettings(storage), [TOKENS.Storage]);
  bind(MomentGuard).toResolvedValue((messenger) => new MomentGuard(messenger), [TOKENS.Messenger]);
  bind(LimitsAccess).toDynamicValue((context) => {
    const storage = context.get(TOKENS.Storage);
    const messenger = context.get(TOKENS.Messenger);
    const clock = context.get(TOKENS.Clock);
    const random = context.get(TOKENS.Random);
    const cloud = context.get(TOKENS.CloudStorage);
    const guard = context.get(MomentGuard);
    const presence = context.get(TOKENS.Presence);
    // A sitting counts from the app's start, not from when the limits' chunk arrived.
    const startedAt = clock.now();
    // The limits' chunk and the messenger cloud's adapter are fetched together.
    return new LimitsAccess(async () => {
      const [{ createLimits }, cloudStorage] = await Promise.all([import('./createLimits'), cloud().catch(() => null)]);
      return createLimits({
        storage, user: messenger.user, clock, random, startedAt, busy: () => guard.held, close: () => messenger.close(), cloud: cloudStorage, presence,
      });
    });
  });
  bind(TOKENS.Services).toDynamicValue((context): AppServices => {
    const settings = context.get(EffectSettings);
    // Every sound and haptic call of the screens goes through the player's switches.
    const messenger = gateHaptics(context.get(TOKENS.Messenger), () => settings.haptics);
    const api = context.get(TOKENS.Api);
    const toaster = context.get(LazyToaster);
    // Server alerts and notifications become toasts from the very first answer on (for the app's life).
    showServerMessages(api, toaster);
    const storage = context.get(TOKENS.Storage);
    const clock = context.get(TOKENS.Clock);
    const random = context.get(TOKENS.Random);
    const runMode = context.get(TOKENS.RunMode);
    const session = context.get(SessionStore);
    const limits = context.get(LimitsAccess);
    const presence = context.get(TOKENS.Presence);
    // No sound while the app is away: what plays stops when it leaves, nothing starts until it is back.
    const sound = gateSound(context.get(TOKENS.Sound), () => settings.sound && presence.inFront);
    presence.onChange((inFront) => {
      if (!inFront) sound.stopAll();
    });
    return {
      runMode, api, messenger, storage, settings, clock, random, toaster, session, presence, sound,
      hashing: lazyWebCryptoHashing(),
      texts: textsOf(context.get(TOKENS.I18n)),
      logger: context.get(TOKENS.Logger),
      analytics: context.get(TOKENS.Analytics),
      cases: context.get(CasesStore),
      inventory: context.get(InventoryStore),
      fairPlay: createFairPlay({ api, storage, user: messenger.user, clock, random, language: () => session.language, runMode }),
      guard: context.get(MomentGuard),
      limitsAccess: limits,
      get limits() {
        return limits.store;
      },
    };
  });
});

import { prefersReducedMotion } from '@ui/components/motion';
import type { AppServices } from '@ui/services';
import { UpgraderViewModel } from './UpgraderViewModel';

/**
 * The upgrader wired. `donorId`: the case result's hand-over ("Upgrade this drop"), read once
 * when the screen opened; null starts at step 1.
 */
export function createUpgraderViewModel(services: AppServices, { donorId }: { readonly donorId: string | null }): UpgraderViewModel {
  return new UpgraderViewModel(donorId, {
    api: services.api, clock: services.clock, random: services.random, logger: services.logger, toaster: services.toaster,
    sound: services.sound, messenger: services.messenger, session: services.session, guard: services.guard,
    reducedMotion: prefersReducedMotion(), limits: services.limits, witness: services.fairPlay.witness,
  });
}

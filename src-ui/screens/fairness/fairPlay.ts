import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import type { AppServices } from '@ui/services';

/** This device's fair-play memory and the witness the rolling flows report to, for one app. */
export interface FairPlay {
  readonly memory: FairPlayMemory;
  readonly witness: RollWitness;
  /** A forced roll is the demo's developer tools; a live proof that claims one cannot be checked. */
  readonly forcedAllowed: boolean;
}

export type FairPlayServices = Pick<AppServices, 'api' | 'storage' | 'messenger' | 'random' | 'clock' | 'session' | 'runMode'>;

const made = new WeakMap<object, FairPlay>();

/**
 * The one fair-play memory and witness of the app (per storage, so tests that build their own get
 * their own): every screen that rolls or verifies reads and writes the same records, and a
 * rotation in progress is known to all of them.
 */
export function fairPlayOf(services: FairPlayServices): FairPlay {
  let fairPlay = made.get(services.storage);
  if (!fairPlay) {
    const memory = FairPlayMemory.of(services.storage, services.messenger.user, services.random);
    const witness = new RollWitness({
      memory, api: services.api, clock: services.clock, random: services.random, language: () => services.session.language,
    });
    fairPlay = { memory, witness, forcedAllowed: services.runMode === 'demo' };
    made.set(services.storage, fairPlay);
  }
  return fairPlay;
}

import type { RunMode } from '@domain/features/session/runMode';
import type { MessengerUser } from '@domain/model/user';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import type { Storage } from '@domain/ports/Storage';
import { FairPlayMemory } from './FairPlayMemory';
import { RollWitness } from './RollWitness';

/** This device's fair-play memory and the witness the rolling flows report to: one of each per app. */
export interface FairPlay {
  readonly memory: FairPlayMemory;
  readonly witness: RollWitness;
  /** A forced roll is the demo's developer tools; a live proof that claims one cannot be checked. */
  readonly forcedAllowed: boolean;
}

/**
 * The app's one fair-play memory (per messenger user) and its witness: every screen that rolls or
 * verifies reads and writes the same records, and a rotation in progress is known to all of them.
 */
export function createFairPlay(deps: {
  readonly api: Pick<Api, 'getFairness' | 'rotateFairnessSeed'>;
  readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>;
  readonly user: Pick<MessengerUser, 'id'> | null;
  readonly clock: Pick<Clock, 'now'>;
  readonly random: Random;
  /** The app's language now (names are recorded in it). */
  readonly language: () => string;
  readonly runMode: RunMode;
}): FairPlay {
  const memory = FairPlayMemory.of(deps.storage, deps.user, deps.random);
  const witness = new RollWitness({ memory, api: deps.api, clock: deps.clock, random: deps.random, language: deps.language });
  return { memory, witness, forcedAllowed: deps.runMode === 'demo' };
}

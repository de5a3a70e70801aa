import { ActivityWatch } from '@domain/features/limits/ActivityWatch';
import { deviceIdOf } from '@domain/features/limits/deviceId';
import { LimitsSync } from '@domain/features/limits/LimitsSync';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import type { Clock } from '@domain/ports/Clock';
import type { CloudStorage } from '@domain/ports/CloudStorage';
import type { MessengerUser } from '@domain/model/user';
import type { Presence } from '@domain/ports/Presence';
import type { Random } from '@domain/ports/Random';
import type { Storage } from '@domain/ports/Storage';
import { LimitsStore } from '@ui/stores/LimitsStore';

/**
 * The player's own limits, per messenger user, kept the same on all their devices through the
 * messenger's cloud (when it has one), and the reality check, which waits while a value is in
 * motion. A chunk of its own (see LimitsAccess), the cloud sync with it; `startedAt` is when the app
 * started, so a new sitting counts from there, not from when this chunk arrived. The sitting is
 * kept alive while the app is in front, which is also when the sync looks
 * at the cloud again. Resolves once the first sync is over (LimitsSync.firstSync).
 */
export async function createLimits(deps: {
  readonly storage: Storage;
  readonly user: Pick<MessengerUser, 'id'> | null;
  readonly clock: Clock;
  readonly random: Random;
  readonly startedAt: number;
  readonly busy: () => boolean;
  readonly close: () => void;
  /** The messenger's cloud storage; null when its code could not be fetched (the limits then stay on the device). */
  readonly cloud: CloudStorage | null;
  /** Whether the app is in front (the page's visibility and the messenger's word). */
  readonly presence: Presence;
}): Promise<LimitsStore> {
  const { storage, clock } = deps;
  const owner = deps.user ? String(deps.user.id) : null;
  const device = deviceIdOf(storage, deps.random);
  const { presence } = deps;
  const player = new PlayerLimits(storage, { owner, clock, startedAt: deps.startedAt, device });
  new ActivityWatch({ clock, presence, touch: () => player.touch() });
  const realityCheck = new RealityCheck({ clock, limits: player, busy: deps.busy, close: deps.close });
  const sync = deps.cloud ? new LimitsSync({ cloud: deps.cloud, storage, clock, owner, device, limits: player, presence }) : null;
  // The screens that spend are shown once the limits set on the other devices are known (2 s at most).
  await sync?.firstSync();
  return new LimitsStore(player, realityCheck, clock, sync);
}

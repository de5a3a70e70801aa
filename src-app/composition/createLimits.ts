import { BrowserPresence } from '@adapters/browser/BrowserPresence';
import { ActivityWatch } from '@domain/features/limits/ActivityWatch';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import type { Clock } from '@domain/ports/Clock';
import type { MessengerUser } from '@domain/model/user';
import type { Presence } from '@domain/ports/Presence';
import type { Storage } from '@domain/ports/Storage';
import { LimitsStore } from '@ui/stores/LimitsStore';

/**
 * The player's own limits, per messenger user, and the reality check, which waits while a value is
 * in motion. A chunk of its own (see LimitsAccess); `startedAt` is when the app started, so a new
 * sitting counts from there, not from when this chunk arrived. The sitting is kept alive while the
 * app is in front (the page's visibility).
 */
export function createLimits(deps: {
  readonly storage: Storage;
  readonly user: Pick<MessengerUser, 'id'> | null;
  readonly clock: Clock;
  readonly startedAt: number;
  readonly busy: () => boolean;
  readonly close: () => void;
  readonly presence?: Presence;
}): LimitsStore {
  const player = PlayerLimits.of(deps.storage, deps.user, deps.clock, deps.startedAt);
  new ActivityWatch({ clock: deps.clock, presence: deps.presence ?? new BrowserPresence(), touch: () => player.touch() });
  const realityCheck = new RealityCheck({ clock: deps.clock, limits: player, busy: deps.busy, close: deps.close });
  return new LimitsStore(player, realityCheck, deps.clock);
}

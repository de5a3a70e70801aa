import { makeObservable, observableRef, runInAction } from 'mobx';
import { checkSpend, type LimitCheck, type LimitReached } from '@domain/features/limits/limitCheck';
import type { LimitKind, SpendKind } from '@domain/features/limits/limitRules';
import type { LimitsSync, LimitsSyncState } from '@domain/features/limits/LimitsSync';
import type { PlayerLimits, PlayerLimitsState, Spend, SpendingGuard } from '@domain/features/limits/PlayerLimits';
import type { RealityCheck, RealityCheckState } from '@domain/features/limits/RealityCheck';
import { spentAgainst } from '@domain/features/limits/spendLedger';
import { stakeFor } from '@domain/features/limits/subjectMemory';
import type { Clock } from '@domain/ports/Clock';

/**
 * The player's limits and the reality check for the screens: both domain flows run for the app's
 * life, and their states are held here as observable references, so a view-model's getter that
 * asks `check` is recomputed whenever the answer can change (a spend, a setting, a spend dropping
 * out of its window, a waiting change applying — the limits move on by themselves at those moments).
 * It is also the guard the spending flows are given.
 */
export class LimitsStore implements SpendingGuard {
  state: PlayerLimitsState;
  reminder: RealityCheckState;
  /** Whether the limits follow the player to their other devices (the messenger's cloud), and how its sync went. */
  cloud: LimitsSyncState;

  constructor(
    readonly player: PlayerLimits,
    readonly realityCheck: RealityCheck,
    private readonly clock: Pick<Clock, 'now'>,
    sync: Pick<LimitsSync, 'state' | 'subscribe'> | null = null,
  ) {
    this.state = player.state;
    this.reminder = realityCheck.state;
    this.cloud = sync?.state ?? { available: false, syncedAt: null, failing: false };
    makeObservable(this, { state: observableRef, reminder: observableRef, cloud: observableRef });
    player.subscribe((state) => runInAction(() => {
      this.state = state;
    }));
    realityCheck.subscribe((state) => runInAction(() => {
      this.reminder = state;
    }));
    sync?.subscribe((state) => runInAction(() => {
      this.cloud = state;
    }));
  }

  /** As the domain's guard, from the observable state: a getter that asks is recomputed when the answer can change. */
  check(kind: SpendKind, amount: number, subject?: string): LimitCheck {
    return checkSpend(this.state.settings, this.state.entries, kind, stakeFor(this.state.taken, kind, amount, subject), this.clock.now());
  }

  /** Why `amount` may not be spent on `kind` now, or null when it may. */
  reached(kind: SpendKind, amount: number, subject?: string): LimitReached | null {
    const check = this.check(kind, amount, subject);
    return check.allowed ? null : check.reached;
  }

  /** What counts against `limit` now. */
  spent(limit: LimitKind): number {
    return spentAgainst(this.state.entries, limit, this.clock.now());
  }

  record(spend: Spend): void {
    this.player.record(spend);
  }
}

import { checkSpend, type LimitCheck, type LimitReached } from '@domain/features/limits/limitCheck';
import type { LimitKind, SpendKind } from '@domain/features/limits/limitRules';
import type { LimitsSync, LimitsSyncState } from '@domain/features/limits/LimitsSync';
import type { PlayerLimits, PlayerLimitsState, Spend, SpendingGuard } from '@domain/features/limits/PlayerLimits';
import type { RealityCheck, RealityCheckState } from '@domain/features/limits/RealityCheck';
import { spentAgainst } from '@domain/features/limits/spendLedger';
import { stakeFor } from '@domain/features/limits/subjectMemory';
import type { Clock } from '@domain/ports/Clock';
import type { Flow } from '@domain/shared/Flow';
import { FlowBinding } from '@ui/viewModel/FlowBinding';

const NO_CLOUD: LimitsSyncState = { available: false, syncedAt: null, failing: false };

/**
 * The player's limits and the reality check for the screens: both domain flows run for the app's
 * life, followed through the one bridge (FlowBinding.follow), so a view-model's getter that asks
 * `check` is recomputed whenever the answer can change (a spend, a setting, a spend dropping out of
 * its window, a waiting change applying — the limits move on by themselves at those moments).
 * It is also the guard the spending flows are given.
 */
export class LimitsStore implements SpendingGuard {
  private readonly limits: FlowBinding<Flow<PlayerLimitsState>>;
  private readonly reminders: FlowBinding<Flow<RealityCheckState>>;
  private readonly sync: FlowBinding<Flow<LimitsSyncState>> | null;

  constructor(
    readonly player: PlayerLimits,
    readonly realityCheck: RealityCheck,
    private readonly clock: Pick<Clock, 'now'>,
    sync: Pick<LimitsSync, 'state' | 'subscribe'> | null = null,
  ) {
    this.limits = FlowBinding.follow(player);
    this.reminders = FlowBinding.follow(realityCheck);
    this.sync = sync ? FlowBinding.follow(sync) : null;
  }

  get state(): PlayerLimitsState {
    return this.limits.state;
  }

  get reminder(): RealityCheckState {
    return this.reminders.state;
  }

  /** Whether the limits follow the player to their other devices (the messenger's cloud), and how its sync went. */
  get cloud(): LimitsSyncState {
    return this.sync?.state ?? NO_CLOUD;
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

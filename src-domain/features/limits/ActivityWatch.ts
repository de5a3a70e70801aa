import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Presence } from '@domain/ports/Presence';
import { Flow } from '@domain/shared/Flow';

/** How often the sitting's last use is renewed while the app is in front. */
export const ACTIVITY_BEAT_MS = 60_000;

/**
 * Tells the limits when the app is in use (sitting.ts: a sitting ends after 30 minutes without
 * use). While the app is in front: at once and every minute — a beat rather than a mark when it
 * leaves, because a messenger may close the app without a word. When it leaves the front: once
 * more, so the 30 minutes count from then. Nothing while it is away. Without a presence port the
 * app counts as always in front.
 */
export class ActivityWatch extends Flow<{ readonly inFront: boolean }> {
  private readonly unfollow: Cancel;

  constructor(private readonly deps: { readonly clock: Clock; readonly presence?: Presence; readonly touch: () => void }) {
    super({ inFront: deps.presence?.inFront ?? true }, deps.clock);
    this.unfollow = deps.presence?.onChange((inFront) => this.moved(inFront)) ?? (() => {});
    if (this.state.inFront) this.beat();
  }

  override dispose(): void {
    this.unfollow();
    super.dispose();
  }

  private moved(inFront: boolean): void {
    if (inFront === this.state.inFront) return;
    this.set({ inFront });
    this.cancelTimers();
    if (inFront) this.beat();
    else this.deps.touch();
  }

  private beat(): void {
    this.deps.touch();
    this.after(ACTIVITY_BEAT_MS, () => this.beat());
  }
}

import type { Cancel } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';

/**
 * The moments where a player's value is in motion (the opening's countdown, spin and hold; the
 * upgrader's countdown and spin; an open invoice): while any of them holds the guard, a vertical
 * swipe cannot collapse the app and closing it asks for confirmation. Released by the last holder
 * — also on errors and unmount, since every holder releases in its cleanup.
 */
export class MomentGuard {
  private holders = 0;

  constructor(private readonly messenger: Pick<Messenger, 'setClosingConfirmation' | 'setVerticalSwipes'>) {}

  get held(): boolean {
    return this.holders > 0;
  }

  /** Protects the app until the returned function is called (calling it twice releases once). */
  hold(): Cancel {
    if (this.holders++ === 0) {
      this.messenger.setClosingConfirmation(true);
      this.messenger.setVerticalSwipes(false);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holders === 0) {
        this.messenger.setClosingConfirmation(false);
        this.messenger.setVerticalSwipes(true);
      }
    };
  }
}

/** A view-model's hold on the guard, switched on when its moment starts and off when it ends (or unmounts). */
export class GuardSwitch {
  private release: Cancel | null = null;

  constructor(private readonly guard: Pick<MomentGuard, 'hold'>) {}

  set(on: boolean): void {
    if (on && !this.release) this.release = this.guard.hold();
    if (!on && this.release) {
      this.release();
      this.release = null;
    }
  }
}

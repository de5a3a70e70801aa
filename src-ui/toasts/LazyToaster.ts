import type { Clock } from '@domain/ports/Clock';
import type { Toast, ToastId, Toaster } from '@ui/toasts/Toaster';
import { toastDuration } from './toastDurations';
import { sameEvent, saysTheSame, updatedToast } from './toastEvents';

/** What draws toasts once its code has arrived (the notistack host). */
export interface ToastHost {
  show(toast: Toast, key: string): void;
  close(key: string): void;
}

/** A toast raised and not over: its id (given to the caller), its key on the host, since when it shows. */
interface Entry {
  readonly id: string;
  hostKey: string;
  toast: Toast;
  /** When the host showed it (or its update); null while it waits for the host. */
  shownAt: number | null;
}

/**
 * The toaster port, with the toast library left out of the first load: a toast raised before the
 * host is on screen (the first toast of the session, a 401 on the very first call) waits here,
 * asks for the host to be loaded, and shows as soon as it attaches. Ids are this toaster's own,
 * so a toast can be dismissed before and after the host exists.
 *
 * One toast per event (toastEvents.ts): a toast of an event that is still on screen (or still
 * waiting) updates that toast — the old one leaves, the new words show for a full duration —
 * and the caller gets the same id.
 */
export class LazyToaster implements Toaster {
  private host: ToastHost | null = null;
  private entries: Entry[] = [];
  private seq = 0;
  private readonly wanted = new Set<() => void>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  show(toast: Toast): ToastId {
    const now = this.clock.now();
    this.entries = this.entries.filter((entry) => this.isUp(entry, now));
    const same = this.entries.find((entry) => sameEvent(entry.toast, toast));
    if (same) {
      this.update(same, updatedToast(same.toast, toast), now);
      return same.id;
    }
    const id = `toast-${++this.seq}`;
    const entry: Entry = { id, hostKey: id, toast, shownAt: null };
    this.entries.push(entry);
    if (this.host) {
      this.present(this.host, entry, now);
    } else {
      for (const listener of [...this.wanted]) listener();
    }
    return id;
  }

  dismiss(id: ToastId): void {
    const entry = this.entries.find((e) => e.id === String(id));
    this.entries = this.entries.filter((e) => e !== entry);
    this.host?.close(entry?.hostKey ?? String(id));
  }

  /** Hears when a toast waits for a host that is not there: the UI then loads it. */
  onHostWanted(listener: () => void): () => void {
    this.wanted.add(listener);
    if (this.entries.some((entry) => entry.shownAt === null)) listener();
    return () => {
      this.wanted.delete(listener);
    };
  }

  /** The host is on screen: what waited shows, in order; later toasts go straight to it. */
  attach(host: ToastHost): () => void {
    this.host = host;
    const now = this.clock.now();
    for (const entry of this.entries) if (entry.shownAt === null) this.present(host, entry, now);
    return () => {
      if (this.host === host) this.host = null;
    };
  }

  private present(host: ToastHost, entry: Entry, now: number): void {
    entry.shownAt = now;
    host.show(entry.toast, entry.hostKey);
  }

  /** The event's toast says `toast` now; words already on screen stay as they are (no flicker). */
  private update(entry: Entry, toast: Toast, now: number): void {
    if (saysTheSame(entry.toast, toast)) return;
    entry.toast = toast;
    if (entry.shownAt === null || !this.host) return;
    this.host.close(entry.hostKey);
    entry.hostKey = `${entry.id}-${++this.seq}`;
    this.present(this.host, entry, now);
  }

  /** Waiting for the host, or on screen for less than its duration (a loading toast until dismissed). */
  private isUp(entry: Entry, now: number): boolean {
    const duration = toastDuration(entry.toast);
    return entry.shownAt === null || duration === null || now - entry.shownAt < duration;
  }
}

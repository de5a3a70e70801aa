import type { Toast, ToastId, Toaster } from '@ui/toasts/Toaster';

/** What draws toasts once its code has arrived (the notistack host). */
export interface ToastHost {
  show(toast: Toast, key: string): void;
  close(key: string): void;
}

/**
 * The toaster port, with the toast library left out of the first load: a toast raised before the
 * host is on screen (the first toast of the session, a 401 on the very first call) waits here,
 * asks for the host to be loaded, and shows as soon as it attaches. Keys are this toaster's own,
 * so a toast can be dismissed before and after the host exists.
 */
export class LazyToaster implements Toaster {
  private host: ToastHost | null = null;
  private pending: { key: string; toast: Toast }[] = [];
  private seq = 0;
  private readonly wanted = new Set<() => void>();

  show(toast: Toast): ToastId {
    const key = `toast-${++this.seq}`;
    if (this.host) {
      this.host.show(toast, key);
    } else {
      this.pending.push({ key, toast });
      for (const listener of [...this.wanted]) listener();
    }
    return key;
  }

  dismiss(id: ToastId): void {
    const key = String(id);
    this.pending = this.pending.filter((p) => p.key !== key);
    this.host?.close(key);
  }

  /** Hears when a toast waits for a host that is not there: the UI then loads it. */
  onHostWanted(listener: () => void): () => void {
    this.wanted.add(listener);
    if (this.pending.length > 0) listener();
    return () => {
      this.wanted.delete(listener);
    };
  }

  /** The host is on screen: what waited shows, in order; later toasts go straight to it. */
  attach(host: ToastHost): () => void {
    this.host = host;
    for (const { key, toast } of this.pending.splice(0)) host.show(toast, key);
    return () => {
      if (this.host === host) this.host = null;
    };
  }
}

import { closeSnackbar, enqueueSnackbar } from 'notistack';
import type { Toast, ToastId, Toaster, ToastMessage } from '../../src-domain/ports/Toaster';
import { TOAST_DURATION_MS } from './toastDurations';

/**
 * The toaster port on notistack; keys are translated at show time. Toasts raised before the
 * toast host is on screen (a 401 on the very first call) wait for it instead of vanishing.
 */
export class NotistackToaster implements Toaster {
  private hostReady = false;
  private pending: { id: string; toast: Toast }[] = [];
  private seq = 0;

  constructor(private readonly translate: (key: string, params: Readonly<Record<string, string | number>>) => string) {}

  /** Called by the toast host once mounted: shows what waited. */
  hostMounted(): () => void {
    this.hostReady = true;
    for (const { id, toast } of this.pending.splice(0)) this.enqueue(toast, id);
    return () => {
      this.hostReady = false;
    };
  }

  show(toast: Toast): ToastId {
    if (!this.hostReady) {
      const id = `pending-${++this.seq}`;
      this.pending.push({ id, toast });
      return id;
    }
    return this.enqueue(toast);
  }

  private enqueue(toast: Toast, key?: string): ToastId {
    const duration = toast.durationMs === undefined ? TOAST_DURATION_MS[toast.kind] : toast.durationMs;
    return enqueueSnackbar(this.text(toast.message), {
      variant: toast.kind,
      autoHideDuration: duration,
      persist: duration === null,
      icon: toast.icon,
      anchorOrigin: toast.placement === 'top-center'
        ? { vertical: 'top', horizontal: 'center' }
        : { vertical: 'bottom', horizontal: 'center' },
      ...(key === undefined ? {} : { key }),
    });
  }

  dismiss(id: ToastId): void {
    this.pending = this.pending.filter((p) => p.id !== id);
    closeSnackbar(id);
  }

  private text(message: ToastMessage): string {
    return 'key' in message ? this.translate(message.key, message.params ?? {}) : message.text;
  }
}

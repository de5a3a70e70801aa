import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { createElement } from 'react';
import type { Toast, ToastId, Toaster } from '@ui/toasts/Toaster';
import { TOAST_DURATION_MS } from './toastDurations';
import { ToastText } from './ToastText';

/**
 * The toaster port on notistack; keys are translated on screen, in the language shown at the
 * time (ToastText). Toasts raised before the toast host is on screen (a 401 on the very first
 * call) wait for it instead of vanishing.
 */
export class NotistackToaster implements Toaster {
  private hostReady = false;
  private pending: { id: string; toast: Toast }[] = [];
  private seq = 0;

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
    return enqueueSnackbar(createElement(ToastText, { message: toast.message }), {
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
}

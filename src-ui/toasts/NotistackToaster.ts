import { closeSnackbar, enqueueSnackbar } from 'notistack';
import type { Toast, ToastId, Toaster, ToastMessage } from '../../src-domain/ports/Toaster';
import { TOAST_DURATION_MS } from './toastDurations';

/** The toaster port on notistack; keys are translated at show time. */
export class NotistackToaster implements Toaster {
  constructor(private readonly translate: (key: string, params: Readonly<Record<string, string | number>>) => string) {}

  show(toast: Toast): ToastId {
    const duration = toast.durationMs === undefined ? TOAST_DURATION_MS[toast.kind] : toast.durationMs;
    return enqueueSnackbar(this.text(toast.message), {
      variant: toast.kind,
      autoHideDuration: duration,
      persist: duration === null,
      icon: toast.icon,
      anchorOrigin: toast.placement === 'top-center'
        ? { vertical: 'top', horizontal: 'center' }
        : { vertical: 'bottom', horizontal: 'center' },
    });
  }

  dismiss(id: ToastId): void {
    closeSnackbar(id);
  }

  private text(message: ToastMessage): string {
    return 'key' in message ? this.translate(message.key, message.params ?? {}) : message.text;
  }
}

import type { Toast, ToastKind } from '@ui/toasts/Toaster';

/** Spec §9: the toast library's defaults, kept explicit. null = until dismissed. */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  loading: null,
};

export const MAX_TOASTS = 20;
export const TOAST_MAX_WIDTH_PX = 350;

/** How long a toast stays on screen: its own duration, else its kind's (null = until dismissed). */
export function toastDuration(toast: Toast): number | null {
  return toast.durationMs === undefined ? TOAST_DURATION_MS[toast.kind] : toast.durationMs;
}

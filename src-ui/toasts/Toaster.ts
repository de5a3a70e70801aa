/** Spec §4: blank, error, success, loading, custom. */
export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/**
 * What a toast says: a translation key with parameters, or text that came from the server
 * (rendered as text, never as markup).
 */
export type ToastMessage =
  | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export interface Toast {
  readonly kind: ToastKind;
  readonly message: ToastMessage;
  /** The profile and payment areas use 3 s at top centre (spec §9); the rest bottom centre (toastPlacement.ts). */
  readonly placement?: 'bottom-center' | 'top-center';
  /** Milliseconds; absent means the kind's default; null means until dismissed. */
  readonly durationMs?: number | null;
  /** `custom` toasts carry an icon hint: the server's notifications show a bell. */
  readonly icon?: 'bell';
  /**
   * What happened, where it names the cause (a transport problem: 'connection', …): one toast per
   * event (toastEvents.ts); without it a toast is known by its kind and words.
   */
  readonly event?: string;
}

export type ToastId = string | number;

export interface Toaster {
  show(toast: Toast): ToastId;
  dismiss(id: ToastId): void;
}

/** Spec §9: the short top-centre toasts of the profile and payment areas. */
export const AREA_TOAST = { placement: 'top-center', durationMs: 3000 } as const;

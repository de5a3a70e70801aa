import { GlobalStyles } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { createElement, useEffect } from 'react';
import type { Toast } from '@ui/toasts/Toaster';
import type { LazyToaster, ToastHost } from './LazyToaster';
import { MAX_TOASTS, toastDuration } from './toastDurations';
import { ToastContent } from './ToastContent';
import { ToastText } from './ToastText';
import { TOAST_CONTAINER_CLASSES, TOAST_CONTAINER_STYLES, toastAnchor } from './toastPlacement';

const components = {
  default: ToastContent, blank: ToastContent, error: ToastContent, success: ToastContent,
  loading: ToastContent, custom: ToastContent, info: ToastContent, warning: ToastContent,
};

/** A toast as notistack shows it: its text translated on screen (ToastText), spec §9's durations, the one placement rule (toastPlacement.ts). */
export const notistackHost: ToastHost = {
  show(toast: Toast, key: string): void {
    const duration = toastDuration(toast);
    enqueueSnackbar(createElement(ToastText, { message: toast.message }), {
      key,
      variant: toast.kind,
      autoHideDuration: duration,
      persist: duration === null,
      icon: toast.icon,
      anchorOrigin: toastAnchor(toast.placement),
    });
  },
  close(key: string): void {
    closeSnackbar(key);
  },
};

/**
 * notistack configured as spec §9 says (at most 20 toasts, 350 px wide), loaded with the first
 * toast of the session; it attaches itself to the toaster once mounted.
 */
export default function NotistackHost({ toaster }: { readonly toaster: LazyToaster }) {
  useEffect(() => toaster.attach(notistackHost), [toaster]);
  return (
    <>
      <GlobalStyles styles={TOAST_CONTAINER_STYLES} />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        Components={components}
        anchorOrigin={toastAnchor(undefined)}
        autoHideDuration={4000}
        dense
        classes={TOAST_CONTAINER_CLASSES}
      />
    </>
  );
}

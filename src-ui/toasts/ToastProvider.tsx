import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { useServices } from '@ui/services';
import { NotistackToaster } from './NotistackToaster';
import { MAX_TOASTS } from './toastDurations';
import { ToastContent } from './ToastContent';

const components = {
  default: ToastContent, blank: ToastContent, error: ToastContent, success: ToastContent,
  loading: ToastContent, custom: ToastContent, info: ToastContent, warning: ToastContent,
};

/** notistack configured as spec §9 says: at most 20 toasts, 350 px wide. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toaster } = useServices();
  useEffect(() => (toaster instanceof NotistackToaster ? toaster.hostMounted() : undefined), [toaster]);
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      Components={components}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={4000}
      dense
      classes={{ containerRoot: 'app-toasts' }}
    >
      {children}
    </SnackbarProvider>
  );
}

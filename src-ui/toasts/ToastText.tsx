import { useTranslation } from 'react-i18next';
import type { ToastMessage } from '@ui/toasts/Toaster';

/**
 * A toast's words, translated while it is on screen rather than when it was raised: a toast
 * raised during an optimistic language switch that is then rolled back reads in the language the
 * player ends up with. Server text is passed through as text.
 */
export function ToastText({ message }: { readonly message: ToastMessage }) {
  const { t } = useTranslation();
  return <>{'key' in message ? t(message.key, message.params ?? {}) : message.text}</>;
}

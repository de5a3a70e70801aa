import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ui/i18n/formatNumber';
import type { ToastMessage } from '@ui/toasts/Toaster';

/**
 * A toast's words, translated while it is on screen rather than when it was raised: a toast
 * raised during an optimistic language switch that is then rolled back reads in the language the
 * player ends up with. Numbers among the parameters are shown in that language's digits too
 * ('1 250,5'), except `count`, which only picks the plural form. Server text is passed through as text.
 */
export function ToastText({ message }: { readonly message: ToastMessage }) {
  const { t, i18n } = useTranslation();
  if (!('key' in message)) return <>{message.text}</>;
  const params = Object.fromEntries(Object.entries(message.params ?? {}).map(([name, value]) => [
    name,
    typeof value === 'number' && name !== 'count' ? formatMoney(value, i18n.language) : value,
  ]));
  return <>{t(message.key, params)}</>;
}

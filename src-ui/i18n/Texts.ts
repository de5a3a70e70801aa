import type { i18n } from 'i18next';
import { formatMoney } from '@ui/i18n/formatNumber';

/**
 * Words for what the messenger draws rather than React (native popups): a view-model asks for
 * them at the moment it shows one, in the language shown at that moment.
 */
export interface Texts {
  t(key: string, params?: Readonly<Record<string, unknown>>): string;
  /** A crystal amount in the one money format. */
  money(value: number): string;
}

export function textsOf(instance: i18n): Texts {
  return {
    t: (key, params) => instance.t(key, params ?? {}),
    money: (value) => formatMoney(value, instance.language),
  };
}

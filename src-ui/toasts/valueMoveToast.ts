import { mentionsAmount } from '@domain/shared/amountInText';
import { moneyCount } from '@ui/i18n/formatNumber';
import type { Toast } from './Toaster';

/**
 * The success toast of a sale of an item worth `value` crystals, given the server's `alert` about
 * it (spec §7: an alert shows a success toast). Where the server said nothing, or only named the
 * amount the client already knows ('Продано за 37.59'), the client says it in its own words and
 * money format ('Продано за 37,59 кристалла'); a server's other words are shown as it wrote them.
 */
export function saleToast(alert: string | undefined, value: number, key: string): Toast {
  if (alert && !mentionsAmount(alert, value)) return { kind: 'success', message: { text: alert } };
  return { kind: 'success', message: { key, params: { value, count: moneyCount(value) } } };
}

/** A server's alert about a move the client has no words of its own for (a withdrawal), if it sent one. */
export function alertToast(alert: string | undefined): Toast | null {
  return alert ? { kind: 'success', message: { text: alert } } : null;
}

import type { TFunction } from 'i18next';
import { timeAgo } from '@domain/features/transactions/timeAgo';

/** The time-ago text of spec §9, with the language's plural forms (i18next `count`). */
export function timeAgoText(t: TFunction, secAgo: number): string {
  const ago = timeAgo(secAgo);
  return ago.unit === 'justNow' ? t('transactions.ago.justNow') : t(`transactions.ago.${ago.unit}`, { count: ago.count });
}

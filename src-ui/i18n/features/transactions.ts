import type { Widen } from '../en';

/** Issue 7: transaction history texts. Keys live under `transactions.`; ru must mirror en (a test checks). */
export const en = {
  transactions: {
    title: 'Transactions',
  },
} as const;

export const ru: Widen<typeof en> = {
  transactions: {
    title: 'Transactions',
  },
};

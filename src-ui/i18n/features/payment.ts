import type { Widen } from '../en';

/** Issue 7: crystal top-up texts. Keys live under `payment.`; ru must mirror en (a test checks). */
export const en = {
  payment: {
    title: 'Payment',
  },
} as const;

export const ru: Widen<typeof en> = {
  payment: {
    title: 'Payment',
  },
};

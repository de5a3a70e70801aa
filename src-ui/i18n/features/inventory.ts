import type { Widen } from '../en';

/** Issue 5: inventory screen texts. Keys live under `inventory.`; ru must mirror en (a test checks). */
export const en = {
  inventory: {
    title: 'Inventory',
  },
} as const;

export const ru: Widen<typeof en> = {
  inventory: {
    title: 'Inventory',
  },
};

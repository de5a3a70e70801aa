import type { Widen } from '../en';

/** Issue 6: upgrader texts. Keys live under `upgrader.`; ru must mirror en (a test checks). */
export const en = {
  upgrader: {
    title: 'Upgrader',
  },
} as const;

export const ru: Widen<typeof en> = {
  upgrader: {
    title: 'Upgrader',
  },
};

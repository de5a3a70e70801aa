import type { Widen } from '../en';

/** Issue 7: home, live feed, tasks and invite texts. Keys live under `home.`; ru must mirror en (a test checks). */
export const en = {
  home: {
    title: 'Home',
  },
} as const;

export const ru: Widen<typeof en> = {
  home: {
    title: 'Home',
  },
};

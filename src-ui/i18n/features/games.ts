import type { Widen } from '../en';

/** Issue 7: games hub texts. Keys live under `games.`; ru must mirror en (a test checks). */
export const en = {
  games: {
    title: 'Games',
  },
} as const;

export const ru: Widen<typeof en> = {
  games: {
    title: 'Games',
  },
};

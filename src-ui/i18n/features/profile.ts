import type { Widen } from '../en';

/** Issue 5: profile, trade link and language texts. Keys live under `profile.`; ru must mirror en (a test checks). */
export const en = {
  profile: {
    title: 'Profile',
  },
} as const;

export const ru: Widen<typeof en> = {
  profile: {
    title: 'Profile',
  },
};

import type { Language } from './language';
import type { Task } from './task';

/** The player as the server describes them (GET /api/me/). */
export interface Me {
  readonly balance: number;
  readonly lang: Language | null;
  readonly tasks: readonly Task[];
  /** Tasks the answer held that could not be read and are left out (absent when none were). */
  readonly tasksLeftOut?: number;
  readonly isFirstVisit: boolean;
  readonly refLink: string | null;
  readonly tradeLink: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
}

/** The user as the messenger reports them in its init data. */
export interface MessengerUser {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string | null;
  readonly languageCode: string | null;
  readonly photoUrl: string | null;
}

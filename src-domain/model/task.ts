import type { Language } from './language';

export type RewardFrequency = 'once' | 'daily' | 'infinity';

export interface Task {
  readonly id: string;
  readonly type: string;
  /** Per-language names; `ru` is the fallback. */
  readonly name: Readonly<Partial<Record<Language, string>>>;
  readonly bonus: number;
  readonly active: boolean;
  readonly action: string | null;
  readonly rewardFrequency: RewardFrequency;
}

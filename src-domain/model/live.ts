import type { Rarity } from './rarity';

export interface LiveWin {
  readonly img: string;
  readonly name: string;
  /** e.g. "+35%" or "-60%"; green when it starts with '+'. */
  readonly profit: string;
  /** Optional, beyond spec §7: the win's CS2 grade. */
  readonly rarity?: Rarity;
  /** Optional, beyond spec §7: what the drop is worth, in crystals. */
  readonly cost?: number;
}

export interface LiveData {
  readonly wins: readonly LiveWin[];
  readonly online: number;
}

export interface HistoryEntry {
  readonly type: string;
  readonly secAgo: number;
}

export interface History {
  readonly entries: readonly HistoryEntry[];
  readonly recentWins: readonly LiveWin[];
}

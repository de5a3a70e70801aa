import type { ItemStatus } from '@domain/model/inventory';
import type { Language } from '@domain/model/language';
import type { Storage } from '@domain/ports/Storage';
import type { DrawRecord, FairnessRecord, UpgradeDrawRecord } from './fairness';

/** Where the demo backend keeps its state (through the storage port). */
export const GAME_BACKEND_STATE_KEY = 'demo-backend-state';
export const STATE_VERSION = 2;

export type Outcome = 'win' | 'loss';
export const PAYMENT_OUTCOMES = ['paid', 'cancelled', 'failed', 'pending'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const TRADE_OUTCOMES = ['sent', 'declined', 'replaced'] as const;

export interface InventoryRecord {
  id: string;
  skinKey: string;
  cost: number;
  status: ItemStatus;
  createdAt: number;
  sendAt?: number;
  /** Decided when the item is sent: how the trade will end. */
  tradeOutcome?: (typeof TRADE_OUTCOMES)[number];
  penalty?: number;
  soldUpgrader?: boolean;
  winUpgrader?: boolean;
  changed?: boolean;
  /** How a case opening drew this item (verifiable rolls); absent for other items. */
  draw?: DrawRecord;
  /** The upgrade this item was staked in, and how it rolled; absent for other items. */
  upgrade?: UpgradeDrawRecord;
  /** The id of the item staked in the upgrade that won this one. */
  upgradeOf?: string;
}

export interface TransactionRecord {
  type: number;
  value: number;
  balance: number;
  at: number;
}

export interface PaymentRecord {
  id: string;
  packageId: string;
  crystals: number;
  stars: number;
  status: PaymentOutcome;
  createdAt: number;
}

export interface RecentWinRecord {
  skinKey: string;
  cost: number;
  /** What the case cost. */
  price: number;
  at: number;
}

export interface PlayerState {
  id: number;
  firstName: string;
  lastName: string;
  balance: number;
  lang: Language;
  firstVisit: boolean;
  tradeLink: string | null;
  inventory: InventoryRecord[];
  transactions: TransactionRecord[];
  /** Task id → when it was last completed. */
  completedTasks: Record<string, number>;
  payments: Record<string, PaymentRecord>;
  /** The last won skins, newest first. */
  recentWins: RecentWinRecord[];
  /** The player's server seed and its commitment, made on first need. */
  fairness?: FairnessRecord;
}

export interface BackendState {
  version: typeof STATE_VERSION;
  nextId: number;
  players: Record<string, PlayerState>;
}

/** Available and returned items belong to the player and can be sold, sent or upgraded. */
export function isOwned(item: InventoryRecord): boolean {
  return item.status === 'available' || item.status === 'returned';
}

export function emptyState(): BackendState {
  return { version: STATE_VERSION, nextId: 1000, players: {} };
}

export function saveState(storage: Pick<Storage, 'set'>, state: BackendState): void {
  storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(state));
}

import type { ItemStatus } from '@domain/model/inventory';
import type { Language } from '@domain/model/language';
import type { Storage } from '@domain/ports/Storage';

/** Where the demo backend keeps its state (through the storage port). */
export const GAME_BACKEND_STATE_KEY = 'demo-backend-state';
const STATE_VERSION = 2;

export type Outcome = 'win' | 'loss';
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';

export interface InventoryRecord {
  id: string;
  skinKey: string;
  cost: number;
  status: ItemStatus;
  createdAt: number;
  sendAt?: number;
  /** Decided when the item is sent: how the trade will end. */
  tradeOutcome?: 'sent' | 'declined' | 'replaced';
  penalty?: number;
  soldUpgrader?: boolean;
  winUpgrader?: boolean;
  changed?: boolean;
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
  recentWins: { skinKey: string; cost: number; price: number; at: number }[];
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

/** The stored state, or a fresh one when there is none or it is unreadable. */
export function loadState(storage: Pick<Storage, 'get'>): BackendState {
  const raw = storage.get(GAME_BACKEND_STATE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<BackendState> | null;
      if (
        parsed?.version === STATE_VERSION &&
        typeof parsed.nextId === 'number' &&
        parsed.players !== null && typeof parsed.players === 'object' && !Array.isArray(parsed.players)
      ) {
        return parsed as BackendState;
      }
    } catch {
      /* corrupted demo state: start over rather than fail */
    }
  }
  return emptyState();
}

export function saveState(storage: Pick<Storage, 'set'>, state: BackendState): void {
  storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(state));
}

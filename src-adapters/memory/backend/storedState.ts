import * as v from 'valibot';
import type { Storage } from '@domain/ports/Storage';
import {
  GAME_BACKEND_STATE_KEY, STATE_VERSION, emptyState, saveState,
  type BackendState, type InventoryRecord, type PaymentRecord, type PlayerState, type RecentWinRecord, type TransactionRecord,
} from './backendState';
import {
  ID_LIMIT, completedAtSchema, inventoryRecordSchema, paymentRecordSchema, playerFieldsSchema, recentWinRecordSchema, transactionRecordSchema,
} from './stateSchemas';

/**
 * Where the stored text is copied before a repaired or fresh state replaces it. One key, always
 * the latest copy: a timestamped key per incident would pile up in the origin's small storage
 * quota, and a full quota makes every later save fall back to memory (the demo would stop
 * remembering anything). A developer who wants an older copy keeps it before reloading.
 */
export const GAME_BACKEND_BACKUP_KEY = `${GAME_BACKEND_STATE_KEY}.backup`;

export type StoredRecordKind = 'player' | 'inventory' | 'transaction' | 'payment' | 'recentWin' | 'completedTask';

/** One stored record that failed its check and was left out. */
export interface DroppedRecord {
  /** The player's key in the stored state (its id when the player is well formed). */
  readonly player: string;
  readonly kind: StoredRecordKind;
  /** 1-based place in its list (inventory, transactions, recent wins); null for map entries and players. */
  readonly position: number | null;
  /** Key in its map (payments, completed tasks); null otherwise. */
  readonly key: string | null;
  /** The record's own id, when it has a readable one. */
  readonly id: string | null;
  /** The first field that failed (a dot path); null when the record is not an object at all. */
  readonly field: string | null;
  /** The field is absent, rather than present with a wrong value. */
  readonly missing: boolean;
}

/** Why a stored state could not be read at all: not JSON, another version, not the state's shape. */
export type UnreadableReason = 'json' | 'version' | 'shape';

export interface StoredStateReport {
  readonly dropped: readonly DroppedRecord[];
  readonly unreadable: UnreadableReason | null;
  /** Where the stored text was copied before it was replaced; null when it was kept as it was. */
  readonly backupKey: string | null;
}

export const CLEAN_REPORT: StoredStateReport = { dropped: [], unreadable: null, backupKey: null };

interface ReadState {
  readonly state: BackendState;
  readonly dropped: readonly DroppedRecord[];
  readonly unreadable: UnreadableReason | null;
}

/**
 * The stored state, checked record by record: a bad inventory item, transaction, payment, recent
 * win or completed task is left out and the rest of its player kept; a player whose own fields are
 * wrong is left out, and the next request of that user seeds a fresh one. A state that cannot be
 * read at all is replaced by a fresh one. Whenever anything is left out, the stored text is first
 * copied to GAME_BACKEND_BACKUP_KEY and the repaired state written back; the report says what
 * happened, for the developer panel.
 */
export function restoreState(storage: Storage): { state: BackendState; report: StoredStateReport } {
  const raw = storage.get(GAME_BACKEND_STATE_KEY);
  if (!raw) return { state: emptyState(), report: CLEAN_REPORT };
  const { state, dropped, unreadable } = readState(raw);
  if (!unreadable && dropped.length === 0) return { state, report: CLEAN_REPORT };
  storage.set(GAME_BACKEND_BACKUP_KEY, raw);
  saveState(storage, state);
  return { state, report: { dropped, unreadable, backupKey: GAME_BACKEND_BACKUP_KEY } };
}

/** Parses and checks stored text; never throws. */
export function readState(raw: string): ReadState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable('json');
  }
  if (!isObject(parsed)) return unreadable('shape');
  if (parsed.version !== STATE_VERSION) return unreadable(parsed.version === undefined ? 'shape' : 'version');
  if (!isObject(parsed.players)) return unreadable('shape');
  const dropped: DroppedRecord[] = [];
  const players: [string, PlayerState][] = [];
  for (const [key, value] of Object.entries(parsed.players)) {
    const player = readPlayer(key, value, dropped);
    if (player) players.push([key, player]);
  }
  // fromEntries defines keys as data, so no key (not even "__proto__") can reach a prototype.
  const state: BackendState = { version: STATE_VERSION, nextId: 0, players: Object.fromEntries(players) };
  state.nextId = nextIdAfter(state, parsed.nextId);
  return { state, dropped, unreadable: null };
}

function unreadable(reason: UnreadableReason): ReadState {
  return { state: emptyState(), dropped: [], unreadable: reason };
}

type Place = Pick<DroppedRecord, 'kind' | 'position' | 'key'>;

function readPlayer(key: string, value: unknown, dropped: DroppedRecord[]): PlayerState | null {
  const player = clip(key);
  const drop = (place: Place, record: unknown, field: string | null, missing: boolean) => {
    dropped.push({ player, ...place, id: idOf(record), field, missing });
  };
  const check = <T>(schema: v.GenericSchema<unknown, T>, place: Place, record: unknown): T | null => {
    const result = v.safeParse(schema, record);
    if (result.success) return result.output;
    const issue = result.issues[0];
    const field = v.getDotPath(issue);
    drop(place, record, field, field !== null && issue.input === undefined);
    return null;
  };
  const self: Place = { kind: 'player', position: null, key: null };
  const fields = check(playerFieldsSchema, self, value);
  if (!fields) return null;
  if (String(fields.id) !== key) {
    drop(self, value, 'id', false);
    return null;
  }
  const list = <T>(kind: StoredRecordKind, items: readonly unknown[], schema: v.GenericSchema<unknown, T>): T[] =>
    items.flatMap((item, i) => {
      const kept = check(schema, { kind, position: i + 1, key: null }, item);
      return kept === null ? [] : [kept];
    });
  const map = <T>(kind: StoredRecordKind, entries: Record<string, unknown>, schema: v.GenericSchema<unknown, T>, keyOf?: (record: T) => string) =>
    Object.fromEntries(Object.entries(entries).flatMap(([entryKey, item]): [string, T][] => {
      const place = { kind, position: null, key: clip(entryKey) };
      const kept = check(schema, place, item);
      if (kept === null) return [];
      if (keyOf && keyOf(kept) !== entryKey) {
        drop(place, item, 'id', false);
        return [];
      }
      return [[entryKey, kept]];
    }));
  const inventory: InventoryRecord[] = list('inventory', fields.inventory, inventoryRecordSchema);
  const transactions: TransactionRecord[] = list('transaction', fields.transactions, transactionRecordSchema);
  const payments: Record<string, PaymentRecord> = map('payment', fields.payments, paymentRecordSchema, (p) => p.id);
  const recentWins: RecentWinRecord[] = list('recentWin', fields.recentWins, recentWinRecordSchema);
  const completedTasks: Record<string, number> = map('completedTask', fields.completedTasks, completedAtSchema);
  const { id, firstName, lastName, balance, lang, firstVisit, tradeLink, fairness } = fields;
  const restored: PlayerState = { id, firstName, lastName, balance, lang, firstVisit, tradeLink, inventory, transactions, completedTasks, payments, recentWins };
  if (fairness) restored.fairness = fairness;
  return restored;
}

/** The stored next id, raised above every id kept (items, and the sequence part of payment ids). */
function nextIdAfter(state: BackendState, stored: unknown): number {
  let next = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored < ID_LIMIT ? stored : emptyState().nextId;
  for (const player of Object.values(state.players)) {
    for (const item of player.inventory) next = Math.max(next, Number(item.id) + 1);
    for (const paymentId of Object.keys(player.payments)) {
      const sequence = /-(\d{1,15})$/.exec(paymentId)?.[1];
      if (sequence) next = Math.max(next, Number(sequence) + 1);
    }
  }
  return next;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(record: unknown): string | null {
  const id = isObject(record) ? record.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? clip(String(id)) : null;
}

/** Keys and ids are shown to the developer; a corrupted one can be any length. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

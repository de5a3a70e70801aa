import { describe, expect, it } from 'vitest';
import { GAME_BACKEND_BACKUP_KEY, GAME_BACKEND_STATE_KEY, type PlayerState } from '@adapters/memory/backend/GameBackend';
import { DEMO_PACKAGES } from '@adapters/memory/backend/packages';
import { DEMO_TASKS } from '@adapters/memory/backend/tasks';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ManualClock } from '@adapters/memory/ManualClock';
import { makeBackend, ok, session, START_MS, user } from './backendHarness';

/** Stored state as the backend writes it, with a player of every kind of record. */
interface Stored {
  version: unknown;
  nextId: unknown;
  players: Record<string, Record<string, unknown> & { inventory: unknown[]; transactions: unknown[]; recentWins: unknown[]; payments: Record<string, unknown>; completedTasks: Record<string, unknown> }>;
}

const PLAYER = String(user('player').id);
const RICH = String(user('rich').id);

/** A storage holding what a busy session left: both players, a task, a payment, an opening. */
function busyStorage() {
  const storage = new MemoryStorage();
  const clock = new ManualClock(START_MS);
  const { backend } = makeBackend({ storage, clock });
  const player = session(backend, 'player');
  player.open('2');
  ok(player.post('/api/tasks/5/'));
  const pkg = DEMO_PACKAGES[0];
  const { payment_id: paymentId } = ok<{ payment_id: string }>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
  session(backend, 'rich').me();
  return { storage, clock, paymentId };
}

function stored(storage: MemoryStorage): Stored {
  return JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? 'null') as Stored;
}

/** Plants a changed copy of the stored state and loads a second backend from it. */
function reload(storage: MemoryStorage, clock: ManualClock, change: (state: Stored) => void) {
  const state = stored(storage);
  change(state);
  const raw = JSON.stringify(state);
  storage.set(GAME_BACKEND_STATE_KEY, raw);
  const { backend } = makeBackend({ storage, clock });
  return { backend, raw, planted: state };
}

const snapshot = (backend: ReturnType<typeof makeBackend>['backend'], id: string): PlayerState => {
  const found = backend.playerSnapshot(Number(id));
  if (!found) throw new Error(`no player ${id}`);
  return found;
};

describe('GameBackend stored state: one bad record is dropped, the rest kept', () => {
  it('drops an inventory item without a cost and keeps every other item as it was, in order', () => {
    const { storage, clock } = busyStorage();
    const before = stored(storage).players[PLAYER];
    const rich = stored(storage).players[RICH];
    const { backend, raw } = reload(storage, clock, (s) => {
      delete (s.players[PLAYER]?.inventory[2] as Record<string, unknown>).cost;
    });
    const after = snapshot(backend, PLAYER);
    expect(after.inventory).toEqual(before?.inventory.filter((_, i) => i !== 2));
    expect(after.transactions).toEqual(before?.transactions);
    expect(after.balance).toBe(before?.balance);
    expect(snapshot(backend, RICH)).toEqual(rich);
    expect(backend.storedStateReport).toEqual({
      dropped: [{ player: PLAYER, kind: 'inventory', position: 3, key: null, id: '1002', field: 'cost', missing: true }],
      unreadable: null,
      backupKey: GAME_BACKEND_BACKUP_KEY,
    });
    // The stored text is copied as it was, then the repaired state written back.
    expect(storage.get(GAME_BACKEND_BACKUP_KEY)).toBe(raw);
    expect(stored(storage).players[PLAYER]?.inventory).toEqual(after.inventory);
    // The player's inventory answers again, without the item.
    const ids = session(backend, 'player').inventory().map((i) => i.id);
    expect(ids).not.toContain('1002');
    expect(ids).toHaveLength(before?.inventory.length ? before.inventory.length - 1 : -1);
  });

  it.each([
    ['a status the API does not know', { status: 'lost' }, 'status'],
    ['a cost as text', { cost: '12.5' }, 'cost'],
    ['a negative cost', { cost: -1 }, 'cost'],
    ['an id that is no number', { id: 'abc' }, 'id'],
    ['a cost too large to print plainly', { cost: 1e21 }, 'cost'],
    ['a flag that is not a boolean', { changed: 1 }, 'changed'],
  ])('drops an inventory item with %s', (_label, patch, field) => {
    const { storage, clock } = busyStorage();
    const { backend } = reload(storage, clock, (s) => Object.assign(s.players[PLAYER]?.inventory[0] as object, patch));
    expect(backend.storedStateReport.dropped).toEqual([expect.objectContaining({ kind: 'inventory', position: 1, field, missing: false })]);
    expect(snapshot(backend, PLAYER).inventory.map((i) => i.id)).not.toContain('1000');
  });

  it('drops a transaction with a value as text and keeps the others', () => {
    const { storage, clock } = busyStorage();
    const before = stored(storage).players[PLAYER]?.transactions ?? [];
    const { backend } = reload(storage, clock, (s) => {
      (s.players[PLAYER]?.transactions[4] as Record<string, unknown>).value = '+12';
    });
    expect(snapshot(backend, PLAYER).transactions).toEqual(before.filter((_, i) => i !== 4));
    expect(backend.storedStateReport.dropped).toEqual([{ player: PLAYER, kind: 'transaction', position: 5, key: null, id: null, field: 'value', missing: false }]);
    expect(session(backend, 'player').transactions('?limit=100')).toHaveLength(before.length - 1);
  });

  it('drops a payment with an unknown status, or stored under another id, and keeps the good one', () => {
    const { storage, clock, paymentId } = busyStorage();
    const { backend } = reload(storage, clock, (s) => {
      const payments = s.players[PLAYER]?.payments ?? {};
      const good = payments[paymentId] as Record<string, unknown>;
      payments[`${PLAYER}-9000`] = { ...good, id: `${PLAYER}-9000`, status: 'refunded' };
      payments[`${PLAYER}-9001`] = { ...good, id: 'someone-else' };
    });
    expect(Object.keys(snapshot(backend, PLAYER).payments)).toEqual([paymentId]);
    expect(backend.storedStateReport.dropped).toEqual([
      { player: PLAYER, kind: 'payment', position: null, key: `${PLAYER}-9000`, id: `${PLAYER}-9000`, field: 'status', missing: false },
      { player: PLAYER, kind: 'payment', position: null, key: `${PLAYER}-9001`, id: 'someone-else', field: 'id', missing: false },
    ]);
    expect(ok<{ status: string }>(session(backend, 'player').get(`/api/payment/status/${paymentId}/`)).status).toBe('pending');
  });

  it('drops a recent win and a completed task that are not records, and keeps the rest', () => {
    const { storage, clock } = busyStorage();
    const before = stored(storage).players[PLAYER];
    const { backend } = reload(storage, clock, (s) => {
      s.players[PLAYER]?.recentWins.push(null);
      Object.assign(s.players[PLAYER]?.completedTasks ?? {}, { 3: 'yesterday' });
    });
    const after = snapshot(backend, PLAYER);
    expect(after.recentWins).toEqual(before?.recentWins);
    expect(after.completedTasks).toEqual(before?.completedTasks);
    expect(backend.storedStateReport.dropped).toEqual([
      { player: PLAYER, kind: 'recentWin', position: 3, key: null, id: null, field: null, missing: false },
      { player: PLAYER, kind: 'completedTask', position: null, key: '3', id: null, field: null, missing: false },
    ]);
  });

  it.each([
    ['a balance as text', (p: Record<string, unknown>) => { p.balance = '1250'; }, 'balance'],
    ['a language the app does not speak', (p: Record<string, unknown>) => { p.lang = 'de'; }, 'lang'],
    ['no inventory list', (p: Record<string, unknown>) => { delete p.inventory; }, 'inventory'],
    ['payments as a list', (p: Record<string, unknown>) => { p.payments = []; }, 'payments'],
    ['another id than its key', (p: Record<string, unknown>) => { p.id = 700000023; }, 'id'],
  ])('replaces a player with %s by a fresh seeded one, keeping the other players', (_label, change, field) => {
    const { storage, clock } = busyStorage();
    const rich = stored(storage).players[RICH];
    const { backend, planted } = reload(storage, clock, (s) => change(s.players[PLAYER] as Record<string, unknown>));
    expect(backend.storedStateReport.dropped).toEqual([expect.objectContaining({ player: PLAYER, kind: 'player', field })]);
    expect(backend.playerSnapshot(user('player').id)).toBeNull();
    expect(snapshot(backend, RICH)).toEqual(rich);
    // The next request seeds the player again, with ids no kept record has.
    const fresh = session(backend, 'player');
    expect(fresh.balance()).toBe(1250);
    const keptIds = (rich?.inventory as { id: string }[]).map((i) => Number(i.id));
    const freshIds = fresh.state().inventory.map((i) => Number(i.id));
    expect(Math.min(...freshIds)).toBeGreaterThanOrEqual(Number(planted.nextId));
    expect(freshIds.filter((id) => keptIds.includes(id))).toEqual([]);
  });

  it('tolerates unknown fields on the state, players and records: nothing dropped, nothing backed up', () => {
    const { storage, clock } = busyStorage();
    const before = stored(storage);
    const { backend } = reload(storage, clock, (s) => {
      Object.assign(s, { savedBy: 'a newer build' });
      const player = s.players[PLAYER] as Record<string, unknown> & Stored['players'][string];
      player.avatar = 'x.png';
      Object.assign(player.inventory[0] as object, { rarity: 'covert' });
      Object.assign(player.transactions[0] as object, { note: 'hi' });
      Object.assign(Object.values(player.payments)[0] as object, { provider: 'stars' });
    });
    expect(backend.storedStateReport).toEqual({ dropped: [], unreadable: null, backupKey: null });
    expect(storage.get(GAME_BACKEND_BACKUP_KEY)).toBeNull();
    expect(snapshot(backend, PLAYER)).toEqual(before.players[PLAYER]);
  });

  it('raises the next id above every kept item and payment id', () => {
    const { storage, clock, paymentId } = busyStorage();
    const { backend } = reload(storage, clock, (s) => {
      s.nextId = 5;
      (s.players[RICH]?.inventory[0] as Record<string, unknown>).id = '4000';
      const payments = s.players[PLAYER]?.payments ?? {};
      payments[`${PLAYER}-4500`] = { ...(payments[paymentId] as object), id: `${PLAYER}-4500` };
    });
    const opened = session(backend, 'rich').open('2').opened_item.inventory_id;
    expect(Number(opened)).toBe(4501);
  });

  it('works the next id out of the kept records when it is missing', () => {
    const { storage, clock } = busyStorage();
    const highest = Math.max(...Object.values(stored(storage).players).flatMap((p) => (p.inventory as { id: string }[]).map((i) => Number(i.id))));
    const { backend } = reload(storage, clock, (s) => {
      delete s.nextId;
    });
    expect(Number(session(backend, 'rich').open('2').opened_item.inventory_id)).toBeGreaterThan(highest);
  });

  it('keeps a map key such as "__proto__" as plain data, never as a prototype', () => {
    const { storage, clock } = busyStorage();
    const raw = JSON.stringify(stored(storage)).replace('"completedTasks":{', '"completedTasks":{"__proto__":1700000000000,');
    storage.set(GAME_BACKEND_STATE_KEY, raw);
    const { backend } = makeBackend({ storage, clock });
    expect(backend.storedStateReport.dropped).toEqual([]);
    const tasks = snapshot(backend, PLAYER).completedTasks;
    expect(Object.keys(tasks)).toContain('__proto__');
    expect(Object.getPrototypeOf(tasks)).toBe(Object.prototype);
    expect(session(backend, 'player').me().tasks).toHaveLength(DEMO_TASKS.length);
  });
});

describe('GameBackend stored state that cannot be read', () => {
  it.each([
    ['not JSON', '{"version":2,"players":{', 'json'],
    ['an older version', JSON.stringify({ version: 1, nextId: 5000, players: {} }), 'version'],
    ['no version', JSON.stringify({ nextId: 5000, players: {} }), 'shape'],
    ['a number', '42', 'shape'],
    ['players as a list', JSON.stringify({ version: 2, nextId: 5000, players: [] }), 'shape'],
  ])('backs up %s before starting over, and says so', (_label, raw, reason) => {
    const storage = new MemoryStorage();
    storage.set(GAME_BACKEND_STATE_KEY, raw);
    const { backend } = makeBackend({ storage });
    expect(backend.storedStateReport).toEqual({ dropped: [], unreadable: reason, backupKey: GAME_BACKEND_BACKUP_KEY });
    expect(storage.get(GAME_BACKEND_BACKUP_KEY)).toBe(raw);
    expect(stored(storage)).toEqual({ version: 2, nextId: 1000, players: {} });
    expect(session(backend, 'player').balance()).toBe(1250);
  });

  it('reports nothing and backs nothing up when there is no stored state, or a good one', () => {
    const { storage, clock } = busyStorage();
    const raw = storage.get(GAME_BACKEND_STATE_KEY);
    expect(makeBackend({ storage, clock }).backend.storedStateReport).toEqual({ dropped: [], unreadable: null, backupKey: null });
    expect(storage.get(GAME_BACKEND_STATE_KEY)).toBe(raw);
    expect(storage.get(GAME_BACKEND_BACKUP_KEY)).toBeNull();
    expect(makeBackend().backend.storedStateReport.backupKey).toBeNull();
  });

  it('forgets the report on reset', () => {
    const storage = new MemoryStorage();
    storage.set(GAME_BACKEND_STATE_KEY, 'oops');
    const { backend } = makeBackend({ storage });
    backend.reset();
    expect(backend.storedStateReport).toEqual({ dropped: [], unreadable: null, backupKey: null });
  });
});

import { expect } from 'vitest';
import type { HttpRequest, HttpResponse } from '@adapters/api/HttpTransport';
import { GameBackend, seededSecretBytes } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS, mockInitData, type MockUser } from '@adapters/memory/backend/mockUsers';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import type { Random } from '@domain/ports/Random';

/** Shared set-up for the GameBackend tests: a backend on a manual clock, and HTTP-shaped calls. */

export const AUTH_DATE = 1_700_000_000;
export const START_MS = AUTH_DATE * 1000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export function user(key: string): MockUser {
  const found = MOCK_USERS.find((u) => u.key === key);
  if (!found) throw new Error(`no mock user ${key}`);
  return found;
}

export interface BackendOptions {
  readonly storage?: MemoryStorage;
  readonly clock?: ManualClock;
  readonly seed?: number;
  readonly random?: Random;
}

export function makeBackend(options: BackendOptions = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const clock = options.clock ?? new ManualClock(START_MS);
  const random = options.random ?? seededRandom(options.seed ?? 1);
  // Server seeds from the same seed: twin backends draw alike (a real server's come from its CSPRNG).
  const backend = new GameBackend({ storage, clock, random, secretBytes: seededSecretBytes(options.seed ?? 1) });
  return { backend, storage, clock };
}

/** A random source that answers the given rolls in order, then `rest`. */
export function scriptedRandom(rolls: readonly number[], rest = 0.5): Random {
  const queue = [...rolls];
  return () => queue.shift() ?? rest;
}

export const authHeader = (initData: string): Record<string, string> => ({ Authorization: `tma ${initData}` });
export const asUser = (u: MockUser): Record<string, string> => authHeader(mockInitData(u, AUTH_DATE));
export const initDataFor = (fields: Record<string, unknown>) =>
  new URLSearchParams({ user: JSON.stringify(fields), auth_date: String(AUTH_DATE), hash: 'x' }).toString();

export const get = (path: string, headers: Record<string, string>): HttpRequest => ({ method: 'GET', path, headers });
export const post = (path: string, headers: Record<string, string>, body?: string): HttpRequest => ({
  method: 'POST',
  path,
  headers,
  ...(body === undefined ? {} : { body }),
});
export const postForm = (path: string, headers: Record<string, string>, form: Record<string, string>): HttpRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(form).toString(),
});
export const postJson = (path: string, headers: Record<string, string>, json: unknown): HttpRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(json),
});

/** The body of a 200 answer. */
export function body(response: HttpResponse): Record<string, unknown> {
  expect(response.status).toBe(200);
  return response.body as Record<string, unknown>;
}

/** The body of a 200 answer that is not a refusal. */
export function ok<T>(response: HttpResponse): T {
  expect(response.status).toBe(200);
  expect(response.body).not.toHaveProperty('error');
  return response.body as T;
}

/** The message of a refusal: 200 with `{ error }` and nothing else. */
export function refused(response: HttpResponse): string {
  expect(response.status).toBe(200);
  const answer = response.body as { error?: unknown };
  expect(Object.keys(answer)).toEqual(['error']);
  expect(typeof answer.error).toBe('string');
  return answer.error as string;
}

export function me(backend: GameBackend, headers: Record<string, string>): Record<string, unknown> {
  return body(backend.handle(get('/api/me/', headers))).me as Record<string, unknown>;
}

// ---- wire shapes, as the backend answers them ----

export interface WireTask {
  id: string;
  type: string;
  name: { ru: string; en?: string };
  bonus: number;
  active: boolean;
  action: string | null;
  reward_frequency: string;
}

export interface WireMe {
  balance: number;
  lang: string;
  tasks: WireTask[];
  is_first_visit: boolean;
  ref_link: string;
  tradelink: string | null;
  firstname: string;
  lastname: string;
  ava: string | null;
}

export interface WireCaseSummary {
  id: string;
  name: string;
  price: number;
  img: string;
  desc: string;
  category: string;
}

export interface WireSkin {
  name: string;
  img: string;
  price: number;
}

export interface WireOpening {
  opened_item: {
    win: { id: string; name: string; img: string; cost: number; profit: string };
    inventory_id: string;
  };
  balance: number;
}

export interface WireInventoryItem {
  id: string;
  status: string;
  win: {
    name: string | null;
    img: string | null;
    cost: number;
    penalty: number | null;
    sold_upgrader: 0 | 1;
    win_upgrader: 0 | 1;
    changed: 0 | 1;
  };
}

export interface WireUpgraderItem {
  id: string;
  name: string;
  img: string;
  cost: string;
}

export interface WireTransaction {
  type: string;
  value: string;
  balance: string;
  sec_ago: number;
}

export interface WireLiveWin {
  img: string;
  name: string;
  profit: string;
}

/** One mock user's view of a backend: HTTP-shaped calls with its init data. */
export function session(backend: GameBackend, key: string | MockUser) {
  const mock = typeof key === 'string' ? user(key) : key;
  const headers = asUser(mock);
  return {
    mock,
    headers,
    get: (path: string) => backend.handle(get(path, headers)),
    post: (path: string, text?: string) => backend.handle(post(path, headers, text)),
    postForm: (path: string, form: Record<string, string>) => backend.handle(postForm(path, headers, form)),
    postJson: (path: string, json: unknown) => backend.handle(postJson(path, headers, json)),
    me: () => ok<{ me: WireMe }>(backend.handle(get('/api/me/', headers))).me,
    balance: () => ok<{ me: WireMe }>(backend.handle(get('/api/me/', headers))).me.balance,
    inventory: () => ok<{ inventory: WireInventoryItem[] }>(backend.handle(get('/api/inventory/', headers))).inventory,
    item: (id: string) => ok<{ item: WireInventoryItem }>(backend.handle(get(`/api/inventory/${id}/`, headers))).item,
    open: (caseId: string) => ok<WireOpening>(backend.handle(post(`/api/case/${caseId}/open/`, headers))),
    transactions: (query = '') =>
      ok<{ transactions: WireTransaction[] }>(backend.handle(get(`/api/user/transactions/${query}`, headers))).transactions,
    /** The player's state straight from the backend (a first call to /api/me/ creates the player). */
    state: () => {
      if (!backend.playerSnapshot(mock.id)) backend.handle(get('/api/me/', headers));
      const snapshot = backend.playerSnapshot(mock.id);
      if (!snapshot) throw new Error(`player ${mock.key} was not created`);
      return snapshot;
    },
  };
}

export type Session = ReturnType<typeof session>;

/** Rounds to cents, as the backend keeps balances. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/** A signed wire value such as '+12.4' or '-25' as a number. */
export function signedValue(text: string): number {
  expect(text).toMatch(/^[+-]\d+(\.\d+)?$/);
  return Number(text);
}

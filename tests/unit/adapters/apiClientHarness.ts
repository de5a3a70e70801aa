import { vi } from 'vitest';
import { ApiClient, type ApiClientDeps } from '@adapters/api/ApiClient';
import type { HttpRequest, HttpResponse, HttpTransport } from '@adapters/api/HttpTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import type { ApiError } from '@domain/shared/ApiError';
import type { ServerEvent } from '@domain/ports/Api';
import { deferred, type Deferred } from '../../support/async';
import '../../support/loadedCalls';

export const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A700000012%7D&auth_date=1700000000&hash=abc';

/** One scripted answer: a response, or an error the transport throws. */
export type Script = HttpResponse | { readonly throws: unknown } | ((request: HttpRequest) => HttpResponse);

/** A transport that records every request and answers from a script (the last entry repeats). */
export class FakeTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  private readonly script: Script[] = [];

  reply(...answers: Script[]): this {
    this.script.push(...answers);
    return this;
  }

  send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const next = this.script.length > 1 ? this.script.shift() : this.script[0];
    if (next === undefined) return Promise.resolve({ status: 200, body: {} });
    if (typeof next === 'function') return Promise.resolve(next(request));
    if ('throws' in next) return Promise.reject(next.throws);
    return Promise.resolve(next);
  }

  get last(): HttpRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  }
}

/** A transport whose every answer the test releases by hand, in any order. */
export class HeldTransport implements HttpTransport {
  readonly held: { request: HttpRequest; answer: Deferred<HttpResponse> }[] = [];

  send(request: HttpRequest): Promise<HttpResponse> {
    const answer = deferred<HttpResponse>();
    this.held.push({ request, answer });
    return answer.promise;
  }

  /** Answers the request to `path` (the oldest one still held). */
  answer(path: string, response: HttpResponse): void {
    const index = this.held.findIndex((h) => h.request.path === path);
    if (index < 0) throw new Error(`no request to ${path} is held`);
    const [held] = this.held.splice(index, 1);
    held?.answer.resolve(response);
  }
}

export const ok = (body: unknown): HttpResponse => ({ status: 200, body });
export const status = (code: number, body: unknown = { detail: 'x' }): HttpResponse => ({ status: code, body });

export function makeClient(overrides: Partial<ApiClientDeps> = {}, initData = INIT_DATA) {
  const transport = new FakeTransport();
  const clock = new ManualClock(1_000_000);
  const reporter = { report: vi.fn<(error: ApiError) => void>(), recovered: vi.fn<() => void>() };
  const logger = { error: vi.fn<(message: string, cause?: unknown) => void>(), warn: vi.fn<(message: string, detail?: unknown) => void>() };
  const client = new ApiClient({
    transport,
    initData: () => initData,
    requireInitData: true,
    reporter,
    logger,
    clock,
    ...overrides,
  });
  const events: ServerEvent[] = [];
  // What the answers carried for the stores ('answered' only marks that a call got through).
  client.events.subscribe((event) => {
    if (event.type !== 'answered') events.push(event);
  });
  return { client, transport, clock, reporter, logger, events };
}

/** Settles a promise into a value or the thrown error, so that rejections are never unhandled. */
export function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/** Awaits a promise that must reject and returns its error. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  const result = await settle(promise);
  if (result.ok) throw new Error(`expected a rejection, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** Lets pending promise callbacks run (no time passes). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Wire fixtures. */
export const wire = {
  me: (overrides: Record<string, unknown> = {}) => ({
    balance: '1250',
    lang: 'en',
    tasks: [],
    is_first_visit: 0,
    ref_link: 'https://t.me/bot?start=ref1',
    tradelink: null,
    firstname: 'Alex',
    lastname: 'Frost',
    ava: null,
    ...overrides,
  }),
  task: (overrides: Record<string, unknown> = {}) => ({
    id: 5,
    type: 'invite',
    name: { ru: 'Пригласи друга', en: 'Invite a friend' },
    bonus: '500',
    active: 1,
    action: 'https://t.me/channel',
    reward_frequency: 'infinity',
    ...overrides,
  }),
  caseSummary: (overrides: Record<string, unknown> = {}) => ({
    id: 7,
    name: 'Blue Case',
    price: '99.5',
    img: '/img/blue.png',
    desc: 'Blue things',
    category: '["Popular","Cheap"]',
    ...overrides,
  }),
  skin: (overrides: Record<string, unknown> = {}) => ({ name: 'AK-47 | Redline', img: '/img/ak.png', price: '12.5', ...overrides }),
  inventoryItem: (overrides: Record<string, unknown> = {}) => ({
    id: 3,
    status: 'available',
    win: { name: 'AK-47 | Redline', img: '/img/ak.png', cost: '12.5', penalty: null, sold_upgrader: 0, win_upgrader: '1', changed: false },
    ...overrides,
  }),
  upgraderItem: (overrides: Record<string, unknown> = {}) => ({ id: 11, name: 'AWP | Asiimov', img: '/img/awp.png', cost: '45.75', ...overrides }),
  transaction: (overrides: Record<string, unknown> = {}) => ({ type: '3', value: '-100', balance: '1150', sec_ago: '60', ...overrides }),
  liveWin: (overrides: Record<string, unknown> = {}) => ({ img: '/img/w.png', name: 'Glock | Fade', profit: '+12%', ...overrides }),
  package: (overrides: Record<string, unknown> = {}) => ({ id: 4, crystals: '500', stars: 250, popular: 1, ...overrides }),
};

import { lookup as dnsLookup } from 'node:dns';
import { ApiClient } from '@adapters/api/ApiClient';
import type { HttpRequest, HttpTransport } from '@adapters/api/HttpTransport';
import { SystemClock } from '@adapters/browser/SystemClock';
import { AxiosTransport } from '@adapters/http/AxiosTransport';
import { GameBackend, type ServedResponse } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS, mockInitData, type MockUser } from '@adapters/memory/backend/mockUsers';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import type { ApiError } from '@domain/shared/ApiError';
import type { ServerEvent } from '@domain/ports/Api';
import { apiBaseUrl } from '@domain/features/session/apiHost';
import { startLoopbackApi, type LoopbackApi } from '../support/loopbackApi';
import { signInitData } from '../support/telegramInitData';

/** What the contract cases see of a request, whichever side served it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Only over HTTP: the Host header (the shard). */
  readonly host: string | null;
}

export interface Session {
  readonly client: ApiClient;
  readonly user: MockUser;
  readonly reported: ApiError[];
  readonly logged: { message: string; cause: unknown }[];
  readonly events: ServerEvent[];
}

export interface SessionOptions {
  readonly user?: MockUser | { id: number; first_name: string; language_code?: string };
  /** Init data the server must refuse (bad signature or garbage). */
  readonly badInitData?: boolean;
  /** No init data at all, with the live rule that refuses to send without it. */
  readonly noInitData?: boolean;
}

/** One side of the API port: the in-memory backend directly, or axios over real HTTP. */
export interface ContractTarget {
  readonly name: string;
  readonly backend: GameBackend;
  readonly requests: SeenRequest[];
  resetRequests(): void;
  session(options?: SessionOptions): Session;
  close(): Promise<void>;
}

const RETRY_BASE_MS = 2;

function asMockUser(user: SessionOptions['user']): MockUser {
  if (!user) return MOCK_USERS.find((u) => u.key === 'player') as MockUser;
  if ('key' in user) return user;
  return {
    key: `custom-${user.id}`, id: user.id, firstName: user.first_name, lastName: '', username: '', languageCode: user.language_code ?? 'en',
    seed: { balance: 0, firstVisit: true, lang: 'en', tradeLink: null },
  };
}

function makeSession(transport: HttpTransport, initData: string, requireInitData: boolean, user: MockUser): Session {
  const reported: ApiError[] = [];
  const logged: { message: string; cause: unknown }[] = [];
  const events: ServerEvent[] = [];
  const client = new ApiClient({
    transport,
    initData: () => initData,
    requireInitData,
    reporter: { report: (error) => reported.push(error), recovered: () => {} },
    logger: { error: (message, cause) => logged.push({ message, cause }), warn: () => {} },
    clock: new SystemClock(),
    retryBaseDelayMs: RETRY_BASE_MS,
  });
  client.events.subscribe((event) => {
    if (event.type !== 'answered') events.push(event);
  });
  return { client, user, reported, logged, events };
}

function initDataFor(user: MockUser, options: SessionOptions, signed: boolean): string {
  if (options.noInitData) return '';
  const authDate = Math.floor(Date.now() / 1000);
  if (options.badInitData) {
    return signed
      ? signInitData({ id: user.id, first_name: user.firstName }, authDate, '999:wrong-bot-token')
      : 'user=not-json&auth_date=1&hash=x';
  }
  return signed
    ? signInitData({ id: user.id, first_name: user.firstName, last_name: user.lastName, username: user.username, language_code: user.languageCode }, authDate)
    : mockInitData(user, authDate);
}

function newBackend(): GameBackend {
  return new GameBackend({ storage: new MemoryStorage(), clock: new SystemClock(), random: seededRandom(11) });
}

/** (a) The in-memory backend, reached through the transport the demo uses. */
export function inMemoryTarget(): ContractTarget {
  const backend = newBackend();
  const requests: SeenRequest[] = [];
  const serve = backend.serve.bind(backend);
  backend.serve = (request: HttpRequest): ServedResponse => {
    requests.push({
      method: request.method,
      path: request.path,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
      body: request.body ?? '',
      host: null,
    });
    return serve(request);
  };
  const transport = new InMemoryTransport(backend, new SystemClock());
  return {
    name: 'in-memory backend',
    backend,
    requests,
    resetRequests: () => {
      requests.length = 0;
    },
    session: (options = {}) => {
      const user = asMockUser(options.user);
      return makeSession(transport, initDataFor(user, options, false), options.noInitData ?? false, user);
    },
    close: async () => {},
  };
}

/** Node cannot resolve *.localhost; Chromium can. Tests resolve it to loopback themselves. */
const localhostLookup = ((hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
  if (hostname.endsWith('.localhost')) {
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options as never, callback as never);
}) as never;

/** (b) The axios adapter over real HTTP to a loopback server that checks Telegram's signature. */
export async function httpTarget(): Promise<ContractTarget> {
  const api: LoopbackApi = await startLoopbackApi(0);
  const template = `http://api{shard}.localhost:${api.port}`;
  return {
    name: 'axios over HTTP',
    backend: api.backend,
    get requests(): SeenRequest[] {
      return api.requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body, host: r.host }));
    },
    resetRequests: () => {
      api.requests.length = 0;
    },
    session: (options = {}) => {
      const user = asMockUser(options.user);
      const transport = new AxiosTransport(() => apiBaseUrl(template, user.id), { timeoutMs: 5000, extra: { adapter: 'http', lookup: localhostLookup } });
      return makeSession(transport, initDataFor(user, options, true), options.noInitData ?? false, user);
    },
    close: () => api.close(),
  };
}

export const TARGETS: readonly { readonly name: string; readonly create: () => Promise<ContractTarget> }[] = [
  { name: 'in-memory backend', create: async () => inMemoryTarget() },
  { name: 'axios over HTTP', create: httpTarget },
];

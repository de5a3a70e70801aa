import type { Language } from '../../../src-domain/model/language';
import { parseLanguage } from '../../../src-domain/model/language';
import type { Clock } from '../../../src-domain/ports/Clock';
import type { Random } from '../../../src-domain/ports/Random';
import type { Storage } from '../../../src-domain/ports/Storage';
import { initDataFromHeader, INIT_DATA_HEADER, type HttpRequest, type HttpResponse } from '../../api/HttpTransport';
import { MOCK_USERS, type MockUser } from './mockUsers';

/** A player's state in the demo backend. */
export interface PlayerState {
  id: number;
  firstName: string;
  lastName: string;
  balance: number;
  lang: Language;
  firstVisit: boolean;
  tradeLink: string | null;
}

interface BackendState {
  version: 1;
  players: Record<string, PlayerState>;
}

type Handler = (ctx: { player: PlayerState; params: string[]; request: HttpRequest }) => HttpResponse;

export const GAME_BACKEND_STATE_KEY = 'demo-backend-state';
const TRADE_LINK_PREFIX = 'https://steamcommunity.com/tradeoffer/new/?partner=';

/**
 * The demo's game server: answers the same HTTP contract as the real API, in memory, with its
 * state kept through the storage port so that a reload loses nothing.
 */
export class GameBackend {
  private state: BackendState;
  private readonly routes: { method: string; pattern: RegExp; handler: Handler }[] = [];

  constructor(private readonly deps: { storage: Storage; clock: Clock; random: Random; users?: readonly MockUser[] }) {
    this.state = this.load();
    this.route('GET', /^\/api\/me\/$/, ({ player }) => ok({ me: this.me(player) }));
    this.route('POST', /^\/api\/lang\/$/, ({ player, request }) => {
      const lang = parseLanguage(new URLSearchParams(request.body ?? '').get('lang'));
      if (!lang) return ok({ lang: { result: false } });
      player.lang = lang;
      this.save();
      return ok({ lang: { result: true }, me: this.me(player) });
    });
    this.route('POST', /^\/api\/tradelink\/$/, ({ player, request }) => {
      const link = new URLSearchParams(request.body ?? '').get('tradelink') ?? '';
      if (!link.startsWith(TRADE_LINK_PREFIX)) return ok({ tradelink: { result: false } });
      const takenByPlayer = Object.values(this.state.players).some((p) => p.id !== player.id && p.tradeLink === link);
      // Mock users hold their seed links even before their first visit.
      const takenBySeed = (this.deps.users ?? MOCK_USERS).some(
        (u) => u.id !== player.id && !this.state.players[String(u.id)] && u.seed.tradeLink === link,
      );
      const taken = takenByPlayer || takenBySeed;
      if (taken) return ok({ error: 'error not uniq tradelink' });
      player.tradeLink = link;
      this.save();
      return ok({ tradelink: { result: true }, me: this.me(player) });
    });
  }

  /** Answers one request like the real server would. */
  handle(request: HttpRequest): HttpResponse {
    const player = this.playerFor(request);
    if (!player) return { status: 401, body: { detail: 'invalid init data' } };
    const [path] = request.path.split('?') as [string];
    for (const route of this.routes) {
      const match = route.method === request.method ? route.pattern.exec(path) : null;
      if (match) return route.handler({ player, params: match.slice(1).map(decodeURIComponent), request });
    }
    return { status: 404, body: { detail: 'not found' } };
  }

  /** Forgets everything: every mock user starts over. */
  reset(): void {
    this.state = { version: 1, players: {} };
    this.deps.storage.remove(GAME_BACKEND_STATE_KEY);
  }

  private route(method: string, pattern: RegExp, handler: Handler): void {
    this.routes.push({ method, pattern, handler });
  }

  private playerFor(request: HttpRequest): PlayerState | null {
    const initData = initDataFromHeader(request.headers[INIT_DATA_HEADER]);
    if (!initData) return null;
    let user: { id?: unknown; first_name?: unknown; last_name?: unknown };
    try {
      user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as typeof user;
    } catch {
      return null;
    }
    if (!user || typeof user.id !== 'number') return null;
    const key = String(user.id);
    let player = this.state.players[key];
    if (!player) {
      const mock = (this.deps.users ?? MOCK_USERS).find((u) => u.id === user.id);
      player = {
        id: user.id,
        firstName: typeof user.first_name === 'string' ? user.first_name : '',
        lastName: typeof user.last_name === 'string' ? user.last_name : '',
        balance: mock?.seed.balance ?? 0,
        lang: mock?.seed.lang ?? 'en',
        firstVisit: mock?.seed.firstVisit ?? true,
        tradeLink: mock?.seed.tradeLink ?? null,
      };
      this.state.players[key] = player;
      this.save();
    }
    return player;
  }

  private me(player: PlayerState) {
    return {
      balance: player.balance,
      lang: player.lang,
      tasks: [],
      is_first_visit: player.firstVisit,
      ref_link: `https://t.me/cs2cases_bot?start=ref${player.id}`,
      tradelink: player.tradeLink,
      firstname: player.firstName,
      lastname: player.lastName,
      ava: null,
    };
  }

  private load(): BackendState {
    const raw = this.deps.storage.get(GAME_BACKEND_STATE_KEY);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as BackendState;
        if (parsed?.version === 1 && parsed.players !== null && typeof parsed.players === 'object' && !Array.isArray(parsed.players)) return parsed;
      } catch {
        /* corrupted demo state: start over rather than fail */
      }
    }
    return { version: 1, players: {} };
  }

  private save(): void {
    this.deps.storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(this.state));
  }
}

function ok(body: unknown): HttpResponse {
  return { status: 200, body };
}

import type { Language } from '@domain/model/language';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import type { Storage } from '@domain/ports/Storage';
import { initDataFromHeader, INIT_DATA_HEADER, type HttpRequest, type HttpResponse } from '@adapters/api/HttpTransport';
import { backendRoutes, type Route } from './backendRoutes';
import {
  GAME_BACKEND_STATE_KEY, emptyState, saveState, type BackendState, type Outcome, type PaymentOutcome, type PlayerState,
} from './backendState';
import { FaultPlan, MALFORMED_JSON_TEXT, SCHEMA_INVALID_BODY } from './faults';
import { LiePlan } from './lies';
import type { SecretBytes } from './fairness';
import { GameRules, NotFound, RefusedError } from './gameRules';
import { MOCK_USERS, type MockUser } from './mockUsers';
import { newPlayer } from './seedPlayer';
import { CLEAN_REPORT, restoreState, type StoredStateReport } from './storedState';

export { GAME_BACKEND_STATE_KEY, type InventoryRecord, type Outcome, type PaymentOutcome, type PlayerState } from './backendState';
export { SEND_DURATION_MS } from './gameRules';
export { GAME_BACKEND_BACKUP_KEY, type DroppedRecord, type StoredStateReport } from './storedState';
export { seededSecretBytes } from './fairness';
export { FAIRNESS_LIES, type FairnessLie } from './lies';
export { skinImage, skinName } from './wireViews';

/** An answer as the wire would carry it, plus what a transport must do before delivering it. */
export interface ServedResponse {
  readonly route: string | null;
  readonly latencyMs: number;
  readonly network: boolean;
  readonly response: HttpResponse;
}

export interface GameBackendDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly random: Random;
  readonly users?: readonly MockUser[];
  /** Where server seeds come from: the platform's CSPRNG unless a scenario or a test seeds it. */
  readonly secretBytes?: SecretBytes;
}

/**
 * The demo's game server. It answers the same HTTP contract as the real API (paths, payloads,
 * response shapes of src-adapters/api), keeps its state through the storage port so a reload
 * loses nothing, and takes its time and luck from the clock and random ports. Faults and forced
 * outcomes can be set for demos and tests. The rules live in GameRules, the wire shapes in
 * wireViews, the call table in backendRoutes.
 */
export class GameBackend {
  readonly faults = new FaultPlan();
  /** The lies it tells about its rolls when it plays a lying server (developer tools, tests); none by default. */
  readonly lies = new LiePlan();
  private state: BackendState;
  private report: StoredStateReport;
  private readonly rules: GameRules;
  private readonly routes: readonly Route[];
  private readonly users: readonly MockUser[];

  constructor(private readonly deps: GameBackendDeps) {
    const restored = restoreState(deps.storage);
    this.state = restored.state;
    this.report = restored.report;
    this.users = deps.users ?? MOCK_USERS;
    const nextId = () => this.state.nextId++;
    this.rules = new GameRules({
      clock: deps.clock, random: deps.random, nextId, players: () => this.state.players, users: this.users, lies: this.lies,
      ...(deps.secretBytes ? { secretBytes: deps.secretBytes } : {}),
    });
    this.routes = backendRoutes({ rules: this.rules, clock: deps.clock, random: deps.random, nextId, lies: this.lies });
  }

  // ---- controls for the developer panel and tests ----

  get forcedDrop(): Outcome | null {
    return this.rules.forcedDrop;
  }

  get forcedUpgrade(): Outcome | null {
    return this.rules.forcedUpgrade;
  }

  /** Forces the next case drop to be worth more ('win') or less ('loss') than the case. */
  forceNextDrop(outcome: Outcome | null): void {
    this.rules.forcedDrop = outcome;
  }

  forceNextUpgrade(outcome: Outcome | null): void {
    this.rules.forcedUpgrade = outcome;
  }

  /** What the payment provider reports for a payment (the messenger's payment window closing). */
  settlePayment(paymentId: string, outcome: PaymentOutcome): void {
    for (const player of Object.values(this.state.players)) {
      if (this.rules.settlePayment(player, paymentId, outcome)) this.save();
    }
  }

  /** The payment id carried by an invoice link this backend issued. */
  static paymentIdFromInvoiceUrl(url: string): string | null {
    const match = /\/\$demo-([\w-]+)$/.exec(url);
    return match?.[1] ?? null;
  }

  /**
   * Sets up a mock player before the app asks for anything (scenario gallery, tests): the
   * player is created as on a first request, then patched.
   */
  configurePlayer(user: MockUser, patch: { lang?: Language; balance?: number; clearInventory?: boolean; tradeLink?: string | null }): void {
    const player = this.playerFor({
      method: 'GET', path: '/api/me/',
      headers: { [INIT_DATA_HEADER]: `tma ${new URLSearchParams({ user: JSON.stringify({ id: user.id, first_name: user.firstName, last_name: user.lastName, language_code: user.languageCode }) })}` },
    });
    if (!player) return;
    if (patch.lang) player.lang = patch.lang;
    if (patch.balance !== undefined) player.balance = patch.balance;
    if (patch.tradeLink !== undefined) player.tradeLink = patch.tradeLink;
    if (patch.clearInventory) player.inventory = [];
    this.save();
  }

  /** What reading the stored state found: records left out, or a state that could not be read. */
  get storedStateReport(): StoredStateReport {
    return this.report;
  }

  /** Forgets everything: every mock user starts over, with an honest server. */
  reset(): void {
    this.lies.clear();
    this.state = emptyState();
    this.report = CLEAN_REPORT;
    this.deps.storage.remove(GAME_BACKEND_STATE_KEY);
  }

  /** A player's state (tests and the developer panel read it; changes go through requests). */
  playerSnapshot(id: number): PlayerState | null {
    const player = this.state.players[String(id)];
    return player ? (JSON.parse(JSON.stringify(player)) as PlayerState) : null;
  }

  // ---- serving ----

  /** Answers one request like the real server would, applying any fault set for its route. */
  serve(request: HttpRequest): ServedResponse {
    const route = this.routeName(request);
    const fault = route ? this.faults.take(route) : null;
    const latencyMs = fault?.latencyMs ?? 0;
    if (fault?.network) return { route, latencyMs, network: true, response: { status: 0, body: null } };
    if (fault?.status) return { route, latencyMs, network: false, response: { status: fault.status, body: { detail: `HTTP ${fault.status}` } } };
    let response = this.handle(request);
    if (fault?.malformed) response = { status: 200, body: fault.malformed === 'json' ? MALFORMED_JSON_TEXT : SCHEMA_INVALID_BODY };
    return { route, latencyMs, network: false, response };
  }

  /** Answers one request, without faults. */
  handle(request: HttpRequest): HttpResponse {
    const player = this.playerFor(request);
    if (!player) return { status: 401, body: { detail: 'invalid init data' } };
    const matched = this.match(request);
    if (!matched) return { status: 404, body: { detail: 'not found' } };
    this.rules.progress(player);
    try {
      const body = matched.route.handler({ player, params: matched.params, request, query: matched.query });
      this.save();
      return { status: 200, body };
    } catch (error) {
      if (error instanceof RefusedError) {
        this.save();
        return { status: 200, body: { error: error.message } };
      }
      if (error instanceof NotFound) return { status: 404, body: { detail: error.message } };
      throw error;
    }
  }

  /** The Api method a request corresponds to, or null. */
  routeName(request: Pick<HttpRequest, 'method' | 'path'>): string | null {
    return this.match(request)?.route.name ?? null;
  }

  private match(request: Pick<HttpRequest, 'method' | 'path'>): { route: Route; params: string[]; query: URLSearchParams } | null {
    const [path = '', search = ''] = request.path.split('?');
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(path);
      if (match) return { route, params: match.slice(1).map((p) => decodeURIComponent(p)), query: new URLSearchParams(search) };
    }
    return null;
  }

  // ---- players and persistence ----

  private playerFor(request: HttpRequest): PlayerState | null {
    const header = request.headers[INIT_DATA_HEADER] ?? request.headers[INIT_DATA_HEADER.toLowerCase()];
    const initData = initDataFromHeader(header);
    if (!initData) return null;
    let user: { id?: unknown; first_name?: unknown; last_name?: unknown; language_code?: unknown } | null;
    try {
      user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as typeof user;
    } catch {
      return null;
    }
    if (!user || typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) return null;
    const key = String(user.id);
    let player = this.state.players[key];
    if (!player) {
      const mock = this.users.find((u) => u.id === user.id);
      player = newPlayer({
        id: user.id,
        firstName: typeof user.first_name === 'string' ? user.first_name : '',
        lastName: typeof user.last_name === 'string' ? user.last_name : '',
        languageCode: typeof user.language_code === 'string' ? user.language_code : null,
      }, mock ?? null, { now: this.deps.clock.now(), random: this.deps.random, nextId: () => this.state.nextId++ });
      this.state.players[key] = player;
      this.save();
    }
    return player;
  }

  private save(): void {
    saveState(this.deps.storage, this.state);
  }
}

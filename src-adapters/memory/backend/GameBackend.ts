import { WELCOME_CASE_ID } from '../../../src-domain/model/case';
import type { ItemStatus } from '../../../src-domain/model/inventory';
import { parseLanguage, type Language } from '../../../src-domain/model/language';
import type { Clock } from '../../../src-domain/ports/Clock';
import { pick, type Random } from '../../../src-domain/ports/Random';
import type { Storage } from '../../../src-domain/ports/Storage';
import { initDataFromHeader, INIT_DATA_HEADER, type HttpRequest, type HttpResponse } from '../../api/HttpTransport';
import { DEMO_CASES, demoCase, type DemoCase } from './cases';
import { CATALOGUE, type CatalogueSkin } from './catalogue.generated';
import { dropWeights, pickWeighted, profitLabel, upgradeChance, UPGRADE_MULTIPLIERS } from './economy';
import { FaultPlan, MALFORMED_JSON_TEXT, SCHEMA_INVALID_BODY } from './faults';
import { MOCK_USERS, type MockUser } from './mockUsers';
import { DEMO_PACKAGES } from './packages';
import { seedPlayer } from './seedPlayer';
import { DEMO_TASKS } from './tasks';

export const GAME_BACKEND_STATE_KEY = 'demo-backend-state';
const STATE_VERSION = 2;
const TRADE_LINK_PREFIX = 'https://steamcommunity.com/tradeoffer/new/?partner=';
/** How long a withdrawal stays in "sending" before the trade resolves. */
export const SEND_DURATION_MS = 60_000;
/** The share of a declined trade's item value kept as a penalty (transaction type 12). */
const PENALTY_SHARE = 0.1;
const DAY_MS = 86_400_000;

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
  /** Ids of the last won skins, newest first. */
  recentWins: { skinKey: string; cost: number; price: number; at: number }[];
}

interface BackendState {
  version: typeof STATE_VERSION;
  nextId: number;
  players: Record<string, PlayerState>;
}

interface RouteContext {
  readonly player: PlayerState;
  readonly params: readonly string[];
  readonly request: HttpRequest;
  readonly query: URLSearchParams;
}

interface Route {
  readonly name: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly handler: (ctx: RouteContext) => unknown;
}

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
}

/** A business error: answered with 200 and `{ error }`, as the real server does for trade links. */
class RefusedError extends Error {}

/**
 * The demo's game server. It answers the same HTTP contract as the real API (paths, payloads,
 * response shapes of src-adapters/api), keeps its state through the storage port so a reload
 * loses nothing, and takes its time and luck from the clock and random ports. Faults and forced
 * outcomes can be set for demos and tests.
 */
export class GameBackend {
  readonly faults = new FaultPlan();
  private state: BackendState;
  private readonly routes: Route[] = [];
  private nextDrop: Outcome | null = null;
  private nextUpgrade: Outcome | null = null;

  constructor(private readonly deps: GameBackendDeps) {
    this.state = this.load();
    this.defineRoutes();
  }

  // ---- controls for the developer panel and tests ----

  get forcedDrop(): Outcome | null {
    return this.nextDrop;
  }

  get forcedUpgrade(): Outcome | null {
    return this.nextUpgrade;
  }

  /** Forces the next case drop to be worth more ('win') or less ('loss') than the case. */
  forceNextDrop(outcome: Outcome | null): void {
    this.nextDrop = outcome;
  }

  forceNextUpgrade(outcome: Outcome | null): void {
    this.nextUpgrade = outcome;
  }

  /** What the payment provider reports for a payment (the messenger's payment window closing). */
  settlePayment(paymentId: string, outcome: PaymentOutcome): void {
    for (const player of Object.values(this.state.players)) {
      const payment = player.payments[paymentId];
      if (!payment || payment.status !== 'pending') continue;
      payment.status = outcome;
      if (outcome === 'paid') {
        const firstDeposit = !Object.values(player.payments).some((p) => p !== payment && p.status === 'paid');
        this.credit(player, 2, payment.crystals);
        if (firstDeposit) this.credit(player, 20, Math.round(payment.crystals * 0.1));
      }
      this.save();
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

  /** Forgets everything: every mock user starts over. */
  reset(): void {
    this.state = this.emptyState();
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
    const route = this.match(request);
    const fault = route ? this.faults.take(route.route.name) : null;
    const latencyMs = fault?.latencyMs ?? 0;
    if (fault?.network) return { route: route?.route.name ?? null, latencyMs, network: true, response: { status: 0, body: null } };
    if (fault?.status) {
      return { route: route?.route.name ?? null, latencyMs, network: false, response: { status: fault.status, body: { detail: `HTTP ${fault.status}` } } };
    }
    let response = this.handle(request);
    if (fault?.malformed) response = { status: 200, body: fault.malformed === 'json' ? MALFORMED_JSON_TEXT : SCHEMA_INVALID_BODY };
    return { route: route?.route.name ?? null, latencyMs, network: false, response };
  }

  /** Answers one request, without faults. */
  handle(request: HttpRequest): HttpResponse {
    const player = this.playerFor(request);
    if (!player) return { status: 401, body: { detail: 'invalid init data' } };
    const matched = this.match(request);
    if (!matched) return { status: 404, body: { detail: 'not found' } };
    this.progress(player);
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

  private defineRoutes(): void {
    const id = '([^/]+)';
    this.route('getMe', 'GET', '/api/me/', ({ player }) => ({ me: this.me(player) }));
    this.route('saveTradeLink', 'POST', '/api/tradelink/', ({ player, request }) => this.saveTradeLink(player, request));
    this.route('setLanguage', 'POST', '/api/lang/', ({ player, request }) => {
      const lang = parseLanguage(new URLSearchParams(request.body ?? '').get('lang'));
      if (!lang) return { lang: { result: false } };
      player.lang = lang;
      return { lang: { result: true }, me: this.me(player) };
    });
    this.route('completeTask', 'POST', `/api/tasks/${id}/`, ({ player, params }) => this.completeTask(player, params[0] as string));
    this.route('getTransactions', 'GET', '/api/user/transactions/', ({ player, query }) => {
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
      const now = this.deps.clock.now();
      // Newest first; entries recorded at the same moment keep their order of recording, reversed.
      const all = player.transactions.map((t, i) => ({ t, i })).sort((a, b) => b.t.at - a.t.at || b.i - a.i).map(({ t }) => t);
      return {
        transactions: all.slice((page - 1) * limit, page * limit).map((t) => ({
          type: String(t.type),
          value: `${t.value >= 0 ? '+' : '-'}${Math.abs(t.value)}`,
          balance: String(t.balance),
          sec_ago: Math.max(0, Math.floor((now - t.at) / 1000)),
        })),
      };
    });
    this.route('getRecentWins', 'GET', '/api/user/recent-wins/', ({ player }) => ({ recent_wins: this.recentWins(player) }));
    this.route('getInit', 'GET', '/api/user/init/', ({ player }) => ({ init: { server_time: Math.floor(this.deps.clock.now() / 1000), user_id: player.id } }));
    this.route('inviteFriend', 'POST', '/api/inviteFriend/', ({ player, request }) => {
      const payload = parseJson(request.body);
      if (!payload || typeof payload.message_text !== 'string' || payload.ref_link !== this.refLink(player)) {
        throw new RefusedError('Invalid invite payload');
      }
      return { prepared_message: { id: `pm-${player.id}-${this.nextId()}` } };
    });
    this.route('getTopUpPackages', 'GET', '/api/topup/', () => ({ topup: DEMO_PACKAGES }));
    this.route('createInvoice', 'GET', `/api/invoice/${id}/`, ({ player, params, query }) => {
      const pkg = DEMO_PACKAGES.find((p) => p.id === params[0]);
      if (!pkg) throw new NotFound('no such package');
      if (Number(query.get('crystals')) !== pkg.crystals || Number(query.get('stars')) !== pkg.stars) {
        throw new RefusedError('Package price mismatch');
      }
      const paymentId = `${player.id}-${this.nextId()}`;
      player.payments[paymentId] = { id: paymentId, packageId: pkg.id, crystals: pkg.crystals, stars: pkg.stars, status: 'pending', createdAt: this.deps.clock.now() };
      return { invoice_url: `https://t.me/$demo-${paymentId}`, payment_id: paymentId };
    });
    this.route('getPaymentStatus', 'GET', `/api/payment/status/${id}/`, ({ player, params }) => {
      const payment = player.payments[params[0] as string];
      if (!payment) throw new NotFound('no such payment');
      return { status: payment.status, balance: player.balance };
    });
    this.route('getHistory', 'GET', '/api/history/', ({ player }) => {
      const now = this.deps.clock.now();
      return {
        history: player.transactions
          .map((t) => ({ type: String(t.type), sec_ago: Math.max(0, Math.floor((now - t.at) / 1000)) }))
          .sort((a, b) => a.sec_ago - b.sec_ago),
        recent_wins: this.recentWins(player),
        me: this.me(player),
      };
    });
    this.route('getLive', 'GET', '/api/live/', ({ player }) => ({ live: this.live(player) }));
    this.route('getUpgraderItems', 'GET', '/api/upgrader/', ({ player }) => ({
      upgrader: player.inventory.filter(isOwned).map((item) => this.upgraderItem(player, item)),
    }));
    this.route('getMultipliers', 'GET', `/api/upgrader/${id}/`, ({ player, params }) => {
      const donor = this.ownedItem(player, params[0] as string);
      const multy: Record<string, unknown[]> = {};
      for (const m of UPGRADE_MULTIPLIERS) {
        const goal = donor.cost * Number(m);
        const targets = CATALOGUE.filter((s) => s.price >= goal * 0.85 && s.price <= goal * 1.3 && s.key !== donor.skinKey)
          .sort((a, b) => a.price - b.price)
          .slice(0, 6)
          .map((s) => this.targetItem(player, s));
        if (targets.length) multy[m] = targets;
      }
      return { multy, donor: this.upgraderItem(player, donor) };
    });
    this.route('getChance', 'GET', `/api/upgrader/${id}/${id}/`, ({ player, params }) => {
      const donor = this.ownedItem(player, params[0] as string);
      const target = skinByKey(params[1] as string);
      if (!target) throw new NotFound('no such target');
      return { donor: donor.id, target: target.key, chance: upgradeChance(donor.cost, target.price) };
    });
    this.route('upgrade', 'GET', `/api/upgrader/${id}/${id}/upgrade/`, ({ player, params }) => this.upgrade(player, params[0] as string, params[1] as string));
    this.route('getCases', 'GET', '/api/cases/', ({ player }) => ({ cases: DEMO_CASES.map((c) => this.caseSummary(player, c)) }));
    this.route('getCase', 'GET', `/api/case/${id}/`, ({ player, params }) => {
      const found = demoCase(params[0] as string);
      if (!found) throw new NotFound('no such case');
      return {
        case: {
          ...this.caseSummary(player, found),
          skins: found.skins.map((s) => ({ name: skinName(s, player.lang), img: skinImage(s), price: s.price })),
        },
      };
    });
    this.route('openCase', 'POST', `/api/case/${id}/open/`, ({ player, params }) => this.openCase(player, params[0] as string));
    this.route('getInventory', 'GET', '/api/inventory/', ({ player }) => ({
      inventory: [...player.inventory].sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id)).map((i) => this.inventoryItem(player, i)),
    }));
    this.route('getInventoryItem', 'GET', `/api/inventory/${id}/`, ({ player, params }) => {
      const item = player.inventory.find((i) => i.id === params[0]);
      if (!item) throw new NotFound('no such item');
      return { item: this.inventoryItem(player, item) };
    });
    this.route('sellItem', 'GET', `/api/inventory/${id}/sale/`, ({ player, params }) => {
      const item = this.ownedItem(player, params[0] as string);
      item.status = 'sold';
      this.credit(player, 4, item.cost);
      return { balance: player.balance, alert: player.lang === 'ru' ? `Продано за ${item.cost}` : `Sold for ${item.cost}` };
    });
    this.route('sendItem', 'GET', `/api/inventory/${id}/send/`, ({ player, params }) => {
      if (!player.tradeLink) throw new RefusedError('Steam trade link is required to withdraw items');
      const item = this.ownedItem(player, params[0] as string);
      const roll = this.deps.random();
      item.status = 'sending';
      item.sendAt = this.deps.clock.now();
      item.tradeOutcome = roll < 0.7 ? 'sent' : roll < 0.85 ? 'declined' : 'replaced';
      return {};
    });
  }

  private route(name: string, method: string, path: string, handler: Route['handler']): void {
    const pattern = new RegExp(`^${path.replace(/\//g, '\\/')}$`);
    this.routes.push({ name, method, pattern, handler });
  }

  // ---- game rules ----

  private openCase(player: PlayerState, caseId: string) {
    const found = demoCase(caseId);
    if (!found) throw new NotFound('no such case');
    const isWelcome = found.id === WELCOME_CASE_ID;
    if (isWelcome && !player.firstVisit) throw new RefusedError(player.lang === 'ru' ? 'Приветственный кейс уже открыт' : 'The welcome case was already opened');
    if (player.balance < found.price) throw new RefusedError(player.lang === 'ru' ? 'Недостаточно кристаллов' : 'Not enough crystals');
    const skin = this.drop(found);
    if (found.price > 0) this.credit(player, 3, -found.price);
    if (isWelcome) player.firstVisit = false;
    const item = this.addItem(player, skin, skin.price);
    player.recentWins.unshift({ skinKey: skin.key, cost: skin.price, price: found.price, at: this.deps.clock.now() });
    player.recentWins.length = Math.min(player.recentWins.length, 20);
    return {
      opened_item: {
        win: { id: skin.key, name: skinName(skin, player.lang), img: skinImage(skin), cost: skin.price, profit: profitLabel(skin.price, found.price) },
        inventory_id: item.id,
      },
      balance: player.balance,
    };
  }

  private drop(found: DemoCase): CatalogueSkin {
    const forced = this.nextDrop;
    this.nextDrop = null;
    let pool = found.skins;
    if (forced === 'win') pool = found.skins.filter((s) => s.price > found.price);
    if (forced === 'loss') pool = found.skins.filter((s) => s.price < found.price);
    if (pool.length === 0) pool = found.skins;
    return pickWeighted(this.deps.random, dropWeights(pool, found.price));
  }

  private upgrade(player: PlayerState, donorId: string, targetKey: string) {
    const donor = this.ownedItem(player, donorId);
    const target = skinByKey(targetKey);
    if (!target) throw new NotFound('no such target');
    const chance = upgradeChance(donor.cost, target.price);
    const forced = this.nextUpgrade;
    this.nextUpgrade = null;
    const win = forced ? forced === 'win' : this.deps.random() * 100 < chance;
    donor.status = 'sold';
    donor.soldUpgrader = true;
    if (win) {
      const won = this.addItem(player, target, target.price);
      won.winUpgrader = true;
    }
    return { donor: donor.id, target: target.key, chance, win };
  }

  private completeTask(player: PlayerState, taskId: string) {
    const task = DEMO_TASKS.find((t) => t.id === taskId);
    if (!task) throw new NotFound('no such task');
    if (!this.taskActive(player, task.id)) throw new RefusedError(player.lang === 'ru' ? 'Задание уже выполнено' : 'Task already completed');
    if (task.type === 'topUp' && !Object.values(player.payments).some((p) => p.status === 'paid')) {
      throw new RefusedError(player.lang === 'ru' ? 'Сначала пополните баланс' : 'Top up first');
    }
    if (task.type === 'invite') throw new RefusedError(player.lang === 'ru' ? 'Бонус придёт, когда друг запустит бота' : 'The bonus arrives when your friend starts the bot');
    player.completedTasks[task.id] = this.deps.clock.now();
    this.credit(player, task.transactionType, task.bonus);
    return { me: this.me(player), alert: player.lang === 'ru' ? `Начислено +${task.bonus}` : `+${task.bonus} credited` };
  }

  private taskActive(player: PlayerState, taskId: string): boolean {
    const task = DEMO_TASKS.find((t) => t.id === taskId);
    const last = player.completedTasks[taskId];
    if (!task || last === undefined) return true;
    if (task.rewardFrequency === 'once') return false;
    if (task.rewardFrequency === 'daily') return this.deps.clock.now() - last >= DAY_MS;
    return true;
  }

  private saveTradeLink(player: PlayerState, request: HttpRequest) {
    const link = new URLSearchParams(request.body ?? '').get('tradelink') ?? '';
    if (!link.startsWith(TRADE_LINK_PREFIX)) return { tradelink: { result: false } };
    const query = new URLSearchParams(link.slice(link.indexOf('?')));
    // Steam would not accept these: a revoked token, and an account barred from trading.
    if (query.get('token') === 'invalid') return { tradelink: { result: false } };
    if (query.get('partner') === '13') {
      throw new RefusedError(player.lang === 'ru' ? 'Этот аккаунт Steam не может принимать обмены' : 'This Steam account cannot receive trades');
    }
    const takenByPlayer = Object.values(this.state.players).some((p) => p.id !== player.id && p.tradeLink === link);
    // Mock users hold their seed links even before their first visit.
    const takenBySeed = (this.deps.users ?? MOCK_USERS).some(
      (u) => u.id !== player.id && !this.state.players[String(u.id)] && u.seed.tradeLink === link,
    );
    if (takenByPlayer || takenBySeed) throw new RefusedError('error not uniq tradelink');
    player.tradeLink = link;
    return { tradelink: { result: true }, me: this.me(player) };
  }

  /** Moves time-driven state forward: withdrawals resolve a minute after they were sent. */
  private progress(player: PlayerState): void {
    const now = this.deps.clock.now();
    for (const item of player.inventory) {
      if (item.status !== 'sending' || item.sendAt === undefined || now - item.sendAt < SEND_DURATION_MS) continue;
      if (item.tradeOutcome === 'declined') {
        // The trade was not accepted in time: the item is sold back, less a penalty.
        const penalty = Math.max(0.01, Math.round(item.cost * PENALTY_SHARE * 100) / 100);
        item.status = 'sold';
        item.penalty = penalty;
        this.credit(player, 4, item.cost);
        this.credit(player, 12, -penalty);
      } else if (item.tradeOutcome === 'replaced') {
        // The skin could not be bought on the market: a skin of similar value replaces it.
        const replacement = CATALOGUE.filter((s) => s.key !== item.skinKey)
          .sort((a, b) => Math.abs(a.price - item.cost) - Math.abs(b.price - item.cost))[0];
        if (replacement) item.skinKey = replacement.key;
        item.status = 'returned';
        item.changed = true;
      } else {
        item.status = 'sent';
      }
      delete item.tradeOutcome;
    }
  }

  private credit(player: PlayerState, type: number, value: number): void {
    player.balance = Math.round((player.balance + value) * 100) / 100;
    player.transactions.push({ type, value, balance: player.balance, at: this.deps.clock.now() });
  }

  private addItem(player: PlayerState, skin: CatalogueSkin, cost: number): InventoryRecord {
    const item: InventoryRecord = { id: String(this.nextId()), skinKey: skin.key, cost, status: 'available', createdAt: this.deps.clock.now() };
    player.inventory.push(item);
    return item;
  }

  private ownedItem(player: PlayerState, itemId: string): InventoryRecord {
    const item = player.inventory.find((i) => i.id === itemId);
    if (!item) throw new NotFound('no such item');
    if (!isOwned(item)) throw new RefusedError(player.lang === 'ru' ? 'Предмет недоступен' : 'Item is not available');
    return item;
  }

  private nextId(): number {
    return this.state.nextId++;
  }

  // ---- views ----

  private me(player: PlayerState) {
    return {
      balance: player.balance,
      lang: player.lang,
      tasks: DEMO_TASKS.map((t) => ({
        id: t.id, type: t.type, name: t.name, bonus: t.bonus, active: this.taskActive(player, t.id), action: t.action, reward_frequency: t.rewardFrequency,
      })),
      is_first_visit: player.firstVisit,
      ref_link: this.refLink(player),
      tradelink: player.tradeLink,
      firstname: player.firstName,
      lastname: player.lastName,
      ava: null,
    };
  }

  private refLink(player: PlayerState): string {
    return `https://t.me/cs2cases_bot?start=ref${player.id}`;
  }

  private caseSummary(player: PlayerState, c: DemoCase) {
    return { id: c.id, name: c.name, price: c.price, img: `/demo-art/cases/${c.slug}.svg`, desc: c.description[player.lang], category: JSON.stringify(c.categories) };
  }

  private inventoryItem(player: PlayerState, item: InventoryRecord) {
    const skin = skinByKey(item.skinKey);
    return {
      id: item.id,
      status: item.status,
      win: {
        name: skin ? skinName(skin, player.lang) : null,
        img: skin ? skinImage(skin) : null,
        cost: item.cost,
        penalty: item.penalty ?? null,
        sold_upgrader: item.soldUpgrader ? 1 : 0,
        win_upgrader: item.winUpgrader ? 1 : 0,
        changed: item.changed ? 1 : 0,
      },
    };
  }

  private upgraderItem(player: PlayerState, item: InventoryRecord) {
    const skin = skinByKey(item.skinKey);
    return { id: item.id, name: skin ? skinName(skin, player.lang) : '?', img: skin ? skinImage(skin) : '', cost: item.cost.toFixed(2) };
  }

  private targetItem(player: PlayerState, skin: CatalogueSkin) {
    return { id: skin.key, name: skinName(skin, player.lang), img: skinImage(skin), cost: skin.price.toFixed(2) };
  }

  private recentWins(player: PlayerState) {
    return player.recentWins.map((w) => {
      const skin = skinByKey(w.skinKey);
      return { img: skin ? skinImage(skin) : '', name: skin ? skinName(skin, player.lang) : '?', profit: profitLabel(w.cost, w.price) };
    });
  }

  /** Other players' wins: a fresh sample each call, as a busy server would have. */
  private live(player: PlayerState) {
    const openable = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);
    const win = Array.from({ length: 30 }, () => {
      const c = pick(this.deps.random, openable);
      const skin = pickWeighted(this.deps.random, dropWeights(c.skins, c.price));
      return { img: skinImage(skin), name: skinName(skin, player.lang), profit: profitLabel(skin.price, c.price) };
    });
    return { win, online: 900 + Math.floor(this.deps.random() * 400) };
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
      const mock = (this.deps.users ?? MOCK_USERS).find((u) => u.id === user.id);
      player = {
        id: user.id,
        firstName: typeof user.first_name === 'string' ? user.first_name : '',
        lastName: typeof user.last_name === 'string' ? user.last_name : '',
        balance: mock?.seed.balance ?? 0,
        lang: mock?.seed.lang ?? (parseLanguage(typeof user.language_code === 'string' ? user.language_code.slice(0, 2) : null) ?? 'en'),
        firstVisit: mock?.seed.firstVisit ?? true,
        tradeLink: mock?.seed.tradeLink ?? null,
        inventory: [],
        transactions: [],
        completedTasks: {},
        payments: {},
        recentWins: [],
      };
      if (mock) seedPlayer(player, mock.key, { now: this.deps.clock.now(), random: this.deps.random, nextId: () => this.nextId() });
      this.state.players[key] = player;
      this.save();
    }
    return player;
  }

  private emptyState(): BackendState {
    return { version: STATE_VERSION, nextId: 1000, players: {} };
  }

  private load(): BackendState {
    const raw = this.deps.storage.get(GAME_BACKEND_STATE_KEY);
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
    return this.emptyState();
  }

  private save(): void {
    this.deps.storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(this.state));
  }
}

class NotFound extends Error {}

function isOwned(item: InventoryRecord): boolean {
  return item.status === 'available' || item.status === 'returned';
}

function skinByKey(key: string): CatalogueSkin | undefined {
  return CATALOGUE.find((s) => s.key === key);
}

export function skinName(skin: CatalogueSkin, lang: Language): string {
  return lang === 'ru' ? skin.ru : skin.en;
}

export function skinImage(skin: CatalogueSkin): string {
  return `/demo-art/skins/${skin.key}.svg`;
}

function parseJson(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

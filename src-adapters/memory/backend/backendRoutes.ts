import type { HttpRequest } from '@adapters/api/HttpTransport';
import type { PlayerState } from './backendState';
import { isOwned } from './backendState';
import { DEMO_CASES, demoCase } from './cases';
import { NotFound, RefusedError, type GameRules } from './gameRules';
import type { LiePlan } from './lies';
import { DEMO_PACKAGES } from './packages';
import { caseDetailsView, caseListEntryView, inventoryItemView, liveView, recentWinsView, refLink, upgraderItemView } from './wireViews';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';

export interface RouteContext {
  readonly player: PlayerState;
  readonly params: readonly string[];
  readonly request: HttpRequest;
  readonly query: URLSearchParams;
}

export interface Route {
  /** The Api port's method name for this call ('openCase', 'sellItem', …). */
  readonly name: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly handler: (ctx: RouteContext) => unknown;
}

export interface RouteDeps {
  readonly rules: GameRules;
  readonly clock: Clock;
  readonly random: Random;
  readonly nextId: () => number;
  readonly lies?: Pick<LiePlan, 'has'>;
}

const ID = '([^/]+)';

function route(name: string, method: string, path: string, handler: Route['handler']): Route {
  return { name, method, pattern: new RegExp(`^${path.replace(/\//g, '\\/')}$`), handler };
}

/** The 24 calls of spec §7, answered the way the real server does (shapes of src-adapters/api), and the four optional fairness calls (docs/fairness.md). */
export function backendRoutes({ rules, clock, random, nextId, lies }: RouteDeps): Route[] {
  const secondsAgo = (at: number) => Math.max(0, Math.floor((clock.now() - at) / 1000));
  return [
    route('getMe', 'GET', '/api/me/', ({ player }) => ({ me: rules.me(player) })),
    route('saveTradeLink', 'POST', '/api/tradelink/', ({ player, request }) =>
      rules.saveTradeLink(player, new URLSearchParams(request.body ?? '').get('tradelink') ?? '')),
    route('setLanguage', 'POST', '/api/lang/', ({ player, request }) => rules.setLanguage(player, new URLSearchParams(request.body ?? '').get('lang'))),
    route('completeTask', 'POST', `/api/tasks/${ID}/`, ({ player, params }) => rules.completeTask(player, params[0] as string)),
    route('getTransactions', 'GET', '/api/user/transactions/', ({ player, query }) => {
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
      // Newest first; entries recorded at the same moment keep their order of recording, reversed.
      const all = player.transactions.map((t, i) => ({ t, i })).sort((a, b) => b.t.at - a.t.at || b.i - a.i).map(({ t }) => t);
      return {
        transactions: all.slice((page - 1) * limit, page * limit).map((t) => ({
          type: String(t.type),
          value: `${t.value >= 0 ? '+' : '-'}${Math.abs(t.value)}`,
          balance: String(t.balance),
          sec_ago: secondsAgo(t.at),
        })),
      };
    }),
    route('getRecentWins', 'GET', '/api/user/recent-wins/', ({ player }) => ({ recent_wins: recentWinsView(player) })),
    route('getInit', 'GET', '/api/user/init/', ({ player }) => ({ init: { server_time: Math.floor(clock.now() / 1000), user_id: player.id } })),
    route('inviteFriend', 'POST', '/api/inviteFriend/', ({ player, request }) => {
      const payload = parseJson(request.body);
      if (!payload || typeof payload.message_text !== 'string' || payload.ref_link !== refLink(player)) {
        throw new RefusedError('Invalid invite payload');
      }
      return { prepared_message: { id: `pm-${player.id}-${nextId()}` } };
    }),
    route('getTopUpPackages', 'GET', '/api/topup/', () => ({ topup: DEMO_PACKAGES })),
    route('createInvoice', 'GET', `/api/invoice/${ID}/`, ({ player, params, query }) =>
      rules.createInvoice(player, params[0] as string, Number(query.get('crystals')), Number(query.get('stars')))),
    route('getPaymentStatus', 'GET', `/api/payment/status/${ID}/`, ({ player, params }) => {
      const payment = player.payments[params[0] as string];
      if (!payment) throw new NotFound('no such payment');
      return { status: payment.status, balance: player.balance };
    }),
    route('getHistory', 'GET', '/api/history/', ({ player }) => ({
      history: player.transactions.map((t) => ({ type: String(t.type), sec_ago: secondsAgo(t.at) })).sort((a, b) => a.sec_ago - b.sec_ago),
      recent_wins: recentWinsView(player),
      me: rules.me(player),
    })),
    route('getLive', 'GET', '/api/live/', ({ player }) => ({ live: liveView(player, random) })),
    route('getUpgraderItems', 'GET', '/api/upgrader/', ({ player }) => ({
      upgrader: player.inventory.filter(isOwned).map((item) => upgraderItemView(player, item)),
    })),
    route('getMultipliers', 'GET', `/api/upgrader/${ID}/`, ({ player, params }) => rules.multipliers(player, params[0] as string)),
    route('getChance', 'GET', `/api/upgrader/${ID}/${ID}/`, ({ player, params }) => rules.chance(player, params[0] as string, params[1] as string)),
    // An optional query parameter client_seed (the player's own seed, docs/fairness.md); without it the spec's call.
    route('upgrade', 'GET', `/api/upgrader/${ID}/${ID}/upgrade/`, ({ player, params, query }) =>
      rules.upgrade(player, params[0] as string, params[1] as string, query.get('client_seed'))),
    route('getCases', 'GET', '/api/cases/', ({ player }) => ({ cases: DEMO_CASES.map((c) => caseListEntryView(player, c, lies)) })),
    route('getCase', 'GET', `/api/case/${ID}/`, ({ player, params }) => {
      const found = demoCase(params[0] as string);
      if (!found) throw new NotFound('no such case');
      // The player's current seed commitment is published with the case, before any opening.
      return { case: caseDetailsView(player, found, lies), fairness: rules.fair.view(player) };
    }),
    route('openCase', 'POST', `/api/case/${ID}/open/`, ({ player, params, request }) => {
      // An optional JSON body { client_seed, count } (the player's luck code; a multi-open); no body is the spec's call.
      const body = request.body ? parseJson(request.body) : undefined;
      return rules.openCase(player, params[0] as string, body?.client_seed, body?.count ?? 1);
    }),
    route('getInventory', 'GET', '/api/inventory/', ({ player }) => ({
      inventory: [...player.inventory].sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id)).map((i) => inventoryItemView(player, i)),
    })),
    route('getInventoryItem', 'GET', `/api/inventory/${ID}/`, ({ player, params }) => {
      const item = player.inventory.find((i) => i.id === params[0]);
      if (!item) throw new NotFound('no such item');
      return { item: inventoryItemView(player, item) };
    }),
    route('sellItem', 'GET', `/api/inventory/${ID}/sale/`, ({ player, params }) => rules.sell(player, params[0] as string)),
    route('sendItem', 'GET', `/api/inventory/${ID}/send/`, ({ player, params }) => rules.send(player, params[0] as string)),
    // Optional calls beyond spec §7 (docs/fairness.md): the seed commitment, its rotation, a roll's proof.
    route('getFairness', 'GET', '/api/fairness/', ({ player }) => ({ fairness: rules.fair.view(player) })),
    route('rotateFairnessSeed', 'POST', '/api/fairness/rotate/', ({ player }) => rules.fair.rotate(player)),
    route('getDrawProof', 'GET', `/api/fairness/openings/${ID}/`, ({ player, params }) => ({
      proof: rules.fair.proof(player, player.inventory.find((i) => i.id === params[0])),
    })),
    // By the item staked, or by the item an upgrade won.
    route('getUpgradeProof', 'GET', `/api/fairness/upgrades/${ID}/`, ({ player, params }) => {
      const item = player.inventory.find((i) => i.id === params[0]);
      const donor = item?.upgradeOf ? player.inventory.find((i) => i.id === item.upgradeOf) : item;
      return { proof: rules.fair.upgradeProof(player, donor) };
    }),
  ];
}

function parseJson(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

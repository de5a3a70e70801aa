import type { Api } from '@domain/ports/Api';
import { inviteFriendRequest } from '@domain/model/invite';
import type { CrystalPackage } from '@domain/model/payment';

type ApiMethod = Exclude<keyof Api, 'events'>;

/**
 * Every call of spec §7 with a way to make it valid against a fresh backend (the 'player' mock
 * user: items in every status, a trade link, 1250 crystals), the request it must produce, and
 * whether it changes state.
 */
export interface CallCase {
  readonly method: ApiMethod;
  readonly mutating: boolean;
  readonly http: string;
  readonly path: RegExp;
  /** Makes the call; `prepare` first gets what it needs (ids, packages) with other calls. */
  readonly run: (api: Api) => Promise<unknown>;
  readonly prepare?: (api: Api) => Promise<unknown>;
  readonly invoke?: (api: Api, prepared: unknown) => Promise<unknown>;
  /** The §8 message logged on failure, when the spec names one. */
  readonly logged?: RegExp;
}

async function ownedItemId(api: Api): Promise<string> {
  const items = await api.getUpgraderItems();
  const first = items[0];
  if (!first) throw new Error('the player has no available item');
  return first.id;
}

async function upgradeTarget(api: Api): Promise<{ donor: string; target: string }> {
  const donor = await ownedItemId(api);
  const multipliers = await api.getMultipliers(donor);
  const firstTargets = Object.values(multipliers.multy)[0];
  const target = firstTargets?.[0];
  if (!target) throw new Error('no upgrade target');
  return { donor, target: target.id };
}

async function firstPackage(api: Api): Promise<CrystalPackage> {
  const [pkg] = (await api.getTopUpPackages()).items;
  if (!pkg) throw new Error('no packages');
  return pkg;
}

function split<P>(prepare: (api: Api) => Promise<P>, invoke: (api: Api, prepared: P) => Promise<unknown>) {
  return {
    prepare,
    invoke: invoke as (api: Api, prepared: unknown) => Promise<unknown>,
    run: async (api: Api) => invoke(api, await prepare(api)),
  };
}

export const CALLS: readonly CallCase[] = [
  { method: 'getMe', mutating: false, http: 'GET', path: /^\/api\/me\/$/, run: (api) => api.getMe() },
  {
    method: 'saveTradeLink', mutating: true, http: 'POST', path: /^\/api\/tradelink\/$/,
    run: (api) => api.saveTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=555&token=new_Token-1'),
  },
  { method: 'setLanguage', mutating: true, http: 'POST', path: /^\/api\/lang\/$/, run: (api) => api.setLanguage('ru') },
  { method: 'completeTask', mutating: true, http: 'POST', path: /^\/api\/tasks\/5\/$/, run: (api) => api.completeTask('5') },
  { method: 'getTransactions', mutating: false, http: 'GET', path: /^\/api\/user\/transactions\/\?page=1&limit=20$/, run: (api) => api.getTransactions() },
  { method: 'getRecentWins', mutating: false, http: 'GET', path: /^\/api\/user\/recent-wins\/$/, run: (api) => api.getRecentWins() },
  { method: 'getInit', mutating: false, http: 'GET', path: /^\/api\/user\/init\/$/, run: (api) => api.getInit() },
  {
    method: 'inviteFriend', mutating: true, http: 'POST', path: /^\/api\/inviteFriend\/$/,
    ...split(async (api) => (await api.getMe()).refLink ?? '', (api, refLink) => api.inviteFriend(inviteFriendRequest('Join me!', refLink))),
  },
  { method: 'getTopUpPackages', mutating: false, http: 'GET', path: /^\/api\/topup\/$/, run: (api) => api.getTopUpPackages() },
  {
    method: 'createInvoice', mutating: true, http: 'GET', path: /^\/api\/invoice\/p100\/\?crystals=100&stars=50$/,
    ...split(firstPackage, (api, pkg) => api.createInvoice(pkg)),
  },
  {
    method: 'getPaymentStatus', mutating: false, http: 'GET', path: /^\/api\/payment\/status\/[\w-]+\/$/,
    ...split(async (api) => (await api.createInvoice(await firstPackage(api))).id, (api, id) => api.getPaymentStatus(id)),
  },
  { method: 'getHistory', mutating: false, http: 'GET', path: /^\/api\/history\/$/, run: (api) => api.getHistory() },
  { method: 'getLive', mutating: false, http: 'GET', path: /^\/api\/live\/$/, run: (api) => api.getLive() },
  { method: 'getUpgraderItems', mutating: false, http: 'GET', path: /^\/api\/upgrader\/$/, run: (api) => api.getUpgraderItems() },
  {
    method: 'getMultipliers', mutating: false, http: 'GET', path: /^\/api\/upgrader\/\d+\/$/,
    ...split(ownedItemId, (api, id) => api.getMultipliers(id)),
  },
  {
    method: 'getChance', mutating: false, http: 'GET', path: /^\/api\/upgrader\/\d+\/\d+\/$/,
    ...split(upgradeTarget, (api, { donor, target }) => api.getChance(donor, target)),
  },
  {
    method: 'upgrade', mutating: true, http: 'GET', path: /^\/api\/upgrader\/\d+\/\d+\/upgrade\/$/,
    ...split(upgradeTarget, (api, { donor, target }) => api.upgrade(donor, target)),
  },
  { method: 'getCases', mutating: false, http: 'GET', path: /^\/api\/cases\/$/, run: (api) => api.getCases(), logged: /^Failed to fetch cases$/ },
  { method: 'getCase', mutating: false, http: 'GET', path: /^\/api\/case\/2\/$/, run: (api) => api.getCase('2'), logged: /^Failed to fetch case 2 details$/ },
  { method: 'openCase', mutating: true, http: 'POST', path: /^\/api\/case\/2\/open\/$/, run: (api) => api.openCase('2'), logged: /^Failed to open case 2$/ },
  { method: 'getInventory', mutating: false, http: 'GET', path: /^\/api\/inventory\/$/, run: (api) => api.getInventory(), logged: /^Failed to fetch inventory$/ },
  {
    method: 'getInventoryItem', mutating: false, http: 'GET', path: /^\/api\/inventory\/\d+\/$/,
    ...split(ownedItemId, (api, id) => api.getInventoryItem(id)), logged: /^Failed to fetch item \d+ details$/,
  },
  {
    method: 'sellItem', mutating: true, http: 'GET', path: /^\/api\/inventory\/\d+\/sale\/$/,
    ...split(ownedItemId, (api, id) => api.sellItem(id)), logged: /^Failed to sell item \d+$/,
  },
  {
    method: 'sendItem', mutating: true, http: 'GET', path: /^\/api\/inventory\/\d+\/send\/$/,
    ...split(ownedItemId, (api, id) => api.sendItem(id)), logged: /^Failed to send item \d+$/,
  },
];

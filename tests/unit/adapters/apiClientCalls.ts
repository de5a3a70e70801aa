import type { ApiClient } from '@adapters/api/ApiClient';
import { inviteFriendRequest } from '@domain/model/invite';
import { wire } from './apiClientHarness';

export const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123';
export const INVITE = inviteFriendRequest('Join me & win skins!', 'https://t.me/cs2cases_bot?start=ref700000012');
export const PACKAGE = { id: '4', crystals: 500, stars: 250, popular: true } as const;

/** One call of spec §7: how to make it, what must be sent, a valid answer and its parsed result. */
export interface CallCase {
  readonly name: string;
  readonly call: (client: ApiClient) => Promise<unknown>;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** State-changing (spec/brief): sent exactly once, never retried. */
  readonly mutating: boolean;
  readonly body: unknown;
  readonly result: unknown;
}

const parsedMe = {
  balance: 1250,
  lang: 'en',
  tasks: [],
  isFirstVisit: false,
  refLink: 'https://t.me/bot?start=ref1',
  tradeLink: null,
  firstName: 'Alex',
  lastName: 'Frost',
  avatarUrl: null,
};
const parsedCase = {
  id: '7', name: 'Blue Case', price: 99.5, img: '/img/blue.png', description: 'Blue things', categories: ['Popular', 'Cheap'],
};
const parsedInventoryItem = {
  id: '3',
  status: 'available',
  win: { name: 'AK-47 | Redline', img: '/img/ak.png', cost: 12.5, penalty: null, soldUpgrader: false, winUpgrader: true, changed: false },
};
const parsedUpgraderItem = { id: '11', name: 'AWP | Asiimov', img: '/img/awp.png', cost: '45.75', price: 45.75 };

export const CALLS: readonly CallCase[] = [
  {
    name: 'getMe', call: (c) => c.getMe(), method: 'GET', path: '/api/me/', mutating: false,
    body: { me: wire.me() }, result: parsedMe,
  },
  {
    name: 'saveTradeLink', call: (c) => c.saveTradeLink(TRADE_LINK), method: 'POST', path: '/api/tradelink/', mutating: true,
    body: { tradelink: { result: true } }, result: true,
  },
  {
    name: 'setLanguage', call: (c) => c.setLanguage('ru'), method: 'POST', path: '/api/lang/', mutating: true,
    body: { lang: { result: true }, me: wire.me({ lang: 'ru' }) }, result: { result: true, me: { ...parsedMe, lang: 'ru' } },
  },
  {
    name: 'completeTask', call: (c) => c.completeTask('9'), method: 'POST', path: '/api/tasks/9/', mutating: true,
    body: {}, result: undefined,
  },
  {
    name: 'getTransactions', call: (c) => c.getTransactions(), method: 'GET', path: '/api/user/transactions/?page=1&limit=20', mutating: false,
    body: { transactions: [wire.transaction()] }, result: { items: [{ type: 3, value: -100, balance: 1150, secAgo: 60 }], leftOut: 0 },
  },
  {
    name: 'getRecentWins', call: (c) => c.getRecentWins(), method: 'GET', path: '/api/user/recent-wins/', mutating: false,
    body: { recent_wins: [wire.liveWin()] }, result: [{ img: '/img/w.png', name: 'Glock | Fade', profit: '+12%' }],
  },
  {
    name: 'getInit', call: (c) => c.getInit(), method: 'GET', path: '/api/user/init/', mutating: false,
    body: { anything: [1, 2] }, result: { anything: [1, 2] },
  },
  {
    name: 'inviteFriend', call: (c) => c.inviteFriend(INVITE), method: 'POST', path: '/api/inviteFriend/', mutating: true,
    body: { prepared_message: { id: 12345 } }, result: '12345',
  },
  {
    name: 'getTopUpPackages', call: (c) => c.getTopUpPackages(), method: 'GET', path: '/api/topup/', mutating: false,
    body: { topup: [wire.package()] }, result: { items: [{ id: '4', crystals: 500, stars: 250, popular: true }], leftOut: 0 },
  },
  {
    name: 'createInvoice', call: (c) => c.createInvoice(PACKAGE), method: 'GET', path: '/api/invoice/4/?crystals=500&stars=250', mutating: true,
    body: { invoice_url: 'https://t.me/$invoice123', payment_id: 77 }, result: { id: '77', invoiceUrl: 'https://t.me/$invoice123' },
  },
  {
    name: 'getPaymentStatus', call: (c) => c.getPaymentStatus('77'), method: 'GET', path: '/api/payment/status/77/', mutating: false,
    body: { status: 'paid', balance: '1750' }, result: { status: 'paid', balance: 1750 },
  },
  {
    name: 'getHistory', call: (c) => c.getHistory(), method: 'GET', path: '/api/history/', mutating: false,
    body: { history: [{ type: '3', sec_ago: 50 }, { type: 2, sec_ago: 5 }, { type: '9', sec_ago: 20 }], recent_wins: [wire.liveWin()] },
    result: {
      entries: [{ type: '2', secAgo: 5 }, { type: '9', secAgo: 20 }, { type: '3', secAgo: 50 }],
      recentWins: [{ img: '/img/w.png', name: 'Glock | Fade', profit: '+12%' }],
    },
  },
  {
    name: 'getLive', call: (c) => c.getLive(), method: 'GET', path: '/api/live/', mutating: false,
    body: { live: { win: [wire.liveWin()], online: 42 } },
    result: { wins: [{ img: '/img/w.png', name: 'Glock | Fade', profit: '+12%' }], online: 42 },
  },
  {
    name: 'getUpgraderItems', call: (c) => c.getUpgraderItems(), method: 'GET', path: '/api/upgrader/', mutating: false,
    body: { upgrader: [wire.upgraderItem()] }, result: [parsedUpgraderItem],
  },
  {
    name: 'getMultipliers', call: (c) => c.getMultipliers('11'), method: 'GET', path: '/api/upgrader/11/', mutating: false,
    body: { multy: { '1.5': [wire.upgraderItem({ id: 12, cost: '70' })], '2': [] }, donor: wire.upgraderItem() },
    result: {
      multy: { '1.5': [{ id: '12', name: 'AWP | Asiimov', img: '/img/awp.png', cost: '70', price: 70 }], '2': [] },
      donor: parsedUpgraderItem,
    },
  },
  {
    name: 'getChance', call: (c) => c.getChance('11', '12'), method: 'GET', path: '/api/upgrader/11/12/', mutating: false,
    body: { donor: 11, target: { id: 12 }, chance: '37.5' }, result: { donor: '11', target: '12', chance: 37.5 },
  },
  {
    name: 'upgrade', call: (c) => c.upgrade('11', '12'), method: 'GET', path: '/api/upgrader/11/12/upgrade/', mutating: true,
    body: { donor: '11', target: '12', chance: 37.5, win: true }, result: { donor: '11', target: '12', chance: 37.5, win: true },
  },
  {
    name: 'getCases', call: (c) => c.getCases(), method: 'GET', path: '/api/cases/', mutating: false,
    body: { cases: [wire.caseSummary()] }, result: [parsedCase],
  },
  {
    name: 'getCase', call: (c) => c.getCase('7'), method: 'GET', path: '/api/case/7/', mutating: false,
    body: { case: { ...wire.caseSummary(), skins: [wire.skin()] } },
    result: { ...parsedCase, skins: [{ name: 'AK-47 | Redline', img: '/img/ak.png', price: 12.5 }] },
  },
  {
    name: 'openCase', call: (c) => c.openCase('7'), method: 'POST', path: '/api/case/7/open/', mutating: true,
    body: { opened_item: { win: { id: 99, name: 'AK-47 | Redline', img: '/img/ak.png', cost: '15', profit: '+12%' }, inventory_id: 555 } },
    result: { win: { id: '99', name: 'AK-47 | Redline', img: '/img/ak.png', cost: 15, profit: '+12%' }, inventoryId: '555' },
  },
  {
    name: 'getInventory', call: (c) => c.getInventory(), method: 'GET', path: '/api/inventory/', mutating: false,
    body: { inventory: [wire.inventoryItem()] }, result: [parsedInventoryItem],
  },
  {
    name: 'getInventoryItem', call: (c) => c.getInventoryItem('3'), method: 'GET', path: '/api/inventory/3/', mutating: false,
    body: { item: wire.inventoryItem() }, result: parsedInventoryItem,
  },
  {
    name: 'sellItem', call: (c) => c.sellItem('5'), method: 'GET', path: '/api/inventory/5/sale/', mutating: true,
    body: { balance: '1300' }, result: { balance: 1300 },
  },
  {
    name: 'sendItem', call: (c) => c.sendItem('3'), method: 'GET', path: '/api/inventory/3/send/', mutating: true,
    body: {}, result: {},
  },
];

export const READS = CALLS.filter((c) => !c.mutating);
export const WRITES = CALLS.filter((c) => c.mutating);

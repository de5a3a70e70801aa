import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import { ManualClock } from '@adapters/memory/ManualClock';
import { CasesStore } from '@ui/stores/CasesStore';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { SessionStore } from '@ui/stores/SessionStore';
import { flush } from '../../support/async';
import { HeldTransport, INIT_DATA, ok, wire } from './apiClientHarness';

/** The real API client feeding the real stores, as the app wires them. */
function setup() {
  const transport = new HeldTransport();
  const clock = new ManualClock(1_700_000_000_000);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const api = new ApiClient({
    transport, initData: () => INIT_DATA, requireInitData: false, clock, logger,
    reporter: { report: vi.fn(), recovered: vi.fn() },
  });
  const session = new SessionStore({
    api, messenger: { user: null, initData: '' }, clock, logger, lifecycle: { onReturn: () => () => undefined }, requireInitData: false,
  });
  return { api, transport, session, inventory: new InventoryStore(api), cases: new CasesStore(api) };
}

const item = (id: number, status = 'available') => wire.inventoryItem({ id, status });

describe('newest answer wins: answers delivered out of order', () => {
  it('balance: a profile read answered after an opening does not bring back the balance from before it', async () => {
    const { api, transport, session } = setup();
    const read = api.getMe();
    const opening = api.openCase('7');
    transport.answer('/api/case/7/open/', ok({
      opened_item: { win: { id: 1, name: 'AK', img: '/a.png', cost: '5', profit: '-37%' }, inventory_id: 40 }, balance: '1242',
    }));
    await opening;
    await flush();
    expect(session.balance).toBe(1242);
    transport.answer('/api/me/', ok({ me: wire.me({ balance: '1250', firstname: 'Late' }) }));
    await read;
    await flush();
    expect(session.balance).toBe(1242);
    // The read's answer was older than the opening's: the profile it carried (name, tasks) is still
    // taken where nothing newer spoke of it.
    expect(session.me?.firstName).toBe('Late');
  });

  it('balance, the other way: a sale answered after a later read still counts, and an older read never does', async () => {
    const { api, transport, session } = setup();
    const early = api.getMe();
    const sale = api.sellItem('3');
    const later = api.getMe();
    transport.answer('/api/me/', ok({ me: wire.me({ balance: '100' }) }));
    await early;
    await flush();
    expect(session.balance).toBe(100);
    transport.answer('/api/me/', ok({ me: wire.me({ balance: '112.5' }) }));
    await later;
    await flush();
    expect(session.balance).toBe(112.5);
    transport.answer('/api/inventory/3/sale/', ok({ balance: '112.5' }));
    await sale;
    expect(session.balance).toBe(112.5);
  });

  it('inventory: with two sales and slow reloads, the sold item never comes back as available', async () => {
    const { api, transport, inventory } = setup();
    const firstSale = api.sellItem('1');
    transport.answer('/api/inventory/1/sale/', ok({ balance: '10', inventory: [item(1, 'sold'), item(2)] }));
    await firstSale;
    const firstReload = api.getInventory();
    const secondSale = api.sellItem('2');
    transport.answer('/api/inventory/2/sale/', ok({ balance: '20', inventory: [item(1, 'sold'), item(2, 'sold')] }));
    await secondSale;
    await flush();
    expect(inventory.items?.map((i) => i.status)).toEqual(['sold', 'sold']);
    // The first reload was sent before the second sale: its answer is older and is dropped.
    transport.answer('/api/inventory/', ok({ inventory: [item(1, 'sold'), item(2)] }));
    await firstReload;
    await flush();
    expect(inventory.items?.map((i) => i.status)).toEqual(['sold', 'sold']);
    // A reload sent afterwards is the server's newest word again.
    const lastReload = api.getInventory();
    transport.answer('/api/inventory/', ok({ inventory: [item(1, 'sold'), item(2, 'sold'), item(3)] }));
    await lastReload;
    expect(inventory.items).toHaveLength(3);
  });

  it('inventory: a sale whose answer carries only the balance still makes the reload sent before it stale', async () => {
    const { api, transport, inventory } = setup();
    const start = api.getInventory();
    transport.answer('/api/inventory/', ok({ inventory: [item(1, 'sold'), item(2)] }));
    await start;
    const firstReload = api.getInventory();
    const secondSale = api.sellItem('2');
    transport.answer('/api/inventory/2/sale/', ok({ balance: '20' }));
    await secondSale;
    // Sent before the sale, answered after it: item 2 must not come back as available.
    transport.answer('/api/inventory/', ok({ inventory: [item(1, 'sold'), item(2)] }));
    await firstReload;
    await flush();
    expect(inventory.items?.map((i) => i.status)).toEqual(['sold', 'available']);
    const secondReload = api.getInventory();
    transport.answer('/api/inventory/', ok({ inventory: [item(1, 'sold'), item(2, 'sold')] }));
    await secondReload;
    expect(inventory.items?.map((i) => i.status)).toEqual(['sold', 'sold']);
  });

  it('a stale answer still fills a store that has nothing yet (never a spinner for ever)', async () => {
    const { api, transport, inventory, session } = setup();
    const read = api.getInventory();
    const profile = api.getMe();
    const language = api.setLanguage('ru');
    transport.answer('/api/lang/', ok({ lang: { result: true } }));
    await language;
    transport.answer('/api/inventory/', ok({ inventory: [item(1)] }));
    transport.answer('/api/me/', ok({ me: wire.me() }));
    await Promise.all([read, profile]);
    expect(inventory.items).toHaveLength(1);
    expect(session.me).not.toBeNull();
  });

  it('profile: two reads answered in reverse order keep the second one', async () => {
    const { api, transport, session } = setup();
    const first = api.getMe();
    const second = api.getMe();
    const [olderHeld, newerHeld] = transport.held;
    newerHeld?.answer.resolve(ok({ me: wire.me({ tradelink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=new', balance: '7' }) }));
    await second;
    olderHeld?.answer.resolve(ok({ me: wire.me({ tradelink: null, balance: '3' }) }));
    await first;
    await flush();
    expect(session.me?.tradeLink).toContain('token=new');
    expect(session.balance).toBe(7);
  });

  it('cases: each case and the list keep their own newest answer', async () => {
    const { api, transport, cases } = setup();
    const oldList = api.getCases();
    const newList = api.getCases();
    const caseRead = api.getCase('7');
    const [olderList, newerList] = transport.held;
    newerList?.answer.resolve(ok({ cases: [wire.caseSummary({ price: '5' })] }));
    await newList;
    transport.answer('/api/case/7/', ok({ case: { ...wire.caseSummary({ price: '6' }), skins: [wire.skin()] } }));
    await caseRead;
    olderList?.answer.resolve(ok({ cases: [wire.caseSummary({ price: '4' })] }));
    await oldList;
    await flush();
    expect(cases.list?.[0]?.price).toBe(5);
    expect(cases.details.get('7')?.price).toBe(6);
  });
});

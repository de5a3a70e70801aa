import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { InventoryItem } from '@domain/model/inventory';
import { InventoryViewModel } from '@ui/screens/inventory/InventoryViewModel';
import { flush } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { item } from '../domain/inventory/fixtures';
import { mounted, setup } from './inventoryHarness';

const ids = (items: readonly InventoryItem[]) => items.map((i) => i.id);

/** The server's order (newest first): a cheap Mil-Spec, a Covert, an ungraded one, a dear Mil-Spec, a knife worth the Covert's price. */
const SHELF = () => [
  item('available', { cost: 5, rarity: 'milspec' }, 'a'),
  item('available', { cost: 80, rarity: 'covert' }, 'b'),
  item('returned', { cost: 5 }, 'c'),
  item('available', { cost: 120, rarity: 'milspec' }, 'd'),
  item('available', { cost: 80, rarity: 'extraordinary' }, 'e'),
  item('sold', { cost: 300, rarity: 'covert' }, 's1'),
  item('sold', { cost: 1, rarity: 'consumer' }, 's2'),
];

describe('InventoryViewModel: the grid’s order', () => {
  it('starts with the newest first (the server’s order) and sorts each tab by value or rarity, ties in the server’s order', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    expect(h.vm.sortOrder).toBe('newest');
    expect(ids(h.vm.view('available').items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    h.vm.sortPicked('value');
    expect(ids(h.vm.view('available').items)).toEqual(['d', 'b', 'e', 'a', 'c']);
    expect(ids(h.vm.view('sold').items)).toEqual(['s1', 's2']);
    h.vm.sortPicked('rarity');
    // The highest grade first, then the dearer, then the newer; the ungraded item last.
    expect(ids(h.vm.view('available').items)).toEqual(['e', 'b', 'd', 'a', 'c']);
    h.vm.sortPicked('newest');
    expect(ids(h.vm.view('available').items)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a pick changes the order once (picking the order shown again does nothing); the view-model itself does not buzz', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.sortPicked('newest');
    expect(h.vm.sortOrder).toBe('newest');
    h.vm.sortPicked('value');
    h.vm.sortPicked('value');
    expect(h.vm.sortOrder).toBe('value');
    // The selection haptic is the shell's, for every picker at once (usePickerHaptics): one per tap.
    expect(h.messenger.hapticSelection).not.toHaveBeenCalled();
  });

  it('is remembered for the session: the next visit’s view-model shows the same order', async () => {
    const h = setup({ items: SHELF() });
    (await mounted(h))();
    h.vm.sortPicked('rarity');
    const next = new InventoryViewModel({ api: h.api, session: h.session, toaster: h.toaster, inventory: h.inventory, messenger: h.messenger, texts: h.texts });
    next.mount();
    await flush();
    expect(next.sortOrder).toBe('rarity');
    expect(ids(next.view('available').items)).toEqual(['e', 'b', 'd', 'a', 'c']);
  });

  it('a new answer is shown in the order picked; the sold card held in its tab keeps its place', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.sortPicked('value');
    const sale = h.vm.sell('b', 'available');
    await flush(); // the player confirms
    h.serverSets('b', 'sold');
    h.sales[0]!.resolve({ balance: null });
    await sale;
    const shown = h.vm.view('available').items;
    expect(ids(shown)).toEqual(['d', 'b', 'e', 'a', 'c']);
    expect(shown[1]?.status).toBe('sold');
  });
});

describe('InventoryViewModel: what the player holds', () => {
  it('counts available and returned items and their worth; sold, sending and sent ones are not held', async () => {
    const h = setup({ items: [...SHELF(), item('sending', { cost: 40 }, 'x'), item('sent', { cost: 50 }, 'y')] });
    await mounted(h);
    expect(h.vm.holdings).toEqual({ count: 5, value: 290 });
  });

  it('follows the server: a sale takes the item out of the total, even while its card stays in the available tab', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    const totals = recordStates(() => `${h.vm.holdings.count}/${h.vm.holdings.value}`);
    const sale = h.vm.sell('d', 'available');
    await flush(); // the player confirms
    h.serverSets('d', 'sold');
    h.sales[0]!.resolve({ balance: null });
    await sale;
    expect(h.vm.isPinned('d')).toBe(true);
    expect(totals.values).toEqual(['5/290', '4/170']);
    totals.stop();
  });

  it('nothing yet, or nothing held: zero', async () => {
    const h = setup({ items: [item('sold', { cost: 3 }, 's')] });
    expect(h.vm.holdings).toEqual({ count: 0, value: 0 });
    await mounted(h);
    expect(h.vm.holdings).toEqual({ count: 0, value: 0 });
  });
});

describe('InventoryViewModel: an item’s sheet', () => {
  it('a tap opens the item’s sheet; it shows what the server says of the item and closes', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    expect(h.vm.openItem).toBeNull();
    h.vm.itemTapped('c', 'available');
    h.vm.itemTapped('c', 'available');
    expect(h.vm.openItem?.id).toBe('c');
    // The server's next word about the item is what the sheet shows.
    h.serverSets('c', 'sold');
    await h.vm.load();
    expect(h.vm.openItem?.status).toBe('sold');
    h.vm.sheetClosed();
    expect(h.vm.openItem).toBeNull();
  });

  it('an item gone from the server’s answer has no sheet', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.itemTapped('a', 'available');
    h.server.items = h.server.items.filter((i) => i.id !== 'a');
    await h.vm.load();
    expect(h.vm.openItem).toBeNull();
  });

  it('a sale from the sheet: confirmed and done, the sheet closes and the card is held in the tab it was tapped in', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.itemTapped('a', 'available');
    const sale = h.vm.sellPressed();
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).toHaveBeenCalledWith('a');
    expect(h.vm.openItem?.id).toBe('a');
    h.serverSets('a', 'sold');
    h.sales[0]!.resolve({ balance: null });
    expect(await sale).toBeNull();
    expect(h.vm.openItem).toBeNull();
    expect(h.vm.isPinned('a')).toBe(true);
  });

  it('declined or failed, the sheet stays open for another try', async () => {
    const h = setup({ items: SHELF(), decline: true });
    await mounted(h);
    h.vm.itemTapped('b', 'available');
    await h.vm.sellPressed();
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.vm.openItem?.id).toBe('b');

    const failing = setup({ items: SHELF() });
    await mounted(failing);
    failing.vm.itemTapped('b', 'available');
    const send = failing.vm.withdrawPressed();
    await flush(); // the player confirms
    failing.sends[0]!.reject(ApiError.http(502));
    expect(await send).toBeNull();
    expect(failing.vm.openItem?.id).toBe('b');
    expect(failing.toasts()).toEqual([{ kind: 'error', message: { key: 'inventory.sendError' } }]);
  });

  it('a send from the sheet: the sheet closes and the screen is asked for the sending tab', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.itemTapped('e', 'available');
    const send = h.vm.withdrawPressed();
    await flush(); // the player confirms
    h.serverSets('e', 'sending');
    h.sends[0]!.resolve({});
    expect(await send).toEqual({ kind: 'show-tab', tab: 'sending' });
    expect(h.vm.openItem).toBeNull();
    expect(h.vm.offerSent).toBe('Skin e');
  });

  it('without a trade link the sheet closes on the way to the editor, and nothing is sent', async () => {
    const h = setup({ items: SHELF(), tradeLink: null });
    await mounted(h);
    h.vm.itemTapped('e', 'available');
    expect(await h.vm.withdrawPressed()).toEqual({ kind: 'set-trade-link' });
    expect(h.vm.openItem).toBeNull();
    expect(h.api.sendItem).not.toHaveBeenCalled();
  });

  it('with no sheet open, the sheet’s buttons do nothing', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    expect(await h.vm.sellPressed()).toBeNull();
    expect(await h.vm.withdrawPressed()).toBeNull();
    expect(h.messenger.showPopup).not.toHaveBeenCalled();
  });

  it('an action that ends after the player opened another item’s sheet leaves that sheet open', async () => {
    const h = setup({ items: SHELF() });
    await mounted(h);
    h.vm.itemTapped('a', 'available');
    const sale = h.vm.sellPressed();
    await flush(); // the player confirms
    h.vm.itemTapped('d', 'available');
    h.sales[0]!.resolve({ balance: null });
    await sale;
    expect(h.vm.openItem?.id).toBe('d');
  });
});

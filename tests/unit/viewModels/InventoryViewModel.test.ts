import { moneyCount } from '@ui/i18n/formatNumber';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { TRADE_LINK_REQUIRED_MESSAGE } from '@domain/features/inventory/WithdrawItem';
import type { InventoryItem } from '@domain/model/inventory';
import { InventoryViewModel } from '@ui/screens/inventory/InventoryViewModel';
import { flush } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { item } from '../domain/inventory/fixtures';
import { me, mounted, setup, TRADE_LINK } from './inventoryHarness';

const ids = (items: readonly InventoryItem[]) => items.map((i) => i.id);

describe('InventoryViewModel: loading and tabs (spec §2 inventory)', () => {
  it('loads, then groups by status: tabs only for statuses present, in order; returned under available', async () => {
    const h = setup({
      items: [item('sold', {}, 's1'), item('available', {}, 'a1'), item('sending', {}, 'x1'), item('returned', { changed: true }, 'r1')],
    });
    const status = recordStates(() => h.vm.status);
    await mounted(h);
    expect(status.values).toEqual(['loading', 'ready']);

    const view = h.vm.view(null);
    expect(view.tabs).toEqual(['available', 'sending', 'sold']);
    expect(view.selected).toBe('available');
    expect(ids(view.items)).toEqual(['a1', 'r1']);
    expect(view.empty).toBeNull();
    expect(ids(h.vm.view('sold').items)).toEqual(['s1']);
    status.stop();
  });

  it('the tab from the query is used even when it holds nothing: that category’s empty message', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    expect(h.vm.view('sent')).toEqual({ tabs: ['available'], selected: 'sent', items: [], empty: 'tab' });
  });

  it('an empty inventory has no tabs and the overall empty message', async () => {
    const h = setup({ items: [] });
    await mounted(h);
    expect(h.vm.view(null)).toEqual({ tabs: [], selected: null, items: [], empty: 'all' });
  });

  it('a failed load shows the error state; retrying goes back through loading', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    h.server.inventoryFails = true;
    const status = recordStates(() => h.vm.status);
    await mounted(h);
    expect(h.vm.status).toBe('error');
    h.server.inventoryFails = false;
    await h.vm.load();
    expect(status.values).toEqual(['loading', 'error', 'loading', 'ready']);
    expect(ids(h.vm.view(null).items)).toEqual(['a1']);
  });

  it('a failed reload keeps what was shown', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    h.server.inventoryFails = true;
    await h.vm.load();
    expect(h.vm.status).toBe('ready');
    expect(ids(h.vm.items)).toEqual(['a1']);
  });

  it('an inventory carried by any server response refreshes the items', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    const shown = recordStates(() => ids(h.vm.view(null).items).join(','));
    h.events.next({ type: 'balance', balance: 10 });
    h.events.next({ type: 'inventory', items: [item('available', {}, 'a1'), item('available', {}, 'a2')] });
    expect(shown.values).toEqual(['a1', 'a1,a2']);
    shown.stop();
  });

  it('items left out of the answer (unreadable) are counted for the screen, and the count follows the newest answer', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    expect(h.vm.leftOut).toBe(0);
    h.events.next({ type: 'inventory', items: [item('available', {}, 'a1')], leftOut: 1 });
    expect(h.vm.leftOut).toBe(1);
    expect(ids(h.vm.items)).toEqual(['a1']);
    h.events.next({ type: 'inventory', items: [item('available', {}, 'a1'), item('available', {}, 'a2')] });
    expect(h.vm.leftOut).toBe(0);
  });
});

describe('InventoryViewModel: sell (spec §2, §4)', () => {
  it('a server that sends no alert with the sale: the client says it was sold, once', async () => {
    const h = setup({ items: [item('available', { cost: 7 }, 'a1')] });
    await mounted(h);
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: 7 });
    await result;
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'inventory.soldToast', params: { value: 7, count: moneyCount(7) } } }]);
    // The confirmed sale is felt once, as a success.
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['success']]);
  });

  it('an alert another answer carried while the sale was in flight is not the sale’s: the client still says it was sold', async () => {
    const h = setup({ items: [item('available', { cost: 7 }, 'a1')] });
    await mounted(h);
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.events.next({ type: 'alert', text: 'Daily bonus is ready' }); // a feed poll's answer, say
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: 7 });
    await result;
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'inventory.soldToast', params: { value: 7, count: moneyCount(7) } } }]);
  });

  it('a sale’s alert in other words than the amount is shown as the server wrote it, once', async () => {
    const h = setup({ items: [item('available', { cost: 7 }, 'a1')] });
    await mounted(h);
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: 7, alert: 'Thanks! Your skin found a new owner.' });
    await result;
    expect(h.toasts()).toEqual([{ kind: 'success', message: { text: 'Thanks! Your skin found a new owner.' } }]);
  });

  it('a withdrawal’s alert is its success toast; without one the client adds none', async () => {
    const h = setup({ items: [item('available', { cost: 7 }, 'a1'), item('available', { cost: 8 }, 'a2')] });
    await mounted(h);
    const first = h.vm.withdraw('a1', 'available');
    await flush(); // the player confirms
    h.serverSets('a1', 'sending');
    h.sends[0]!.resolve({ alert: 'Trade offer sent' });
    await first;
    expect(h.toasts()).toEqual([{ kind: 'success', message: { text: 'Trade offer sent' } }]);
    const second = h.vm.withdraw('a2', 'available');
    await flush();
    h.serverSets('a2', 'sending');
    h.sends[1]!.resolve({});
    await second;
    expect(h.toasts()).toHaveLength(1);
  });

  it('the confirmation names the skin and its worth; declined, nothing is sent and the card is free again', async () => {
    const h = setup({ items: [item('available', { name: 'AK-47 | Redline', cost: 12.5 }, 'a1')], decline: true });
    await mounted(h);
    expect(await h.vm.sell('a1', 'available')).toBeNull();
    expect(await h.vm.withdraw('a1', 'available')).toBeNull();
    const [sell, send] = h.messenger.showPopup.mock.calls.map(([params]) => params);
    expect(sell?.message).toBe('inventory.confirm.sell.message{"name":"AK-47 | Redline","value":"12.5","count":12.5}');
    expect(send?.title).toBe('inventory.confirm.send.title{"name":"AK-47 | Redline","value":"12.5","count":12.5}');
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.api.sendItem).not.toHaveBeenCalled();
    expect(h.vm.isPinned('a1')).toBe(false);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('the tapped card is held in its place from the tap on, before the server answers (nothing slides under a second tap)', async () => {
    const h = setup({ items: [item('available', {}, 'a1'), item('available', {}, 'a2')] });
    await mounted(h);
    const shown = recordStates(() => ids(h.vm.view('available').items).join(','));
    const result = h.vm.sell('a1', 'available');
    expect(h.vm.isPinned('a1')).toBe(true);
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: 1 });
    await result;
    expect(shown.values).toEqual(['a1,a2']);
    shown.stop();
  });

  it('the item’s action runs (buttons disabled) until the reload of inventory and profile is back', async () => {
    const h = setup({ items: [item('available', { cost: 42 }, 'a1'), item('available', {}, 'a2')] });
    await mounted(h);
    const running = recordStates(() => h.vm.runningAction('a1'));
    const other = recordStates(() => h.vm.runningAction('a2'));

    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).toHaveBeenCalledExactlyOnceWith('a1');
    expect(h.vm.runningAction('a1')).toBe('sell');

    const release = h.holdInventory();
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: 542, alert: 'Sold for 42' }); // the server's own message comes with the answer, naming the amount
    await flush();
    expect(h.api.getInventory).toHaveBeenCalledTimes(2);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.vm.runningAction('a1')).toBe('sell');

    release();
    expect(await result).toBeNull();
    expect(running.values).toEqual([null, 'sell', null]);
    expect(other.values).toEqual([null]);
    expect(h.vm.items.find((i) => i.id === 'a1')?.status).toBe('sold');
    // One success toast: the server's alert only named the amount the client knows, so the client words it.
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'inventory.soldToast', params: { value: 42, count: moneyCount(42) } } }]);
    running.stop();
    other.stop();
  });

  it('a second tap on either button while the sale runs sends nothing', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    const first = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(await h.vm.sell('a1', 'available')).toBeNull();
    expect(await h.vm.withdraw('a1', 'available')).toBeNull();
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    expect(h.api.sendItem).not.toHaveBeenCalled();
    h.sales[0]!.resolve({ balance: null });
    await first;
    expect(h.vm.runningAction('a1')).toBeNull();
  });

  it('the sold card stays in the tab it was tapped in until the pins are cleared', async () => {
    const h = setup({ items: [item('available', {}, 'a1'), item('available', {}, 'a2')] });
    await mounted(h);
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.serverSets('a1', 'sold');
    h.sales[0]!.resolve({ balance: null });
    await result;

    expect(h.vm.isPinned('a1')).toBe(true);
    const held = h.vm.view('available');
    expect(ids(held.items)).toEqual(['a1', 'a2']);
    expect(held.items[0]?.status).toBe('sold');
    expect(h.vm.view(null).tabs).toEqual(['available']);

    h.vm.clearPins();
    expect(h.vm.isPinned('a1')).toBe(false);
    expect(ids(h.vm.view('available').items)).toEqual(['a2']);
    expect(ids(h.vm.view('sold').items)).toEqual(['a1']);
    expect(h.vm.view(null).tabs).toEqual(['available', 'sold']);
  });

  it('a refused sale toasts the server’s reason; without one, the plain sale error', async () => {
    const h = setup({ items: [item('available', {}, 'a1'), item('returned', {}, 'r1')] });
    await mounted(h);
    const withReason = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.sales[0]!.reject(new ApiError('server', 'Item is locked'));
    expect(await withReason).toBeNull();
    const plain = h.vm.sell('r1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(2);
    h.sales[1]!.reject(ApiError.http(500));
    expect(await plain).toBeNull();
    // A 403 is told once, by the transport policy ('Access denied'): no sale error on top.
    const forbidden = h.vm.sell('r1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(3);
    h.sales[2]!.reject(ApiError.http(403));
    expect(await forbidden).toBeNull();

    expect(h.toasts()).toEqual([
      { kind: 'error', message: { key: 'inventory.sellErrorReason', params: { reason: 'Item is locked' } } },
      { kind: 'error', message: { key: 'inventory.sellError' } },
    ]);
    // Every attempt that reached the server is followed by the server's word.
    expect(h.api.getInventory).toHaveBeenCalledTimes(4);
    expect(h.session.refresh).toHaveBeenCalledTimes(3);
    expect(h.vm.runningAction('a1')).toBeNull();
    expect(h.vm.runningAction('r1')).toBeNull();
  });

  it('a lost answer whose reload shows the item sold counts as sold, with the client’s own toast', async () => {
    const h = setup({ items: [item('available', { cost: 37 }, 'a1')] });
    await mounted(h);
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.serverSets('a1', 'sold');
    h.sales[0]!.reject(new ApiError('network', 'connection reset'));
    expect(await result).toBeNull();
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'inventory.soldToast', params: { value: 37, count: moneyCount(37) } } }]);
  });
});

describe('InventoryViewModel: withdraw (spec §4, §5)', () => {
  it('sends, then asks the screen to show the sending tab', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    const running = recordStates(() => h.vm.runningAction('a1'));
    const result = h.vm.withdraw('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sendItem).toHaveBeenCalledExactlyOnceWith('a1');
    h.serverSets('a1', 'sending');
    h.sends[0]!.resolve({});
    expect(await result).toEqual({ kind: 'show-tab', tab: 'sending' });
    expect(running.values).toEqual([null, 'send', null]);
    expect(h.api.getInventory).toHaveBeenCalledTimes(2);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);

    // The screen clears the pins when it switches tab.
    h.vm.clearPins();
    expect(ids(h.vm.view('sending').items)).toEqual(['a1']);
    expect(h.toaster.show).not.toHaveBeenCalled();
    running.stop();
  });

  it('without a trade link: the required toast and the trade-link editor, and no call', async () => {
    const h = setup({ items: [item('available', {}, 'a1')], tradeLink: null });
    await mounted(h);
    const running = recordStates(() => h.vm.runningAction('a1'));
    expect(await h.vm.withdraw('a1', 'available')).toEqual({ kind: 'set-trade-link' });
    expect(h.api.sendItem).not.toHaveBeenCalled();
    expect(running.values).toEqual([null]);
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'inventory.tradeLinkRequired' } }]);
    expect(h.vm.isPinned('a1')).toBe(false);
    running.stop();
  });

  it('follows the session: once the profile holds a trade link, the withdraw is sent', async () => {
    const h = setup({ items: [item('available', {}, 'a1')], tradeLink: null });
    await mounted(h);
    runInAction(() => {
      h.session.me = me(TRADE_LINK);
    });
    void h.vm.withdraw('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sendItem).toHaveBeenCalledExactlyOnceWith('a1');
  });

  it('the server’s own trade-link refusal also leads to the editor', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    await mounted(h);
    const result = h.vm.withdraw('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.sends[0]!.reject(new ApiError('server', TRADE_LINK_REQUIRED_MESSAGE));
    expect(await result).toEqual({ kind: 'set-trade-link' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'inventory.tradeLinkRequired' } }]);
  });

  it('a failed send toasts the server’s reason, or the plain send error', async () => {
    const h = setup({ items: [item('available', {}, 'a1'), item('available', {}, 'a2')] });
    await mounted(h);
    const withReason = h.vm.withdraw('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.sends[0]!.reject(new ApiError('server', 'Trade hold'));
    expect(await withReason).toBeNull();
    const plain = h.vm.withdraw('a2', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(2);
    h.sends[1]!.reject(new ApiError('http', 'HTTP 502', 502));
    expect(await plain).toBeNull();
    expect(h.toasts()).toEqual([
      { kind: 'error', message: { key: 'inventory.sendErrorReason', params: { reason: 'Trade hold' } } },
      { kind: 'error', message: { key: 'inventory.sendError' } },
    ]);
    // Failed items stay where they were tapped, still available.
    expect(ids(h.vm.view('available').items)).toEqual(['a1', 'a2']);
    expect(h.vm.view('available').items.every((i) => i.status === 'available')).toBe(true);
  });
});

describe('InventoryViewModel: mount and unmount (useViewModel)', () => {
  it('a later visit shows what the inventory store holds at once, while it asks the server again', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    (await mounted(h))();
    const next = new InventoryViewModel({ api: h.api, session: h.session, toaster: h.toaster, inventory: h.inventory, messenger: h.messenger, texts: h.texts });
    const release = h.holdInventory();
    next.mount();
    expect(next.status).toBe('ready');
    expect(ids(next.items)).toEqual(['a1']);
    expect(h.api.getInventory).toHaveBeenCalledTimes(2);
    h.serverSets('a1', 'sold');
    release();
    await flush();
    expect(next.items.map((i) => i.status)).toEqual(['sold']);
  });

  it('StrictMode’s mount → unmount → mount still follows events and mirrors running actions once', async () => {
    const h = setup({ items: [item('available', {}, 'a1')] });
    h.vm.mount()();
    const unmount = await mounted(h);
    expect(h.vm.status).toBe('ready');

    h.events.next({ type: 'inventory', items: [item('available', {}, 'a1'), item('sold', {}, 's1')] });
    expect(h.vm.view(null).tabs).toEqual(['available', 'sold']);

    const running = recordStates(() => h.vm.runningAction('a1'));
    const result = h.vm.sell('a1', 'available');
    await flush(); // the player confirms
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.sales[0]!.resolve({ balance: null });
    await result;
    expect(running.values).toEqual([null, 'sell', null]);
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    running.stop();
    unmount();
  });
});

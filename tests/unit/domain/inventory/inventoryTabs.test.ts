import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVENTORY_TABS, canActOn, groupInventory, inventoryView, parseInventoryTab, presentTabs, selectedTab, tabOfStatus,
} from '@domain/features/inventory/inventoryTabs';
import { ITEM_STATUSES, type ItemStatus } from '@domain/model/inventory';
import { item } from './fixtures';

const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('inventory tabs (spec §2)', () => {
  it('are available, sending, sent, sold — in that order', () => {
    expect(INVENTORY_TABS).toEqual(['available', 'sending', 'sent', 'sold']);
  });

  it('list returned items under available', () => {
    expect(tabOfStatus('returned')).toBe('available');
    for (const status of ['available', 'sending', 'sent', 'sold'] as const) expect(tabOfStatus(status)).toBe(status);
  });

  it('show only the statuses present, in the fixed order whatever the item order', () => {
    const items = [item('sold'), item('sending'), item('sold'), item('returned')];
    expect(presentTabs(items)).toEqual(['available', 'sending', 'sold']);
    expect(presentTabs([item('sent')])).toEqual(['sent']);
    expect(presentTabs([])).toEqual([]);
  });

  it('a returned item alone makes the available tab', () => {
    expect(presentTabs([item('returned')])).toEqual(['available']);
  });

  it('group items per tab keeping the server order', () => {
    const a = item('available', {}, 'a');
    const r = item('returned', {}, 'r');
    const s = item('sold', {}, 's');
    const b = item('available', {}, 'b');
    const groups = groupInventory([a, s, r, b]);
    expect(ids(groups.available)).toEqual(['a', 'r', 'b']);
    expect(ids(groups.sold)).toEqual(['s']);
    expect(groups.sending).toEqual([]);
    expect(groups.sent).toEqual([]);
  });

  it('sell and send only on available and returned items', () => {
    expect(ITEM_STATUSES.filter(canActOn)).toEqual(['available', 'returned']);
  });

  it('every item lands in exactly one tab, and the tabs present are exactly the non-empty groups', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<ItemStatus>(...ITEM_STATUSES), { maxLength: 30 }), (statuses) => {
        const items = statuses.map((s) => item(s));
        const groups = groupInventory(items);
        expect(INVENTORY_TABS.reduce((n, tab) => n + groups[tab].length, 0)).toBe(items.length);
        expect(presentTabs(items)).toEqual(INVENTORY_TABS.filter((tab) => groups[tab].length > 0));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the tab query parameter', () => {
  it.each([
    ['available', 'available'], ['sending', 'sending'], ['sent', 'sent'], ['sold', 'sold'],
    ['SOLD', 'sold'], [' sent ', 'sent'], ['returned', 'available'],
  ])('reads %j as %s', (query, tab) => {
    expect(parseInventoryTab(query)).toBe(tab);
  });

  it.each([null, undefined, '', 'all', 'pending', 'sold,sent', '1'])('ignores %j', (query) => {
    expect(parseInventoryTab(query)).toBeNull();
  });
});

describe('the selected tab', () => {
  const items = [item('sent'), item('available')];

  it('is the one from the query when given', () => {
    expect(selectedTab(items, 'sent')).toBe('sent');
  });

  it('is the query’s even when that category is empty, so its own empty message shows', () => {
    expect(selectedTab(items, 'sold')).toBe('sold');
    expect(inventoryView(items, 'sold')).toMatchObject({ selected: 'sold', items: [], empty: 'tab', tabs: ['available', 'sent'] });
  });

  it('without a query is the first tab present', () => {
    expect(selectedTab(items, null)).toBe('available');
    expect(selectedTab([item('sold'), item('sending')], null)).toBe('sending');
  });

  it('is none for an empty inventory, which shows the overall empty message', () => {
    expect(selectedTab([], null)).toBeNull();
    expect(inventoryView([], null)).toEqual({ tabs: [], selected: null, items: [], empty: 'all' });
    expect(inventoryView([], 'sold').empty).toBe('all');
  });

  it('shows the chosen tab’s items and no empty message when it has some', () => {
    const r = item('returned', {}, 'r1');
    const view = inventoryView([item('sold', {}, 's1'), r], 'available');
    expect(view.items).toEqual([r]);
    expect(view.empty).toBeNull();
  });
});

describe('items just acted on stay where they were tapped', () => {
  it('a sold item pinned to available stays there, in the server’s order, until the pins are dropped', () => {
    const a = item('available', {}, 'a');
    const sold = item('sold', {}, 'b');
    const c = item('available', {}, 'c');
    const pins = new Map([['b', 'available' as const]]);
    expect(ids(inventoryView([a, sold, c], 'available', pins).items)).toEqual(['a', 'b', 'c']);
    expect(ids(inventoryView([a, sold, c], 'sold', pins).items)).toEqual([]);
    expect(ids(inventoryView([a, sold, c], 'available').items)).toEqual(['a', 'c']);
    expect(ids(inventoryView([a, sold, c], 'sold').items)).toEqual(['b']);
  });

  it('keeps the tab present while it holds a pinned item, even when nothing there is available any more', () => {
    const sold = item('sold', {}, 'b');
    const pins = new Map([['b', 'available' as const]]);
    expect(presentTabs([sold], pins)).toEqual(['available']);
    expect(inventoryView([sold], null, pins)).toMatchObject({ tabs: ['available'], selected: 'available', empty: null });
    expect(presentTabs([sold])).toEqual(['sold']);
  });

  it('a pin for an item the server no longer lists changes nothing', () => {
    const a = item('available', {}, 'a');
    expect(inventoryView([a], null, new Map([['gone', 'sold' as const]]))).toEqual(inventoryView([a], null));
  });
});

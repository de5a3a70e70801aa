import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingsOf, INVENTORY_SORTS, sortInventory } from '@domain/features/inventory/inventoryOrder';
import { ITEM_STATUSES, type InventoryItem } from '@domain/model/inventory';
import { RARITIES, type Rarity } from '@domain/model/rarity';
import { item } from './fixtures';

const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('inventory order', () => {
  // The server's order, newest first: a, b, c, d, e.
  const items = [
    item('available', { cost: 5, rarity: 'milspec' }, 'a'),
    item('available', { cost: 80, rarity: 'covert' }, 'b'),
    item('returned', { cost: 5 }, 'c'),
    item('available', { cost: 120, rarity: 'milspec' }, 'd'),
    item('available', { cost: 80, rarity: 'extraordinary' }, 'e'),
  ];

  it('offers newest, value and rarity', () => {
    expect(INVENTORY_SORTS).toEqual(['newest', 'value', 'rarity']);
  });

  it('newest keeps the server’s order, the very same list (nothing to sort)', () => {
    expect(sortInventory(items, 'newest')).toBe(items);
  });

  it('value: the dearest first; equal values keep the server’s order (the newer first)', () => {
    expect(ids(sortInventory(items, 'value'))).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('rarity: the highest grade first, then the dearest, then the newer; items without a grade last', () => {
    expect(ids(sortInventory(items, 'rarity'))).toEqual(['e', 'b', 'd', 'a', 'c']);
  });

  it('a cost that is not a number sorts below every real one, and two such tie in the server’s order', () => {
    const odd = [item('available', { cost: Number.NaN }, 'n1'), item('available', { cost: 0 }, 'z'), item('available', { cost: Number.NaN }, 'n2'), item('available', { cost: -1 }, 'neg')];
    expect(ids(sortInventory(odd, 'value'))).toEqual(['z', 'neg', 'n1', 'n2']);
    expect(ids(sortInventory(odd, 'rarity'))).toEqual(['z', 'neg', 'n1', 'n2']);
  });

  it('does not change the list it was given', () => {
    const before = ids(items);
    sortInventory(items, 'value');
    sortInventory(items, 'rarity');
    expect(ids(items)).toEqual(before);
  });

  it('empty and one-item lists come back as they are', () => {
    expect(sortInventory([], 'value')).toEqual([]);
    const one = [item('sold', {}, 'x')];
    expect(sortInventory(one, 'rarity')).toBe(one);
  });

  const arbitraryItem = fc.record({
    cost: fc.oneof(fc.integer({ min: 0, max: 50 }).map((n) => n / 2), fc.constant(Number.NaN)),
    rarity: fc.option(fc.constantFrom(...RARITIES), { nil: undefined }),
  });

  it('any list: a permutation of it, ordered as the rule says, with ties in the server’s order', () => {
    fc.assert(fc.property(fc.array(arbitraryItem, { maxLength: 40 }), fc.constantFrom('value' as const, 'rarity' as const), (specs, order) => {
      const list = specs.map((spec, i) => item('available', { cost: spec.cost, ...(spec.rarity ? { rarity: spec.rarity } : {}) }, `i${i}`));
      const sorted = sortInventory(list, order);
      expect([...ids(sorted)].sort()).toEqual([...ids(list)].sort());
      const worth = (i: InventoryItem) => (Number.isNaN(i.win.cost) ? -Infinity : i.win.cost);
      const rank = (r: Rarity | undefined) => (r ? RARITIES.indexOf(r) : -1);
      const place = (i: InventoryItem) => list.indexOf(i);
      for (let k = 1; k < sorted.length; k++) {
        const [a, b] = [sorted[k - 1]!, sorted[k]!];
        const key = (i: InventoryItem) => [order === 'rarity' ? rank(i.win.rarity) : 0, worth(i)] as const;
        const [ka, kb] = [key(a), key(b)];
        const before = ka[0] > kb[0] || (ka[0] === kb[0] && (ka[1] > kb[1] || (ka[1] === kb[1] && place(a) < place(b))));
        expect(before).toBe(true);
      }
    }));
  });
});

describe('what the player holds', () => {
  it('counts available and returned items and sums their worth; sending, sent and sold ones are no longer theirs', () => {
    const items = [
      item('available', { cost: 37.59 }), item('returned', { cost: 13.9 }), item('sending', { cost: 100 }),
      item('sent', { cost: 200 }), item('sold', { cost: 300 }), item('available', { cost: 0.1 }), item('available', { cost: 0.2 }),
    ];
    expect(holdingsOf(items)).toEqual({ count: 4, value: 51.79 });
  });

  it('sums to the cent: 0.1 and 0.2 make 0.30', () => {
    expect(holdingsOf([item('available', { cost: 0.1 }), item('available', { cost: 0.2 })]).value).toBe(0.3);
  });

  it('an item whose cost is not a number still counts as held, and adds nothing to the value', () => {
    expect(holdingsOf([item('available', { cost: Number.NaN }), item('returned', { cost: 2.5 })])).toEqual({ count: 2, value: 2.5 });
  });

  it('nothing held: zero items worth zero', () => {
    expect(holdingsOf([])).toEqual({ count: 0, value: 0 });
    expect(holdingsOf([item('sold'), item('sent'), item('sending')])).toEqual({ count: 0, value: 0 });
  });

  it('every status is decided: only the two that can still be sold or sent count', () => {
    const held = ITEM_STATUSES.filter((status) => holdingsOf([item(status)]).count === 1);
    expect(held).toEqual(['available', 'returned']);
  });
});

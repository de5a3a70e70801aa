import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseListSchema, caseSummarySchema, liveWinSchema } from '@adapters/api/wireSchemas';

/** Issue 27: a live win's `cost` and a list entry's `top_skins`, optional beyond spec §7. */
const entry = { id: 1, name: 'Blue', price: 8, img: '/b.svg', category: '[]' };
const plain = { id: '1', name: 'Blue', price: 8, img: '/b.svg', description: '', categories: [] };
const skin = { name: 'AWP | Asiimov', img: '/a.svg', price: 90 };

describe('the live win’s optional value', () => {
  it('reads cost as an amount, and leaves no key when it is absent, null or unreadable', () => {
    const read = (cost: unknown) => v.parse(liveWinSchema, { img: '', name: 'AK', profit: '+1%', cost });
    expect(read(12.5).cost).toBe(12.5);
    expect(read('7.25').cost).toBe(7.25);
    for (const bad of [undefined, null, 'lots', -3, {}, true]) expect(read(bad)).not.toHaveProperty('cost');
  });
});

describe('the case list entry’s optional top skins', () => {
  it('reads them as skins, with their grades', () => {
    const read = v.parse(caseSummarySchema, { ...entry, top_skins: [{ ...skin, rarity: 'Covert' }, { ...skin, price: '3' }] });
    expect(read).toStrictEqual({ ...plain, topSkins: [{ ...skin, rarity: 'covert' }, { ...skin, price: 3 }] });
  });

  it('a server of spec §7 alone, an empty list or an unreadable one: the case reads as before, without them', () => {
    for (const topSkins of [undefined, null, [], 'none', [{ name: 'no price', img: '' }], [skin, 5]]) {
      expect(v.parse(caseSummarySchema, { ...entry, top_skins: topSkins })).toStrictEqual(plain);
    }
  });

  it('never costs a case its place in the list', () => {
    const list = v.parse(caseListSchema, [{ ...entry, top_skins: [{ bad: 1 }] }, { ...entry, id: 2, top_skins: [skin] }]);
    expect(list.items.map((c) => c.id)).toEqual(['1', '2']);
    expect(list.leftOut).toBe(0);
  });
});

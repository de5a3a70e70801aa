import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseDetailsSchema, inventoryItemSchema, liveWinSchema, openingResultSchema } from '@adapters/api/wireSchemas';
import { upgraderItemSchema } from '@adapters/api/wireUpgrader';

/** Issue 15: the optional `rarity` field, read wherever a server may send it, ignored when unreadable. */
const skin = { name: 'AK-47 | Redline', img: '/a.svg', price: 12 };

describe('the optional rarity field on the wire', () => {
  it('reads a grade on case skins, and leaves no key when there is none or an unknown one', () => {
    const details = v.parse(caseDetailsSchema, {
      id: 1, name: 'Blue', price: 8, img: '/b.svg', category: '[]',
      skins: [{ ...skin, rarity: 'classified' }, skin, { ...skin, rarity: 'legendary' }, { ...skin, rarity: null }, { ...skin, rarity: 7 }],
    });
    expect(details.skins[0]).toStrictEqual({ ...skin, rarity: 'classified' });
    for (const plain of details.skins.slice(1)) expect(plain).toStrictEqual(skin);
  });

  it('takes the usual spellings of the grades in any case', () => {
    const read = (rarity: unknown) => v.parse(liveWinSchema, { img: '', name: 'AK', profit: '+1%', rarity }).rarity;
    expect(read('Mil-Spec')).toBe('milspec');
    expect(read('COVERT')).toBe('covert');
    expect(read('Extraordinary')).toBe('extraordinary');
    expect(read('mil_spec')).toBe('milspec');
    expect(read('gold')).toBeUndefined();
  });

  it('reads the grade of an opening’s drop, an inventory item and an upgrader item', () => {
    const opened = v.parse(openingResultSchema, { win: { id: 5, name: 'AK', img: '', cost: 3, profit: '-10%', rarity: 'covert' }, inventory_id: 9 });
    expect(opened.win).toStrictEqual({ id: '5', name: 'AK', img: '', cost: 3, profit: '-10%', rarity: 'covert' });
    const plain = v.parse(openingResultSchema, { win: { id: 5, name: 'AK', img: '', cost: 3, profit: '-10%' }, inventory_id: 9 });
    expect(plain.win).not.toHaveProperty('rarity');
    expect(v.parse(inventoryItemSchema, { id: 1, win: { name: 'AK', img: null, cost: 1, rarity: 'restricted' } }).win.rarity).toBe('restricted');
    expect(v.parse(upgraderItemSchema, { id: 1, name: 'AK', img: '', cost: '2.5', rarity: 'industrial' })).toStrictEqual({ id: '1', name: 'AK', img: '', cost: '2.5', price: 2.5, rarity: 'industrial' });
  });
});

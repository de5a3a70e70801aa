import { describe, expect, it } from 'vitest';
import { parseRarity, RARITIES, withRarity } from '@domain/model/rarity';

/** Issue 15: the grade a server may tag a skin with, read as leniently as servers spell it. */
describe('parseRarity', () => {
  it.each([
    ['covert', 'covert'],
    ['Covert', 'covert'],
    ['COVERT', 'covert'],
    ['Mil-Spec', 'milspec'],
    ['mil_spec', 'milspec'],
    ['Mil Spec', 'milspec'],
    [' mil - spec ', 'milspec'],
    ['Extraordinary', 'extraordinary'],
    ['consumer\t', 'consumer'],
  ])('reads %j as %s', (wire, grade) => {
    expect(parseRarity(wire)).toBe(grade);
  });

  it('reads every grade in its own spelling', () => {
    for (const grade of RARITIES) expect(parseRarity(grade)).toBe(grade);
  });

  it.each(['', 'gold', 'milspecc', 'mil.spec', 'covert!', 'c-o-v-e-r-t x', 'Сovert'])('%j is no grade', (wire) => {
    expect(parseRarity(wire)).toBeUndefined();
  });

  it('a value that is not text is no grade', () => {
    for (const wire of [undefined, null, 3, true, ['covert'], { rarity: 'covert' }]) expect(parseRarity(wire), String(wire)).toBeUndefined();
  });
});

describe('withRarity', () => {
  it('sets the grade when there is one, and leaves no rarity key at all when there is none', () => {
    const skin = { name: 'AK-47 | Redline', price: 12 };
    expect(withRarity(skin, 'classified')).toEqual({ name: 'AK-47 | Redline', price: 12, rarity: 'classified' });
    const bare = withRarity(skin, undefined);
    expect(bare).toBe(skin);
    expect('rarity' in bare).toBe(false);
  });
});

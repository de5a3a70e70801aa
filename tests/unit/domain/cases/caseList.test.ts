import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  CategoryPreference,
  FEATURED_CASE_ORDER,
  casesFor,
  casesHead,
  casesInSteps,
  caseHighlights,
  categoriesOf,
  featuredCase,
  listedCases,
} from '@domain/features/cases/caseList';
import { WELCOME_CASE_ID, WELCOME_CASE_NAME, type CaseSummary, type Skin } from '@domain/model/case';
import { WELCOME_SUMMARY, mapStorage, summary } from './fixtures';

const names = (cases: readonly CaseSummary[]) => cases.map((c) => c.name);

describe('listedCases', () => {
  it('hides the case named Welcome Case', () => {
    const cases = [summary({ name: 'A' }), summary({ id: 'welcome-by-name', name: WELCOME_CASE_NAME }), summary({ name: 'B' })];
    expect(names(listedCases(cases))).toEqual(['A', 'B']);
  });

  it('hides the case with the id of 32 zeros, whatever its name', () => {
    const cases = [summary({ id: WELCOME_CASE_ID, name: 'Free Starter' }), summary({ name: 'B' })];
    expect(WELCOME_CASE_ID).toBe('00000000000000000000000000000000');
    expect(names(listedCases(cases))).toEqual(['B']);
  });

  it('keeps every other case in input order and does not mutate the input', () => {
    const cases = Object.freeze([summary({ name: 'C', price: 1 }), WELCOME_SUMMARY, summary({ name: 'A', price: 5 })]);
    const copy = [...cases];
    expect(names(listedCases(cases))).toEqual(['C', 'A']);
    expect(cases).toEqual(copy);
  });

  it('keeps a case whose name merely contains the welcome name', () => {
    const cases = [summary({ name: 'Welcome Case 2' }), summary({ name: 'welcome case' })];
    expect(names(listedCases(cases))).toEqual(['Welcome Case 2', 'welcome case']);
  });

  it('is empty for an empty list', () => {
    expect(listedCases([])).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('collects categories once each, in first-seen order', () => {
    const cases = [
      summary({ name: 'A', categories: ['Knives', 'Cheap'] }),
      summary({ name: 'B', categories: ['Cheap', 'Rare'] }),
      summary({ name: 'C', categories: [] }),
      summary({ name: 'D', categories: ['Rare', 'Knives', 'Gloves'] }),
    ];
    expect(categoriesOf(cases)).toEqual(['Knives', 'Cheap', 'Rare', 'Gloves']);
  });

  it('ignores categories that only the welcome case carries', () => {
    const cases = [WELCOME_SUMMARY, summary({ name: 'A', categories: ['Cheap'] })];
    expect(categoriesOf(cases)).toEqual(['Cheap']);
  });

  it('is empty when no case has a category', () => {
    expect(categoriesOf([summary({ name: 'A' })])).toEqual([]);
    expect(categoriesOf([])).toEqual([]);
  });
});

describe('casesFor', () => {
  const rest = [
    summary({ name: 'Zeta', price: 3, categories: ['Cheap'] }),
    summary({ name: 'Alpha', price: 100, categories: ['Rare'] }),
    summary({ name: 'Mid', price: 20, categories: ['Cheap', 'Rare'] }),
  ];
  const featured = [
    summary({ name: 'Rich Guy Case', price: 1, categories: ['Cheap'] }),
    summary({ name: 'Old School Case', price: 2, categories: ['Cheap'] }),
    summary({ name: 'Blue Case', price: 500, categories: ['Rare'] }),
    summary({ name: 'All In Case', price: 1000, categories: ['Rare'] }),
  ];

  it('FEATURED_CASE_ORDER is the spec order', () => {
    expect(FEATURED_CASE_ORDER).toEqual(['All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case']);
    expect(ALL_CATEGORIES).toBeNull();
  });

  it('All: featured cases first in the spec order, whatever their prices, then the rest by price', () => {
    const cases = [...rest, WELCOME_SUMMARY, ...featured];
    expect(names(casesFor(cases, null))).toEqual([
      'All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case', 'Zeta', 'Mid', 'Alpha',
    ]);
  });

  it('All: keeps the featured order when some featured cases are missing', () => {
    const cases = [rest[0]!, featured[0]!, rest[1]!, featured[2]!];
    expect(names(casesFor(cases, null))).toEqual(['Blue Case', 'Rich Guy Case', 'Zeta', 'Alpha']);
  });

  it('All: with no featured case it is simply by price ascending', () => {
    expect(names(casesFor(rest, null))).toEqual(['Zeta', 'Mid', 'Alpha']);
  });

  it('All: hides the welcome case', () => {
    expect(names(casesFor([WELCOME_SUMMARY, ...rest], null))).not.toContain(WELCOME_CASE_NAME);
  });

  it('ties in price are ordered by name', () => {
    const cases = [
      summary({ name: 'Charlie', price: 5, categories: ['X'] }),
      summary({ name: 'Alpha', price: 5, categories: ['X'] }),
      summary({ name: 'Bravo', price: 5, categories: ['X'] }),
      summary({ name: 'Cheap', price: 1, categories: ['X'] }),
    ];
    expect(names(casesFor(cases, null))).toEqual(['Cheap', 'Alpha', 'Bravo', 'Charlie']);
    expect(names(casesFor(cases, 'X'))).toEqual(['Cheap', 'Alpha', 'Bravo', 'Charlie']);
  });

  it('a category: only its cases, by price ascending, featured ones NOT first', () => {
    const cases = [...rest, ...featured];
    expect(names(casesFor(cases, 'Cheap'))).toEqual(['Rich Guy Case', 'Old School Case', 'Zeta', 'Mid']);
    expect(names(casesFor(cases, 'Rare'))).toEqual(['Mid', 'Alpha', 'Blue Case', 'All In Case']);
  });

  it('a category nobody has gives an empty list', () => {
    expect(casesFor([...rest, ...featured], 'Nope')).toEqual([]);
  });

  it('a category carried only by the welcome case gives an empty list', () => {
    expect(casesFor([WELCOME_SUMMARY, ...rest], 'Free')).toEqual([]);
  });

  it('the category name is matched exactly', () => {
    const cases = [summary({ name: 'A', categories: ['cheap'] }), summary({ name: 'B', categories: ['Cheap '] })];
    expect(casesFor(cases, 'Cheap')).toEqual([]);
  });

  it('does not mutate the input (frozen input is fine)', () => {
    const cases = Object.freeze([...rest, ...featured, WELCOME_SUMMARY]);
    const before = [...cases];
    casesFor(cases, null);
    casesFor(cases, 'Cheap');
    expect(cases).toEqual(before);
  });

  it('returns the same objects, not copies', () => {
    const result = casesFor(rest, null);
    for (const c of result) expect(rest).toContain(c);
  });
});

const caseArb = fc.record({
  id: fc.oneof(fc.uuid(), fc.constant(WELCOME_CASE_ID)),
  name: fc.oneof(
    fc.constantFrom(...FEATURED_CASE_ORDER, WELCOME_CASE_NAME),
    fc.string({ minLength: 1, maxLength: 8 }),
  ),
  price: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 5000, noNaN: true })),
  img: fc.constant('x.png'),
  description: fc.constant(''),
  categories: fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 3 }),
});

describe('casesFor properties', () => {
  const isFeatured = (c: CaseSummary) => (FEATURED_CASE_ORDER as readonly string[]).includes(c.name);

  it('All is a permutation of the listed cases; featured prefix in order, then prices never decrease', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 30 }), (cases) => {
        const listed = listedCases(cases);
        const all = casesFor(cases, null);
        // Permutation (by identity).
        expect(all).toHaveLength(listed.length);
        expect(new Set(all)).toEqual(new Set(listed));
        for (const c of listed) expect(all.filter((x) => x === c)).toHaveLength(listed.filter((x) => x === c).length);
        // Featured prefix.
        const prefixLength = all.findIndex((c) => !isFeatured(c));
        const prefix = prefixLength < 0 ? all : all.slice(0, prefixLength);
        const tail = prefixLength < 0 ? [] : all.slice(prefixLength);
        expect(tail.some(isFeatured)).toBe(false);
        const ranks = prefix.map((c) => (FEATURED_CASE_ORDER as readonly string[]).indexOf(c.name));
        for (let i = 1; i < ranks.length; i++) expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
        for (let i = 1; i < tail.length; i++) expect(tail[i]!.price).toBeGreaterThanOrEqual(tail[i - 1]!.price);
      }),
    );
  });

  it('a category holds exactly the listed cases of that category, by price ascending', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 30 }), fc.constantFrom('A', 'B', 'C', 'D'), (cases, category) => {
        const result = casesFor(cases, category);
        const expected = listedCases(cases).filter((c) => c.categories.includes(category));
        expect(new Set(result)).toEqual(new Set(expected));
        expect(result).toHaveLength(expected.length);
        for (let i = 1; i < result.length; i++) expect(result[i]!.price).toBeGreaterThanOrEqual(result[i - 1]!.price);
      }),
    );
  });

  it('is exactly the one-comparator order (rank, price, name, then as sent), also when many prices and names tie', () => {
    // Few prices and names, so long runs of equal prices (sorted by name) and equal names (kept as sent).
    const tiedCase = fc.record({
      id: fc.uuid(),
      name: fc.oneof(fc.constantFrom(...FEATURED_CASE_ORDER), fc.constantFrom('b', 'B', 'a', 'Á', 'ä', 'Z', 'z 2', 'z 10', 'Ёж', 'еж')),
      price: fc.constantFrom(0, 1, 1.5, 2, 1e6),
      img: fc.constant('x.png'),
      description: fc.constant(''),
      categories: fc.array(fc.constantFrom('A', 'B'), { maxLength: 2 }),
    });
    const rank = (c: CaseSummary) => {
      const index = (FEATURED_CASE_ORDER as readonly string[]).indexOf(c.name);
      return index < 0 ? FEATURED_CASE_ORDER.length : index;
    };
    const byPrice = (a: CaseSummary, b: CaseSummary) => a.price - b.price || a.name.localeCompare(b.name);
    fc.assert(
      fc.property(fc.array(tiedCase, { maxLength: 80 }), fc.constantFrom('A', 'B'), (cases, category) => {
        expect(casesFor(cases, null)).toEqual([...cases].sort((a, b) => rank(a) - rank(b) || byPrice(a, b)));
        expect(casesFor(cases, category)).toEqual(cases.filter((c) => c.categories.includes(category)).sort(byPrice));
      }),
    );
  });

  /** Few prices and names (featured ones among them), so long runs of equal prices and of equal names. */
  const tiedCase = fc.record({
    id: fc.uuid(),
    name: fc.oneof(fc.constantFrom(...FEATURED_CASE_ORDER), fc.constantFrom('b', 'B', 'a', 'Á', 'Z', 'z 2', 'z 10', 'Ёж')),
    price: fc.constantFrom(0, 1, 1.5, 2, 1e6),
    img: fc.constant('x.png'),
    description: fc.constant(''),
    categories: fc.array(fc.constantFrom('A', 'B'), { maxLength: 2 }),
  });

  it('in steps (casesInSteps): the same order at any step size, sorted pieces merged as sent on ties', () => {
    fc.assert(
      fc.property(fc.array(tiedCase, { maxLength: 80 }), fc.constantFrom(null, 'A', 'B'), fc.integer({ min: 1, max: 20 }), (cases, filter, step) => {
        const steps = casesInSteps(cases, filter, step);
        let yields = 0;
        let next = steps.next();
        for (; !next.done; next = steps.next()) yields++;
        expect(next.value).toEqual(casesFor(cases, filter));
        // A piece is sorted, or a stretch merged, between two yields: never the whole of a longer list.
        const sorted = filter === null ? cases.filter((c) => !(FEATURED_CASE_ORDER as readonly string[]).includes(c.name)) : cases.filter((c) => c.categories.includes(filter));
        if (sorted.length > step) expect(yields).toBeGreaterThanOrEqual(Math.ceil(sorted.length / step));
        else expect(yields).toBe(0);
      }),
    );
  });

  it('in steps: equal cases keep the order sent through pieces and merges, with one hand-back per piece sorted and per `step` cases merged', () => {
    // Nine cases alike but for their id, in steps of three: three pieces of three; the first two
    // merged (three cases taken from the left before the right is reached: one hand-back), then
    // with the third (six from the left: two).
    const alike = Array.from({ length: 9 }, (_, i): CaseSummary => ({ id: `c${i}`, name: 'Same', price: 5, img: '', description: '', categories: [] }));
    const steps = casesInSteps(alike, null, 3);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields++;
    expect(next.value.map((c) => c.id)).toEqual(alike.map((c) => c.id));
    expect(yields).toBe(3 + 1 + 2);
  });

  it('its head (casesHead): exactly the first cases of the order, for any count, found without sorting', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(tiedCase, tiedCase.map((c) => ({ ...c, name: WELCOME_CASE_NAME }))), { maxLength: 80 }), fc.constantFrom(null, 'A', 'B'), fc.integer({ min: 0, max: 90 }), (cases, filter, count) => {
        expect(casesHead(cases, filter, count)).toEqual(casesFor(cases, filter).slice(0, count));
      }),
    );
  });

  it('its head keeps the earlier of two equal cases, from a list in any order (equal cases are told apart by id)', () => {
    const same = (id: string): CaseSummary => ({ id, name: 'Same', price: 3, img: '', description: '', categories: [] });
    const cases = [summary({ name: 'Dear', price: 9 }), same('first'), summary({ name: 'Cheap', price: 1 }), same('second'), same('third')];
    expect(casesHead(cases, null, 3).map((c) => c.id)).toEqual([cases[2]!.id, 'first', 'second']);
    expect(casesHead([...cases].reverse(), null, 3).map((c) => c.id)).toEqual([cases[2]!.id, 'third', 'second']);
  });

  it('categoriesOf lists each category of the listed cases exactly once', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 30 }), (cases) => {
        const categories = categoriesOf(cases);
        expect(new Set(categories).size).toBe(categories.length);
        expect(new Set(categories)).toEqual(new Set(listedCases(cases).flatMap((c) => c.categories)));
      }),
    );
  });
});

describe('CategoryPreference', () => {
  it('reads All when nothing is stored', () => {
    expect(new CategoryPreference(mapStorage()).read()).toBeNull();
  });

  it('reads the category an earlier visit remembered, under the key it was stored by', () => {
    expect(new CategoryPreference(mapStorage(new Map([['cases.category', '"Knives"']]))).read()).toBe('Knives');
  });

  it('round-trips a category through the storage', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    preference.write('Knives');
    expect(storage.entries.size).toBe(1);
    expect(new CategoryPreference(storage).read()).toBe('Knives');
  });

  it('stores All as a removal', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    preference.write('Knives');
    preference.write(ALL_CATEGORIES);
    expect(storage.entries.size).toBe(0);
    expect(preference.read()).toBeNull();
  });

  it('keeps category names that look like other JSON values as strings', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    for (const name of ['null', '42', '', '"quoted"', 'Ножи', '{}']) {
      preference.write(name);
      expect(preference.read()).toBe(name);
    }
  });

  it.each([
    ['garbage', '{not json'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["Knives"]'],
    ['an object', '{"category":"Knives"}'],
    ['a boolean', 'true'],
    ['an unquoted word', 'Knives'],
  ])('reads %s as All', (_label, raw) => {
    const storage = mapStorage();
    // Learn the key the preference uses, then plant the raw value there.
    new CategoryPreference(storage).write('probe');
    const [key] = [...storage.entries.keys()];
    storage.entries.set(key!, raw);
    expect(new CategoryPreference(storage).read()).toBeNull();
  });

  it('resolve keeps the remembered category while some listed case has it', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    preference.write('Rare');
    const cases = [summary({ name: 'A', categories: ['Cheap'] }), summary({ name: 'B', categories: ['Rare'] })];
    expect(preference.resolve(cases)).toBe('Rare');
  });

  it('resolve falls back to All when the remembered category is gone', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    preference.write('Gone');
    expect(preference.resolve([summary({ name: 'A', categories: ['Cheap'] })])).toBeNull();
    expect(preference.resolve([])).toBeNull();
  });

  it('resolve falls back to All when only the welcome case has the remembered category', () => {
    const preference = new CategoryPreference(mapStorage());
    preference.write('Free');
    expect(preference.resolve([WELCOME_SUMMARY, summary({ name: 'A', categories: ['Cheap'] })])).toBeNull();
  });

  it('resolve is All when All is remembered', () => {
    const preference = new CategoryPreference(mapStorage());
    expect(preference.resolve([summary({ name: 'A', categories: ['Cheap'] })])).toBeNull();
  });

  it('resolve does not rewrite the storage', () => {
    const storage = mapStorage();
    const preference = new CategoryPreference(storage);
    preference.write('Gone');
    const before = new Map(storage.entries);
    preference.resolve([]);
    expect(storage.entries).toEqual(before);
  });
});

describe('featuredCase: the case home features (issue 27)', () => {
  const caseNamed = (name: string, price: number, id = name): CaseSummary => ({ id, name, price, img: '', description: '', categories: [] });

  it('is the first case of All’s order, found without sorting: a featured name first, else the cheapest', () => {
    const cases = [caseNamed('Cheap', 1), caseNamed('Old School Case', 25), caseNamed('Blue Case', 8), caseNamed('Zed', 100)];
    expect(featuredCase(cases)).toBe(cases[2]);
    expect(featuredCase(cases)).toBe(casesFor(cases, ALL_CATEGORIES)[0]);
    const plain = [caseNamed('B', 5), caseNamed('A', 5), caseNamed('C', 2)];
    expect(featuredCase(plain)?.name).toBe('C');
    expect(featuredCase(plain.slice(0, 2))?.name).toBe('A');
  });

  it('never features the Welcome Case, and is null with no listed case', () => {
    expect(featuredCase([caseNamed('Welcome Case', 0)])).toBeNull();
    expect(featuredCase([caseNamed('Gift', 0, '0'.repeat(32))])).toBeNull();
    expect(featuredCase([])).toBeNull();
  });
});

describe('caseHighlights: what a case card shows of what is inside (issue 27)', () => {
  const skin = (name: string, price: number): Skin => ({ name, img: `/${name}.svg`, price });

  it('up to three skins, most valuable first, and the best drop named', () => {
    const top = [skin('a', 3), skin('b', 90), skin('c', 12), skin('d', 40)];
    const { peek, best } = caseHighlights({ topSkins: top });
    expect(peek.map((s) => s.name)).toEqual(['b', 'd', 'c']);
    expect(best?.name).toBe('b');
    expect(top.map((s) => s.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('nothing without the optional field, or with it empty', () => {
    expect(caseHighlights({})).toEqual({ peek: [], best: null });
    expect(caseHighlights({ topSkins: [] })).toEqual({ peek: [], best: null });
  });
});

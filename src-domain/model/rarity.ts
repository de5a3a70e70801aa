/**
 * CS2's quality grades, lowest to highest. A server may tag a skin or an item with one
 * in an optional `rarity` field; these are the wire spellings. `extraordinary` is the ★ grade of
 * knives and gloves, shown in contraband's gold. Anything else — absent, misspelt, a grade of
 * tomorrow — is no grade: the item shows, neutral.
 */
export const RARITIES = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband', 'extraordinary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** A wire value as a grade: the spellings above, in any case, with or without '-', '_' or spaces ("Mil-Spec"). */
export function parseRarity(value: unknown): Rarity | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  return (RARITIES as readonly string[]).includes(key) ? (key as Rarity) : undefined;
}

/** `target` with `rarity` set when there is a grade, and no `rarity` key at all when there is none. */
export function withRarity<T extends object>(target: T, rarity: Rarity | undefined): T & { readonly rarity?: Rarity } {
  return rarity === undefined ? target : { ...target, rarity };
}

import { WELCOME_CASE_ID } from '@domain/model/case';
import type { Language } from '@domain/model/language';
import { CATALOGUE, type CatalogueSkin } from './catalogue.generated';

export interface DemoCase {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly slug: string;
  readonly categories: readonly string[];
  readonly description: Readonly<Record<Language, string>>;
  readonly skins: readonly CatalogueSkin[];
}

const byWeapon = (...weapons: string[]) => CATALOGUE.filter((s) => weapons.includes(s.weapon));
const byTier = (...tiers: CatalogueSkin['tier'][]) => CATALOGUE.filter((s) => tiers.includes(s.tier));
const under = (max: number) => CATALOGUE.filter((s) => s.price <= max);
const between = (min: number, max: number) => CATALOGUE.filter((s) => s.price >= min && s.price <= max);

/** The demo's cases: the four the spec orders first, the hidden welcome case, and more. */
const unique = (skins: readonly CatalogueSkin[]) => skins.filter((s, i) => skins.findIndex((o) => o.key === s.key) === i);

const PAID_CASES: readonly DemoCase[] = ([
  {
    id: '1', name: 'All In Case', price: 250, slug: 'all-in', categories: ['Premium'],
    description: { en: 'Everything or nothing: knives, gloves and the Howl.', ru: 'Всё или ничего: ножи, перчатки и Вой.' },
    skins: [...byTier('covert', 'contraband', 'extraordinary'), ...between(20, 60)],
  },
  {
    id: '2', name: 'Blue Case', price: 8, slug: 'blue', categories: ['Popular'],
    description: { en: 'Mil-spec and restricted classics with a shot at covert.', ru: 'Классика армейского и запрещённого качества с шансом на тайное.' },
    skins: [...byTier('milspec', 'restricted'), ...between(30, 45)],
  },
  {
    id: '3', name: 'Old School Case', price: 25, slug: 'old-school', categories: ['Classic'],
    description: { en: 'Legendary finishes from the early days.', ru: 'Легендарные раскраски ранних лет.' },
    skins: CATALOGUE.filter((s) => /Redline|Fire Serpent|Dragon Lore|Asiimov|Blaze|Fade|Case Hardened|Vulcan|Hyper Beast|Candy Apple|Sand Dune/.test(s.en)),
  },
  {
    id: '4', name: 'Rich Guy Case', price: 600, slug: 'rich-guy', categories: ['Premium'],
    description: { en: 'Only the priciest skins in the game.', ru: 'Только самые дорогие скины в игре.' },
    skins: CATALOGUE.filter((s) => s.price >= 150),
  },
  {
    id: '5', name: 'Budget Case', price: 3, slug: 'budget', categories: ['Cheap'],
    description: { en: 'Cheap to open, sometimes surprising.', ru: 'Дёшево открыть, иногда удивляет.' },
    skins: [...under(7), ...between(9, 15)],
  },
  {
    id: '6', name: 'Pistol Case', price: 12, slug: 'pistol', categories: ['Cheap', 'Popular'],
    description: { en: 'Sidearms only — Deagles, Glocks and USPs.', ru: 'Только пистолеты — Deagle, Glock и USP.' },
    skins: byWeapon('Desert Eagle', 'Glock-18', 'USP-S', 'P250', 'P2000', 'Five-SeveN', 'Tec-9', 'CZ75-Auto', 'Dual Berettas'),
  },
  {
    id: '7', name: 'AWP Case', price: 60, slug: 'awp', categories: ['Popular'],
    description: { en: 'Snipers and the skins that go with them.', ru: 'Снайперские винтовки и всё к ним.' },
    skins: [...byWeapon('AWP', 'SSG 08'), ...between(5, 20)],
  },
  {
    id: '8', name: 'Knife Case', price: 300, slug: 'knife', categories: ['Premium'],
    description: { en: 'Every drop that is not a knife is a consolation prize.', ru: 'Всё, что не нож, — утешительный приз.' },
    skins: [...byTier('extraordinary'), ...between(25, 140)],
  },
  {
    id: '9', name: 'Classified Case', price: 30, slug: 'classified', categories: ['Classic'],
    description: { en: 'Pink-tier rifles with covert upside.', ru: 'Засекреченные винтовки с шансом на тайное.' },
    skins: [...byTier('classified'), ...byTier('restricted').slice(0, 6), ...between(60, 140)],
  },
] as const).map((c) => ({ ...c, skins: unique(c.skins) }));

/** What the cheapest case costs: the least a welcome drop is worth. */
export const CHEAPEST_CASE_PRICE = Math.min(...PAID_CASES.map((c) => c.price));

/**
 * The welcome case: free, and its every drop worth at least the cheapest case, so a newcomer can
 * sell it (or upgrade it) into a first paid opening instead of being left with 0.61 and nothing to do.
 */
const WELCOME_CASE: DemoCase = {
  id: WELCOME_CASE_ID, name: 'Welcome Case', price: 0, slug: 'welcome', categories: ['Welcome'],
  description: { en: 'A free case for your first visit.', ru: 'Бесплатный кейс для первого визита.' },
  skins: unique(between(CHEAPEST_CASE_PRICE, 14)),
};

export const DEMO_CASES: readonly DemoCase[] = [WELCOME_CASE, ...PAID_CASES];

/** The categories' names in the player's language, as a real server localises what it sends. */
const CATEGORY_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  Welcome: { en: 'Welcome', ru: 'Приветственный' },
  Premium: { en: 'Premium', ru: 'Премиум' },
  Popular: { en: 'Popular', ru: 'Популярные' },
  Classic: { en: 'Classic', ru: 'Классика' },
  Cheap: { en: 'Cheap', ru: 'Дешёвые' },
};

export function categoryNames(demo: DemoCase, lang: Language): string[] {
  return demo.categories.map((category) => CATEGORY_NAMES[category]?.[lang] ?? category);
}

export function demoCase(id: string): DemoCase | undefined {
  return DEMO_CASES.find((c) => c.id === id);
}

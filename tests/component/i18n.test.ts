import { describe, expect, it } from 'vitest';
import { createI18n, showLanguage } from '@ui/i18n/createI18n';
import { en } from '@ui/i18n/en';
import { addFeatureTexts } from '@ui/i18n/featureTexts';
import * as cases from '@ui/i18n/features/cases';
import * as fairness from '@ui/i18n/features/fairness';
import * as fairPlay from '@ui/i18n/features/fairPlay';
import * as games from '@ui/i18n/features/games';
import * as inventory from '@ui/i18n/features/inventory';
import * as limits from '@ui/i18n/features/limits';
import * as payment from '@ui/i18n/features/payment';
import * as profile from '@ui/i18n/features/profile';
import * as tasks from '@ui/i18n/features/tasks';
import * as transactions from '@ui/i18n/features/transactions';
import * as upgrader from '@ui/i18n/features/upgrader';
import { ru } from '@ui/i18n/ru';
import { testI18n } from '../support/i18n';

/** Every screen area's texts (each loads with its screen; home's are in the base, en.ts and ru.ts). */
const FEATURES = { cases, fairness, fairPlay, games, inventory, limits, payment, profile, tasks, transactions, upgrader };
const translations = {
  en: Object.assign({}, en, ...Object.values(FEATURES).map((f) => f.en)) as object,
  ru: Object.assign({}, ru, ...Object.values(FEATURES).map((f) => f.ru)) as object,
};

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value as object, path)) out.set(k, v);
  }
  return out;
}

describe('translations', () => {
  const enKeys = leaves(translations.en);
  const ruKeys = leaves(translations.ru);

  it('feature files do not overwrite each other’s keys', () => {
    const owners = new Map<string, number>();
    for (const key of Object.keys(en)) owners.set(key, (owners.get(key) ?? 0) + 1);
    for (const f of Object.values(FEATURES)) for (const key of Object.keys(f.en)) owners.set(key, (owners.get(key) ?? 0) + 1);
    expect([...owners].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('every feature file under src-ui/i18n/features is listed here', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync('src-ui/i18n/features').map((f) => f.replace(/\.ts$/, '')).sort();
    expect(files).toEqual(Object.keys(FEATURES).sort());
  });

  it('the first load holds the shell’s and home’s texts; a screen’s area is added when it loads, once, for one instance only', () => {
    const a = testI18n('en');
    const b = testI18n('en');
    expect(a.exists('nav.home')).toBe(true);
    expect(a.t('home.live.title')).toBe('Live drops');
    expect(a.exists('payment.title')).toBe(false);
    addFeatureTexts(a, payment);
    addFeatureTexts(a, payment);
    expect(a.t('payment.title')).toBe('Top up crystals');
    expect(b.exists('payment.title')).toBe(false);
    expect(Object.keys(en)).not.toContain('payment');
    void a.changeLanguage('ru');
    expect(a.t('payment.title')).toBe('Пополнение кристаллов');
  });

  it('have the same keys in ru and en, none empty', () => {
    expect([...ruKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    for (const [key, value] of [...enKeys, ...ruKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enKeys) expect(placeholders(ruKeys.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('demo texts (shipped only with the demo) exist in both languages', async () => {
    const { demoEn, demoRu } = await import('@app/demo/demoTranslations');
    expect([...leaves(demoRu).keys()].sort()).toEqual([...leaves(demoEn).keys()].sort());
    expect([...leaves(demoEn).keys()].some((key) => enKeys.has(key))).toBe(false);
  });

  it('keep the spec’s exact texts', () => {
    expect(ru.errors.unauthorized).toBe('Ошибка авторизации. Перезапустите приложение');
    expect(en.errors.accessDenied).toBe('Access denied');
    expect(en.errors.noAuthData).toBe('no Telegram authorization data');
    expect([en.nav.home, en.nav.games, en.nav.inventory, en.nav.profile]).toEqual(['Home', 'Games', 'Inventory', 'Profile']);
  });

  it('switch language per instance without touching other instances', async () => {
    const a = testI18n('en');
    const b = testI18n('ru');
    expect(a.t('nav.profile')).toBe('Profile');
    expect(b.t('nav.profile')).toBe('Профиль');
    await a.changeLanguage('ru');
    expect(a.t('balance.crystals', { value: '1 000', count: 1000 })).toBe('1 000 кристаллов');
    expect(b.language).toBe('ru');
  });

  it('the app starts with one language; another is loaded when shown, and the page keeps its language meanwhile', async () => {
    const instance = createI18n('en', { en });
    addFeatureTexts(instance, payment);
    expect(instance.t('nav.profile')).toBe('Profile');
    const shown = showLanguage(instance, 'ru');
    // Its chunk is on its way: the page is still in English, never a page of keys.
    expect(instance.language).toBe('en');
    expect(instance.t('nav.profile')).toBe('Profile');
    await expect(shown).resolves.toBe(true);
    expect(instance.language).toBe('ru');
    expect(instance.t('nav.profile')).toBe('Профиль');
    // The area's texts added before the base arrived are still there.
    expect(instance.t('payment.title')).toBe('Пополнение кристаллов');
    // Back to a language it holds: at once.
    void showLanguage(instance, 'en');
    expect(instance.language).toBe('en');
  });

  it('a switch asked for later wins over one still loading', async () => {
    const instance = createI18n('en', { en });
    let latest = 'ru';
    const first = showLanguage(instance, 'ru', () => latest === 'ru');
    latest = 'en';
    await expect(first).resolves.toBe(false);
    expect(instance.language).toBe('en');
  });
});

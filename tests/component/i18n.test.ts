import { describe, expect, it } from 'vitest';
import { createI18n, translations } from '@ui/i18n/createI18n';
import { en } from '@ui/i18n/en';
import { ru } from '@ui/i18n/ru';

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

  it('feature files do not overwrite each other’s keys', async () => {
    const features = await Promise.all(['inventory', 'profile', 'home', 'games', 'payment', 'transactions', 'upgrader']
      .map((name) => import(`../../src-ui/i18n/features/${name}.ts`) as Promise<{ en: object }>));
    const owners = new Map<string, number>();
    for (const key of Object.keys(en)) owners.set(key, (owners.get(key) ?? 0) + 1);
    for (const f of features) for (const key of Object.keys(f.en)) owners.set(key, (owners.get(key) ?? 0) + 1);
    expect([...owners].filter(([, n]) => n > 1)).toEqual([]);
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
    const a = createI18n('en');
    const b = createI18n('ru');
    expect(a.t('nav.profile')).toBe('Profile');
    expect(b.t('nav.profile')).toBe('Профиль');
    await a.changeLanguage('ru');
    expect(a.t('balance.crystals', { value: '1 000' })).toBe('1 000 кристаллов');
    expect(b.language).toBe('ru');
  });
});

import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@domain/model/language';

/** One language's texts of the shell and home (en.ts, ru.ts). */
export type BaseTexts = Readonly<Record<string, unknown>>;

/** The languages whose base texts an instance holds (an area's texts alone do not count). */
const loaded = new WeakMap<i18n, Set<Language>>();

/**
 * Each app instance gets its own i18next instance (tests run several), holding the base texts of
 * the languages given: the app starts with its start language's (loadBaseTexts), and another
 * comes when the player switches to it (showLanguage). Nothing is fetched by i18next itself, so
 * the §9 fetch-retry policy has nothing to apply to.
 */
export function createI18n(language: Language, texts: Partial<Record<Language, BaseTexts>>): i18n {
  const instance = i18next.createInstance();
  // Copies: the areas' texts are added to this instance's objects, never to the shared base.
  const resources = Object.fromEntries(Object.entries(texts).map(([lng, base]) => [lng, { translation: { ...base } }]));
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'ru',
    supportedLngs: ['ru', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  loaded.set(instance, new Set(Object.keys(texts) as Language[]));
  return instance;
}

/** A language's base texts: a chunk of its own each, so a player downloads one language, not two. */
export function loadBaseTexts(language: Language): Promise<BaseTexts> {
  return language === 'en' ? import('./en').then((m) => m.en) : import('./ru').then((m) => m.ru);
}

/**
 * Shows `language`: at once when its texts are there, else once its chunk has arrived (until then
 * the screen stays in the language it is in, never a screen of keys). Resolves to whether it was
 * shown: a switch asked for after this one wins, and a chunk that cannot be fetched leaves the
 * language as it was (the next switch tries again).
 */
export function showLanguage(instance: i18n, language: Language, stillWanted: () => boolean = () => true): Promise<boolean> {
  const have = loaded.get(instance) ?? new Set<Language>();
  const apply = () => {
    if (!stillWanted()) return false;
    void instance.changeLanguage(language);
    return true;
  };
  if (have.has(language)) return Promise.resolve(apply());
  return loadBaseTexts(language).then(
    (texts) => {
      // Deep, without overwriting: an area's texts added meanwhile stay.
      instance.addResourceBundle(language, 'translation', texts, true, false);
      have.add(language);
      loaded.set(instance, have);
      return apply();
    },
    () => false,
  );
}

import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@domain/model/language';
import { en } from './en';
import * as home from '@ui/i18n/features/home';
import { ru } from './ru';

/**
 * What the first screen needs: the shell's texts and home's. Every other screen area keeps its
 * texts in ./features/<area>.ts and adds them when its screen loads (featureTexts.ts).
 */
export const baseTranslations = {
  en: { ...en, ...home.en } as Record<string, unknown>,
  ru: { ...ru, ...home.ru } as Record<string, unknown>,
};

/**
 * Both languages travel with the code (the base here, each area with its screen's chunk), so
 * nothing is fetched and the §9 fetch-retry policy has nothing to apply to. Each app instance
 * gets its own i18next instance (tests run several).
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Copies: the areas' texts are added to this instance's objects, never to the shared base.
    resources: { en: { translation: { ...baseTranslations.en } }, ru: { translation: { ...baseTranslations.ru } } },
    lng: language,
    fallbackLng: 'ru',
    supportedLngs: ['ru', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../src-domain/model/language';
import { en } from './en';
import { ru } from './ru';

export const resources = { en: { translation: en }, ru: { translation: ru } } as const;

/**
 * Both languages are bundled (a few KB), so nothing is fetched and the §9 fetch-retry policy
 * has nothing to apply to. Each app instance gets its own i18next instance (tests run several).
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'ru',
    supportedLngs: ['ru', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

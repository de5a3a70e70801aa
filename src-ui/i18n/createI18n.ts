import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@domain/model/language';
import { en } from './en';
import * as inventory from '@ui/i18n/features/inventory';
import * as profile from '@ui/i18n/features/profile';
import * as home from '@ui/i18n/features/home';
import * as games from '@ui/i18n/features/games';
import * as payment from '@ui/i18n/features/payment';
import * as transactions from '@ui/i18n/features/transactions';
import * as upgrader from '@ui/i18n/features/upgrader';
import { ru } from './ru';

/** Each screen area keeps its texts in ./features/<area>.ts, under its own top-level key. */
const FEATURES = [inventory, profile, home, games, payment, transactions, upgrader] as const;

export const translations = {
  en: Object.assign({}, en, ...FEATURES.map((f) => f.en)) as Record<string, unknown>,
  ru: Object.assign({}, ru, ...FEATURES.map((f) => f.ru)) as Record<string, unknown>,
};

export const resources = { en: { translation: translations.en }, ru: { translation: translations.ru } } as const;

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

import type { i18n } from 'i18next';
import type { Language } from '@domain/model/language';
import { createI18n } from '@ui/i18n/createI18n';
import { en } from '@ui/i18n/en';
import { ru } from '@ui/i18n/ru';

/** Both languages' base texts, as their chunks hold them. */
export const BASE_TEXTS = { en, ru } as const;

/** An i18next instance with both languages' base texts already there (no chunk to wait for). */
export function testI18n(language: Language): i18n {
  return createI18n(language, BASE_TEXTS);
}

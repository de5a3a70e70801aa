export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §5: ru or en, case-insensitive. Returns null for anything else. */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : null;
}

/**
 * The interface language implied by a messenger `language_code` (e.g. "ru", "ru-RU", "en-US").
 * Russian speakers get ru; everybody else gets en.
 */
export function languageFromLocale(code: string | null | undefined): Language {
  if (!code) return 'en';
  return code.toLowerCase().split(/[-_]/)[0] === 'ru' ? 'ru' : 'en';
}

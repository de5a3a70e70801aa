import { describe, expect, it, vi } from 'vitest';
import { createI18n, showLanguage } from '@ui/i18n/createI18n';
import { en } from '@ui/i18n/en';

// The Russian texts' chunk cannot be fetched (offline, or a deploy replaced the files).
vi.mock('@ui/i18n/ru', () => {
  throw new Error('Failed to fetch dynamically imported module: ru.js');
});

describe('a language whose texts cannot be fetched', () => {
  it('is not shown: the page keeps its language, and the next switch tries again', async () => {
    const instance = createI18n('en', { en });
    await expect(showLanguage(instance, 'ru')).resolves.toBe(false);
    expect(instance.language).toBe('en');
    expect(instance.t('nav.profile')).toBe('Profile');
    await expect(showLanguage(instance, 'ru')).resolves.toBe(false);
    expect(instance.t('nav.profile')).toBe('Profile');
  });
});

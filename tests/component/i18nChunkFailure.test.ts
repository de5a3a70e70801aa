// @vitest-environment happy-dom
import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/model/language';
import { createI18n, showLanguage } from '@ui/i18n/createI18n';
import { en } from '@ui/i18n/en';
import { followLanguage } from '@ui/i18n/followLanguage';

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

  it('following the profile: the page stays in its language and the player is told, once per switch', async () => {
    const instance = createI18n('en', { en });
    const profile = observable({ language: 'en' as Language });
    const failed = vi.fn();
    const stop = followLanguage(() => profile.language, instance, failed);
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    runInAction(() => {
      profile.language = 'ru';
    });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('ru'));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });
});

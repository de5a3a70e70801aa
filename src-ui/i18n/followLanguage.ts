import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import type { Language } from '@domain/model/language';
import { showLanguage } from './createI18n';

/**
 * Keeps the page in the language `current` names (the profile's, once it is read): at once when
 * its texts are there, else once their chunk has arrived; a later switch wins over one still
 * loading. `failed` hears of a language whose texts could not be fetched (the page stays as it
 * was; the next switch tries again). Returns the disposer.
 */
export function followLanguage(current: () => Language, instance: i18n, failed: (language: Language) => void): () => void {
  let latest = current();
  return reaction(
    current,
    (language) => {
      latest = language;
      void showLanguage(instance, language, () => latest === language).then((shown) => {
        if (shown) document.documentElement.lang = language;
        else if (latest === language) failed(language);
      });
    },
    { fireImmediately: true },
  );
}

import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One screen area's texts in both languages (src-ui/i18n/features/<area>.ts). */
export interface FeatureTexts {
  readonly en: object;
  readonly ru: object;
}

/**
 * The areas added, per instance's resource store: react-i18next hands each `useTranslation` its own
 * wrapper of the instance (sharing the instance's `store`), so the wrapper itself cannot be the key
 * — keyed by it, every screen's mount merged its area's texts in both languages again.
 */
const added = new WeakMap<i18n['store'], Set<FeatureTexts>>();

/** Adds an area's texts to an i18next instance, once; the shell's and home's texts are there from the start. */
export function addFeatureTexts(instance: i18n, ...features: readonly FeatureTexts[]): void {
  let done = added.get(instance.store);
  if (!done) {
    done = new Set();
    added.set(instance.store, done);
  }
  for (const feature of features) {
    if (done.has(feature)) continue;
    done.add(feature);
    instance.addResourceBundle('en', 'translation', feature.en, true, true);
    instance.addResourceBundle('ru', 'translation', feature.ru, true, true);
  }
}

/**
 * A lazily loaded screen brings its own texts: they are added to the app's translations before
 * the screen's first render reads them (each screen's chunk carries its area's texts).
 */
export function useFeatureTexts(...features: readonly FeatureTexts[]): void {
  const { i18n } = useTranslation();
  addFeatureTexts(i18n, ...features);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts, type FeatureTexts } from '@ui/i18n/featureTexts';
import type { RouteName } from './routeTable';

/**
 * A route's screen fetched ahead of the tap that shows it. The shell registers how each lazily
 * loaded route fetches its screen (appRoutes); a screen that knows where the player goes next asks
 * for it, so that tap renders the next screen in its own frame instead of a loader first.
 */
const preloads = new Map<RouteName, () => Promise<unknown>>();

/** A screen that names the texts its chunk brings (`Screen.texts`): a preload adds them ahead too. */
interface ScreenWithTexts {
  readonly texts?: readonly FeatureTexts[];
}

export function registerScreenPreload(route: RouteName, fetchScreen: () => Promise<unknown>): void {
  preloads.set(route, fetchScreen);
}

/**
 * Fetches the route's screen now (once: a second call is free) and resolves to it; a failure
 * resolves to null and is left for the visit to show.
 */
export async function preloadScreen(route: RouteName): Promise<unknown> {
  return (await preloads.get(route)?.().catch(() => null)) ?? null;
}

/**
 * The route's screen fetched once this screen is drawn, and the texts that screen names added as
 * soon as it is here: the tap that shows it then neither fetches nor merges them (adding an area's
 * texts in both languages took ~7 ms of the Open tap at 4x CPU).
 */
export function usePreloadScreen(route: RouteName): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    void preloadScreen(route).then((screen) => {
      const texts = (screen as ScreenWithTexts | null)?.texts;
      if (current && texts) addFeatureTexts(i18n, ...texts);
    });
    return () => {
      current = false;
    };
  }, [route, i18n]);
}

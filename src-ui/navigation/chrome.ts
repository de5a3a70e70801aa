import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryParam } from '@domain/shared/queryString';
import { normalise, ROUTES } from './routes';

/**
 * What the app's chrome (the bottom bar, the messenger's Back button) does on each path: the rules
 * of spec §2 in one place, for the shell that draws the chrome and the screens that switch it.
 */

/** The bottom bar's height; the layout, and toasts placed above the bar, keep clear of it. */
export const BOTTOM_NAV_HEIGHT = 64;

/** Spec §2: the query flag a full-screen step sets so the layout hides the bottom bar. */
const HIDE_UI = 'hideUI';

/** Spec §2: the bottom bar and its padding are hidden on openings and on the upgrader's spin. */
export function isBottomBarHidden(pathname: string, search: string): boolean {
  if (pathname.includes('/opening')) return true;
  return pathname.includes(ROUTES.upgrader) && queryParam(search, HIDE_UI) === 'true';
}

/**
 * Spec §2: a screen in a full-screen step (the upgrader's spin and result) sets hideUI=true on its
 * address, replacing the entry, and removes it otherwise (also a stale one from a reload).
 */
export function useFullScreenStep(fullScreen: boolean): void {
  const [params, setParams] = useSearchParams();
  const hideUI = params.get(HIDE_UI);
  useEffect(() => {
    if (fullScreen && hideUI !== 'true') {
      setParams((p) => { p.set(HIDE_UI, 'true'); return p; }, { replace: true });
    } else if (!fullScreen && hideUI !== null) {
      setParams((p) => { p.delete(HIDE_UI); return p; }, { replace: true });
    }
  }, [fullScreen, hideUI, setParams]);
}

/** Spec §2: the messenger's Back button shows everywhere except home and onboarding. */
export function isBackButtonVisible(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== ROUTES.home && path !== ROUTES.onboarding;
}

/** The bottom navigation tab a path belongs to, or null. */
export type NavTab = 'home' | 'games' | 'inventory' | 'profile';

export function activeNavTab(pathname: string): NavTab | null {
  const path = normalise(pathname);
  if (path === ROUTES.home) return 'home';
  if (path === ROUTES.inventory) return 'inventory';
  if (path === ROUTES.profile || path === ROUTES.transactions || path === ROUTES.limits || path === ROUTES.fairness) return 'profile';
  if (path === ROUTES.games || path.startsWith(ROUTES.cases) || path === ROUTES.upgrader) return 'games';
  if (path === ROUTES.payment) return 'home';
  return null;
}

import { WELCOME_CASE_ID } from '@domain/model/case';
import { queryParam } from '@domain/shared/queryString';

/** The routes of spec §2. */
export const ROUTES = {
  onboarding: '/onboarding',
  home: '/',
  games: '/games',
  cases: '/cases',
  caseDetail: (id: string) => `/cases/${encodeURIComponent(id)}`,
  caseOpening: (id: string) => `/cases/${encodeURIComponent(id)}/opening`,
  inventory: '/inventory',
  profile: '/profile',
  payment: '/payment',
  transactions: '/transactions',
  upgrader: '/upgrader',
  /** Issue 16: the limits the player sets, reached from the profile. */
  limits: '/limits',
  /** The Verify view of an item's roll (its opening, or the upgrade that staked or won it), from the result, the upgrader and the inventory. */
  verifyDrop: (itemId: string, roll?: 'opening' | 'upgrade') => `/verify/${encodeURIComponent(itemId)}${roll ? `?roll=${roll}` : ''}`,
  /** The player's seeds: the one in use, revealing it, every revealed seed's rolls checked (profile, case page, Verify). */
  fairness: '/fairness',
} as const;

export const WELCOME_CASE_OPENING_PATH = ROUTES.caseOpening(WELCOME_CASE_ID);

/** Navigation state that lets the opening screen start (spec §5). */
export interface OpeningNavigationState {
  readonly allowOpening: true;
}

export function isOpeningAllowed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { allowOpening?: unknown }).allowOpening === true;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Spec §2: the bottom bar and its padding are hidden on openings and on the upgrader's spin. */
export function isBottomBarHidden(pathname: string, search: string): boolean {
  if (pathname.includes('/opening')) return true;
  return pathname.includes('/upgrader') && queryParam(search, 'hideUI') === 'true';
}

/** Spec §2: the messenger's Back button shows everywhere except home and onboarding. */
export function isBackButtonVisible(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== ROUTES.home && path !== ROUTES.onboarding;
}

export type FirstVisitDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'content' };

/** Spec §2, first-visit routing. `isFirstVisit` is null while unknown. */
export function firstVisitDecision(isLoading: boolean, isFirstVisit: boolean | null, pathname: string): FirstVisitDecision {
  if (isLoading || isFirstVisit === null) return { kind: 'loading' };
  const path = normalise(pathname);
  if (isFirstVisit && path !== ROUTES.onboarding && !isWelcomeCasePath(path)) {
    return { kind: 'redirect', to: ROUTES.onboarding };
  }
  if (!isFirstVisit && path === ROUTES.onboarding) return { kind: 'redirect', to: ROUTES.home };
  return { kind: 'content' };
}

function isWelcomeCasePath(path: string): boolean {
  return path === ROUTES.caseDetail(WELCOME_CASE_ID) || path === WELCOME_CASE_OPENING_PATH;
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

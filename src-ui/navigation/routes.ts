import { WELCOME_CASE_ID } from '@domain/model/case';

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
  /** The limits the player sets (beyond the spec), reached from the profile. */
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
  /** Beyond the spec, multi-open: how many of the case to open at once (absent: one). */
  readonly count?: number;
}

export function isOpeningAllowed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { allowOpening?: unknown }).allowOpening === true;
}

/** Navigation state of the result's "Open again": the case page keeps the count picked. */
export interface CaseNavigationState {
  readonly count: number;
}

/** Navigation state of the case result's "Upgrade this drop": the upgrader starts at step 2 with this item. */
export interface UpgraderNavigationState {
  /** Null when the drop has no inventory id yet (the upgrader then starts at step 1). */
  readonly donorId: string | null;
}

/** The donor an upgrader was handed (a string id, or a number from an older history entry), or null. */
export function handoffDonorId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { donorId?: unknown }).donorId;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null;
}

/** The path without trailing slashes (the root stays '/'). */
export function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
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

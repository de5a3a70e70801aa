import { matchPath } from 'react-router-dom';
import type { PrefetchedRead } from '@domain/ports/Api';
import { ROUTES } from './routes';

/**
 * The one route table: every route of spec §2 (and the limits, Verify and seeds screens), what it
 * needs, and where a check can open it. The shell builds the router from it (appRoutes), a route's
 * screen is fetched with the limits' chunk when it `spends`, and the end-to-end gates
 * (accessibility, touch targets, truncation, output safety, the shell's Back button) walk it — so
 * a new route is checked the day it is added, and a spending screen whose route forgets `spends`
 * fails the walk over this table in tests/component/routeTable.test.tsx (as does a `prefetch`
 * read its screen no longer makes).
 */
export interface RouteEntry {
  /** The router's pattern (`*` for every path no other route takes). */
  readonly pattern: string;
  /** A path of this route that the demo's player can open, for checks. */
  readonly sample: string;
  /** More paths of the same screen worth checking on their own (tabs, a dialog opened by the address). */
  readonly variants?: readonly string[];
  /** Navigation state the screen needs to show itself; without it the route leads elsewhere. */
  readonly state?: unknown;
  /** The demo user whose first visit shows this route (the newcomer's onboarding); else the regular player. */
  readonly user?: 'newcomer';
  /** The screen spends crystals or sets the limits: it is fetched together with the limits' chunk. */
  readonly spends: boolean;
  /** Drawn inside the layout (the column, the bottom bar, the reality check); onboarding is not. */
  readonly inLayout: boolean;
  /**
   * The reads its screen makes as it first shows: when the app opens on this route, they are sent
   * at the start, with the profile, and the screen's own calls take their answers (`Api.prefetch`).
   */
  readonly prefetch?: readonly PrefetchedRead[];
}

export const ROUTE_TABLE = {
  onboarding: { pattern: ROUTES.onboarding, sample: ROUTES.onboarding, user: 'newcomer', spends: false, inLayout: false },
  home: { pattern: ROUTES.home, sample: ROUTES.home, spends: false, inLayout: true, prefetch: ['getLive', 'getCases'] },
  games: { pattern: ROUTES.games, sample: ROUTES.games, spends: false, inLayout: true },
  cases: { pattern: ROUTES.cases, sample: ROUTES.cases, spends: false, inLayout: true },
  caseDetail: {
    pattern: '/cases/:caseId', sample: ROUTES.caseDetail('2'), variants: [ROUTES.caseDetail('404')], spends: true, inLayout: true,
  },
  caseOpening: {
    pattern: '/cases/:caseId/opening', sample: ROUTES.caseOpening('2'), state: { allowOpening: true }, spends: true, inLayout: true,
  },
  inventory: {
    pattern: ROUTES.inventory,
    sample: ROUTES.inventory,
    variants: ['sending', 'sent', 'sold'].map((tab) => `${ROUTES.inventory}?tab=${tab}`),
    spends: false,
    inLayout: true,
  },
  profile: { pattern: ROUTES.profile, sample: ROUTES.profile, variants: [`${ROUTES.profile}?openTradeLink=true`], spends: false, inLayout: true },
  payment: { pattern: ROUTES.payment, sample: ROUTES.payment, spends: true, inLayout: true },
  transactions: { pattern: ROUTES.transactions, sample: ROUTES.transactions, spends: true, inLayout: true },
  upgrader: { pattern: ROUTES.upgrader, sample: ROUTES.upgrader, spends: true, inLayout: true },
  limits: { pattern: ROUTES.limits, sample: ROUTES.limits, spends: true, inLayout: true },
  // 1000 is the first item the demo seeds for its player.
  verifyDrop: { pattern: '/verify/:itemId', sample: ROUTES.verifyDrop('1000'), spends: true, inLayout: true },
  fairness: { pattern: ROUTES.fairness, sample: ROUTES.fairness, spends: false, inLayout: true },
  notFound: { pattern: '*', sample: '/no/such/page', spends: false, inLayout: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** The table's routes as a list, each with its name. */
export const ROUTE_LIST: readonly (RouteEntry & { readonly name: RouteName })[] = (Object.keys(ROUTE_TABLE) as RouteName[])
  .map((name) => ({ name, ...ROUTE_TABLE[name] }));

export interface PathToCheck {
  readonly path: string;
  readonly route: (typeof ROUTE_LIST)[number];
}

/** Every path a check opens by address alone: each route's sample and variants, except routes that need navigation state. */
export function pathsToCheck(filter: (route: (typeof ROUTE_LIST)[number]) => boolean = () => true): readonly PathToCheck[] {
  return ROUTE_LIST.filter((route) => route.state === undefined && filter(route))
    .flatMap((route) => [route.sample, ...(route.variants ?? [])].map((path) => ({ path, route })));
}

/** The route whose screen `pathname` opens; null for a path no route names (the not-found page). */
export function routeAt(pathname: string): RouteName | null {
  return ROUTE_LIST.find((entry) => entry.pattern !== '*' && matchPath(entry.pattern, pathname) !== null)?.name ?? null;
}

/** The reads the screen at `pathname` declares in the table (`prefetch`), none for a path no route names. */
export function prefetchAt(pathname: string): readonly PrefetchedRead[] {
  const name = routeAt(pathname);
  return (name === null ? undefined : (ROUTE_TABLE[name] as RouteEntry).prefetch) ?? [];
}

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_LIST, type RouteName } from '@ui/navigation/routeTable';
import { HomeScreen } from '@ui/screens/home/HomeScreen';
import { OnboardingScreen } from '@ui/screens/onboarding/OnboardingScreen';
import { FirstVisitGate } from './FirstVisitGate';
import { Layout } from './Layout';
import { lazyScreen } from './RouteError';

/** A route's screen: in the first load (home, onboarding), or its own chunk fetched when the route is first shown. */
type Screen = { readonly eager: ComponentType } | { readonly load: () => Promise<ComponentType> };

/** Each route of the table and its screen; a route without a screen does not compile. */
const SCREENS: Record<RouteName, Screen> = {
  onboarding: { eager: OnboardingScreen },
  home: { eager: HomeScreen },
  games: { load: async () => (await import('@ui/screens/games/GamesScreen')).GamesScreen },
  cases: { load: async () => (await import('@ui/screens/cases/CaseListScreen')).CaseListScreen },
  caseDetail: { load: async () => (await import('@ui/screens/cases/CaseDetailScreen')).CaseDetailRoute },
  caseOpening: { load: async () => (await import('@ui/screens/cases/OpeningScreen')).OpeningRoute },
  inventory: { load: async () => (await import('@ui/screens/inventory/InventoryScreen')).InventoryScreen },
  profile: { load: async () => (await import('@ui/screens/profile/ProfileScreen')).ProfileScreen },
  payment: { load: async () => (await import('@ui/screens/payment/PaymentScreen')).PaymentScreen },
  transactions: { load: async () => (await import('@ui/screens/transactions/TransactionsScreen')).TransactionsScreen },
  upgrader: { load: async () => (await import('@ui/screens/upgrader/UpgraderScreen')).UpgraderScreen },
  limits: { load: async () => (await import('@ui/screens/limits/LimitsScreen')).LimitsScreen },
  verifyDrop: { load: async () => (await import('@ui/screens/fairness/VerifyRollScreen')).VerifyRollRoute },
  fairness: { load: async () => (await import('@ui/screens/fairness/FairnessScreen')).FairnessScreen },
  notFound: { load: async () => (await import('./NotFound')).NotFound },
};

function routeObject({ name, pattern, spends }: (typeof ROUTE_LIST)[number]): RouteObject {
  const screen = SCREENS[name];
  const element = 'eager' in screen ? <screen.eager /> : lazyScreen(screen.load, { limits: spends, route: name });
  return pattern === '/' ? { index: true, element } : { path: pattern, element };
}

/**
 * The router's routes (declarative, for `useRoutes`), built from the one route table
 * (navigation/routeTable.ts). Every route but onboarding is drawn inside the layout; `extra` routes
 * (the demo's gallery) come before the catch-all, which shows NotFound titled with the spec's
 * default error text. A chunk that cannot be fetched (offline) or a screen that fails shows
 * ScreenError inside the layout.
 */
export function appRoutes(extra: readonly RouteObject[] = []): RouteObject[] {
  const inLayout = ROUTE_LIST.filter((route) => route.inLayout);
  const catchAll = inLayout.filter((route) => route.pattern === '*');
  return [
    {
      element: <FirstVisitGate />,
      children: [
        ...ROUTE_LIST.filter((route) => !route.inLayout).map(routeObject),
        {
          element: <Layout />,
          children: [...inLayout.filter((route) => route.pattern !== '*').map(routeObject), ...extra, ...catchAll.map(routeObject)],
        },
      ],
    },
  ];
}

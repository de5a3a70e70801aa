import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from '../screens/home/HomeScreen';
import { OnboardingScreen } from '../screens/onboarding/OnboardingScreen';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { FirstVisitGate } from './FirstVisitGate';
import { Layout } from './Layout';
import { lazyScreen, RouteError } from './RouteError';

/**
 * The 11 routes of spec §2. Home and onboarding are in the first load; every other screen is
 * its own chunk, fetched when its route is first visited; a chunk that cannot be fetched (offline)
 * or a screen that fails shows RouteError inside the layout. Unknown paths fall through to the
 * router's default error page ('Unexpected Application Error!'), as the spec asks, so no
 * errorElement is set at the root.
 */
export function appRoutes(extra: readonly RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <FirstVisitGate />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        { path: '/onboarding', element: <OnboardingScreen /> },
        {
          element: <Layout />,
          children: [
            { index: true, element: <HomeScreen /> },
            { path: 'games', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/games/GamesScreen')).GamesScreen) },
            { path: 'cases', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/cases/CaseListScreen')).CaseListScreen) },
            { path: 'cases/:caseId', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/cases/CaseDetailScreen')).CaseDetailRoute) },
            { path: 'cases/:caseId/opening', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/cases/OpeningScreen')).OpeningRoute) },
            { path: 'inventory', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/inventory/InventoryScreen')).InventoryScreen) },
            { path: 'profile', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/profile/ProfileScreen')).ProfileScreen) },
            { path: 'payment', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/payment/PaymentScreen')).PaymentScreen) },
            { path: 'transactions', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/transactions/TransactionsScreen')).TransactionsScreen) },
            { path: 'upgrader', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('../screens/upgrader/UpgraderScreen')).UpgraderScreen) },
            ...extra,
          ],
        },
      ],
    },
  ];
}

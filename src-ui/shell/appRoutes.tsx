import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from '@ui/screens/home/HomeScreen';
import { OnboardingScreen } from '@ui/screens/onboarding/OnboardingScreen';
import { FullScreenLoader } from '@ui/components/FullScreenLoader';
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
            { path: 'games', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/games/GamesScreen')).GamesScreen) },
            { path: 'cases', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/cases/CaseListScreen')).CaseListScreen) },
            { path: 'cases/:caseId', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/cases/CaseDetailScreen')).CaseDetailRoute) },
            { path: 'cases/:caseId/opening', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/cases/OpeningScreen')).OpeningRoute) },
            { path: 'inventory', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/inventory/InventoryScreen')).InventoryScreen) },
            { path: 'profile', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/profile/ProfileScreen')).ProfileScreen) },
            { path: 'payment', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/payment/PaymentScreen')).PaymentScreen) },
            { path: 'transactions', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/transactions/TransactionsScreen')).TransactionsScreen) },
            { path: 'upgrader', errorElement: <RouteError />, lazy: lazyScreen(async () => (await import('@ui/screens/upgrader/UpgraderScreen')).UpgraderScreen) },
            ...extra,
          ],
        },
      ],
    },
  ];
}

import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from '@ui/screens/home/HomeScreen';
import { OnboardingScreen } from '@ui/screens/onboarding/OnboardingScreen';
import { FirstVisitGate } from './FirstVisitGate';
import { Layout } from './Layout';
import { lazyScreen } from './RouteError';

/**
 * The 11 routes of spec §2 (and issue 16's limits), for the declarative router (`useRoutes`). Home and onboarding are in
 * the first load; every other screen is its own chunk, fetched when its route is first shown; a
 * chunk that cannot be fetched (offline) or a screen that fails shows ScreenError inside the
 * layout. Unknown paths show NotFound (a chunk too: no first screen needs it) inside the layout, titled
 * with the spec's default error text.
 */
/** The screens that spend crystals or set the limits: fetched together with the limits' chunk. */
const SPENDS = { limits: true } as const;

export function appRoutes(extra: readonly RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <FirstVisitGate />,
      children: [
        { path: '/onboarding', element: <OnboardingScreen /> },
        {
          element: <Layout />,
          children: [
            { index: true, element: <HomeScreen /> },
            { path: 'games', element: lazyScreen(async () => (await import('@ui/screens/games/GamesScreen')).GamesScreen) },
            { path: 'cases', element: lazyScreen(async () => (await import('@ui/screens/cases/CaseListScreen')).CaseListScreen) },
            { path: 'cases/:caseId', element: lazyScreen(async () => (await import('@ui/screens/cases/CaseDetailScreen')).CaseDetailRoute, SPENDS) },
            { path: 'cases/:caseId/opening', element: lazyScreen(async () => (await import('@ui/screens/cases/OpeningScreen')).OpeningRoute, SPENDS) },
            { path: 'inventory', element: lazyScreen(async () => (await import('@ui/screens/inventory/InventoryScreen')).InventoryScreen) },
            { path: 'profile', element: lazyScreen(async () => (await import('@ui/screens/profile/ProfileScreen')).ProfileScreen) },
            { path: 'payment', element: lazyScreen(async () => (await import('@ui/screens/payment/PaymentScreen')).PaymentScreen, SPENDS) },
            { path: 'transactions', element: lazyScreen(async () => (await import('@ui/screens/transactions/TransactionsScreen')).TransactionsScreen) },
            { path: 'upgrader', element: lazyScreen(async () => (await import('@ui/screens/upgrader/UpgraderScreen')).UpgraderScreen, SPENDS) },
            { path: 'limits', element: lazyScreen(async () => (await import('@ui/screens/limits/LimitsScreen')).LimitsScreen, SPENDS) },
            { path: 'verify/:itemId', element: lazyScreen(async () => (await import('@ui/screens/fairness/VerifyRollScreen')).VerifyRollRoute) },
            { path: 'fairness', element: lazyScreen(async () => (await import('@ui/screens/fairness/FairnessScreen')).FairnessScreen) },
            ...extra,
            { path: '*', element: lazyScreen(async () => (await import('./NotFound')).NotFound) },
          ],
        },
      ],
    },
  ];
}

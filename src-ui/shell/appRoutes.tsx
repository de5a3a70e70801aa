import type { RouteObject } from 'react-router-dom';
import { CaseDetailRoute } from '../screens/cases/CaseDetailScreen';
import { CaseListScreen } from '../screens/cases/CaseListScreen';
import { OpeningRoute } from '../screens/cases/OpeningScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { OnboardingScreen } from '../screens/onboarding/OnboardingScreen';
import { InventoryScreen } from '../screens/inventory/InventoryScreen';
import { ProfileScreen } from '../screens/profile/ProfileScreen';
import { GamesScreen } from '../screens/games/GamesScreen';
import { PaymentScreen } from '../screens/payment/PaymentScreen';
import { TransactionsScreen } from '../screens/transactions/TransactionsScreen';
import { UpgraderScreen } from '../screens/upgrader/UpgraderScreen';
import { FirstVisitGate } from './FirstVisitGate';
import { Layout } from './Layout';

/**
 * The 11 routes of spec §2. Unknown paths fall through to the router's default error page
 * ('Unexpected Application Error!'), as the spec asks, so no errorElement is set at the root.
 */
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
            { path: 'games', element: <GamesScreen /> },
            { path: 'cases', element: <CaseListScreen /> },
            { path: 'cases/:caseId', element: <CaseDetailRoute /> },
            { path: 'cases/:caseId/opening', element: <OpeningRoute /> },
            { path: 'inventory', element: <InventoryScreen /> },
            { path: 'profile', element: <ProfileScreen /> },
            { path: 'payment', element: <PaymentScreen /> },
            { path: 'transactions', element: <TransactionsScreen /> },
            { path: 'upgrader', element: <UpgraderScreen /> },
            ...extra,
          ],
        },
      ],
    },
  ];
}

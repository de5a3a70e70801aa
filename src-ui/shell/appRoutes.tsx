import type { RouteObject } from 'react-router-dom';
import { CaseDetailRoute } from '../screens/cases/CaseDetailScreen';
import { CaseListScreen } from '../screens/cases/CaseListScreen';
import { OpeningRoute } from '../screens/cases/OpeningScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { OnboardingScreen } from '../screens/onboarding/OnboardingScreen';
import { TitledPage } from '../screens/placeholder/TitledPage';
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
            { path: 'games', element: <TitledPage page="games" /> },
            { path: 'cases', element: <CaseListScreen /> },
            { path: 'cases/:caseId', element: <CaseDetailRoute /> },
            { path: 'cases/:caseId/opening', element: <OpeningRoute /> },
            { path: 'inventory', element: <TitledPage page="inventory" /> },
            { path: 'profile', element: <TitledPage page="profile" /> },
            { path: 'payment', element: <TitledPage page="payment" /> },
            { path: 'transactions', element: <TitledPage page="transactions" /> },
            { path: 'upgrader', element: <TitledPage page="upgrader" /> },
            ...extra,
          ],
        },
      ],
    },
  ];
}

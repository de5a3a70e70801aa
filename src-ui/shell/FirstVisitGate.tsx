import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { firstVisitDecision } from '@ui/navigation/routes';
import { FullScreenLoader } from '@ui/components/FullScreenLoader';
import { useTransitionValue } from '@ui/components/useTransitionValue';
import { useServices } from '@ui/services';
import { useRecordHistoryTrail } from '@ui/navigation/historyTrail';
import { useMessengerBackButton } from './useMessengerBackButton';
import { useMessengerChrome } from './useMessengerChrome';
import { useMessengerSettingsButton } from './useMessengerSettingsButton';
import { usePickerHaptics } from './usePickerHaptics';
import { useResumePendingReveal } from './useResumePendingReveal';
import { useScrollToTop } from './useScrollToTop';

/** Shown only to an app opened outside Telegram: not part of everyone's first load. */
const OpenFromTelegram = lazy(async () => ({ default: (await import('./OpenFromTelegram')).OpenFromTelegram }));

/** Spec §2, first-visit routing, plus the shell behaviour every route shares. */
export const FirstVisitGate = observer(function FirstVisitGate() {
  const { session } = useServices();
  const { pathname } = useLocation();
  useMessengerBackButton();
  useMessengerChrome();
  usePickerHaptics();
  useRecordHistoryTrail();
  useScrollToTop();
  // The first screen is rendered in the background, in slices that leave the main thread to input,
  // while the loader stays: a store's change is otherwise rendered at once, in one task (home: about
  // 45 ms on a desktop, four times that on a slow phone). The first render always shows the loader
  // (`true`), so a profile that arrives during it does not make React redo it all at once.
  const loading = useTransitionValue(session.isLoading, true);
  const decision = firstVisitDecision(loading, session.isFirstVisit, pathname);
  useMessengerSettingsButton(decision.kind === 'content' && session.isFirstVisit === false && !session.launchRefused);
  useResumePendingReveal(decision.kind === 'content' && !session.launchRefused);
  if (session.launchRefused) return <Suspense fallback={null}><OpenFromTelegram /></Suspense>;
  if (decision.kind === 'loading') return <FullScreenLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
});

import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBackButtonVisible } from '@ui/navigation/chrome';
import { ROUTES } from '@ui/navigation/routes';
import { useServices } from '@ui/services';
import { BackButtonContext } from '@ui/navigation/useBackHandler';
import { historyIndex } from '@ui/navigation/historyTrail';

/**
 * Spec §2: the messenger's Back button shows on every path except / and /onboarding. It runs a
 * screen's own handler when there is one, otherwise goes one step back — or home when the app
 * was opened directly on this page and there is no step to go back to.
 */
export function useMessengerBackButton(): void {
  const { messenger } = useServices();
  const controller = useContext(BackButtonContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hiddenByScreen = useSyncExternalStore(controller.subscribe, () => controller.hidden);
  const visible = isBackButtonVisible(pathname) && !hiddenByScreen;

  useEffect(() => {
    messenger.setBackButtonVisible(visible);
  }, [messenger, visible]);

  useEffect(
    () =>
      messenger.onBackButtonPressed(() => {
        // The address now, not the screen still on its way out: a quick second press is not lost.
        if (controller.handle(window.location.pathname)) return;
        if (historyIndex() > 0) void navigate(-1);
        else void navigate(ROUTES.home, { replace: true });
      }),
    [messenger, controller, navigate],
  );
}

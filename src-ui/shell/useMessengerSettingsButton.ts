import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalise, ROUTES } from '@ui/navigation/routes';
import { useServices } from '@ui/services';

/**
 * The messenger's Settings item (Bot API 7.0) leads to the profile, whose first section is the
 * settings — as a native app's would. Shown once the player is past onboarding; a press while a
 * value is in motion (a spin, a sale being confirmed) is not taken: that moment keeps the screen.
 */
export function useMessengerSettingsButton(shown: boolean): void {
  const { messenger, guard } = useServices();
  const navigate = useNavigate();
  const path = useRef('');
  path.current = normalise(useLocation().pathname);
  useEffect(() => {
    if (!shown || !messenger.hasSettingsButton) return undefined;
    messenger.setSettingsButtonVisible(true);
    const unfollow = messenger.onSettingsButtonPressed(() => {
      if (guard.held || path.current === ROUTES.profile) return;
      void navigate(ROUTES.profile);
    });
    return () => {
      unfollow();
      messenger.setSettingsButtonVisible(false);
    };
  }, [shown, messenger, guard, navigate]);
}

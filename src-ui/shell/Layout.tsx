import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useServices } from '@ui/services';
import { ScreenBoundary } from './RouteError';
import { BOTTOM_NAV_HEIGHT, isBottomBarHidden } from '@ui/navigation/chrome';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import { BottomNav } from './BottomNav';
import { RealityCheckHost } from './RealityCheckHost';

/** Spec §2: a centred column about 2xl (42rem) wide, with the bottom bar unless a full-screen flow hides it. */
export function Layout() {
  const { pathname, search } = useLocation();
  const barHidden = isBottomBarHidden(pathname, search);
  const { session } = useServices();
  // Every screen shows or uses the balance: one whose profile failed to load asks for it again.
  useEffect(() => session.ensureProfile(), [session, pathname]);
  return (
    <>
      <Box
        component="main"
        sx={{
          maxWidth: 672, mx: 'auto', width: '100%', minHeight: '100dvh', boxSizing: 'border-box',
          // Every route, full-screen flows included, keeps clear of the notch and the messenger's controls.
          pt: padWithSafeArea('top', '16px'), pl: padWithSafeArea('left', '16px'), pr: padWithSafeArea('right', '16px'),
          pb: padWithSafeArea('bottom', barHidden ? '16px' : `${BOTTOM_NAV_HEIGHT + 24}px`),
        }}
      >
        {/* Home, onboarding and the not-found page are not lazy: a throw there is caught here too. */}
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </Box>
      {barHidden ? null : <BottomNav />}
      {/* The reality check shows above whichever screen is open. */}
      <RealityCheckHost />
    </>
  );
}

import { Box } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenBoundary } from './RouteError';
import { isBottomBarHidden } from './routes';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';

/** Spec §2: a centred column about 2xl (42rem) wide, with the bottom bar unless a full-screen flow hides it. */
export function Layout() {
  const { pathname, search } = useLocation();
  const barHidden = isBottomBarHidden(pathname, search);
  return (
    <>
      <Box
        component="main"
        sx={{
          maxWidth: 672, mx: 'auto', width: '100%', minHeight: '100dvh', px: 2,
          pt: 'calc(16px + var(--tg-content-safe-area-inset-top, 0px))',
          pb: barHidden ? 2 : `calc(${BOTTOM_NAV_HEIGHT + 24}px + max(env(safe-area-inset-bottom), var(--tg-safe-area-inset-bottom, 0px)))`,
        }}
      >
        {/* Home, onboarding and the not-found page are not lazy: a throw there is caught here too. */}
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </Box>
      {barHidden ? null : <BottomNav />}
    </>
  );
}

import HomeRounded from '@mui/icons-material/HomeRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { activeNavTab, BOTTOM_NAV_HEIGHT, type NavTab } from '@ui/navigation/chrome';
import { ROUTES } from '@ui/navigation/routes';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import { useServices } from '@ui/services';

const TABS: readonly { tab: NavTab; to: string; icon: ReactElement }[] = [
  { tab: 'home', to: ROUTES.home, icon: <HomeRounded /> },
  { tab: 'games', to: ROUTES.games, icon: <SportsEsportsRounded /> },
  { tab: 'inventory', to: ROUTES.inventory, icon: <Inventory2Rounded /> },
  { tab: 'profile', to: ROUTES.profile, icon: <PersonRounded /> },
];

/** The four tabs of spec §2, as links, with the active one highlighted and marked as the current page. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavTab(pathname);
  const { messenger } = useServices();
  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      elevation={0}
      square
      sx={{
        position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper',
        pb: padWithSafeArea('bottom', '0px'), pl: padWithSafeArea('left', '0px'), pr: padWithSafeArea('right', '0px'),
      }}
    >
      <BottomNavigation value={active ?? false} sx={{ maxWidth: 672, mx: 'auto', height: BOTTOM_NAV_HEIGHT, bgcolor: 'transparent' }}>
        {TABS.map(({ tab, to, icon }) => (
          <BottomNavigationAction
            key={tab}
            value={tab}
            label={t(`nav.${tab}`)}
            icon={icon}
            component={Link}
            to={to}
            showLabel
            aria-current={active === tab ? 'page' : undefined}
            // A tap on another tab is a selection the hand feels (the player's haptics switch gates it).
            onClick={() => { if (active !== tab) messenger.hapticSelection(); }}
            sx={{ minWidth: 0, color: 'text.secondary' }} // the selected tab's colour: the theme (createAppTheme)
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

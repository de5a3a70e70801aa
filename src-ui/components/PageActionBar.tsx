import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT } from '@ui/navigation/chrome';
import { useBottomButton, type BottomButtonLook, type PageAction } from '@ui/navigation/bottomButtons';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import { ACCENT, GOLD_FILL, ON_ACCENT, ON_GOLD } from '@ui/theme/identity';

/** A screen's main action, and how it looks: the orange of play, or the gold of crystals (top-up). */
export interface MainAction extends PageAction {
  readonly tone: 'accent' | 'gold';
  readonly icon?: ReactNode;
}

const LOOKS: Record<MainAction['tone'], BottomButtonLook> = {
  accent: { color: ACCENT, textColor: ON_ACCENT, shine: true },
  gold: { color: GOLD_FILL.dark, textColor: ON_GOLD },
};

/**
 * A screen's one or two main actions, always within reach: the messenger's own bottom buttons where
 * it draws them (main, and secondary from Bot API 7.10), otherwise a bar of the page's own that stays
 * above the bottom navigation while the page scrolls. Put it last in the screen.
 */
export function PageActionBar({ main, secondary = null }: { main: MainAction | null; secondary?: PageAction | null }) {
  const nativeMain = useBottomButton('main', main, main ? LOOKS[main.tone] : undefined);
  const nativeSecondary = useBottomButton('secondary', nativeMain ? secondary : null);
  const ownMain = nativeMain ? null : main;
  // The second action stays beside the first: drawn here whenever the first is.
  const ownSecondary = nativeMain && nativeSecondary ? null : secondary;
  if (!ownMain && !ownSecondary) return null;
  return (
    <Box
      data-testid="page-action-bar"
      sx={{
        position: 'sticky', zIndex: 2, mt: 2, mx: -1, p: 1, borderRadius: 4,
        bottom: padWithSafeArea('bottom', `${BOTTOM_NAV_HEIGHT + 8}px`),
        bgcolor: 'background.default', boxShadow: '0 -8px 24px rgba(0,0,0,0.18)',
      }}
    >
      <Stack direction="row" spacing={1}>
        {ownSecondary ? (
          <Button variant="outlined" size="large" onClick={ownSecondary.onPress} disabled={!ownSecondary.enabled || ownSecondary.progress} sx={{ flex: '0 0 auto', minHeight: 52, px: 1.75, whiteSpace: 'nowrap' }}>
            {ownSecondary.text}
          </Button>
        ) : null}
        {ownMain ? (
          <Button
            variant="contained" size="large" color={ownMain.tone === 'gold' ? 'secondary' : 'primary'} fullWidth
            onClick={ownMain.onPress} disabled={!ownMain.enabled || ownMain.progress} aria-busy={ownMain.progress || undefined}
            startIcon={ownMain.progress ? <CircularProgress size={18} color="inherit" aria-hidden /> : ownMain.icon}
            sx={{ minHeight: 52, px: 1.5, fontSize: '1rem' }}
          >
            {ownMain.text}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

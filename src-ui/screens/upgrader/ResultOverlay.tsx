import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import { Box, Button, IconButton, keyframes, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UpgraderItem } from '@domain/model/upgrader';
import { ROUTES } from '@ui/shell/routes';
import { useServices } from '@ui/services';
import { SafeImage } from '@ui/components/SafeImage';
import { ItemText } from './ItemTile';
import { STILL } from './UpgradeWheel';

const Confetti = lazy(() => import('@ui/effects/Confetti'));

/** How long the confetti stays mounted (its animation is shorter). */
const CONFETTI_MS = 3000;

const rise = keyframes`from { transform: translateY(24px) scale(0.96); opacity: 0 } to { transform: none; opacity: 1 }`;

interface ResultOverlayProps {
  readonly won: boolean;
  /** The target on a win, the lost source on a loss. */
  readonly item: UpgraderItem;
  readonly celebrate: boolean;
  readonly onAgain: () => void;
}

/**
 * Step 5 (spec §2): success or failure over the stopped wheel, confetti on a win, and the
 * buttons upgrade again, to inventory (success) or home (failure), and back to home.
 */
export function ResultOverlay({ won, item, celebrate, onAgain }: ResultOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clock } = useServices();
  const [confetti, setConfetti] = useState(celebrate && won);
  const primary = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!confetti) return undefined;
    return clock.schedule(() => setConfetti(false), CONFETTI_MS);
  }, [confetti, clock]);

  useEffect(() => {
    primary.current?.focus();
  }, []);

  const colour = won ? 'success.main' : 'error.main';
  return (
    <Box
      sx={{
        position: 'fixed', inset: 0, zIndex: (th) => th.zIndex.modal, display: 'grid', placeItems: 'center', p: 2,
        bgcolor: (th) => alpha(th.palette.background.default, 0.78),
      }}
    >
      {confetti ? <Suspense fallback={null}><Confetti /></Suspense> : null}
      {/* A modal dialog: Tab and Shift+Tab stay inside it; Escape does what its X does. */}
      <FocusTrap open disableAutoFocus disableRestoreFocus>
      <Paper
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          void navigate(ROUTES.home);
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby="upgrade-result-title"
        aria-describedby="upgrade-result-body"
        elevation={8}
        sx={{
          position: 'relative', width: '100%', maxWidth: 360, p: 3, pt: 4, borderRadius: 5, textAlign: 'center',
          border: 1, borderColor: (th) => alpha(won ? th.palette.success.main : th.palette.error.main, 0.5),
          animation: `${rise} 320ms cubic-bezier(0.2, 0.8, 0.2, 1)`, ...STILL,
        }}
      >
        <IconButton aria-label={t('upgrader.backHome')} onClick={() => void navigate(ROUTES.home)} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseRounded />
        </IconButton>
        <Box sx={{ color: colour, display: 'flex', justifyContent: 'center' }}>
          {won ? <CheckCircleRounded sx={{ fontSize: 48 }} /> : <HighlightOffRounded sx={{ fontSize: 48 }} />}
        </Box>
        <Typography id="upgrade-result-title" variant="h2" component="h2" sx={{ mt: 1, color: colour }}>
          {won ? t('upgrader.success') : t('upgrader.failure')}
        </Typography>
        <Box sx={{ my: 2, p: 1.5, borderRadius: 3, bgcolor: 'background.default' }}>
          <SafeImage src={item.img} alt={item.name} width="100%" height={120} loading="eager"
            style={{ objectFit: 'contain', filter: won ? undefined : 'grayscale(1)', opacity: won ? 1 : 0.55 }} />
          <Box sx={{ mt: 1 }}><ItemText item={item} align="center" size="large" /></Box>
        </Box>
        <Typography id="upgrade-result-body" color="text.secondary" sx={{ mb: 2 }}>
          {won ? t('upgrader.successBody', { name: item.name }) : t('upgrader.failureBody', { name: item.name })}
        </Typography>
        <Stack spacing={1}>
          <Button ref={primary} variant="contained" size="large" onClick={onAgain}>{t('upgrader.again')}</Button>
          {won ? (
            <Button variant="outlined" size="large" onClick={() => void navigate(ROUTES.inventory)}>{t('upgrader.toInventory')}</Button>
          ) : (
            <Button variant="outlined" size="large" onClick={() => void navigate(ROUTES.home)}>{t('upgrader.home')}</Button>
          )}
        </Stack>
      </Paper>
      </FocusTrap>
    </Box>
  );
}

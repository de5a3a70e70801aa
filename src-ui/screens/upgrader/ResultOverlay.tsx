import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, keyframes, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { UpgraderItem } from '@domain/model/upgrader';
import { ROUTES } from '@ui/navigation/routes';
import { SafeImage } from '@ui/components/SafeImage';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatSignedMoney } from '@ui/i18n/formatNumber';
import { formatSignedPercent } from '@ui/i18n/formatPercent';
import type { UpgradeGain } from '@domain/features/upgrader/upgradeFigures';
import { ItemText } from './ItemTile';
import { STILL } from './UpgradeWheel';

const Confetti = lazy(() => import('@ui/effects/Confetti'));

const rise = keyframes`from { transform: translateY(100%); opacity: 0.6 } to { transform: none; opacity: 1 }`;

interface ResultOverlayProps {
  readonly won: boolean;
  /** The target on a win, the lost source on a loss. */
  readonly item: UpgraderItem;
  /** Full effects; false on a device Telegram rates LOW, which gets the light confetti. */
  readonly celebrate: boolean;
  /** The win's confetti, while the view-model's celebration lasts (spec §9: 3 s). */
  readonly confetti: boolean;
  readonly onAgain: () => void;
  /** The item staked, when the upgrade's answer carried a verifiable receipt: a link to its Verify view. */
  readonly verifyItemId?: string | null;
  /** A win's gain over the staked skin: crystals and percent. */
  readonly gain?: UpgradeGain | null;
}

/**
 * Step 5 (spec §2): success or failure in a card at the bottom, under the stopped wheel (which
 * stays in view with its pointer), confetti and the gain on a win, and the buttons: upgrade again,
 * to inventory (success) or open a case (failure: a new skin to upgrade, rather than a second way
 * home), and back to home — each labelled with what it does.
 */
export function ResultOverlay({ won, item, celebrate, confetti, onAgain, verifyItemId = null, gain = null }: ResultOverlayProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const primary = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    primary.current?.focus();
  }, []);

  const colour = won ? 'success.main' : 'error.main';
  const home = () => void navigate(ROUTES.home);
  return (
    // A modal: the layer takes every tap, but it dims only below the wheel, which stays in view.
    <Box
      sx={{
        position: 'fixed', inset: 0, zIndex: (th) => th.zIndex.modal, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end',
        background: (th) => `linear-gradient(to bottom, transparent 0%, transparent 42%, ${alpha(th.palette.background.default, 0.7)} 62%)`,
      }}
    >
      {confetti ? <Suspense fallback={null}><Confetti size={celebrate ? 'full' : 'light'} /></Suspense> : null}
      {/* A modal dialog: Tab and Shift+Tab stay inside it; Escape goes back to home, as its last button does. */}
      <FocusTrap open disableAutoFocus disableRestoreFocus>
      <Paper
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          home();
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby="upgrade-result-title"
        aria-describedby="upgrade-result-body"
        elevation={8}
        sx={{
          position: 'relative', width: '100%', maxWidth: 672, mx: 'auto', px: 2, pt: 2,
          pb: 'calc(16px + var(--tg-safe-area-inset-bottom, 0px) + var(--tg-content-safe-area-inset-bottom, 0px))',
          borderRadius: '24px 24px 0 0', borderTop: 3, borderColor: colour,
          boxShadow: (th) => `0 -12px 40px ${alpha(won ? th.palette.success.main : th.palette.error.main, 0.3)}`,
          animation: `${rise} 360ms cubic-bezier(0.2, 0.8, 0.2, 1)`, ...STILL,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', flex: 'none', width: 96, height: 72, borderRadius: 3, bgcolor: 'background.default', display: 'grid', placeItems: 'center' }}>
            <SafeImage src={item.img} alt={item.name} width={88} height={64} loading="eager"
              style={{ objectFit: 'contain', filter: won ? undefined : 'grayscale(1)', opacity: won ? 1 : 0.55 }} />
            <Box sx={{ position: 'absolute', right: -6, bottom: -6, color: colour, bgcolor: 'background.paper', borderRadius: '50%', display: 'flex' }}>
              {won ? <CheckCircleRounded sx={{ fontSize: 26 }} /> : <HighlightOffRounded sx={{ fontSize: 26 }} />}
            </Box>
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id="upgrade-result-title" variant="h2" component="h2" sx={{ color: colour, fontSize: '1.25rem', lineHeight: 1.25 }}>
              {won ? t('upgrader.success') : t('upgrader.failure')}
            </Typography>
            <Box sx={{ mt: 0.5 }}><ItemText item={item} /></Box>
          </Box>
        </Stack>
        {won && gain ? (
          <Typography data-testid="upgrade-gain" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 800, fontSize: '1.125rem', color: 'success.main' }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem' }}>{t('upgrader.gain')}:</Box>
            <CrystalIcon sx={{ fontSize: 18 }} />
            <span>{formatSignedMoney(gain.crystals, i18n.language)}{gain.percent === null ? '' : ` · ${formatSignedPercent(gain.percent, i18n.language)}`}</span>
          </Typography>
        ) : null}
        <Typography id="upgrade-result-body" variant="body2" color="textSecondary" sx={{ my: 1.5 }}>
          {won ? t('upgrader.successBody', { name: item.name }) : t('upgrader.failureBody', { name: item.name })}
        </Typography>
        <Stack spacing={1}>
          <Button ref={primary} variant="contained" size="large" onClick={onAgain}>{t('upgrader.again')}</Button>
          {won ? (
            <Button variant="outlined" size="large" onClick={() => void navigate(ROUTES.inventory)}>{t('upgrader.toInventory')}</Button>
          ) : (
            <Button variant="outlined" size="large" onClick={home}>{t('upgrader.home')}</Button>
          )}
          <Button variant="text" size="large" onClick={home}>{t('upgrader.backHome')}</Button>
          {won ? null : (
            // Beside spec §2's three buttons (its "home (on failure)" and "back to home" both stay):
            // a skin lost, the next step is usually a case to open.
            <Button component={Link} variant="text" size="large" to={ROUTES.cases}>{t('upgrader.openCase')}</Button>
          )}
          {verifyItemId ? (
            // A link, beside spec §2's three buttons: the roll's proof, recomputed on the phone.
            <Button component={Link} variant="text" size="large" startIcon={<VerifiedUserOutlined />} to={ROUTES.verifyDrop(verifyItemId, 'upgrade')}>
              {t('upgrader.verify')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      </FocusTrap>
    </Box>
  );
}

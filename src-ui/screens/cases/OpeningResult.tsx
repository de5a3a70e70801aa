import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OpeningPhase } from '@domain/features/cases/OpenCase';
import { splitItemName } from '@domain/model/itemName';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatNumber, pluralCount } from '@ui/components/formatNumber';
import { SafeImage } from '@ui/components/SafeImage';
import { ROUTES } from '@ui/shell/routes';
import type { OpeningViewModel } from './OpeningViewModel';

const Confetti = lazy(() => import('../../effects/Confetti'));

/** Spec §2 result screen: the drop, its worth and profit, and what to do with it. */
export const ResultView = observer(function ResultView({ phase, vm }: { phase: Extract<OpeningPhase, { kind: 'result' }>; vm: OpeningViewModel }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  const { win, inventoryId } = phase.result;
  const [weapon, finish] = splitItemName(win.name);
  const cost = formatNumber(win.cost, i18n.language);
  const positive = (phase.profitPercent ?? 0) >= 0;
  const upgrade = () => void navigate(ROUTES.upgrader, { state: { donorId: inventoryId } });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {vm.celebration.showing ? <Suspense fallback={null}><Confetti /></Suspense> : null}
      {/* A drop worth less than the case is not called a win. */}
      <Typography variant="overline" color="text.secondary">
        {phase.isWelcome ? t('opening.welcomeTitle') : positive ? t('opening.youWon') : t('opening.yourDrop')}
      </Typography>
      <Box sx={{ p: 2, borderRadius: 4, bgcolor: 'background.paper', width: '100%' }}>
        <SafeImage src={win.img} alt={win.name} width="100%" height={160} loading="eager" style={{ objectFit: 'contain' }} />
        <Typography variant="h2" component="h2" sx={{ mt: 1 }}>{weapon}</Typography>
        {finish ? <Typography color="text.secondary">{finish}</Typography> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 1.5 }}>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
            <CrystalIcon color="secondary" fontSize="small" />{t('opening.cost', { value: cost, count: pluralCount(win.cost) })}
          </Typography>
          {phase.isWelcome ? null : (
            <Typography sx={{ fontWeight: 700, color: positive ? 'success.main' : 'error.main' }}>{t('opening.profit', { value: win.profit })}</Typography>
          )}
        </Stack>
      </Box>
      {phase.isWelcome ? <Typography color="text.secondary">{t('opening.welcomeBody')}</Typography> : null}
      {/* Opening again is the main action; selling is a secondary one, behind a confirmation. */}
      <Stack spacing={1} sx={{ width: '100%' }}>
        {phase.isWelcome ? null : (
          <Button variant="contained" size="large" onClick={() => void navigate(ROUTES.caseDetail(phase.details.id))}>{t('opening.openAgain')}</Button>
        )}
        <Button variant={phase.isWelcome ? 'contained' : 'outlined'} size="large" onClick={upgrade} disabled={vm.sale === 'sold'}>{t('opening.upgrade')}</Button>
        {phase.isWelcome ? null : (
          <Button variant="outlined" color="secondary" size="large" onClick={() => void vm.sell()}
            disabled={vm.sale === 'selling' || vm.sale === 'sold'}
            startIcon={vm.sale === 'selling' ? <CircularProgress size={18} color="inherit" /> : <CrystalIcon />}>
            {vm.sale === 'sold' ? t('opening.sold') : t('opening.sellFor', { value: cost })}
          </Button>
        )}
        <Button variant="text" size="large" onClick={() => void navigate(ROUTES.inventory)}>{t('opening.toInventory')}</Button>
        {/* Issue 16: a server that publishes verifiable drops sent this draw's receipt; the Verify view checks it. */}
        {phase.result.fairness && inventoryId ? (
          <Button component={Link} to={ROUTES.verifyDrop(inventoryId)} variant="text" startIcon={<VerifiedUserOutlined />}>{t('verifyDrop.link')}</Button>
        ) : null}
      </Stack>
    </Stack>
  );
});


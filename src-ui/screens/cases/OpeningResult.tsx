import ShareRounded from '@mui/icons-material/ShareRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OpeningPhase } from '@domain/features/cases/OpenCase';
import { splitItemName } from '@domain/model/itemName';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { formatProfitLabel, formatSignedPercent } from '@ui/i18n/formatPercent';
import { rarityColor, rarityNameKey } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { ROUTES, type UpgraderNavigationState } from '@ui/navigation/routes';
import type { OpeningViewModel } from './OpeningViewModel';

const Confetti = lazy(() => import('../../effects/Confetti'));

type ResultPhase = Extract<OpeningPhase, { kind: 'result' }>;

/** Spec §2 result screen: the drop as the hero, its worth and profit on one line, and what to do with it. */
export const ResultView = observer(function ResultView({ phase, vm }: { phase: ResultPhase; vm: OpeningViewModel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inventoryId } = phase.result;
  const upgrade = () => void navigate(ROUTES.upgrader, { state: { donorId: inventoryId } satisfies UpgraderNavigationState });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {vm.celebration.showing ? <Suspense fallback={null}><Confetti size={vm.lightEffects ? 'light' : 'full'} /></Suspense> : null}
      {/* Only a drop the device itself reckons a gain (above 6 % of what was paid) is called a win. */}
      <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 800, letterSpacing: '0.04em', textTransform: 'uppercase' }}>
        {phase.isWelcome ? t('opening.welcomeTitle') : phase.celebrate ? t('opening.youWon') : t('opening.yourDrop')}
      </Typography>
      <DropHero phase={phase} light={vm.lightEffects} />
      {phase.isWelcome ? <Typography color="textSecondary">{t('opening.welcomeBody')}</Typography> : null}
      <Stack spacing={1} sx={{ width: '100%' }}>
        {phase.isWelcome ? (
          <>
            <Button variant="contained" size="large" onClick={upgrade}>{t('opening.upgrade')}</Button>
            {/* Spec §2: the welcome result has only the upgrade and to-inventory buttons; where free crystals are is said, not a third button. */}
            <Typography variant="body2" color="textSecondary" sx={{ px: 1 }}>
              <CrystalIcon fontSize="inherit" sx={{ verticalAlign: '-0.15em', mr: 0.5 }} />{t('opening.nextStepNote')}
            </Typography>
          </>
        ) : (
          <>
            {/* Opening again is the main action; selling is a secondary one, behind a confirmation. */}
            <Button variant="contained" size="large" onClick={() => void navigate(ROUTES.caseDetail(phase.details.id))}>{t('opening.openAgain')}</Button>
            <Button variant="outlined" size="large" onClick={upgrade} disabled={vm.sale === 'sold'}>{t('opening.upgrade')}</Button>
            <SellButton vm={vm} value={phase.result.win.cost} />
            <Button variant="outlined" size="large" startIcon={<ShareRounded />} onClick={vm.share}>{t('opening.share')}</Button>
          </>
        )}
        <Button variant="text" size="large" onClick={() => void navigate(ROUTES.inventory)}>{t('opening.toInventory')}</Button>
        {/* A server that publishes verifiable drops sent this draw's receipt; the Verify view checks it. */}
        {phase.result.fairness && inventoryId ? (
          <Button component={Link} to={ROUTES.verifyDrop(inventoryId)} variant="text" startIcon={<VerifiedUserOutlined />}>{t('verifyDrop.link')}</Button>
        ) : null}
      </Stack>
    </Stack>
  );
});

/** The drop: a big picture in its grade's glow, the grade, the name, and worth and profit on one line. */
function DropHero({ phase, light }: { phase: ResultPhase; light: boolean }) {
  const { t, i18n } = useTranslation();
  const { win } = phase.result;
  const [weapon, finish] = splitItemName(win.name);
  const color = rarityColor(win.rarity);
  // The device's own reckoning of the drop against what was paid; the server's label only where it has none.
  const profit = phase.profitPercent !== null ? formatSignedPercent(phase.profitPercent, i18n.language) : phase.profitLabel && formatProfitLabel(phase.profitLabel, i18n.language);
  const positive = phase.profitPercent !== null ? Math.round(phase.profitPercent) >= 0 : !profit?.trim().startsWith('-');
  return (
    <Box
      data-rarity={win.rarity}
      sx={{
        width: '100%', p: 2, pb: 2.5, borderRadius: 4, bgcolor: 'background.paper', boxSizing: 'border-box',
        borderBottom: 4, borderColor: color ?? 'divider',
        backgroundImage: color ? `radial-gradient(circle at 50% 40%, ${color}59, ${color}14 45%, transparent 70%)` : 'none',
      }}
    >
      <SafeImage src={win.img} alt={win.name} width="100%" height={190} loading="eager"
        style={{ objectFit: 'contain', filter: color && !light ? `drop-shadow(0 6px 18px ${color}99)` : undefined }} />
      {win.rarity ? (
        <Typography variant="caption" component="p" sx={{ mt: 1, display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
          {t(rarityNameKey(win.rarity))}
        </Typography>
      ) : null}
      {/* The name on one line when it fits: the weapon (the heading) and the finish side by side. */}
      <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'baseline', columnGap: 1 }}>
        <Typography variant="h2" component="h2">{weapon}</Typography>
        {finish ? <Typography component="p" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '1.125rem' }}>{finish}</Typography> : null}
      </Box>
      {/* Worth and profit: one line in both languages, the words for screen readers only. */}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1.5, whiteSpace: 'nowrap' }}>
        <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '1.75rem', fontWeight: 800, lineHeight: 1 }}>
          <CrystalIcon color="secondary" />
          <span aria-hidden>{formatMoney(win.cost, i18n.language)}</span>
          <Box component="span" sx={visuallyHidden}>{t('opening.cost', { value: formatMoney(win.cost, i18n.language), count: moneyCount(win.cost) })}</Box>
        </Typography>
        {phase.isWelcome || !profit ? null : (
          <Typography component="p" data-testid="drop-profit" sx={{ px: 1, py: 0.25, borderRadius: 2, fontWeight: 800, color: positive ? 'success.contrastText' : 'error.contrastText', bgcolor: positive ? 'success.main' : 'error.main' }}>
            <Box component="span" sx={visuallyHidden}>{t('opening.profit', { value: '' })}</Box>{profit}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

const SellButton = observer(function SellButton({ vm, value }: { vm: OpeningViewModel; value: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Button variant="outlined" color="secondary" size="large" onClick={() => void vm.sell()}
      disabled={vm.sale === 'selling' || vm.sale === 'sold'}
      startIcon={vm.sale === 'selling' ? <CircularProgress size={18} color="inherit" /> : <CrystalIcon />}>
      {vm.sale === 'sold' ? t('opening.sold') : t('opening.sellFor', { value: formatMoney(value, i18n.language) })}
    </Button>
  );
});

import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OpeningPhase } from '@domain/features/cases/OpenCase';
import { dropsTotal, profitPercent } from '@domain/features/cases/opening';
import type { OpeningResult } from '@domain/model/case';
import { splitItemName } from '@domain/model/itemName';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { rarityColor, rarityNameKey } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatSignedPercent } from '@ui/i18n/formatPercent';
import { ROUTES, type CaseNavigationState, type UpgraderNavigationState } from '@ui/navigation/routes';
import type { OpeningViewModel } from './OpeningViewModel';

const Confetti = lazy(() => import('../../effects/Confetti'));

type ResultPhase = Extract<OpeningPhase, { kind: 'result' }>;

/**
 * The result of a multi-open: one sheet for all the drops — their total against what was taken,
 * then each drop with its worth and its own Sell, Upgrade and Verify —, and the way to open the
 * same number again. Spec §2's result buttons, per drop where they concern one.
 */
export const MultiResultView = observer(function MultiResultView({ phase, vm }: { phase: ResultPhase; vm: OpeningViewModel }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const total = dropsTotal(phase.results);
  const paidEach = phase.paid > 0 ? phase.paid / phase.results.length : 0;
  const best = phase.results.reduce((a, b) => (b.win.cost > a.win.cost ? b : a));
  const color = rarityColor(best.win.rarity);
  const positive = phase.profitPercent === null || Math.round(phase.profitPercent) >= 0;
  return (
    <Stack spacing={2} sx={{ textAlign: 'center' }}>
      {vm.celebration.showing ? <Suspense fallback={null}><Confetti size={vm.lightEffects ? 'light' : 'full'} /></Suspense> : null}
      <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 800, letterSpacing: '0.04em', textTransform: 'uppercase' }}>
        {phase.celebrate ? t('opening.youWon') : t('opening.yourDrops')}
      </Typography>
      {/* The total in the best drop's glow: what came out against what went in. */}
      <Box data-testid="multi-total" sx={{
        p: 2, borderRadius: 4, bgcolor: 'background.paper', borderBottom: 4, borderColor: color ?? 'divider',
        backgroundImage: color ? `radial-gradient(circle at 50% 0%, ${color}47, transparent 70%)` : 'none',
      }}>
        <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>{t('opening.multiTotal', { count: phase.results.length })}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, justifyContent: 'center', alignItems: 'center', whiteSpace: 'nowrap' }}>
          <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '1.75rem', fontWeight: 800, lineHeight: 1 }}>
            <CrystalIcon color="secondary" />{formatMoney(total, i18n.language)}
          </Typography>
          {phase.profitPercent === null ? null : (
            <Typography component="p" sx={{ px: 1, py: 0.25, borderRadius: 2, fontWeight: 800, color: positive ? 'success.contrastText' : 'error.contrastText', bgcolor: positive ? 'success.main' : 'error.main' }}>
              <Box component="span" sx={visuallyHidden}>{t('opening.profit', { value: '' })}</Box>{formatSignedPercent(phase.profitPercent, i18n.language)}
            </Typography>
          )}
        </Stack>
        {phase.results.length < phase.asked ? (
          <Typography variant="body2" role="note" sx={{ mt: 1 }}>{t('opening.multiPartial', { opened: phase.results.length, asked: phase.asked })}</Typography>
        ) : null}
      </Box>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('opening.yourDrops')}>
        {phase.results.map((drop, i) => <DropRow key={drop.inventoryId ?? `drop-${i}`} drop={drop} paidEach={paidEach} vm={vm} />)}
      </Stack>
      <Stack spacing={1}>
        <Button variant="contained" size="large"
          onClick={() => void navigate(ROUTES.caseDetail(phase.details.id), { state: { count: phase.asked } satisfies CaseNavigationState })}>
          {t('opening.openAgainMany', { count: phase.asked })}
        </Button>
        <Button variant="text" size="large" onClick={() => void navigate(ROUTES.inventory)}>{t('opening.toInventory')}</Button>
      </Stack>
    </Stack>
  );
});

/** One drop of the sheet: its picture in its grade, name, worth against its share of the stake, and its own actions. */
const DropRow = observer(function DropRow({ drop, paidEach, vm }: { drop: OpeningResult; paidEach: number; vm: OpeningViewModel }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { win, inventoryId } = drop;
  const [weapon, finish] = splitItemName(win.name);
  const color = rarityColor(win.rarity);
  const sale = vm.saleOf(inventoryId);
  const value = formatMoney(win.cost, i18n.language);
  const percent = paidEach > 0 ? profitPercent(win.cost, paidEach) : null;
  return (
    <Box component="li" data-rarity={win.rarity} sx={{
      p: 1.25, borderRadius: 3, bgcolor: 'background.paper', textAlign: 'left', borderLeft: 4, borderColor: color ?? 'divider',
      backgroundImage: color ? `linear-gradient(90deg, ${color}33, transparent 60%)` : 'none',
    }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <SafeImage src={win.img} alt={win.name} width={84} height={60} style={{ objectFit: 'contain', flex: 'none' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {win.rarity ? <Typography variant="caption" component="p" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary' }}>{t(rarityNameKey(win.rarity))}</Typography> : null}
          <Typography component="p" sx={{ fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>{weapon}</Typography>
          {finish ? <Typography component="p" variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>{finish}</Typography> : null}
        </Box>
        <Box sx={{ textAlign: 'right', flex: 'none' }}>
          <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontWeight: 800, whiteSpace: 'nowrap' }}><CrystalIcon color="secondary" fontSize="small" />{value}</Typography>
          {percent === null ? null : (
            <Typography component="p" variant="body2" sx={{ fontWeight: 700, color: Math.round(percent) >= 0 ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}>
              {formatSignedPercent(percent, i18n.language)}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ mt: 1 }}>
        <Button variant="outlined" color="secondary" sx={{ flex: 1.4, minWidth: 0 }} onClick={() => void vm.sellPressed(inventoryId)}
          disabled={sale === 'selling' || sale === 'sold'} aria-label={sale === 'sold' ? undefined : t('opening.sellItem', { name: win.name, value })}
          startIcon={sale === 'selling' ? <CircularProgress size={16} color="inherit" /> : null}>
          {sale === 'sold' ? t('opening.sold') : t('opening.sellFor', { value })}
        </Button>
        <Button variant="outlined" sx={{ flex: 1, minWidth: 0 }} disabled={sale === 'sold' || !inventoryId} aria-label={t('opening.upgradeItem', { name: win.name })}
          onClick={() => void navigate(ROUTES.upgrader, { state: { donorId: inventoryId } satisfies UpgraderNavigationState })}>
          {t('opening.upgradeShort')}
        </Button>
        {drop.fairness && inventoryId ? (
          <Button component={Link} to={ROUTES.verifyDrop(inventoryId)} variant="text" sx={{ minWidth: 48, px: 1 }} aria-label={t('opening.verifyItem', { name: win.name })}>
            <VerifiedUserOutlined fontSize="small" />
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
});

import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  Alert, Box, Button, Card, LinearProgress, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UpgraderItem } from '@domain/model/upgrader';
import type { ChanceColour } from '@domain/features/upgrader/upgrader';
import { formatMultiplier, formatSignedMoney, moneyCount } from '@ui/i18n/formatNumber';
import { formatPercent } from '@ui/i18n/formatPercent';
import { LimitNotice } from '@ui/components/LimitNotice';
import { SafeImage } from '@ui/components/SafeImage';
import { ROUTES } from '@ui/navigation/routes';
import { ItemGrid, ItemGridSkeleton, ItemText, ItemTile } from './ItemTile';
import type { UpgraderViewModel } from './UpgraderViewModel';

const CHANCE_COLOURS: Record<ChanceColour, string> = { green: 'success.main', yellow: 'warning.main', red: 'error.main' };

/** Steps 1 to 3 of spec §2: pick a source, pick a multiplier and a target, confirm. */
export const SourceStep = observer(function SourceStep({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  // Not vm.state: picking a source (a new state) must not draw step 1's grid again on its way out.
  const { itemsStatus } = vm;
  if (itemsStatus === 'loading' || itemsStatus === 'idle') return <Loading />;
  if (itemsStatus === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={vm.retryItemsPressed}>{t('upgrader.retry')}</Button>}>
        {t('upgrader.loadError')}
      </Alert>
    );
  }
  if (vm.items.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
        <Inventory2Outlined sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography variant="h2" component="h2">{t('upgrader.empty')}</Typography>
        <Typography color="textSecondary">{t('upgrader.emptyHint')}</Typography>
        <Button component={Link} to={ROUTES.cases} variant="contained" size="large" sx={{ mt: 1 }}>{t('upgrader.openCases')}</Button>
      </Stack>
    );
  }
  return (
    <ItemGrid label={t('upgrader.itemsLabel')} items={vm.items}
      renderTile={(item, slot) => <ItemTile item={item} slot={slot} onPick={vm.sourceTapped} />} />
  );
});

/** The picked source as a compact row (steps 2). */
function SourceSummary({ item }: { item: UpgraderItem }) {
  const { t } = useTranslation();
  return (
    <Card elevation={0} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.25, mb: 2 }} aria-label={t('upgrader.yourSkin')} role="group">
      <SafeImage src={item.img} alt="" width={72} height={52} style={{ objectFit: 'contain', flex: 'none' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.4 }}>{t('upgrader.yourSkin')}</Typography>
        <ItemText item={item} />
      </Box>
    </Card>
  );
}

export const TargetStep = observer(function TargetStep({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const { source, multipliersStatus, multiplier, showAllMultipliers, pendingTarget } = vm.state;
  if (!source) return null;
  const targetsLabel = t('upgrader.targetsLabel', { value: multiplier === null ? '' : formatMultiplier(Number(multiplier), i18n.language) });
  return (
    <>
      <SourceSummary item={source} />
      {multipliersStatus === 'loading' || multipliersStatus === 'idle' ? <Loading multipliers /> : multipliersStatus === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={vm.retryMultipliersPressed}>{t('upgrader.retry')}</Button>}>
          {t('upgrader.targetsError')}
        </Alert>
      ) : vm.multiplierValues.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>{t('upgrader.noTargets')}</Typography>
      ) : (
        <>
          <Typography id="upgrader-multiplier" variant="subtitle2" component="h2" color="textSecondary" sx={{ mb: 1 }}>{t('upgrader.multiplierLabel')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={multiplier}
              aria-labelledby="upgrader-multiplier"
              onChange={(_, value: string | null) => { if (value !== null) vm.multiplierChosen(value); }}
              sx={{
                flexWrap: 'wrap', gap: 0.75,
                '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '10px !important', m: 0, color: 'text.primary' },
                '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
                  bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main',
                },
              }}
            >
              {vm.visibleMultipliers.map((value) => (
                <ToggleButton key={value} value={value} disabled={pendingTarget !== null} sx={{ px: 1.5, fontWeight: 700, minWidth: 52, minHeight: 44 }}>
                  {formatMultiplier(Number(value), i18n.language)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {vm.canToggleMultipliers ? (
              <Button size="small" onClick={vm.allMultipliersToggled} aria-expanded={showAllMultipliers}>
                {showAllMultipliers ? t('upgrader.hideExtra') : t('upgrader.showAll', { count: vm.multiplierValues.length })}
              </Button>
            ) : null}
          </Box>
          <Typography variant="subtitle2" component="h2" color="textSecondary" sx={{ mb: 1 }}>{targetsLabel}</Typography>
          <ItemGrid label={targetsLabel} items={vm.targets}
            renderTile={(target, slot) => (
              <ItemTile item={target} slot={slot} onPick={vm.targetTapped} chance={vm.chanceOf(target)}
                disabled={pendingTarget !== null && pendingTarget.id !== target.id} busy={pendingTarget?.id === target.id} />
            )} />
        </>
      )}
    </>
  );
});

/** An item on the confirm step: image, name on two lines, price. */
function SideCard({ label, item }: { label: string; item: UpgraderItem }) {
  return (
    <Card elevation={0} role="group" aria-label={label} sx={{ flex: 1, minWidth: 0, p: 1.5, textAlign: 'center' }}>
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>{label}</Typography>
      <SafeImage src={item.img} alt={item.name} width="100%" height={84} loading="eager" style={{ objectFit: 'contain' }} />
      <Box sx={{ mt: 1 }}><ItemText item={item} align="center" /></Box>
    </Card>
  );
}

export const ConfirmStep = observer(function ConfirmStep({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const { source, target, chance } = vm.state;
  if (!source || !target || chance === null) return null;
  const colour = CHANCE_COLOURS[vm.chanceColour ?? 'red'];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SideCard label={t('upgrader.yourSkin')} item={source} />
        <ArrowForwardRounded aria-hidden sx={{ color: 'text.secondary', flex: 'none' }} />
        <SideCard label={t('upgrader.target')} item={target} />
      </Stack>
      <Card elevation={0} sx={{ p: 2, textAlign: 'center' }}>
        <Typography id="upgrader-chance-label" color="textSecondary">{t('upgrader.chance')}</Typography>
        <Typography data-testid="upgrader-chance" data-colour={vm.chanceColour} aria-labelledby="upgrader-chance-label"
          sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2, color: colour }}>
          {formatPercent(chance, i18n.language)}
        </Typography>
        <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, chance))} aria-hidden
          sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: 'divider', '& .MuiLinearProgress-bar': { bgcolor: colour, borderRadius: 4 } }} />
        {vm.expectedValue === null ? null : (
          <Typography data-testid="upgrader-ev" sx={{ mt: 1.5 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>{t('upgrader.expectedValue')}: </Box>
            <Box component="span" sx={{ fontWeight: 700, color: vm.expectedValue >= 0 ? 'success.main' : 'error.main' }}>
              {t('upgrader.expectedValueAmount', { value: formatSignedMoney(vm.expectedValue, i18n.language), count: moneyCount(vm.expectedValue) })}
            </Box>
          </Typography>
        )}
      </Card>
      {vm.limitReached ? (
        <LimitNotice reached={vm.limitReached} urgent={vm.state.limit !== null} />
      ) : (
        <Button variant="contained" size="large" onClick={vm.upgradePressed} sx={{ py: 1.5, fontSize: '1.0625rem' }}>{t('upgrader.upgrade')}</Button>
      )}
      <Button variant="text" onClick={vm.changeTargetPressed}>{t('upgrader.changeTarget')}</Button>
    </Stack>
  );
});

/** Loading skeletons shaped like what comes: the multiplier row above the targets, the 3-column grid. */
function Loading({ multipliers = false }: { multipliers?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {multipliers ? (
        <Box aria-hidden sx={{ display: 'flex', gap: 0.75, mb: 2.5, mt: 3.5 }}>
          {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" width={52} height={44} sx={{ borderRadius: '10px' }} />)}
        </Box>
      ) : null}
      <ItemGridSkeleton label={t('app.loading')} />
    </>
  );
}


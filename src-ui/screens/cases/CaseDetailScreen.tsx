import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ROUTES, type OpeningNavigationState } from '@ui/navigation/routes';
import { openingCountOf } from './openingCount';
import type { PageAction } from '@ui/navigation/bottomButtons';
import { usePreloadScreen } from '@ui/navigation/screenPreload';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney } from '@ui/i18n/formatNumber';
import { LimitNotice } from '@ui/components/LimitNotice';
import { PageActionBar, type MainAction } from '@ui/components/PageActionBar';
import { SafeImage } from '@ui/components/SafeImage';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createCaseDetailViewModel } from './composition';
import type { CaseDetailViewModel } from './CaseDetailViewModel';
import { CaseFactsRow } from './CaseFactsRow';
import { SKIN_TILE_STYLES, SkinTile } from './CaseSkinTile';
import { CaseDetailSkeleton } from './CaseSkeletons';
import { LuckCodeDialog } from './LuckCodeDialog';
import * as casesTexts from '@ui/i18n/features/cases';
import * as fairnessTexts from '@ui/i18n/features/fairness';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

export function CaseDetailRoute() {
  useFeatureTexts(casesTexts, fairnessTexts);
  const { caseId = '' } = useParams();
  // "Open again" after a multi-open keeps its count.
  const location = useLocation();
  const [count] = useState(() => openingCountOf(location.state));
  return <CaseDetailScreen key={caseId} caseId={caseId} count={count} />;
}

/**
 * Spec §2, case detail, built around Open: the case, then at once what can drop, with the odds and
 * fairness folded into one row; Open (or the top-up) always within reach — the messenger's main
 * button where it has one, otherwise a bar that stays above the bottom navigation — and the luck
 * code as the second action.
 */
export const CaseDetailScreen = observer(function CaseDetailScreen({ caseId, count = 1 }: { caseId: string; count?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vm = useViewModel(createCaseDetailViewModel, {
    caseId,
    count,
    goTo: {
      opening: (id: string, n: number) => {
        const state: OpeningNavigationState = n > 1 ? { allowOpening: true, count: n } : { allowOpening: true };
        void navigate(ROUTES.caseOpening(id), { state });
      },
      payment: () => void navigate(ROUTES.payment),
    },
  });
  const [luckOpen, setLuckOpen] = useState(false);
  // The opening screen is the next step: fetch it (and its texts) now, so Open draws the countdown
  // in the tap's own frame (no loader first) and still works if the connection drops in between.
  usePreloadScreen('caseOpening');

  if (vm.status === 'loading') {
    return <CaseDetailSkeleton label={t('caseDetail.loading')} />;
  }
  if (vm.status === 'not-found' || vm.status === 'error' || !vm.details) {
    const notFound = vm.status === 'not-found';
    return (
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h1" component="h1">{notFound ? t('caseDetail.notFound') : t('caseDetail.loadError')}</Typography>
        {notFound ? <Typography color="textSecondary">{t('caseDetail.notFoundBody')}</Typography> : null}
        <Stack direction="row" spacing={1}>
          {notFound ? null : <Button variant="contained" onClick={() => void vm.load()}>{t('cases.retry')}</Button>}
          <Button component={Link} to={ROUTES.cases} variant={notFound ? 'contained' : 'outlined'}>{t('caseDetail.backToCases')}</Button>
        </Stack>
      </Stack>
    );
  }

  const details = vm.details;
  return (
    <Stack spacing={2} component="section" aria-labelledby="case-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SafeImage src={details.img} alt={details.name} width={112} height={112} style={{ objectFit: 'contain', flex: '0 0 auto' }} loading="eager" />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="case-title" variant="h1" component="h1">{details.name}</Typography>
          {details.description ? <Typography color="textSecondary" sx={{ mt: 0.5 }}>{details.description}</Typography> : null}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>{t('caseDetail.skinsCount', { count: vm.skins.length })}</Typography>
        </Box>
      </Stack>
      {vm.counts.length > 1 ? <CountPicker vm={vm} /> : null}
      {vm.limitReached ? <LimitNotice reached={vm.limitReached} /> : null}
      <Typography variant="h2" component="h2" id="case-contents">{t('caseDetail.contents')}</Typography>
      <Box component="ul" aria-labelledby="case-contents" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, ...SKIN_TILE_STYLES }}>
        {vm.skins.map((view, i) => <SkinTile key={`${view.skin.name}-${i}`} view={view} />)}
      </Box>
      <CaseFactsRow vm={vm} />
      <CaseActions vm={vm} onLuckCode={setLuckOpen} />
      <LuckCodeDialog open={luckOpen} onClose={() => setLuckOpen(false)} onCode={vm.setLuckCode} />
    </Stack>
  );
});

/**
 * Open and the luck code, an observer of their own: Open's busy state, the tap's own frame, redraws
 * the bar alone, not the page with its grid of skins.
 */
const CaseActions = observer(function CaseActions({ vm, onLuckCode }: { vm: CaseDetailViewModel; onLuckCode: (open: true) => void }) {
  const { t } = useTranslation();
  const main = useMainAction(vm);
  const luck: PageAction = { text: t('caseDetail.luckCode'), enabled: true, progress: false, onPress: () => onLuckCode(true) };
  return <PageActionBar main={main} secondary={luck} />;
});

/** What the main button says and does for the view-model's offer (none while a limit holds: the notice says why). */
function useMainAction(vm: CaseDetailViewModel): MainAction | null {
  const { t, i18n } = useTranslation();
  const details = vm.details;
  if (!details || vm.status !== 'ready') return null;
  const fmt = (n: number) => formatMoney(n, i18n.language);
  const press = vm.mainPressed;
  switch (vm.offer) {
    case 'open':
      return {
        text: details.price <= 0 ? t('caseDetail.openFree')
          : vm.count > 1 ? t('caseDetail.openManyFor', { count: vm.count, price: fmt(vm.stake) }) : t('caseDetail.openFor', { price: fmt(details.price) }),
        enabled: true, progress: vm.opening, onPress: press, tone: 'accent', icon: <CrystalIcon />,
      };
    case 'top-up':
      return { text: t('caseDetail.topUpNeeded', { missing: fmt(vm.missing) }), enabled: true, progress: false, onPress: press, tone: 'gold' };
    case 'balance-loading':
      return { text: t('caseDetail.balanceLoading'), enabled: false, progress: true, onPress: press, tone: 'accent' };
    case 'balance-unknown':
      return { text: t('caseDetail.balanceUnknown'), enabled: true, progress: false, onPress: press, tone: 'accent' };
    default:
      return null;
  }
}

/** Multi-open, where the case offers it: how many to open at once, ×1 to ×5; the main button says the stake. */
const CountPicker = observer(function CountPicker({ vm }: { vm: CaseDetailViewModel }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography id="open-count" variant="body2" color="textSecondary" sx={{ fontWeight: 600, flex: '0 1 auto' }}>{t('caseDetail.atOnce')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={vm.count} aria-labelledby="open-count" sx={{ flex: 1 }}
        onChange={(_event, picked: number | null) => { if (picked !== null) vm.countPicked(picked); }}>
        {vm.counts.map((n) => (
          <ToggleButton key={n} value={n} aria-label={t('caseDetail.countOption', { count: n })} sx={{
            flex: 1, minHeight: 44, fontWeight: 800, color: 'text.primary',
            // The count picked stands out as a fill (orange with dark text, never orange text).
            '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}>×{n}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
});

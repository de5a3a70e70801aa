import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ROUTES, type OpeningNavigationState } from '@ui/navigation/routes';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';
import { LimitNotice } from '@ui/components/LimitNotice';
import { rarityBar, rarityColor, rarityNameKey } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createCaseDetailViewModel } from './composition';
import type { SkinView } from './CaseDetailViewModel';
import { CaseOddsSection } from './CaseOddsSection';
import { CaseDetailSkeleton } from './CaseSkeletons';
import { LuckCodeDialog } from './LuckCodeDialog';
import * as casesTexts from '@ui/i18n/features/cases';
import * as fairnessTexts from '@ui/i18n/features/fairness';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

export function CaseDetailRoute() {
  useFeatureTexts(casesTexts, fairnessTexts);
  const { caseId = '' } = useParams();
  return <CaseDetailScreen key={caseId} caseId={caseId} />;
}

/** Spec §2, case detail. */
export const CaseDetailScreen = observer(function CaseDetailScreen({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const vm = useViewModel(createCaseDetailViewModel, { caseId });
  const [luckOpen, setLuckOpen] = useState(false);
  // The opening screen is the next step: fetch its code now, so Open starts at once and still
  // works if the connection drops in between.
  useEffect(() => {
    void import('./OpeningScreen').catch(() => undefined);
  }, []);
  const fmt = (n: number) => formatMoney(n, i18n.language);

  if (vm.status === 'loading') {
    return <CaseDetailSkeleton label={t('caseDetail.loading')} />;
  }
  if (vm.status === 'not-found' || vm.status === 'error' || !vm.details) {
    const notFound = vm.status === 'not-found';
    return (
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h1" component="h1">{notFound ? t('caseDetail.notFound') : t('caseDetail.loadError')}</Typography>
        {notFound ? <Typography color="text.secondary">{t('caseDetail.notFoundBody')}</Typography> : null}
        <Stack direction="row" spacing={1}>
          {notFound ? null : <Button variant="contained" onClick={() => void vm.load()}>{t('cases.retry')}</Button>}
          <Button component={Link} to={ROUTES.cases} variant={notFound ? 'contained' : 'outlined'}>{t('caseDetail.backToCases')}</Button>
        </Stack>
      </Stack>
    );
  }

  const details = vm.details;
  const open = () => {
    if (!vm.claimOpen()) return;
    const state: OpeningNavigationState = { allowOpening: true };
    void navigate(ROUTES.caseOpening(details.id), { state });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="case-title">
      <Box sx={{ textAlign: 'center' }}>
        <SafeImage src={details.img} alt={details.name} width="100%" height={180} style={{ objectFit: 'contain' }} loading="eager" />
        <Typography id="case-title" variant="h1" component="h1" sx={{ mt: 1 }}>{details.name}</Typography>
        {details.description ? <Typography color="text.secondary" sx={{ mt: 0.5 }}>{details.description}</Typography> : null}
      </Box>
      {vm.limitReached ? (
        <LimitNotice reached={vm.limitReached} />
      ) : vm.offer === 'open' ? (
        <Button variant="contained" size="large" fullWidth onClick={open} disabled={vm.opening} startIcon={<CrystalIcon />}>
          {details.price > 0 ? t('caseDetail.openFor', { price: fmt(details.price) }) : t('caseDetail.openFree')}
        </Button>
      ) : vm.offer === 'top-up' ? (
        <Button component={Link} to={ROUTES.payment} variant="contained" color="secondary" size="large" fullWidth>
          {t('caseDetail.topUpNeeded', { missing: fmt(vm.missing) })}
        </Button>
      ) : (
        <Button variant="outlined" size="large" fullWidth onClick={vm.retryBalance} disabled={vm.offer === 'balance-loading'}>
          {t(vm.offer === 'balance-loading' ? 'caseDetail.balanceLoading' : 'caseDetail.balanceUnknown')}
        </Button>
      )}
      <Button variant="outlined" fullWidth startIcon={<AutoAwesomeRounded />} onClick={() => setLuckOpen(true)}>
        {t('caseDetail.luckCode')}
      </Button>
      <CaseOddsSection vm={vm} />
      <Typography variant="h2" component="h2">{t('caseDetail.contents')}</Typography>
      <Box component="ul" aria-label={t('caseDetail.contents')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {vm.skins.map((view, i) => <SkinTile key={`${view.skin.name}-${i}`} view={view} />)}
      </Box>
      <LuckCodeDialog open={luckOpen} onClose={() => setLuckOpen(false)} onCode={vm.setLuckCode} />
    </Stack>
  );
});

function SkinTile({ view }: { view: SkinView }) {
  const { t, i18n } = useTranslation();
  const [weapon, finish] = view.lines;
  const { rarity } = view.skin;
  return (
    <Box
      component="li"
      data-rare={view.rare || undefined}
      data-rarity={rarity}
      sx={{
        position: 'relative', p: 1, borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden',
        // The CS2 grade is the tile's colour: a glow rising from a bar on its bottom edge.
        backgroundImage: rarityBar(rarity, 0.28),
        borderBottom: 3, borderColor: rarityColor(rarity) ?? 'divider',
      }}
    >
      {/* Spec §2: a skin priced 9 or more is rare — a small marker, the grade keeps the colour. */}
      {view.rare ? (
        <Box component="span" aria-label={t('caseDetail.rare')} role="img" title={t('caseDetail.rare')}
          sx={{ position: 'absolute', top: 4, right: 4, display: 'grid', placeItems: 'center', width: 20, height: 20, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <StarRounded sx={{ fontSize: 14 }} />
        </Box>
      ) : null}
      {rarity ? <Box component="span" sx={visuallyHidden}>{t(rarityNameKey(rarity))}. </Box> : null}
      <SafeImage src={view.skin.img} alt="" width="100%" height={56} style={{ objectFit: 'contain', filter: rarity ? `drop-shadow(0 4px 10px ${rarityColor(rarity) ?? ''}66)` : undefined }} />
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, lineHeight: 1.2, mt: 0.5 }}>{weapon}</Typography>
      {finish ? <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.2 }}>{finish}</Typography> : null}
      {view.chance === null ? null : (
        // The published drop chance (a div: the name's two lines stay the tile's paragraphs).
        <Typography variant="caption" component="div" data-testid="skin-chance" sx={{ lineHeight: 1.2, mt: 0.25 }}>
          <Box component="span" sx={visuallyHidden}>{t('odds.skinChance')}: </Box>
          {formatOddsPercent(view.chance, i18n.language)}
        </Typography>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'secondary.main', fontWeight: 700, mt: 0.25 }}>
        {formatMoney(view.skin.price, i18n.language)}
      </Typography>
    </Box>
  );
}

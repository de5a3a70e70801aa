import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Alert, Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTO_ROTATE_CHOICES, type AutoRotateEvery } from '@domain/features/fairness/FairPlayMemory';
import type { SeedView } from '@domain/features/fairness/SeedAudit';
import { choiceGroupSx } from '@ui/components/choiceGroup';
import { formatDateTime } from '@ui/i18n/formatDateTime';
import { formatNumber } from '@ui/i18n/formatNumber';
import * as fairnessTexts from '@ui/i18n/features/fairness';
import * as fairPlayTexts from '@ui/i18n/features/fairPlay';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { ROUTES } from '@ui/navigation/routes';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createFairnessViewModel } from './composition';
import type { FairnessViewModel } from './FairnessViewModel';
import { mono } from './VerifySteps';

const card = { p: 2, borderRadius: 4, bgcolor: 'background.paper' } as const;

/** The player's seeds: the one in use, revealing it, and every revealed seed's rolls checked at once. */
export const FairnessScreen = observer(function FairnessScreen() {
  useFeatureTexts(fairnessTexts, fairPlayTexts);
  const { t, i18n } = useTranslation();
  const vm = useViewModel(createFairnessViewModel);
  const { current, currentRolls, clientSeed, revealed, autoRotate, rotation } = vm.state;
  return (
    <Stack spacing={2} component="section" aria-labelledby="fairness-title" sx={{ pb: 2 }}>
      <Typography id="fairness-title" variant="h1" component="h1">{t('fairPlay.seeds.title')}</Typography>
      <Typography color="textSecondary">{t('fairPlay.seeds.intro')}</Typography>
      {vm.unsupported ? <Alert severity="info" role="status">{t('fairness.unsupported')}</Alert> : (
        <Box component="section" aria-labelledby="seed-in-use" sx={card}>
          <Typography id="seed-in-use" variant="h2" component="h2" sx={{ mb: 1 }}>{t('fairPlay.seeds.inUse')}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            <Fact label={t('fairness.verify.fields.commitment')} value={current?.commitment ?? t('fairPlay.seeds.noneYet')} code={current !== null} />
            <Fact label={t('fairness.verify.fields.clientSeed')} value={clientSeed} code />
            <Fact label={t('fairPlay.seeds.rolls')} value={formatNumber(currentRolls, i18n.language)} />
          </Box>
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={vm.revealPressed} disabled={rotation === 'rotating' || current === null}
            startIcon={rotation === 'rotating' ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {t(rotation === 'rotating' ? 'fairness.verify.revealing' : 'fairPlay.seeds.reveal')}
          </Button>
          {rotation === 'failed' ? <Typography role="alert" color="error" sx={{ mt: 1 }}>{t('fairness.verify.revealFailed')}</Typography> : null}
          <Typography id="auto-rotate" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>{t('fairPlay.seeds.auto')}</Typography>
          <ToggleButtonGroup exclusive fullWidth color="primary" value={autoRotate} aria-labelledby="auto-rotate" sx={choiceGroupSx}
            onChange={(_event, value: AutoRotateEvery | null) => value !== null && vm.autoRotateChosen(value)}>
            {AUTO_ROTATE_CHOICES.map((every) => (
              <ToggleButton key={every} value={every} sx={{ px: 0.5, lineHeight: 1.2 }}>
                {every === 0 ? t('fairPlay.seeds.autoOff') : t('fairPlay.seeds.autoEvery', { count: every })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {revealed.length > 0 ? (
        <Box component="section" aria-labelledby="revealed-seeds">
          <Typography id="revealed-seeds" variant="h2" component="h2" sx={{ mb: 1 }}>{t('fairPlay.seeds.revealed')}</Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {revealed.map((view) => <RevealedSeedCard key={view.seed.commitment} view={view} vm={vm} />)}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
});

function Fact({ label, value, code = false }: { label: string; value: string; code?: boolean }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="textSecondary">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, ...(code ? mono : { fontWeight: 700 }) }}>{value}</Typography>
    </Box>
  );
}

const RevealedSeedCard = observer(function RevealedSeedCard({ view, vm }: { view: SeedView; vm: FairnessViewModel }) {
  const { t, i18n } = useTranslation();
  const { seed, audit, rolls } = view;
  return (
    <Box component="li" sx={card}>
      <Typography variant="body2" color="textSecondary">{t('fairPlay.seeds.revealedAt', { when: formatDateTime(seed.at, i18n.language) })}</Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1 }}>
        <Fact label={t('fairness.verify.fields.commitment')} value={seed.commitment} code />
        <Fact label={t('fairness.verify.fields.serverSeed')} value={seed.serverSeed} code />
      </Box>
      <Box sx={{ mt: 1.5 }} role="status">
        {audit.kind === 'checking' ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />{t('fairPlay.seeds.checking', { done: audit.done, total: audit.total })}
          </Typography>
        ) : audit.kind === 'done' ? (
          <>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: audit.verified === audit.total ? 'success.main' : 'error.main' }}>
              {audit.verified === audit.total ? <CheckCircleRounded aria-hidden /> : <CancelRounded aria-hidden />}
              {t('fairPlay.seeds.result', { verified: audit.verified, count: audit.total })}
            </Typography>
            {audit.findings.map((finding) => (
              <Button key={finding.itemId} component={Link} size="small" sx={{ minHeight: 44 }}
                to={ROUTES.verifyDrop(finding.itemId, finding.kind)}>
                {t(finding.outcome === 'mismatch' ? 'fairPlay.seeds.findingMismatch' : 'fairPlay.seeds.findingUnverifiable', { item: finding.label })}
              </Button>
            ))}
          </>
        ) : (
          <>
            {audit.kind === 'failed' ? <Typography color="error" sx={{ mb: 1 }}>{t('fairPlay.seeds.auditFailed')}</Typography> : null}
            <Button variant="outlined" onClick={() => vm.auditPressed(seed.commitment)} disabled={rolls === 0}>
              {rolls === 0 ? t('fairPlay.seeds.noRolls') : t('fairPlay.seeds.check', { count: rolls })}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
});

import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { VerifyPhase } from '@domain/features/fairness/VerifyDrop';
import { useServices } from '@ui/services';
import { textsOf } from '@ui/i18n/Texts';
import * as fairnessTexts from '@ui/i18n/features/fairness';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { ROUTES } from '@ui/shell/routes';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { formatNumber } from '@ui/components/formatNumber';
import { mono, StepList } from './VerifySteps';
import { VerifyDropViewModel, type Verdict } from './VerifyDropViewModel';

export function VerifyDropRoute() {
  useFeatureTexts(fairnessTexts);
  const { itemId = '' } = useParams();
  return <VerifyDropScreen key={itemId} itemId={itemId} />;
}

/** Issue 16's Verify view: the draw of one opened item, recomputed in the browser step by step. */
export const VerifyDropScreen = observer(function VerifyDropScreen({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation();
  const { api, hashing, storage, messenger, session } = useServices();
  const vm = useViewModel(() => new VerifyDropViewModel(itemId, { api, hashing, storage, messenger, session, texts: textsOf(i18n) }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="verify-title" sx={{ pb: 2 }}>
      <Typography id="verify-title" variant="h1" component="h1">{t('fairness.verify.title')}</Typography>
      <Typography color="text.secondary">{t('fairness.verify.intro')}</Typography>
      <PhaseBody vm={vm} />
      <Button component={Link} to={ROUTES.inventory} variant="outlined">{t('fairness.verify.toInventory')}</Button>
    </Stack>
  );
});

const PhaseBody = observer(function PhaseBody({ vm }: { vm: VerifyDropViewModel }) {
  const { t } = useTranslation();
  const phase = vm.phase;
  switch (phase.kind) {
    case 'loading':
      return <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('app.loading')} /></Box>;
    case 'unsupported':
      return <Alert severity="info" role="status">{t('fairness.unsupported')}</Alert>;
    case 'no-proof':
      return <Alert severity="info" role="status">{t('fairness.verify.noProof')}</Alert>;
    case 'error':
      return (
        <Alert severity="error" role="alert" action={phase.reason === 'load' ? <Button color="inherit" onClick={() => void vm.verify.actions.retry()}>{t('fairness.verify.retry')}</Button> : undefined}>
          {t(phase.reason === 'load' ? 'fairness.verify.loadError' : 'fairness.verify.cryptoError')}
        </Alert>
      );
    case 'ready':
      return <Ready phase={phase} vm={vm} />;
  }
});

const Ready = observer(function Ready({ phase, vm }: { phase: Extract<VerifyPhase, { kind: 'ready' }>; vm: VerifyDropViewModel }) {
  const { t, i18n } = useTranslation();
  const { proof, verification } = phase;
  const verdict = vm.verdict as Verdict;
  // Codes in a fixed-width font; names and the secret's placeholder in the text font.
  const facts: [string, string, boolean][] = [
    [t('fairness.verify.fields.case'), proof.caseName ?? proof.caseId, false],
    [t('fairness.verify.fields.drop'), proof.drop.name, false],
    [t('fairness.verify.fields.commitment'), proof.commitment, true],
    [t('fairness.verify.fields.serverSeed'), proof.serverSeed ?? t('fairness.verify.secret'), proof.serverSeed !== null],
    [t('fairness.verify.fields.clientSeed'), proof.clientSeed, true],
    [t('fairness.verify.fields.nonce'), formatNumber(proof.nonce, i18n.language), false],
  ];
  return (
    <>
      <VerdictBanner verdict={verdict} vm={vm} rotation={phase.rotation} />
      <Box component="dl" sx={{ m: 0, p: 2, borderRadius: 4, bgcolor: 'background.paper', display: 'grid', gap: 1 }}>
        {facts.map(([label, value, code]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, ...(code ? mono : { fontWeight: 700 }) }}>{value}</Typography>
          </Box>
        ))}
      </Box>
      {verification.kind === 'forced' ? null : (
        <Typography variant="body2" color="text.secondary">{t(phase.publishedBefore ? 'fairness.verify.published' : 'fairness.verify.notPublished')}</Typography>
      )}
      {verification.kind === 'checked' ? <StepList steps={verification.steps} /> : null}
      {verification.kind === 'sealed' ? <StepList steps={[verification.table]} /> : null}
      {verification.kind === 'forced' ? null : (
        <Button variant="outlined" startIcon={<IosShareRounded />} onClick={vm.share}>{t('fairness.verify.share')}</Button>
      )}
    </>
  );
});

function VerdictBanner({ verdict, vm, rotation }: { verdict: Verdict; vm: VerifyDropViewModel; rotation: 'idle' | 'rotating' | 'failed' }) {
  const { t } = useTranslation();
  switch (verdict.kind) {
    case 'verified':
      return (
        <Alert severity="success" role="status" icon={<CheckCircleRounded />}>
          <AlertTitle component="h2" sx={{ fontWeight: 700 }}>{t('fairness.verify.verified')}</AlertTitle>
          {t('fairness.verify.verifiedBody')}
        </Alert>
      );
    case 'mismatch':
      return (
        <Alert severity="error" role="status" icon={<CancelRounded />}>
          <AlertTitle component="h2" sx={{ fontWeight: 700 }}>{t('fairness.verify.mismatch')}</AlertTitle>
          {t('fairness.verify.mismatchBody', { step: t(`fairness.verify.step.${verdict.step}`) })}
        </Alert>
      );
    case 'forced':
      return <Alert severity="warning" role="status">{t('fairness.verify.forced')}</Alert>;
    case 'sealed':
      return (
        <Alert severity="info" role="status">
          <AlertTitle component="h2" sx={{ fontWeight: 700 }}>{t('fairness.verify.sealedTitle')}</AlertTitle>
          {t('fairness.verify.sealedBody')}
          <Box sx={{ mt: 1.5 }}>
            <Button variant="contained" onClick={() => void vm.verify.actions.reveal()} disabled={rotation === 'rotating'}
              startIcon={rotation === 'rotating' ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {t(rotation === 'rotating' ? 'fairness.verify.revealing' : 'fairness.verify.reveal')}
            </Button>
          </Box>
          {rotation === 'failed' ? <Typography role="alert" sx={{ mt: 1 }}>{t('fairness.verify.revealFailed')}</Typography> : null}
        </Alert>
      );
  }
}

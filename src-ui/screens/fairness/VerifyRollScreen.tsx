import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { VerifyPhase } from '@domain/features/fairness/VerifyRoll';
import * as fairnessTexts from '@ui/i18n/features/fairness';
import * as fairPlayTexts from '@ui/i18n/features/fairPlay';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { ROUTES } from '@ui/navigation/routes';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { RollCodes, RollFacts } from './RollFacts';
import { disagreementText, verdictTitleKey } from './verdictText';
import { StepCodes, StepList } from './VerifySteps';
import { createVerifyRollViewModel } from './composition';
import type { VerifyRollViewModel } from './VerifyRollViewModel';

export function VerifyRollRoute() {
  useFeatureTexts(fairnessTexts, fairPlayTexts);
  const { itemId = '' } = useParams();
  const [search] = useSearchParams();
  const roll = search.get('roll');
  const kind = roll === 'upgrade' || roll === 'opening' ? roll : null;
  return <VerifyRollScreen key={`${itemId}-${kind}`} itemId={itemId} kind={kind} />;
}

/** The Verify view: one roll recomputed in the browser, then held against what this phone saw before it. */
export const VerifyRollScreen = observer(function VerifyRollScreen({ itemId, kind }: { itemId: string; kind: 'opening' | 'upgrade' | null }) {
  const { t } = useTranslation();
  const vm = useViewModel(createVerifyRollViewModel, { itemId, kind });
  const upgrade = vm.phase.kind === 'ready' ? vm.phase.proof.kind === 'upgrade' : kind === 'upgrade';
  return (
    <Stack spacing={2} component="section" aria-labelledby="verify-title" sx={{ pb: 2 }}>
      <Typography id="verify-title" variant="h1" component="h1">{t(upgrade ? 'fairness.verify.titleUpgrade' : 'fairness.verify.title')}</Typography>
      <Typography color="textSecondary">{t('fairness.verify.intro')}</Typography>
      <PhaseBody vm={vm} />
      <Button component={Link} to={ROUTES.fairness} variant="outlined">{t('fairness.verify.toSeeds')}</Button>
      <Button component={Link} to={ROUTES.inventory} variant="text">{t('fairness.verify.toInventory')}</Button>
    </Stack>
  );
});

const PhaseBody = observer(function PhaseBody({ vm }: { vm: VerifyRollViewModel }) {
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
        <Alert severity="error" role="alert" action={phase.reason === 'load' ? <Button color="inherit" onClick={vm.retryPressed}>{t('fairness.verify.retry')}</Button> : undefined}>
          {t(phase.reason === 'load' ? 'fairness.verify.loadError' : 'fairness.verify.cryptoError')}
        </Alert>
      );
    case 'ready':
      return <Ready phase={phase} vm={vm} />;
  }
});

/** Words before hashes: the verdict and what it means, the roll in plain words, the steps; then the seeds and hashes, folded. */
const Ready = observer(function Ready({ phase, vm }: { phase: Extract<VerifyPhase, { kind: 'ready' }>; vm: VerifyRollViewModel }) {
  const { t } = useTranslation();
  const { verification } = phase;
  return (
    <>
      <VerdictBanner phase={phase} vm={vm} />
      <RollFacts proof={phase.proof} record={phase.record} />
      {verification.kind === 'forced' ? null : <StepList steps={verification.steps} />}
      {verification.kind === 'forced' ? null : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" startIcon={<IosShareRounded />} onClick={vm.sharePressed}>{t('fairness.verify.share')}</Button>
          <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void vm.copyPressed()}>{t('fairness.verify.copy')}</Button>
        </Stack>
      )}
      <Codes>
        <RollCodes proof={phase.proof} />
        {verification.kind === 'forced' ? null : <StepCodes steps={verification.steps} />}
      </Codes>
    </>
  );
});

/** The seeds and hashes, folded until asked for: what an outside verifier needs, after what the player needs. */
function Codes({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ borderRadius: 4, bgcolor: 'background.paper' }}>
      <Button fullWidth aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}
        endIcon={<ExpandMoreRounded sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ justifyContent: 'space-between', px: 2, minHeight: 48, color: 'text.primary' }}>
        {t('fairness.verify.codes')}
      </Button>
      <Box id={id} hidden={!open} sx={{ px: 2, pb: 2, display: open ? 'grid' : 'none', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

const VerdictBanner = observer(function VerdictBanner({ phase, vm }: { phase: Extract<VerifyPhase, { kind: 'ready' }>; vm: VerifyRollViewModel }) {
  const { t, i18n } = useTranslation();
  const { verdict, rotation } = phase;
  const title = <AlertTitle component="h2" sx={{ fontWeight: 700 }}>{t(verdictTitleKey(verdict))}</AlertTitle>;
  switch (verdict.kind) {
    case 'verified':
      return (
        <Alert severity="success" role="status" icon={<CheckCircleRounded />}>
          {title}
          {t(phase.proof.kind === 'upgrade' ? 'fairness.verify.verifiedUpgrade' : 'fairness.verify.verifiedBody')}
          {verdict.gaps.map((gap) => <Typography key={gap} variant="body2" sx={{ mt: 1 }}>{t(`fairness.verify.gap.${gap}`)}</Typography>)}
        </Alert>
      );
    case 'mismatch':
      return (
        <Alert severity="error" role="status" icon={<CancelRounded />}>
          {title}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {verdict.fields.map((field) => <li key={field.field}>{disagreementText(field, t, i18n.language)}</li>)}
            {verdict.step ? <li>{t('fairness.verify.stepFails', { step: t(`fairness.verify.step.${verdict.step}`) })}</li> : null}
          </Box>
          {/* Caught before the seed is revealed: the roll itself can still be checked. */}
          {phase.verification.kind === 'sealed' ? <RevealButton vm={vm} rotation={rotation} /> : null}
        </Alert>
      );
    case 'unverifiable':
      // Neutral, never green: the proof may hold together, but this phone cannot vouch for it.
      return (
        <Alert severity="info" role="status" icon={<HelpOutlineRounded />} sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
          {title}
          {t(`fairness.verify.unverifiableBody.${verdict.reason}`)}
        </Alert>
      );
    case 'forced':
      return <Alert severity="warning" role="status">{title}{t('fairness.verify.forced')}</Alert>;
    case 'sealed':
      return (
        <Alert severity="info" role="status">
          {title}
          {t('fairness.verify.sealedBody')}
          <RevealButton vm={vm} rotation={rotation} />
        </Alert>
      );
  }
});

function RevealButton({ vm, rotation }: { vm: VerifyRollViewModel; rotation: 'idle' | 'rotating' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={vm.revealPressed} disabled={rotation === 'rotating'}
          startIcon={rotation === 'rotating' ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {t(rotation === 'rotating' ? 'fairness.verify.revealing' : 'fairness.verify.reveal')}
        </Button>
      </Box>
      {rotation === 'failed' ? <Typography role="alert" sx={{ mt: 1 }}>{t('fairness.verify.revealFailed')}</Typography> : null}
    </>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { ROUTES } from '@ui/navigation/routes';
import { useGoBackTo } from '@ui/navigation/historyTrail';
import { useBackButtonHidden, useBackHandler } from '@ui/navigation/useBackHandler';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { ConfirmStep, SourceStep, TargetStep } from './UpgraderSteps';
import { createUpgraderViewModel } from './composition';
import type { UpgraderViewModel } from './UpgraderViewModel';
import { WheelStage } from './WheelStage';
import * as upgraderTexts from '@ui/i18n/features/upgrader';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** The case result's "Upgrade this drop" hands over `{ donorId }` in navigation state. */
function handoffDonorId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { donorId?: unknown }).donorId;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null;
}

/** Spec §2, §4: the upgrader's five steps. */
export const UpgraderScreen = observer(function UpgraderScreen() {
  useFeatureTexts(upgraderTexts);
  const { t } = useTranslation();
  const location = useLocation();
  const vm = useViewModel(createUpgraderViewModel, { donorId: handoffDonorId(location.state) });

  // Spec §2: steps 4 and 5 set hideUI=true (the layout hides the bottom bar), removed otherwise.
  const [params, setParams] = useSearchParams();
  const fullScreen = vm.step >= 4;
  const hideUI = params.get('hideUI');
  useEffect(() => {
    if (fullScreen && hideUI !== 'true') {
      setParams((p) => { p.set('hideUI', 'true'); return p; }, { replace: true });
    } else if (!fullScreen && hideUI !== null) {
      setParams((p) => { p.delete('hideUI'); return p; }, { replace: true });
    }
  }, [fullScreen, hideUI, setParams]);

  // Back: 2 → 1, 3 → 2, 1 → /games (one step back, never a new entry); hidden during the spin; the result starts over.
  const goBackTo = useGoBackTo();
  useBackHandler(() => {
    if (vm.backPressed() === 'leave') goBackTo(ROUTES.games);
  });
  useBackButtonHidden(vm.step === 4);

  return (
    <Box component="section" aria-labelledby="upgrader-title">
      {fullScreen ? (
        <Typography id="upgrader-title" component="h1" sx={visuallyHidden}>{t('upgrader.title')}</Typography>
      ) : (
        <Box component="header" sx={{ mb: 2 }}>
          <Typography id="upgrader-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>{t('upgrader.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {t('upgrader.step', { step: vm.step })} · {t(`upgrader.step${vm.step as 1 | 2 | 3}`)}
          </Typography>
          <StepDots step={vm.step} />
        </Box>
      )}
      {vm.step === 1 ? <SourceStep vm={vm} /> : null}
      {vm.step === 2 ? <TargetStep vm={vm} /> : null}
      {vm.step === 3 ? <ConfirmStep vm={vm} /> : null}
      {vm.step >= 4 ? <WheelStage vm={vm} /> : null}
      <Announcer vm={vm} />
    </Box>
  );
});

function StepDots({ step }: { step: number }) {
  return (
    <Stack direction="row" spacing={0.5} aria-hidden sx={{ mt: 1.25 }}>
      {[1, 2, 3, 4, 5].map((s) => (
        <Box key={s} sx={{ height: 4, flex: 1, borderRadius: 2, bgcolor: s <= step ? 'primary.main' : 'divider', transition: 'background-color 200ms' }} />
      ))}
    </Stack>
  );
}

/** The countdown and the outcome, announced to screen readers. */
const Announcer = observer(function Announcer({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const phase = vm.phaseText;
  const text = phase && phase.key !== 'upgrader.upgrading' ? t(phase.key, { seconds: phase.seconds }) : '';
  return <Box role="status" aria-live="polite" sx={visuallyHidden}>{text}</Box>;
});

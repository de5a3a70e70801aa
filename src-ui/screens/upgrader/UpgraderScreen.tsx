import { Box, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { useFullScreenStep } from '@ui/navigation/chrome';
import { handoffDonorId, ROUTES } from '@ui/navigation/routes';
import { useGoBackTo } from '@ui/navigation/historyTrail';
import { useBackButtonHidden, useBackHandler } from '@ui/navigation/useBackHandler';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { ConfirmStep, SourceStep, TargetStep } from './UpgraderSteps';
import { createUpgraderViewModel } from './composition';
import type { UpgraderViewModel } from './UpgraderViewModel';
import { WheelStage } from './WheelStage';
import * as upgraderTexts from '@ui/i18n/features/upgrader';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** Spec §2, §4: the upgrader's five steps. */
export const UpgraderScreen = observer(function UpgraderScreen() {
  useFeatureTexts(upgraderTexts);
  const { t } = useTranslation();
  const location = useLocation();
  const vm = useViewModel(createUpgraderViewModel, { donorId: handoffDonorId(location.state) });

  // Spec §2: steps 4 and 5 are full screen (the layout hides the bottom bar).
  const fullScreen = vm.step >= 4;
  useFullScreenStep(fullScreen);

  // Back: 2 → 1, 3 → 2, 1 → /games (one step back, never a new entry); hidden during the spin; the result starts over.
  const goBackTo = useGoBackTo();
  useBackHandler(() => {
    if (vm.backPressed() === 'leave') goBackTo(ROUTES.games);
  });
  useBackButtonHidden(vm.step === 4);

  // Steps 1 to 3 follow one another in a background render after the frame of the tap that moved
  // them (a step's grid takes longer than a frame to draw on a slow phone: the tapped tile paints
  // pressed first); the spin and its result are drawn at once, as is a step that ends them.
  const deferredStep = useDeferredValue(vm.step);
  const step = vm.step <= 3 && deferredStep <= 3 ? deferredStep : vm.step;

  return (
    <Box component="section" aria-labelledby="upgrader-title">
      {fullScreen ? (
        <Typography id="upgrader-title" component="h1" sx={visuallyHidden}>{t('upgrader.title')}</Typography>
      ) : (
        <Box component="header" sx={{ mb: 2 }}>
          <Typography id="upgrader-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>{t('upgrader.title')}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
            {t('upgrader.step', { step })} · {t(`upgrader.step${step as 1 | 2 | 3}`)}
          </Typography>
          <StepDots step={step} />
        </Box>
      )}
      {step === 1 ? <SourceStep vm={vm} /> : null}
      {step === 2 ? <TargetStep vm={vm} /> : null}
      {step === 3 ? <ConfirmStep vm={vm} /> : null}
      {step >= 4 ? <WheelStage vm={vm} /> : null}
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

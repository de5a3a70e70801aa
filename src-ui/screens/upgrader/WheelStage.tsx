import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Card, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgraderItem } from '@domain/model/upgrader';
import { formatPercent } from '@ui/i18n/formatPercent';
import { canAnimate, prefersReducedMotion } from '@ui/components/motion';
import { SafeImage } from '@ui/components/SafeImage';
import { ItemText } from './ItemTile';
import { ResultOverlay } from './ResultOverlay';
import { UpgradeWheel, WHEEL_CENTRE_SX } from './UpgradeWheel';
import { WheelBurst } from './WheelBurst';
import type { UpgraderViewModel } from './UpgraderViewModel';

/** Reduced motion, or no Web Animations: the wheel is set at its stop instead of turning. */
function stillWheel(): boolean {
  return prefersReducedMotion() || !canAnimate();
}

/**
 * Steps 4 and 5: the wheel full screen, the line under it saying what the wheel does, and the
 * result in a card at the bottom that leaves the stopped wheel and its pointer in view.
 */
export const WheelStage = observer(function WheelStage({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const [still] = useState(stillWheel);
  const { source, target, chance, stop, result } = vm;
  if (!source || !target || chance === null) return null;
  return (
    // Top-aligned, so the wheel stands where it stood when the result card rises under it.
    <Stack spacing={2.5} sx={{ alignItems: 'center', pt: 1, ...WHEEL_CENTRE_SX }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 400 }}>
        <MiniItem item={source} />
        <ArrowForwardRounded aria-hidden sx={{ color: 'text.secondary' }} />
        <MiniItem item={target} />
      </Stack>
      <UpgradeWheel
        chance={chance}
        stop={stop}
        spinStartsInMs={vm.spinStartsInMs()}
        // Only read with reduced motion: otherwise the compositor starts the spin and nothing here re-renders.
        turned={still ? vm.turned : false}
        still={still}
        size={300}
        label={t('upgrader.wheelLabel', { value: formatPercent(chance, i18n.language) })}
        centre={<WheelCentre vm={vm} />}
        overlay={<Burst vm={vm} />}
      />
      <PhaseCaption vm={vm} />
      {vm.step === 5 && result ? (
        <ResultOverlay won={result.win} item={result.win ? target : source} celebrate={vm.richEffects} confetti={vm.celebration.showing}
          verifyItemId={vm.verifiableItem} gain={vm.gain}
          onAgain={vm.againPressed} />
      ) : null}
    </Stack>
  );
});

const WheelCentre = observer(function WheelCentre({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const centre = vm.centre;
  // Plain elements styled by the stage (WHEEL_CENTRE_SX): keyed so each digit pops in anew.
  if (typeof centre === 'number') return <div key={centre} className="wheel-digit" aria-hidden>{centre}</div>;
  if (centre === 'waiting') return <CircularProgress aria-label={t('upgrader.upgrading')} />;
  return (
    // At zero the chance pops back in under the burst.
    <div key={centre === 'exploded' ? 'pop' : 'still'} className={centre === 'exploded' ? 'wheel-pop' : undefined}>
      <div className="wheel-chance" data-colour={vm.chanceColour ?? 'red'}>{formatPercent(vm.chance ?? 0, i18n.language)}</div>
      <div className="wheel-chance-label">{t('upgrader.chance')}</div>
    </div>
  );
});

const Burst = observer(function Burst({ vm }: { vm: UpgraderViewModel }) {
  return vm.burst ? <WheelBurst rich={vm.richEffects} /> : null;
});

/** What the wheel does right now: the countdown, go, spinning, then where it stopped (won or lost). */
const PhaseCaption = observer(function PhaseCaption({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const phase = vm.phaseText;
  const text = phase ? t(phase.key, { seconds: phase.seconds }) : '';
  const outcome = vm.result && (phase?.key === 'upgrader.success' || phase?.key === 'upgrader.failure') ? (vm.result.win ? 'won' : 'lost') : null;
  return (
    <Typography
      data-testid="wheel-state"
      data-outcome={outcome ?? undefined}
      aria-hidden // The announcer says the same to screen readers.
      sx={{
        minHeight: '1.6em', fontSize: '1.25rem', fontWeight: 800, textAlign: 'center', letterSpacing: '0.01em',
        color: outcome === 'won' ? 'success.main' : outcome === 'lost' ? 'error.main' : 'text.primary',
        // Once the card has come it says the outcome in its title; the line keeps its place, unseen under it.
        visibility: vm.step === 5 ? 'hidden' : 'visible',
      }}
    >
      {text}
    </Typography>
  );
});

const MiniItem = memo(function MiniItem({ item }: { item: UpgraderItem }) {
  return (
    // A small picture leaves the name's words room to stay whole at 390 px ('Смертоносные кошечки').
    <Card elevation={0} sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75, p: 0.75, pl: 1 }}>
      <SafeImage src={item.img} alt="" width={40} height={30} style={{ objectFit: 'contain', flex: 'none' }} />
      <ItemText item={item} />
    </Card>
  );
});


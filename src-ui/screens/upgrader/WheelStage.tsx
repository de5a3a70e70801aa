import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Card, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgraderItem } from '@domain/model/upgrader';
import { formatPercent } from '@ui/components/formatNumber';
import { canAnimate, prefersReducedMotion } from '@ui/components/motion';
import { SafeImage } from '@ui/components/SafeImage';
import { useServices } from '@ui/services';
import { ItemText } from './ItemTile';
import { ResultOverlay } from './ResultOverlay';
import { UpgradeWheel, WHEEL_CENTRE_SX } from './UpgradeWheel';
import type { UpgraderViewModel } from './UpgraderViewModel';

/** Reduced motion, or no Web Animations: the wheel is set at its stop instead of turning. */
function stillWheel(): boolean {
  return prefersReducedMotion() || !canAnimate();
}

export /** Steps 4 and 5: the wheel full screen, the result over it. */
const WheelStage = observer(function WheelStage({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const [still] = useState(stillWheel);
  const { clock } = useServices();
  const { source, target, chance, stop, result, spinStartsAt } = vm;
  if (!source || !target || chance === null) return null;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: 'calc(100dvh - 64px - var(--tg-content-safe-area-inset-top, 0px))', ...WHEEL_CENTRE_SX }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', maxWidth: 360 }}>
        <MiniItem item={source} />
        <ArrowForwardRounded aria-hidden sx={{ color: 'text.secondary' }} />
        <MiniItem item={target} />
      </Stack>
      <UpgradeWheel
        chance={chance}
        stop={stop}
        spinStartsInMs={spinStartsAt === null ? null : spinStartsAt - clock.now()}
        // Only read with reduced motion: otherwise the compositor starts the spin and nothing here re-renders.
        turned={still ? vm.turned : false}
        still={still}
        size={300}
        label={t('upgrader.wheelLabel', { value: formatPercent(chance, i18n.language) })}
        centre={<WheelCentre vm={vm} />}
      />
      <PhaseCaption vm={vm} />
      {vm.step === 5 && result ? (
        <ResultOverlay won={result.win} item={result.win ? target : source} celebrate={vm.richEffects} onAgain={() => void vm.upgrader.actions.again()} />
      ) : null}
    </Stack>
  );
});

const WheelCentre = observer(function WheelCentre({ vm }: { vm: UpgraderViewModel }) {
  const { t, i18n } = useTranslation();
  const centre = vm.centre;
  // Plain elements styled by the stage (WHEEL_CENTRE_SX): keyed so each digit pops in anew.
  if (typeof centre === 'number') return <div key={centre} className="wheel-digit" aria-hidden>{centre}</div>;
  if (centre === 'exploded') return <div className="wheel-burst" aria-hidden />;
  if (centre === 'waiting') return <CircularProgress aria-label={t('upgrader.upgrading')} />;
  return (
    <div>
      <div className="wheel-chance" data-colour={vm.chanceColour ?? 'red'}>{formatPercent(vm.chance ?? 0, i18n.language)}</div>
      <div className="wheel-chance-label">{t('upgrader.chance')}</div>
    </div>
  );
});

const PhaseCaption = observer(function PhaseCaption({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const text = vm.step === 4 && vm.phaseText ? t(vm.phaseText.key, { seconds: vm.phaseText.seconds }) : '';
  return <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>{text}</Typography>;
});

const MiniItem = memo(function MiniItem({ item }: { item: UpgraderItem }) {
  return (
    <Card elevation={0} sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
      <SafeImage src={item.img} alt="" width={48} height={36} style={{ objectFit: 'contain', flex: 'none' }} />
      <ItemText item={item} />
    </Card>
  );
});


import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  Alert, Box, Button, Card, CircularProgress, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UpgraderItem } from '@domain/model/upgrader';
import { ROUTES } from '@ui/shell/routes';
import { formatChance, type ChanceColour } from '@domain/features/upgrader/upgrader';
import { SafeImage } from '@ui/components/SafeImage';
import { useServices } from '@ui/services';
import { useBackHandler } from '@ui/shell/useBackHandler';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { ItemGrid, ItemText, ItemTile } from './ItemTile';
import { ResultOverlay } from './ResultOverlay';
import { UpgradeWheel, WHEEL_CENTRE_SX } from './UpgradeWheel';
import { UpgraderViewModel } from './UpgraderViewModel';

const CHANCE_COLOURS: Record<ChanceColour, string> = { green: 'success.main', yellow: 'warning.main', red: 'error.main' };

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The case result's "Upgrade this drop" hands over `{ donorId }` in navigation state. */
function handoffDonorId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { donorId?: unknown }).donorId;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null;
}

/** Reduced motion, or no Web Animations: the wheel is set at its stop instead of turning. */
function stillWheel(): boolean {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || typeof HTMLElement.prototype.animate !== 'function';
}

/** Spec §2, §4: the upgrader's five steps. */
export const UpgraderScreen = observer(function UpgraderScreen() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [donorId] = useState(() => handoffDonorId(location.state));
  const vm = useViewModel(() => new UpgraderViewModel(donorId, {
    api: services.api, clock: services.clock, random: services.random, logger: services.logger, toaster: services.toaster,
    sound: services.sound, messenger: services.messenger, session: services.session,
  }));

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

  // Back: 2 → 1, 3 → 2, 1 → /games; ignored during the spin; the result starts over.
  useBackHandler(() => {
    if (vm.back() === 'leave') void navigate(ROUTES.games);
  });

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

const SourceStep = observer(function SourceStep({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const { itemsStatus } = vm.state;
  if (itemsStatus === 'loading' || itemsStatus === 'idle') return <Loading />;
  if (itemsStatus === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={vm.retryItems}>{t('upgrader.retry')}</Button>}>
        {t('upgrader.loadError')}
      </Alert>
    );
  }
  if (vm.items.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
        <Inventory2Outlined sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography variant="h2" component="h2">{t('upgrader.empty')}</Typography>
        <Typography color="text.secondary">{t('upgrader.emptyHint')}</Typography>
        <Button component={Link} to={ROUTES.cases} variant="contained" size="large" sx={{ mt: 1 }}>{t('upgrader.openCases')}</Button>
      </Stack>
    );
  }
  return (
    <ItemGrid label={t('upgrader.itemsLabel')}>
      {vm.items.map((item) => <ItemTile key={item.id} item={item} onPick={vm.pickSource} />)}
    </ItemGrid>
  );
});

/** The picked source as a compact row (steps 2). */
function SourceSummary({ item }: { item: UpgraderItem }) {
  const { t } = useTranslation();
  return (
    <Card elevation={0} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.25, mb: 2 }} aria-label={t('upgrader.yourSkin')} role="group">
      <SafeImage src={item.img} alt="" width={72} height={52} style={{ objectFit: 'contain', flex: 'none' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>{t('upgrader.yourSkin')}</Typography>
        <ItemText item={item} />
      </Box>
    </Card>
  );
}

const TargetStep = observer(function TargetStep({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const { source, multipliersStatus, multiplier, showAllMultipliers, pendingTarget } = vm.state;
  if (!source) return null;
  return (
    <>
      <SourceSummary item={source} />
      {multipliersStatus === 'loading' || multipliersStatus === 'idle' ? <Loading /> : multipliersStatus === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={vm.retryMultipliers}>{t('upgrader.retry')}</Button>}>
          {t('upgrader.targetsError')}
        </Alert>
      ) : vm.multiplierValues.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('upgrader.noTargets')}</Typography>
      ) : (
        <>
          <Typography id="upgrader-multiplier" variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>{t('upgrader.multiplierLabel')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={multiplier}
              aria-labelledby="upgrader-multiplier"
              onChange={(_, value: string | null) => { if (value !== null) vm.selectMultiplier(value); }}
              sx={{
                flexWrap: 'wrap', gap: 0.75,
                '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '10px !important', m: 0, color: 'text.primary' },
                '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
                  bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main',
                },
              }}
            >
              {vm.visibleMultipliers.map((value) => (
                <ToggleButton key={value} value={value} disabled={pendingTarget !== null} sx={{ px: 1.5, fontWeight: 700, minWidth: 52 }}>
                  {t('upgrader.multiplier', { value })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {vm.canToggleMultipliers ? (
              <Button size="small" onClick={vm.toggleAllMultipliers} aria-expanded={showAllMultipliers}>
                {showAllMultipliers ? t('upgrader.hideExtra') : t('upgrader.showAll', { count: vm.multiplierValues.length })}
              </Button>
            ) : null}
          </Box>
          <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>{t('upgrader.targetsLabel', { value: multiplier ?? '' })}</Typography>
          <ItemGrid label={t('upgrader.targetsLabel', { value: multiplier ?? '' })}>
            {vm.targets.map((target) => (
              <ItemTile key={target.id} item={target} onPick={vm.pickTarget}
                disabled={pendingTarget !== null && pendingTarget.id !== target.id} busy={pendingTarget?.id === target.id} />
            ))}
          </ItemGrid>
        </>
      )}
    </>
  );
});

/** An item on the confirm step: image, name on two lines, price. */
function SideCard({ label, item }: { label: string; item: UpgraderItem }) {
  return (
    <Card elevation={0} role="group" aria-label={label} sx={{ flex: 1, minWidth: 0, p: 1.5, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>{label}</Typography>
      <SafeImage src={item.img} alt={item.name} width="100%" height={84} loading="eager" style={{ objectFit: 'contain' }} />
      <Box sx={{ mt: 1 }}><ItemText item={item} align="center" /></Box>
    </Card>
  );
}

const ConfirmStep = observer(function ConfirmStep({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
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
        <Typography id="upgrader-chance-label" color="text.secondary">{t('upgrader.chance')}</Typography>
        <Typography data-testid="upgrader-chance" data-colour={vm.chanceColour} aria-labelledby="upgrader-chance-label"
          sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2, color: colour }}>
          {t('upgrader.chanceValue', { value: formatChance(chance) })}
        </Typography>
        <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, chance))} aria-hidden
          sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: 'divider', '& .MuiLinearProgress-bar': { bgcolor: colour, borderRadius: 4 } }} />
      </Card>
      <Button variant="contained" size="large" onClick={vm.upgrade} sx={{ py: 1.5, fontSize: '1.0625rem' }}>{t('upgrader.upgrade')}</Button>
      <Button variant="text" onClick={() => vm.back()}>{t('upgrader.changeTarget')}</Button>
    </Stack>
  );
});

/** Steps 4 and 5: the wheel full screen, the result over it. */
const WheelStage = observer(function WheelStage({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
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
        label={t('upgrader.wheelLabel', { value: formatChance(chance) })}
        centre={<WheelCentre vm={vm} />}
      />
      <PhaseCaption vm={vm} />
      {vm.step === 5 && result ? (
        <ResultOverlay won={result.win} item={result.win ? target : source} celebrate={vm.richEffects} onAgain={vm.again} />
      ) : null}
    </Stack>
  );
});

const WheelCentre = observer(function WheelCentre({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const centre = vm.centre;
  // Plain elements styled by the stage (WHEEL_CENTRE_SX): keyed so each digit pops in anew.
  if (typeof centre === 'number') return <div key={centre} className="wheel-digit" aria-hidden>{centre}</div>;
  if (centre === 'exploded') return <div className="wheel-burst" aria-hidden />;
  if (centre === 'waiting') return <CircularProgress aria-label={t('upgrader.upgrading')} />;
  return (
    <div>
      <div className="wheel-chance" data-colour={vm.chanceColour ?? 'red'}>{t('upgrader.chanceValue', { value: formatChance(vm.chance ?? 0) })}</div>
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

function Loading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** The countdown and the outcome, announced to screen readers. */
const Announcer = observer(function Announcer({ vm }: { vm: UpgraderViewModel }) {
  const { t } = useTranslation();
  const phase = vm.phaseText;
  const text = phase && phase.key !== 'upgrader.upgrading' ? t(phase.key, { seconds: phase.seconds }) : '';
  return <Box role="status" aria-live="polite" sx={visuallyHidden}>{text}</Box>;
});

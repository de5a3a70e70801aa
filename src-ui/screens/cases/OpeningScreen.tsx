import { Box, Button, CircularProgress, keyframes, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { afterNextPaint, inLaterTask } from '@ui/components/frames';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { OpeningPhase } from '@domain/features/cases/OpenCase';
import { dropsTotal } from '@domain/features/cases/opening';
import { isOpeningAllowed, ROUTES } from '@ui/navigation/routes';
import { openingCountOf } from './openingCount';
import { imageSource } from '@ui/components/imageSource';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { LimitNotice } from '@ui/components/LimitNotice';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { useBackHandler } from '@ui/navigation/useBackHandler';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { ResultView } from './OpeningResult';
import { MultiResultView } from './OpeningMultiResult';
import { createOpeningViewModel } from './composition';
import type { OpeningViewModel } from './OpeningViewModel';
import { predecodeImages, RouletteStrip } from './RouletteStrip';
import { STRIP_VIEWPORT_HEIGHT, type SpinPlan } from './spinPlan';
import * as casesTexts from '@ui/i18n/features/cases';
import * as inventoryTexts from '@ui/i18n/features/inventory';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

const pop = keyframes`from { transform: scale(1.4); opacity: 0 } to { transform: scale(1); opacity: 1 }`;

// This screen's chunk carries its texts (the opening's result also sells, in the inventory's words).
const OPENING_TEXTS = [casesTexts, inventoryTexts];

export function OpeningRoute() {
  useFeatureTexts(...OPENING_TEXTS);
  const { caseId = '' } = useParams();
  const location = useLocation();
  const [allowed] = useState(() => isOpeningAllowed(location.state));
  const [count] = useState(() => openingCountOf(location.state));
  return <OpeningScreen key={caseId} caseId={caseId} allowed={allowed} count={count} />;
}
// A preload (the case page's) adds them ahead: Open does not merge them in its tap.
OpeningRoute.texts = OPENING_TEXTS;

/** Spec §2 and §4, case opening: countdown, roulette, result, error. */
export const OpeningScreen = observer(function OpeningScreen({ caseId, allowed, count = 1 }: { caseId: string; allowed: boolean; count?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const vm = useViewModel(createOpeningViewModel, { caseId, allowed, count });
  // While the reel runs, Back shows the drop instead of leaving it behind (spec §2: a screen's own handler).
  useBackHandler(vm.backPressed, vm.backSkips);

  const phase = vm.phase;
  // The allow flag is spent on this visit: a reload or a step back to this entry cannot open again.
  // A redirect (drawn in the first frame when the checks fail at once) replaces the entry itself.
  const redirecting = phase.kind === 'redirect';
  // In a task of its own, not the tap's (the rewrite and the render it brings); not after a frame,
  // which a hidden page never draws: a reload must never find the flag.
  useEffect(() => {
    if (redirecting || !isOpeningAllowed(location.state)) return undefined;
    return inLaterTask(() => void navigate(location.pathname, { replace: true, state: null }));
  }, [location.pathname, location.state, navigate, redirecting]);

  // Once per countdown (its phase is new each second; the case it opens is not).
  const countingDown = phase.kind === 'countdown' ? phase.details : null;
  useEffect(() => {
    if (!countingDown) return undefined;
    return afterNextPaint(() => predecodeImages(countingDown.skins.map((s) => imageSource(s.img)).filter((u): u is string => u !== null)));
  }, [countingDown]);

  if (phase.kind === 'redirect') return <Navigate to={phase.to === 'payment' ? ROUTES.payment : ROUTES.cases} replace />;

  return (
    <Box component="section" aria-labelledby="opening-title" sx={{ pt: 1 }}>
      <Typography id="opening-title" variant="h1" component="h1" sx={{ textAlign: 'center', mb: 2 }}>
        {'details' in phase ? phase.details.name : t('pages.opening.title')}
      </Typography>
      <PhaseView phase={phase} vm={vm} />
      <Announcer phase={phase} />
    </Box>
  );
});

const PhaseView = observer(function PhaseView({ phase, vm }: { phase: OpeningPhase; vm: OpeningViewModel }) {
  const { t } = useTranslation();
  switch (phase.kind) {
    case 'loading':
    case 'redirect':
      return <Centered><CircularProgress aria-label={t('app.loading')} /></Centered>;
    case 'countdown':
    case 'opening':
    case 'spinning':
      return <StripStage phase={phase} vm={vm} />;
    case 'result':
      return phase.results.length > 1 ? <MultiResultView phase={phase} vm={vm} /> : <ResultView phase={phase} vm={vm} />;
    case 'limit':
      // The player's own limit: nothing was sent. Why, when it resets, and the way back.
      return (
        <Centered>
          <LimitNotice reached={phase.reached} urgent />
          <Button variant="outlined" component={Link} to={ROUTES.caseDetail(phase.details.id)}>{t('opening.backToCase')}</Button>
        </Centered>
      );
    case 'confirming':
      return <Centered><CircularProgress aria-label={t('opening.confirming')} /><Typography color="textSecondary">{t('opening.confirming')}</Typography></Centered>;
    case 'unconfirmed':
      // A drop kept on this phone is shown only once the server holds it.
      return (
        <Centered>
          <Typography variant="h2" component="p" role="alert">{t(phase.reason === 'unknown' ? 'opening.unconfirmedTitle' : 'opening.confirmFailedTitle')}</Typography>
          <Typography color="textSecondary" sx={{ textAlign: 'center' }}>{t(phase.reason === 'unknown' ? 'opening.unconfirmedBody' : 'opening.confirmFailedBody')}</Typography>
          <Stack direction="row" spacing={1}>
            {phase.reason === 'failed' ? <Button variant="contained" onClick={vm.tryAgainPressed}>{t('opening.tryAgain')}</Button> : null}
            <Button variant={phase.reason === 'failed' ? 'outlined' : 'contained'} component={Link} to={ROUTES.inventory}>{t('opening.toInventory')}</Button>
          </Stack>
        </Centered>
      );
    case 'interrupted':
      return (
        <Centered>
          <Typography variant="h2" component="p" role="alert">{t('opening.interruptedTitle')}</Typography>
          <Typography color="textSecondary" sx={{ textAlign: 'center' }}>{t('opening.interruptedBody')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" component={Link} to={ROUTES.inventory}>{t('opening.toInventory')}</Button>
            <Button variant="outlined" component={Link} to={ROUTES.cases}>{t('opening.backToCases')}</Button>
          </Stack>
        </Centered>
      );
    case 'error': {
      const title = phase.error === 'case-not-found' ? t('opening.caseNotFound')
        : phase.error === 'no-cases' ? t('opening.noCases')
        : phase.error === 'invalid-response' ? t('opening.invalidResponse')
        : t('opening.errorTitle');
      return (
        <Centered>
          <Typography variant="h2" component="p" role="alert">{title}</Typography>
          {phase.error === 'failed' ? <Typography color="textSecondary" sx={{ textAlign: 'center' }}>{t('opening.failed')}</Typography> : null}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={vm.tryAgainPressed}>{t('opening.tryAgain')}</Button>
            <Button variant="outlined" component={Link} to={ROUTES.cases}>{t('opening.backToCases')}</Button>
          </Stack>
        </Centered>
      );
    }
  }
});

/** "Show the drop now": an observer of its own, so the reel coming to rest hides it without redrawing the stage. */
const SkipButton = observer(function SkipButton({ vm }: { vm: OpeningViewModel }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1.5 }} style={{ visibility: vm.skipShown ? 'visible' : 'hidden' }}>
      <Button variant="text" onClick={vm.skipPressed}>{t('opening.skip')}</Button>
    </Box>
  );
});

/** Countdown, waiting and spin share one mounted strip: the answer only places the winner and starts it. */
function StripStage({ phase, vm }: { phase: Extract<OpeningPhase, { kind: 'countdown' | 'opening' | 'spinning' }>; vm: OpeningViewModel }) {
  const { t } = useTranslation();
  // The countdown paints first; the 100-row strip is planned and built after that frame, while it counts.
  const [stripReady, setStripReady] = useState(phase.kind === 'spinning');
  useEffect(() => afterNextPaint(() => {
    vm.reelsBuilt();
    startTransition(() => setStripReady(true));
  }), [vm]);
  return (
    <Box sx={{ position: 'relative', minHeight: STRIP_VIEWPORT_HEIGHT }}>
      {stripReady && vm.spinPlan && phase.strips.length === 1 ? (
        <RouletteStrip strip={phase.strip} spinning={phase.kind === 'spinning'} plan={vm.spinPlan} reducedMotion={vm.reducedMotion} light={vm.lightEffects} onSpinStart={vm.spinStarted} />
      ) : null}
      {/* A multi-open: one reel per case side by side, each stopping on its own drop; the first keeps the ticks. */}
      {stripReady && vm.spinPlan && phase.strips.length > 1 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${phase.strips.length}, minmax(0, 1fr))`, gap: 0.75 }}>
          {phase.strips.map((strip, i) => (
            <RouletteStrip key={i} strip={strip} spinning={phase.kind === 'spinning'} plan={vm.spinPlans[i] ?? vm.spinPlan as SpinPlan} compact
              reducedMotion={vm.reducedMotion} light={vm.lightEffects} onSpinStart={i === 0 ? vm.spinStarted : undefined} />
          ))}
        </Box>
      ) : null}
      {/*
        The reel shows a draw the server has already made: the player may skip to it. The button comes
        with the strip (not in the tap's frame), hidden: shown at the answer by an inline style, it adds
        no styles and moves nothing in the frame that starts the spin; hidden again once the reel rests.
      */}
      {stripReady ? <SkipButton vm={vm} /> : null}
      {phase.kind === 'spinning' ? null : (
        // The reel waits dimmed; the digit sits on a disc of its own, never over the rows' names.
        <Stack spacing={1.5} sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', bgcolor: (th) => alpha(th.palette.background.default, 0.86), borderRadius: 4 }}>
          {phase.kind === 'countdown' ? (
            <>
              <Box aria-hidden sx={{
                width: 168, height: 168, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'background.paper',
                border: 4, borderColor: 'secondary.light', boxShadow: vm.lightEffects ? 'none' : (th) => `0 0 32px ${alpha(th.palette.secondary.light, 0.45)}`,
              }}>
                <Typography
                  key={phase.secondsLeft}
                  component="span"
                  sx={{ fontSize: 104, fontWeight: 800, color: 'secondary.main', lineHeight: 1, animation: `${pop} 300ms ease-out` }}
                >
                  {phase.secondsLeft}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, px: 1.5, py: 0.5, borderRadius: 2, bgcolor: 'background.paper' }}>{t('opening.countdown', { seconds: phase.secondsLeft })}</Typography>
            </>
          ) : (
            <>
              <CircularProgress aria-label={t('opening.opening')} />
              <Typography color="textSecondary">{t('opening.opening')}</Typography>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The result announced to screen readers (spec §9 reduced motion; a live region). */
function Announcer({ phase }: { phase: OpeningPhase }) {
  const { t, i18n } = useTranslation();
  const text = phase.kind === 'result' && phase.results.length > 1
    ? t('opening.announceMany', { count: phase.results.length, value: formatMoney(dropsTotal(phase.results), i18n.language) })
    : phase.kind === 'result'
    ? t('opening.announce', { name: phase.result.win.name, value: formatMoney(phase.result.win.cost, i18n.language), count: moneyCount(phase.result.win.cost) })
    : phase.kind === 'countdown' ? t('opening.countdown', { seconds: phase.secondsLeft }) : '';
  return <Box role="status" aria-live="polite" sx={visuallyHidden}>{text}</Box>;
}

function Centered({ children }: { children: React.ReactNode }) {
  return <Stack spacing={2} sx={{ minHeight: 420, alignItems: 'center', justifyContent: 'center' }}>{children}</Stack>;
}

import { Box, Typography } from '@mui/material';
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OPENING } from '../../../src-domain/cases/opening';
import type { RouletteStrip as Strip } from '../../../src-domain/cases/rouletteStrip';
import { planSpin, type SpinPlan } from '../../../src-domain/cases/spinPlan';
import type { Random } from '../../../src-domain/ports/Random';
import { SafeImage } from '../../components/SafeImage';
import { splitSkinName } from './CaseDetailViewModel';

export const STRIP_VIEWPORT_HEIGHT = 5 * OPENING.rowHeight;

interface RouletteStripProps {
  readonly strip: Strip;
  readonly random: Random;
  readonly reducedMotion: boolean;
  readonly onSpinStart: (plan: SpinPlan) => void;
}

/**
 * The vertical roulette: 100 rows rendered once, moved by one compositor-only transform
 * animation whose end offset is computed before it starts. React does not touch it while it runs.
 */
export const RouletteStrip = memo(function RouletteStrip({ strip, random, reducedMotion, onSpinStart }: RouletteStripProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = track.current;
    const box = viewport.current;
    if (!element || !box) return undefined;
    const plan = planSpin(box.clientHeight || STRIP_VIEWPORT_HEIGHT, random);
    const end = `translate3d(0, ${-plan.distance}px, 0)`;
    if (reducedMotion || typeof element.animate !== 'function') {
      element.style.transform = end;
      return undefined;
    }
    const animation = element.animate(
      [{ transform: 'translate3d(0, 0, 0)' }, { transform: end }],
      { duration: plan.durationMs, easing: plan.easing, fill: 'forwards' },
    );
    onSpinStart(plan);
    return () => animation.cancel();
    // The strip is planned once per result; nothing else may restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [strip]);

  return (
    <Box
      ref={viewport}
      role="img"
      aria-label={t('opening.spinning')}
      sx={{
        position: 'relative', height: STRIP_VIEWPORT_HEIGHT, overflow: 'hidden', borderRadius: 4,
        bgcolor: 'background.paper', contain: 'strict',
        maskImage: 'linear-gradient(transparent, #000 18%, #000 82%, transparent)',
      }}
    >
      <Box ref={track} aria-hidden sx={{ willChange: 'transform' }}>
        {strip.slots.map((slot, i) => {
          const [weapon, finish] = splitSkinName(slot.skin.name);
          return (
            <Box
              key={i}
              sx={{
                height: OPENING.rowHeight, display: 'flex', alignItems: 'center', gap: 1.5, px: 2,
                borderBottom: 1, borderColor: 'divider',
                background: slot.rare ? 'linear-gradient(90deg, rgba(245,184,61,0.22), transparent 70%)' : 'none',
              }}
            >
              <SafeImage src={slot.skin.img} alt="" width={112} height={72} loading="eager" style={{ objectFit: 'contain', flex: 'none' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>{weapon}</Typography>
                {finish ? <Typography variant="caption" color="text.secondary" noWrap component="p">{finish}</Typography> : null}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, top: '50%', height: 2, mt: '-1px', bgcolor: 'secondary.main', boxShadow: (th) => `0 0 12px ${th.palette.secondary.main}` }} />
      <Box aria-hidden sx={{ position: 'absolute', left: 0, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderLeft: (th) => `12px solid ${th.palette.secondary.main}` }} />
      <Box aria-hidden sx={{ position: 'absolute', right: 0, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderRight: (th) => `12px solid ${th.palette.secondary.main}` }} />
    </Box>
  );
});

/** Decodes the images a strip will show, so the spin never waits on a decode. */
export function predecodeImages(urls: readonly string[]): void {
  for (const url of new Set(urls)) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    void image.decode?.().catch(() => {});
  }
}

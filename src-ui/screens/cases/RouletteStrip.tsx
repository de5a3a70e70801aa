import { Box } from '@mui/material';
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouletteStrip as Strip, StripSlot } from '@domain/features/cases/buildRouletteStrip';
import { imageSource } from '@ui/components/imageSource';
import { splitItemName } from '@domain/model/itemName';
import { ROULETTE, STRIP_VIEWPORT_HEIGHT, type SpinPlan } from './spinPlan';

interface RouletteStripProps {
  readonly strip: Strip;
  /** False while the strip waits for the answer (countdown), true once it may move. */
  readonly spinning: boolean;
  /** Where it stops and how it eases, planned by the view-model before the answer. */
  readonly plan: SpinPlan;
  readonly reducedMotion: boolean;
  /** `elapsedMs`: how far the animation already is when the callback runs. */
  readonly onSpinStart: (elapsedMs: number) => void;
}

/**
 * The vertical roulette: 100 rows rendered once, moved by one compositor-only transform
 * animation whose end offset is computed before it starts. React does not touch it while it runs.
 */
export const RouletteStrip = memo(function RouletteStrip({ strip, spinning, plan, reducedMotion, onSpinStart }: RouletteStripProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = track.current;
    if (!spinning || !element) return undefined;
    const end = `translate3d(0, ${-plan.distance}px, 0)`;
    if (reducedMotion || typeof element.animate !== 'function') {
      element.style.transform = end;
      return undefined;
    }
    const animation = element.animate(
      [{ transform: 'translate3d(0, 0, 0)' }, { transform: end }],
      { duration: plan.durationMs, easing: plan.easing, fill: 'forwards' },
    );
    // Cancelling (leaving the screen) rejects `finished`; that is expected, not an error.
    animation.finished.catch(() => {});
    // Sounds are scheduled once the compositor has the animation, so nothing delays its start.
    void animation.ready.then(() => {
      performance.mark('opening:strip-moving');
      onSpinStart(Number(animation.currentTime ?? 0));
    }, () => {});
    return () => animation.cancel();
    // Started once when spinning begins; nothing else may restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinning]);

  return (
    <Box
      role={spinning ? 'img' : undefined}
      aria-label={spinning ? t('opening.spinning') : undefined}
      aria-hidden={spinning ? undefined : true}
      sx={{
        position: 'relative', height: STRIP_VIEWPORT_HEIGHT, overflow: 'hidden', borderRadius: 4,
        bgcolor: 'background.paper', contain: 'strict',
        maskImage: 'linear-gradient(transparent, #000 18%, #000 82%, transparent)',
        '& .strip-track': { willChange: 'transform' },
        '& .strip-row': {
          height: ROULETTE.rowHeight, display: 'flex', alignItems: 'center', gap: '12px', padding: '0 16px',
          borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box',
        },
        '& .strip-rare': { background: 'linear-gradient(90deg, rgba(245,184,61,0.22), transparent 70%)' },
        '& .strip-row img, & .strip-noimg': { width: 112, height: 72, objectFit: 'contain', flex: 'none', display: 'block' },
        '& .strip-text': { minWidth: 0, display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap', overflow: 'hidden' },
        '& .strip-text b': { fontSize: '0.875rem', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis' },
        '& .strip-text small': { fontSize: '0.75rem', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' },
      }}
    >
      {/* Plain elements styled by the container's one class: 100 rows must render in a few ms on a slow phone. */}
      <div ref={track} aria-hidden className="strip-track">
        {strip.slots.map((slot, i) => <StripRow key={i} slot={slot} />)}
      </div>
      <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, top: '50%', height: 2, mt: '-1px', bgcolor: 'secondary.main', boxShadow: (th) => `0 0 12px ${th.palette.secondary.main}` }} />
      <Box aria-hidden sx={{ position: 'absolute', left: 0, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderLeft: (th) => `12px solid ${th.palette.secondary.main}` }} />
      <Box aria-hidden sx={{ position: 'absolute', right: 0, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderRight: (th) => `12px solid ${th.palette.secondary.main}` }} />
    </Box>
  );
});

/** One row; memoised so placing the winner re-renders only the rows that changed. */
const StripRow = memo(function StripRow({ slot }: { slot: StripSlot }) {
  const [weapon, finish] = splitItemName(slot.skin.name);
  const src = imageSource(slot.skin.img);
  return (
    <div className={slot.rare ? 'strip-row strip-rare' : 'strip-row'}>
      {src ? <img src={src} alt="" width={112} height={72} decoding="async" /> : <span className="strip-noimg" />}
      <div className="strip-text">
        <b>{weapon}</b>
        {finish ? <small>{finish}</small> : null}
      </div>
    </div>
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

import { Box } from '@mui/material';
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouletteStrip as Strip, StripSlot } from '@domain/features/cases/buildRouletteStrip';
import { imageSource } from '@ui/components/imageSource';
import { rarityColor } from '@ui/components/rarity';
import { formatMoney } from '@ui/i18n/formatNumber';
import { splitItemName } from '@domain/model/itemName';
import { ROULETTE, STRIP_VIEWPORT_HEIGHT, type SpinPlan } from './spinPlan';

interface RouletteStripProps {
  readonly strip: Strip;
  /** False while the strip waits for the answer (countdown), true once it may move. */
  readonly spinning: boolean;
  /** Where it stops and how it eases, planned by the view-model before the answer. */
  readonly plan: SpinPlan;
  readonly reducedMotion: boolean;
  /** A low-performance device: no glow gradients and no flash, the motion and the zoom stay. */
  readonly light?: boolean;
  /** `elapsedMs`: how far the animation already is when the callback runs (absent: not told). */
  readonly onSpinStart?: (elapsedMs: number) => void;
  /** One of several reels side by side (multi-open): each row shows the skin's picture and worth only. */
  readonly compact?: boolean;
}

/** The frame's inset from the reel's sides, and the tile's inset inside its 96 px row. */
const FRAME_INSET = 6;
const TILE_GAP = 6;

/**
 * The vertical roulette: 100 tiles rendered once, moved by one compositor-only transform
 * animation whose end offset is computed before it starts — a long eased run a little past the
 * winner, then a short settle back into the marker's frame. React does not touch it while it
 * runs. When it stops, the winner's tile zooms and the frame flashes (transform and opacity only).
 */
export const RouletteStrip = memo(function RouletteStrip({ strip, spinning, plan, reducedMotion, light = false, onSpinStart, compact = false }: RouletteStripProps) {
  const { t, i18n } = useTranslation();
  const track = useRef<HTMLDivElement | null>(null);
  const flash = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = track.current;
    if (!spinning || !element) return undefined;
    const at = (px: number) => `translate3d(0, ${-px}px, 0)`;
    if (reducedMotion || typeof element.animate !== 'function') {
      element.style.transform = at(plan.distance);
      return undefined;
    }
    const animation = element.animate(
      [
        { transform: at(0), easing: plan.easing },
        { transform: at(plan.distance + plan.overshoot), offset: plan.settleAtMs / plan.durationMs, easing: ROULETTE.settleEasing },
        { transform: at(plan.distance) },
      ],
      { duration: plan.durationMs, fill: 'forwards' },
    );
    const effects: Animation[] = [];
    // Cancelling (leaving the screen) rejects `finished`; that is expected, not an error.
    animation.finished.then(() => {
      const winner = element.children[strip.winnerIndex]?.firstElementChild;
      if (winner instanceof HTMLElement) {
        effects.push(winner.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.07)', offset: 0.45 }, { transform: 'scale(1.04)' }], { duration: 450, easing: 'ease-out', fill: 'forwards' }));
      }
      if (!light && flash.current) {
        effects.push(flash.current.animate([{ opacity: 0 }, { opacity: 0.6, offset: 0.2 }, { opacity: 0 }], { duration: 700, easing: 'ease-out' }));
      }
    }, () => {});
    // Sounds are scheduled once the compositor has the animation, so nothing delays its start.
    void animation.ready.then(() => {
      // The strip began to move at the animation's start time: the compositor's frame that first
      // drew it, which the main thread hears of a frame or two later (when `ready` resolves).
      const { startTime } = animation;
      performance.mark('opening:strip-moving', typeof startTime === 'number' ? { startTime } : undefined);
      onSpinStart?.(Number(animation.currentTime ?? 0));
    }, () => {});
    return () => {
      animation.cancel();
      for (const effect of effects) effect.cancel();
    };
    // Started once when spinning begins; nothing else may restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinning]);

  const winnerColor = rarityColor(strip.slots[strip.winnerIndex]?.skin.rarity);
  return (
    <Box
      role={spinning ? 'img' : undefined}
      aria-label={spinning ? t('opening.spinning') : undefined}
      aria-hidden={spinning ? undefined : true}
      data-effects={light ? 'light' : 'full'}
      data-compact={compact || undefined}
      sx={{
        position: 'relative', height: STRIP_VIEWPORT_HEIGHT, overflow: 'hidden', borderRadius: 4,
        bgcolor: 'background.paper', contain: 'strict',
        maskImage: 'linear-gradient(transparent, #000 16%, #000 84%, transparent)',
        '& .strip-track': { willChange: 'transform' },
        '& .strip-row': { height: ROULETTE.rowHeight, padding: `${TILE_GAP / 2}px ${FRAME_INSET + 6}px`, boxSizing: 'border-box' },
        '& .strip-tile': {
          height: '100%', display: 'flex', alignItems: 'center', gap: '12px', padding: '0 12px 0 8px', boxSizing: 'border-box',
          borderRadius: '10px', borderLeft: '4px solid', borderLeftColor: 'divider', bgcolor: 'action.hover', position: 'relative',
        },
        '& .strip-row img, & .strip-noimg': { width: 112, height: 72, objectFit: 'contain', flex: 'none', display: 'block' },
        // Names wrap rather than clip: the longest (Russian knife names) take two short lines.
        '& .strip-text': { minWidth: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere', paddingRight: '10px' },
        '& .strip-text b': { fontSize: '0.9375rem', fontWeight: 800, lineHeight: 1.2 },
        '& .strip-text small': { fontSize: '0.8125rem', color: 'text.secondary', lineHeight: 1.2 },
        '& .strip-star': { position: 'absolute', top: 4, right: 8, fontSize: 14, lineHeight: 1, color: 'secondary.light' },
        // Side by side, a reel is a picture and its worth per row; the grade stays on the edge.
        '&[data-compact] .strip-row': { padding: `${TILE_GAP / 2}px ${FRAME_INSET + 2}px` },
        '&[data-compact] .strip-tile': { flexDirection: 'column', justifyContent: 'center', gap: '2px', padding: '4px 2px', borderLeft: 0, borderBottom: '3px solid', borderBottomColor: 'divider' },
        '&[data-compact] .strip-row img, &[data-compact] .strip-noimg': { width: '100%', maxWidth: 112, height: 56 },
        '&[data-compact] .strip-value': { fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.1, whiteSpace: 'nowrap' },
        '&[data-compact] .strip-star': { top: 2, right: 4, fontSize: 11 },
      }}
    >
      {/* Plain elements styled by the container's one class: 100 rows must render in a few ms on a slow phone. */}
      <div ref={track} aria-hidden className="strip-track">
        {strip.slots.map((slot, i) => <StripRow key={i} slot={slot} light={light} compact={compact} lang={i18n.language} />)}
      </div>
      {/* The marker: a frame around the winning slot, never a line across its text. */}
      <Box aria-hidden data-testid="strip-frame" sx={{
        position: 'absolute', left: FRAME_INSET, right: FRAME_INSET, top: '50%', height: ROULETTE.rowHeight, mt: `${-ROULETTE.rowHeight / 2}px`,
        border: 3, borderColor: 'secondary.light', borderRadius: '14px', pointerEvents: 'none',
        boxShadow: light ? 'none' : (th) => `0 0 18px ${th.palette.secondary.light}66, inset 0 0 14px ${th.palette.secondary.light}33`,
      }}>
        <Box ref={flash} sx={{ position: 'absolute', inset: 0, borderRadius: '11px', opacity: 0, bgcolor: winnerColor ?? 'secondary.light', willChange: light ? undefined : 'opacity' }} />
        <Box sx={{ position: 'absolute', left: -3, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderLeft: (th) => `10px solid ${th.palette.secondary.light}` }} />
        <Box sx={{ position: 'absolute', right: -3, top: '50%', mt: '-8px', width: 0, height: 0, borderTop: '8px solid transparent', borderBottom: '8px solid transparent', borderRight: (th) => `10px solid ${th.palette.secondary.light}` }} />
      </Box>
    </Box>
  );
});

/** One tile; memoised so placing the winner re-renders only the rows that changed. Its grade colours its edge and glow. */
const StripRow = memo(function StripRow({ slot, light, compact, lang }: { slot: StripSlot; light: boolean; compact: boolean; lang: string }) {
  const [weapon, finish] = splitItemName(slot.skin.name);
  const src = imageSource(slot.skin.img);
  const color = rarityColor(slot.skin.rarity);
  const glow = light ? undefined : `linear-gradient(${compact ? '0deg' : '90deg'}, ${color}40, ${color}10 55%, transparent)`;
  const style = color ? { [compact ? 'borderBottomColor' : 'borderLeftColor']: color, backgroundImage: glow } : undefined;
  return (
    <div className="strip-row" data-rarity={slot.skin.rarity}>
      <div className="strip-tile" style={style}>
        {src ? <img src={src} alt="" width={112} height={72} decoding="async" /> : <span className="strip-noimg" />}
        {compact ? <span className="strip-value">{formatMoney(slot.skin.price, lang)}</span> : (
          <div className="strip-text">
            <b>{weapon}</b>
            {finish ? <small>{finish}</small> : null}
          </div>
        )}
        {/* Spec §9: a skin priced 9 or more is rare — a small star, the grade keeps the colour. */}
        {slot.rare ? <span className="strip-star">★</span> : null}
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

import { Box, keyframes, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { UPGRADER } from '@domain/features/upgrader/upgrader';
import { greenZone, type WheelStop } from '@domain/features/upgrader/computeWheelStopAngle';

/** A deceleration that settles softly, as a CSS cubic-bezier. */
const WHEEL_EASING = 'cubic-bezier(0.16, 0.84, 0.24, 1)';

const RADIUS = 84;
const RING = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface UpgradeWheelProps {
  /** Percent; the green zone is chance/100 of the circle. */
  readonly chance: number;
  /** Where the wheel stops; null until the upgrade answer is in. */
  readonly stop: WheelStop | null;
  /** Milliseconds from now until the spin starts, read when `stop` arrives (negative: already started). */
  readonly spinStartsInMs: number | null;
  /** True once the spin has started: a still wheel is then simply set at its stop. */
  readonly turned: boolean;
  /** Reduced motion or no Web Animations: no animation, the wheel jumps to its stop when the spin starts. */
  readonly still: boolean;
  readonly label: string;
  /** What the (still) centre shows: the countdown, then the chance. */
  readonly centre: ReactNode;
  /** Drawn over the face and the centre: the burst at zero. */
  readonly overlay?: ReactNode;
  readonly size: number;
}

/**
 * The upgrade wheel: a static SVG inside an HTML wrapper that one compositor-only transform
 * animation turns (Web Animations on `transform`), from rest to the stop computed by the domain.
 * The animation is handed to the compositor as soon as the answer is in, delayed to the spin's
 * start, so nothing on the main thread has to happen when the wheel starts or while it turns;
 * React never touches it. The final angle and the green zone are exposed as data attributes.
 */
export const UpgradeWheel = memo(function UpgradeWheel({ chance, stop, spinStartsInMs, turned, still, label, centre, overlay, size }: UpgradeWheelProps) {
  const rotor = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = rotor.current;
    if (still || !stop || !element) return undefined;
    const end = `rotate(${stop.rotation}deg)`;
    const animation = element.animate(
      [{ transform: 'rotate(0deg)' }, { transform: end }],
      // 'backwards': the wheel rests at 0 during the countdown; afterwards the style below holds the stop.
      { duration: UPGRADER.spinMs, delay: Math.max(-UPGRADER.spinMs, spinStartsInMs ?? 0), easing: WHEEL_EASING, fill: 'backwards' },
    );
    element.style.transform = end;
    animation.finished.catch(() => {});
    return () => {
      animation.cancel();
      element.style.transform = '';
    };
    // Planned once, when the stop is known; nothing else may restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stop]);

  useLayoutEffect(() => {
    const element = rotor.current;
    if (!still || !turned || !stop || !element) return;
    element.style.transform = `rotate(${stop.rotation}deg)`;
  }, [still, turned, stop]);

  const green = stop?.green ?? greenZone(chance);
  return (
    <Box
      role="img"
      aria-label={label}
      data-wheel=""
      data-win-zone={`${green.from} ${green.to}`}
      data-stop-angle={stop ? String(stop.angle) : undefined}
      data-rotation={stop ? String(stop.rotation) : undefined}
      sx={{ position: 'relative', width: size, height: size, mx: 'auto', contain: 'layout paint' }}
    >
      <div ref={rotor} data-wheel-rotor="" style={{ position: 'absolute', inset: 0, willChange: 'transform' }}>
        <WheelFace green={green.to} size={size} />
      </div>
      <Pointer />
      <Box
        sx={{
          position: 'absolute', inset: `${size * 0.2}px`, borderRadius: '50%', display: 'grid', placeItems: 'center',
          textAlign: 'center', bgcolor: 'background.default',
          boxShadow: (th) => `inset 0 0 0 1px ${th.palette.divider}, 0 0 24px ${alpha(th.palette.common.black, 0.18)}`,
        }}
      >
        {centre}
      </Box>
      {overlay}
    </Box>
  );
});

/** The wheel's face, drawn once: the red ring, the green arc from the top clockwise, and tick marks. */
const WheelFace = memo(function WheelFace({ green, size }: { green: number; size: number }) {
  const theme = useTheme();
  const greenLength = (green / 360) * CIRCUMFERENCE;
  const ticks = Array.from({ length: 72 }, (_, i) => i * 5);
  return (
    <svg width={size} height={size} viewBox="0 0 200 200" aria-hidden focusable="false" style={{ display: 'block' }}>
      <circle cx="100" cy="100" r="99" fill={theme.palette.background.paper} />
      <circle cx="100" cy="100" r={RADIUS} fill="none" stroke={theme.palette.error.main} strokeWidth={RING} />
      {greenLength > 0 ? (
        <circle
          cx="100" cy="100" r={RADIUS} fill="none" stroke={theme.palette.success.main} strokeWidth={RING}
          strokeDasharray={`${greenLength} ${CIRCUMFERENCE}`} transform="rotate(-90 100 100)"
        />
      ) : null}
      {/* A lighter inner edge gives the ring some depth without a filter. */}
      <circle cx="100" cy="100" r={RADIUS - RING / 2 + 2} fill="none" stroke={theme.palette.common.white} strokeOpacity={0.18} strokeWidth={3} />
      {ticks.map((deg) => (
        <line
          key={deg} x1="100" y1={100 - RADIUS - RING / 2 + 2} x2="100" y2={100 - RADIUS - RING / 2 + (deg % 45 === 0 ? 9 : 5)}
          stroke={theme.palette.common.white} strokeOpacity={deg % 45 === 0 ? 0.7 : 0.35} strokeWidth={deg % 45 === 0 ? 1.6 : 1}
          transform={`rotate(${deg} 100 100)`}
        />
      ))}
      {/* The zone edges. */}
      {[0, green].map((deg) => (
        <line key={`edge-${deg}`} x1="100" y1={100 - RADIUS - RING / 2} x2="100" y2={100 - RADIUS + RING / 2}
          stroke={theme.palette.background.paper} strokeWidth={2} transform={`rotate(${deg} 100 100)`} />
      ))}
    </svg>
  );
});

function Pointer() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute', left: '50%', top: -6, ml: '-11px', width: 0, height: 0,
        borderLeft: '11px solid transparent', borderRight: '11px solid transparent',
        borderTop: (th) => `22px solid ${th.palette.text.primary}`,
        filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))',
      }}
    />
  );
}

/** With reduced motion the countdown and the burst appear without moving. */
export const STILL = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } as const;

const pop = keyframes`from { transform: scale(1.5); opacity: 0 } to { transform: scale(1); opacity: 1 }`;

/**
 * The centre's looks, injected once with the wheel: the countdown and the chance are
 * plain elements with these classes, so their changes near the spin cost no style insertion.
 */
export const WHEEL_CENTRE_SX = {
  '& .wheel-digit': { fontSize: 72, fontWeight: 800, lineHeight: 1, color: 'secondary.main', animation: `${pop} 280ms ease-out`, ...STILL },
  '& .wheel-pop': { animation: `${pop} 320ms cubic-bezier(0.2, 0.8, 0.2, 1.2)`, ...STILL },
  '& .wheel-chance': { fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1 },
  '& .wheel-chance[data-colour="green"]': { color: 'success.main' },
  '& .wheel-chance[data-colour="yellow"]': { color: 'warning.main' },
  '& .wheel-chance[data-colour="red"]': { color: 'error.main' },
  '& .wheel-chance-label': { fontSize: '0.75rem', color: 'text.secondary' },
} as const;

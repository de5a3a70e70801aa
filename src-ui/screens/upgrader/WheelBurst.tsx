import { Box, keyframes } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { memo } from 'react';

const flash = keyframes`
  0% { transform: scale(0.15); opacity: 1 }
  35% { transform: scale(0.95); opacity: 0.95 }
  100% { transform: scale(1.2); opacity: 0 }
`;
const shockwave = keyframes`
  0% { transform: scale(0.25); opacity: 1 }
  100% { transform: scale(1.65); opacity: 0 }
`;
// Each spark sits in a holder turned to its angle once; the spark itself only flies out along it
// and fades (no custom properties in keyframes, so nothing has to be resolved on the main thread).
const sparkNear = keyframes`
  0% { transform: translateY(0) scale(1); opacity: 1 }
  70% { opacity: 1 }
  100% { transform: translateY(-112px) scale(0.3); opacity: 0 }
`;
const sparkFar = keyframes`
  0% { transform: translateY(0) scale(1); opacity: 1 }
  70% { opacity: 1 }
  100% { transform: translateY(-140px) scale(0.3); opacity: 0 }
`;

/** Sparks with their angle, near or far, spread evenly with a little irregularity. */
function sparks(count: number): { angle: number; far: boolean; big: boolean }[] {
  return Array.from({ length: count }, (_, i) => ({
    angle: (360 / count) * i + (i % 2 === 0 ? 6 : -4),
    far: i % 2 === 1,
    big: i % 3 === 0,
  }));
}
const RICH = sparks(16);
const LIGHT = sparks(8);

/**
 * The burst at zero: a bright radial flash, a shockwave ring and sparks flying out over
 * the wheel. Compositor-only — every keyframe moves `transform` and `opacity` — played once and
 * over within the 0.4 s between zero and the spin, so it never shares frames with the turning
 * wheel (the spin bench holds); it stays mounted, invisible, so nothing restarts it.
 */
export const WheelBurst = memo(function WheelBurst({ rich }: { rich: boolean }) {
  const list = rich ? RICH : LIGHT;
  return (
    <Box
      aria-hidden
      data-wheel-burst=""
      sx={{
        position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', zIndex: 2,
        '& > *': { gridArea: '1 / 1' },
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      <Box
        sx={{
          width: '100%', height: '100%', borderRadius: '50%', opacity: 0,
          background: (th) => `radial-gradient(circle, #fff 0%, ${alpha('#fff', 0.9)} 12%, ${alpha(th.palette.secondary.light, 0.85)} 32%, ${alpha(th.palette.secondary.light, 0.25)} 55%, transparent 70%)`,
          animation: `${flash} 380ms cubic-bezier(0.2, 0.7, 0.3, 1) forwards`,
        }}
      />
      <Box
        sx={{
          width: '70%', height: '70%', borderRadius: '50%', opacity: 0,
          border: '6px solid', borderColor: 'secondary.light',
          boxShadow: (th) => `0 0 24px 6px ${alpha(th.palette.secondary.light, 0.8)}, inset 0 0 18px 4px ${alpha(th.palette.secondary.light, 0.6)}`,
          animation: `${shockwave} 380ms cubic-bezier(0.15, 0.75, 0.3, 1) 20ms forwards`,
        }}
      />
      {list.map(({ angle, far, big }) => (
        <Box key={angle} style={{ transform: `rotate(${angle}deg)` }} sx={{ width: 10, height: 10, display: 'grid', placeItems: 'center' }}>
          <Box
            sx={{
              width: big ? 10 : 6, height: big ? 10 : 6, borderRadius: '50%', opacity: 0,
              bgcolor: big ? '#fff' : 'secondary.light',
              animation: `${far ? sparkFar : sparkNear} ${big ? 400 : 360}ms cubic-bezier(0.1, 0.8, 0.3, 1) forwards`,
            }}
          />
        </Box>
      ))}
    </Box>
  );
});

import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

/**
 * The celebration without motion: a soft gold glow around the screen's edge, still (no animation,
 * no transition), shown and removed with the celebration. Nothing to read, nothing to tap.
 */
export function CalmHighlight() {
  return (
    <Box
      data-confetti="calm"
      aria-hidden
      sx={{
        position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400,
        boxShadow: (th) => `inset 0 0 0 3px ${alpha(th.palette.secondary.light, 0.9)}, inset 0 0 72px 12px ${alpha(th.palette.secondary.light, 0.35)}`,
      }}
    />
  );
}

import { LottieSvg } from 'lottie-react';
import { useMemo } from 'react';
import { confettiAnimation } from './confettiAnimation';

/** Loaded lazily: lottie is never in the initial bundle. */
export default function Confetti() {
  const animation = useMemo(() => confettiAnimation(), []);
  return (
    <LottieSvg
      src={animation}
      loop={false}
      autoplay
      aria-hidden
      rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400 }}
    />
  );
}

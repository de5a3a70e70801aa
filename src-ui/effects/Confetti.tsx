import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { confettiAnimation } from './confettiAnimation';

/** Loaded lazily: lottie is never in the initial bundle. The light player: no expression engine (no eval), which the animation does not use. */
export default function Confetti() {
  const animation = useMemo(() => confettiAnimation(), []);
  return (
    <LottieLight
      src={animation}
      loop={false}
      autoplay
      aria-hidden
      rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400 }}
    />
  );
}

import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { confettiAnimation, type ConfettiSize } from './confettiAnimation';

/** Loaded lazily: lottie is never in the initial bundle. The light player: no expression engine (no eval), which the animation does not use. */
export default function Confetti({ size = 'full' }: { readonly size?: ConfettiSize }) {
  const animation = useMemo(() => confettiAnimation(size), [size]);
  return (
    <LottieLight
      src={animation}
      loop={false}
      autoplay
      aria-hidden
      data-confetti={size}
      rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400 }}
    />
  );
}

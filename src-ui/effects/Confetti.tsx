import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { confettiAnimation, type ConfettiSize } from './confettiAnimation';

/** Loaded lazily: lottie is never in the initial bundle. The light player: no expression engine (no eval), which the animation does not use. */
export default function Confetti({ size = 'full' }: { readonly size?: ConfettiSize }) {
  const animation = useMemo(() => confettiAnimation(size), [size]);
  // The wrapper names the size (lighter on a device Telegram rates LOW) without taking any room.
  return (
    <div data-confetti={size} aria-hidden style={{ display: 'contents' }}>
      <LottieLight
        src={animation}
        loop={false}
        autoplay
        aria-hidden
        rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
        style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400 }}
      />
    </div>
  );
}

import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { prefersReducedMotion } from '@ui/components/motion';
import { confettiAnimation, type ConfettiSize } from './confettiAnimation';
import { CalmHighlight } from './CalmHighlight';

/**
 * The one celebration of the app (an opening's win, an upgrade's win), loaded lazily: lottie is
 * never in the initial bundle. The light player: no expression engine (no eval), which the
 * animation does not use. A player who asked the system for less motion gets no particles: a
 * still, calm highlight around the screen for the same 3 s instead.
 */
export default function Confetti({ size = 'full' }: { readonly size?: ConfettiSize }) {
  const calm = prefersReducedMotion();
  const animation = useMemo(() => (calm ? null : confettiAnimation(size)), [calm, size]);
  if (animation === null) return <CalmHighlight />;
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

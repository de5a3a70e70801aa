import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '@ui/components/frames';
import { historyIndex } from '@ui/navigation/historyTrail';

/**
 * Spec §2: smooth scroll to the top on a route change when the history index is above zero. Started
 * once the new screen is drawn: scrolling lays the page out at once, and the tap that changed the
 * route would wait for that layout (and lay the page out again for its own frame).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (historyIndex() === 0) return undefined;
    return afterNextPaint(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
  }, [pathname]);
}

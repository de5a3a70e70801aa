import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { historyIndex } from '@ui/navigation/historyTrail';

/** Spec §2: smooth scroll to the top on a route change when the history index is above zero. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (historyIndex() > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

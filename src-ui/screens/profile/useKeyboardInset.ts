import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport the on-screen keyboard covers, in px. Where the messenger resizes
 * the web view for the keyboard (Android) this stays 0; where only the visual viewport shrinks
 * (iOS) a bottom sheet lifts by it, so its field and buttons stay above the keys.
 */
export function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return undefined;
    const measure = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      setInset(0);
    };
  }, [active]);
  return inset;
}

/** The player asked the system for less motion: spins and reveals then jump to their end. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether an element can be animated with Web Animations (not in every test DOM). */
export function canAnimate(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.animate === 'function';
}

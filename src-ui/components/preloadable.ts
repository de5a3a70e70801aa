import { createElement, lazy, useLayoutEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component in a chunk of its own that a screen may fetch ahead of drawing it (`preload`). Once
 * that fetch is in, `Loaded` draws it at once; before, `Lazy` does under Suspense (a fallback
 * first, then the component).
 */
export interface Preloadable<P extends object> {
  /** Fetches the chunk (once; a failure is forgotten, so the next call or the lazy path tries again). */
  readonly preload: () => void;
  readonly Lazy: LazyExoticComponent<ComponentType<P>>;
  /** The component, drawn without a fallback; only once `loaded()`. */
  readonly Loaded: ComponentType<P>;
  readonly loaded: () => boolean;
}

export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Preloadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  return {
    preload: () => {
      pending ??= load().then(
        (module) => {
          component = pick(module);
        },
        () => {
          pending = null;
        },
      );
    },
    Lazy: lazy(async () => ({ default: pick(await load()) })),
    Loaded: (props: P) => (component ? createElement(component, props) : null),
    loaded: () => component !== null,
  };
}

/**
 * Whether to draw `Loaded` (else `Lazy`): chosen afresh while nothing of it is on screen, then kept
 * for as long as it is (`draws`: this render draws it). Switching while it is on screen would put
 * another element type there, so React would mount it anew: its state lost, and a list's measured
 * rows, which moves the page under a player scrolled down it.
 */
export function usePreloaded(part: Pick<Preloadable<object>, 'loaded'>, draws: boolean): boolean {
  const chosen = useRef(false);
  const onScreen = useRef(false);
  // Written only while nothing of it is committed, so a render React throws away changes nothing drawn.
  if (!onScreen.current) chosen.current = part.loaded();
  useLayoutEffect(() => {
    onScreen.current = draws;
  });
  return chosen.current;
}

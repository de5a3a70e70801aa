import type { RouteName } from './routeTable';

/**
 * A route's screen fetched ahead of the tap that shows it. The shell registers how each lazily
 * loaded route fetches its screen (appRoutes); a screen that knows where the player goes next asks
 * for it in one of two ways:
 * - preloadScreen: the screen is ready, so the tap draws it in its own frame instead of a loader
 *   (for a screen that is light to draw, such as the opening's countdown);
 * - warmScreen: only its chunk is fetched and run, so the tap still draws the loader in its frame
 *   (one element) and the screen a task later, with none of the fetch's work (the module preload
 *   links, the chunk's evaluation) inside the tap. For a screen that is heavy to draw, such as a
 *   list: drawing it in the tap would make the tap slower than the loader does.
 */
export interface ScreenFetch {
  /** Fetches the screen and fills its slot (once: a second call is free). */
  readonly show: () => Promise<unknown>;
  /** Fetches and runs the screen's chunk, leaving its slot empty. */
  readonly warm: () => Promise<unknown>;
}

const preloads = new Map<RouteName, ScreenFetch>();

export function registerScreenPreload(route: RouteName, fetch: ScreenFetch): void {
  preloads.set(route, fetch);
}

/** Fetches the route's screen now (once: a second call is free); a failure is left for the visit to show. */
export function preloadScreen(route: RouteName): void {
  void preloads.get(route)?.show().catch(() => undefined);
}

/** Fetches and runs the route's chunk now, its screen still drawn by the visit; a failure is tried again by the visit. */
export function warmScreen(route: RouteName): void {
  void preloads.get(route)?.warm().catch(() => undefined);
}

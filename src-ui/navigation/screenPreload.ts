import type { RouteName } from './routeTable';

/**
 * A route's screen fetched ahead of the tap that shows it. The shell registers how each lazily
 * loaded route fetches its screen (appRoutes); a screen that knows where the player goes next asks
 * for it, so that tap renders the next screen in its own frame instead of a loader first.
 */
const preloads = new Map<RouteName, () => Promise<unknown>>();

export function registerScreenPreload(route: RouteName, fetchScreen: () => Promise<unknown>): void {
  preloads.set(route, fetchScreen);
}

/** Fetches the route's screen now (once: a second call is free); a failure is left for the visit to show. */
export function preloadScreen(route: RouteName): void {
  void preloads.get(route)?.().catch(() => undefined);
}

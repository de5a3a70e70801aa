import { createContext } from 'react';
import type { AppServices } from '@ui/services';

/** What a route declares its screen uses beyond the first load (navigation/routeTable.ts). */
export interface ScreenNeeds {
  /** The screen spends crystals or sets the limits: the player's limits are there for it. */
  readonly limits: boolean;
}

export const NO_NEEDS: ScreenNeeds = { limits: false };

/** Set by the route that draws the screen; a screen outside a route needs nothing. */
export const ScreenNeedsContext = createContext<ScreenNeeds>(NO_NEEDS);

/**
 * The services a screen's view-models are built from: without the limits unless its route declares
 * that it spends. A factory that reads them on a route that forgot `spends: true` fails the first
 * time the screen is drawn, on every device, instead of only when the limits' chunk happened to
 * arrive after the screen's.
 */
export function servicesFor(services: AppServices, needs: ScreenNeeds): AppServices {
  if (needs.limits) return services;
  return Object.create(services, {
    limits: {
      get(): never {
        throw new Error('This screen reads the player limits but its route does not spend: set spends: true in navigation/routeTable.ts');
      },
    },
  }) as AppServices;
}

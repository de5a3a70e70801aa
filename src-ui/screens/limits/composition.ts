import type { AppServices } from '@ui/services';
import { LimitsViewModel } from './LimitsViewModel';

/** The limits screen wired (a screen that spends: its route fetches the limits' chunk with it). */
export function createLimitsViewModel(services: AppServices): LimitsViewModel {
  return new LimitsViewModel({ limits: services.limits });
}

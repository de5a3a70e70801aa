import type { AppServices } from '@ui/services';
import { HomeViewModel } from './HomeViewModel';
import { LiveFeedViewModel } from './LiveFeedViewModel';

// Home's sections wired: the only code that knows what their view-models need (the tasks
// section, a chunk of its own, in tasksComposition.ts).

export function createHomeViewModel(services: AppServices): HomeViewModel {
  return new HomeViewModel({ session: services.session, cases: services.cases, api: services.api });
}

export function createLiveFeedViewModel(services: AppServices): LiveFeedViewModel {
  return new LiveFeedViewModel({ api: services.api, clock: services.clock, random: services.random, presence: services.presence, toaster: services.toaster });
}

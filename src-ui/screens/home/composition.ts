import type { AppServices } from '@ui/services';
import { HomeViewModel } from './HomeViewModel';
import { LiveFeedViewModel } from './LiveFeedViewModel';
import { TasksViewModel } from './TasksViewModel';

// Home's sections wired: the only code that knows what their view-models need.

export function createHomeViewModel(services: AppServices): HomeViewModel {
  return new HomeViewModel({ session: services.session, cases: services.cases, api: services.api });
}

export function createLiveFeedViewModel(services: AppServices): LiveFeedViewModel {
  return new LiveFeedViewModel({ api: services.api, clock: services.clock, random: services.random, presence: services.presence, toaster: services.toaster });
}

/** `openPayment`: where the top-up task leads (the section's router knows how). */
export function createTasksViewModel(services: AppServices, { openPayment }: { readonly openPayment: () => void }): TasksViewModel {
  return new TasksViewModel({
    api: services.api, messenger: services.messenger, toaster: services.toaster, session: services.session, storage: services.storage,
    alert: (message) => window.alert(message),
    openPayment,
  });
}

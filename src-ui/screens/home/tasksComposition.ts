import type { AppServices } from '@ui/services';
import { TasksViewModel } from './TasksViewModel';

// The tasks section wired, beside home's other factories (composition.ts) but in the section's own
// chunk: the view-model and the task rules come with the section, not with every first load.

/** `openPayment`: where the top-up task leads (the section's router knows how). */
export function createTasksViewModel(services: AppServices, { openPayment }: { readonly openPayment: () => void }): TasksViewModel {
  return new TasksViewModel({
    api: services.api, messenger: services.messenger, toaster: services.toaster, session: services.session, storage: services.storage,
    alert: (message) => window.alert(message),
    openPayment,
  });
}

import type { AppServices } from '@ui/services';
import { ProfileViewModel } from './ProfileViewModel';

/** The profile wired: the only code that knows what its view-model needs. */
export function createProfileViewModel(services: AppServices): ProfileViewModel {
  return new ProfileViewModel({
    api: services.api, messenger: services.messenger, session: services.session, toaster: services.toaster, settings: services.settings,
  });
}

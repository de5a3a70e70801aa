import type { AppServices } from '@ui/services';
import { PaymentViewModel } from './PaymentViewModel';

/** The top-up screen wired. `goHome`: where a paid purchase leads (the screen's router knows how). */
export function createPaymentViewModel(services: AppServices, { goHome }: { readonly goHome: () => void }): PaymentViewModel {
  return new PaymentViewModel({
    api: services.api, messenger: services.messenger, clock: services.clock, analytics: services.analytics, toaster: services.toaster,
    session: services.session, guard: services.guard, limits: services.limits,
    goHome,
    reloadPage: () => window.location.reload(),
  });
}

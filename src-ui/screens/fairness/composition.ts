import type { AppServices } from '@ui/services';
import { FairnessViewModel } from './FairnessViewModel';
import { VerifyRollViewModel } from './VerifyRollViewModel';

// The fairness screens wired: the only code that knows what their view-models need.

export function createFairnessViewModel(services: AppServices): FairnessViewModel {
  return new FairnessViewModel({ api: services.api, hashing: services.hashing, fairPlay: services.fairPlay, session: services.session });
}

export function createVerifyRollViewModel(
  services: AppServices,
  { itemId, kind }: { readonly itemId: string; readonly kind: 'opening' | 'upgrade' | null },
): VerifyRollViewModel {
  return new VerifyRollViewModel(itemId, kind, {
    api: services.api, hashing: services.hashing, fairPlay: services.fairPlay, messenger: services.messenger, session: services.session,
    toaster: services.toaster, texts: services.texts, origin: window.location.origin,
  });
}

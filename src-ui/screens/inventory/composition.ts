import type { AppServices } from '@ui/services';
import { InventoryViewModel } from './InventoryViewModel';

/** The inventory wired: the only code that knows what its view-model needs. */
export function createInventoryViewModel(services: AppServices): InventoryViewModel {
  return new InventoryViewModel({
    api: services.api, session: services.session, toaster: services.toaster, inventory: services.inventory, messenger: services.messenger,
    texts: services.texts,
  });
}

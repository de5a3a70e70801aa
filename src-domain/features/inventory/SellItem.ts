import { makeValueMove, type ItemUseCase } from './valueMove';

/**
 * SellItem (spec §2 inventory, §7 GET /api/inventory/{id}/sale/): sells an available or returned
 * item back for its cost. The balance and the item are what the reload after the call reports.
 */
export const SellItem: ItemUseCase = {
  action: 'sell',
  run: (deps, itemId) => makeValueMove({
    action: 'sell',
    doneStatuses: ['sold'],
    nextTab: null,
    call: () => deps.api.sellItem(itemId),
  }, deps, itemId),
};

import type { AppServices } from '@ui/services';
import { TransactionsViewModel } from './TransactionsViewModel';

/** The history wired: the only code that knows what its view-model needs. */
export function createTransactionsViewModel(services: AppServices): TransactionsViewModel {
  return new TransactionsViewModel({ api: services.api, toaster: services.toaster });
}

import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function TransactionsScreen() {
  return <TitledPage page="transactions" />;
}

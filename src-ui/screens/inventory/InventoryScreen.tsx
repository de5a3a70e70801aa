import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function InventoryScreen() {
  return <TitledPage page="inventory" />;
}

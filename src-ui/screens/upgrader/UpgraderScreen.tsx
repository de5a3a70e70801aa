import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function UpgraderScreen() {
  return <TitledPage page="upgrader" />;
}

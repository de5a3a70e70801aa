import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function ProfileScreen() {
  return <TitledPage page="profile" />;
}

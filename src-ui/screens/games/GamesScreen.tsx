import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function GamesScreen() {
  return <TitledPage page="games" />;
}

import { startApiFront } from '../support/apiFront';

/** Once per run: the front proxy that hands each worker's live calls to that worker's loopback server. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const front = await startApiFront();
  return () => new Promise((resolve) => {
    front.closeAllConnections();
    front.close(() => resolve());
  });
}

import { createContext, useContext } from 'react';
import type { FakeMessenger } from '@adapters/memory/FakeMessenger';
import type { GameBackend } from '@adapters/memory/backend/GameBackend';
import type { AppServices } from '@ui/services';

/** What the demo's developer tools drive: the imitation messenger, the in-memory backend, and the app's services. */
export interface DemoHandles {
  readonly messenger: FakeMessenger;
  readonly backend: GameBackend;
  readonly services: AppServices;
}

export const DemoContext = createContext<DemoHandles | null>(null);

export function useDemoHandles(): DemoHandles {
  const handles = useContext(DemoContext);
  if (!handles) throw new Error('useDemoHandles() outside the demo chrome');
  return handles;
}

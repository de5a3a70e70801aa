import { createContext, useContext } from 'react';
import type { FakeMessenger } from '@adapters/memory/FakeMessenger';
import type { GameBackend } from '@adapters/memory/backend/GameBackend';

/** What the demo's developer tools drive: the imitation messenger and the in-memory backend. */
export interface DemoHandles {
  readonly messenger: FakeMessenger;
  readonly backend: GameBackend;
}

export const DemoContext = createContext<DemoHandles | null>(null);

export function useDemoHandles(): DemoHandles {
  const handles = useContext(DemoContext);
  if (!handles) throw new Error('useDemoHandles() outside the demo chrome');
  return handles;
}

import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import type { FakeMessenger } from '../../src-adapters/memory/FakeMessenger';
import type { GameBackend } from '../../src-adapters/memory/backend/GameBackend';
import { DemoChrome } from '../demo/DemoChrome';
import { DemoContext } from '../demo/DemoContext';
import { DEMO_TOKENS, demoModule } from './demoModule';
import { TOKENS } from './tokens';

/** Loaded with a dynamic import on development hosts only. */
export const entry = {
  module: demoModule,
  chrome(container: Container) {
    const handles = {
      messenger: container.get(TOKENS.Messenger) as FakeMessenger,
      backend: container.get<GameBackend>(DEMO_TOKENS.GameBackend),
    };
    return function Chrome({ children }: { children: ReactNode }) {
      return (
        <DemoContext.Provider value={handles}>
          <DemoChrome>{children}</DemoChrome>
        </DemoContext.Provider>
      );
    };
  },
};

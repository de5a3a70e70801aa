import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { liveModule } from './liveModule';

/** Loaded with a dynamic import everywhere else: pulls in @twa-dev/sdk and axios. */
export const entry = {
  module: liveModule,
  chrome(_container: Container): ComponentType<{ children: ReactNode }> | undefined {
    return undefined;
  },
};

import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { liveModule, metrika } from './liveModule';

/** Loaded with a dynamic import everywhere else: pulls in @twa-dev/sdk and axios. */
export const entry = {
  module: () => liveModule,
  routes: [] as RouteObject[],
  prepare(_container: Container, _i18n: unknown): void {},
  chrome(_container: Container): ComponentType<{ children: ReactNode }> | undefined {
    return undefined;
  },
  /** Once the first screen is drawn: what the start did not need (the analytics tag). */
  afterFirstRender(): void {
    metrika?.load();
  },
};

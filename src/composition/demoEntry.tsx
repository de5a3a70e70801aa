import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { DemoChrome } from '@app/demo/DemoChrome';
import { DemoContext } from '@app/demo/DemoContext';
import { demoEn, demoRu } from '@app/demo/demoTranslations';
import { scenarioFromSearch } from '@app/demo/scenarios';
import { lazyScreen } from '@ui/shell/RouteError';
import { createDemoModule } from './demoModule';
import { TOKENS } from './tokens';

const scenarioRequest = scenarioFromSearch(window.location.search);

function handles(container: Container) {
  return {
    messenger: container.get(FakeMessenger),
    backend: container.get(GameBackend),
  };
}

/** Loaded with a dynamic import on development hosts only. */
export const entry = {
  /** A scenario link (`?scenario=…`) runs on a fresh memory store with a seeded random. */
  module: () => scenarioRequest
    ? createDemoModule({
      storage: new MemoryStorage(), userKey: scenarioRequest.scenario.user, colorScheme: scenarioRequest.colorScheme, seed: 42,
      ...(scenarioRequest.language ? { languageCode: scenarioRequest.language } : {}),
    })
    : createDemoModule(),

  routes: [{ path: 'dev/scenarios', element: lazyScreen(async () => (await import('@app/demo/ScenarioGallery')).ScenarioGallery) }] as RouteObject[],

  /** Before the first request: set the scenario's stage and open its screen. */
  prepare(container: Container, i18n: I18n): void {
    i18n.addResourceBundle('en', 'translation', demoEn, true, true);
    i18n.addResourceBundle('ru', 'translation', demoRu, true, true);
    if (!scenarioRequest) return;
    const { scenario, language } = scenarioRequest;
    const { backend, messenger } = handles(container);
    if (language) backend.configurePlayer(mockUserByKey(scenario.user), { lang: language });
    scenario.prepare?.({ backend, messenger });
    window.history.replaceState({ usr: scenario.state ?? null, key: 'scenario', idx: 0 }, '', scenario.path);
  },

  afterFirstRender(): void {},

  chrome(container: Container) {
    const value = { ...handles(container), services: container.get(TOKENS.Services) };
    return function Chrome({ children }: { children: ReactNode }) {
      return (
        <DemoContext.Provider value={value}>
          <DemoChrome>{children}</DemoChrome>
        </DemoContext.Provider>
      );
    };
  },
};

import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FakeMessenger } from '@adapters/memory/FakeMessenger';
import type { GameBackend } from '@adapters/memory/backend/GameBackend';
import { mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { DemoChrome } from '@app/demo/DemoChrome';
import { DemoContext } from '@app/demo/DemoContext';
import { demoEn, demoRu } from '@app/demo/demoTranslations';
import { ScenarioGallery } from '@app/demo/ScenarioGallery';
import { scenarioFromSearch } from '@app/demo/scenarios';
import { createDemoModule, DEMO_TOKENS } from './demoModule';
import { TOKENS } from './tokens';

const scenarioRequest = scenarioFromSearch(window.location.search);

function handles(container: Container) {
  return {
    messenger: container.get(TOKENS.Messenger) as FakeMessenger,
    backend: container.get<GameBackend>(DEMO_TOKENS.GameBackend),
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

  routes: [{ path: 'dev/scenarios', element: <ScenarioGallery /> }] as RouteObject[],

  /** Before the first request: set the scenario's stage and open its screen. */
  prepare(container: Container): void {
    const i18n = container.get(TOKENS.I18n);
    i18n.addResourceBundle('en', 'translation', demoEn, true, true);
    i18n.addResourceBundle('ru', 'translation', demoRu, true, true);
    if (!scenarioRequest) return;
    const { scenario, language } = scenarioRequest;
    const { backend, messenger } = handles(container);
    if (language) backend.configurePlayer(mockUserByKey(scenario.user), { lang: language });
    scenario.prepare?.({ backend, messenger });
    window.history.replaceState({ usr: scenario.state ?? null, key: 'scenario', idx: 0 }, '', scenario.path);
  },

  chrome(container: Container) {
    const value = handles(container);
    return function Chrome({ children }: { children: ReactNode }) {
      return (
        <DemoContext.Provider value={value}>
          <DemoChrome>{children}</DemoChrome>
        </DemoContext.Provider>
      );
    };
  },
};

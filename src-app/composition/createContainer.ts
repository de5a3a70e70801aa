import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppServices } from '@ui/services';
import { coreModule } from './coreModule';
import { TOKENS } from './tokens';

export function createContainer(modeModule: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, modeModule);
  return container;
}

export type Overrides = ReadonlyArray<readonly [ServiceIdentifier<unknown>, unknown]>;

/**
 * For integration tests: the demo wiring with any binding replaced by a given value, e.g.
 * `createTestContainer([[TOKENS.Clock, manualClock], [TOKENS.Messenger, fakeMessenger]])`.
 */
export function createTestContainer(modeModule: ContainerModule, overrides: Overrides = []): Container {
  const container = createContainer(modeModule);
  for (const [token, value] of overrides) {
    container.unbind(token);
    container.bind(token).toConstantValue(value);
  }
  return container;
}

export function resolveServices(container: Container): AppServices {
  return {
    mode: container.get(TOKENS.RunMode),
    api: container.get(TOKENS.Api),
    messenger: container.get(TOKENS.Messenger),
    storage: container.get(TOKENS.Storage),
    sound: container.get(TOKENS.Sound),
    clock: container.get(TOKENS.Clock),
    random: container.get(TOKENS.Random),
    toaster: container.get(TOKENS.Toaster),
    logger: container.get(TOKENS.Logger),
    analytics: container.get(TOKENS.Analytics),
    session: container.get(TOKENS.SessionStore),
    cases: container.get(TOKENS.CasesStore),
  };
}

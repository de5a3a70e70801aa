import type { i18n } from 'i18next';
import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { languageFromLocale } from '@domain/model/language';
import { createI18n, loadBaseTexts } from '@ui/i18n/createI18n';
import { coreModule } from './coreModule';
import { servicesModule } from './servicesModule';
import { TOKENS } from './tokens';

/**
 * The one place the app is wired: the shared bindings, the run mode's adapters, and what the
 * screens get (servicesModule). `container.get(TOKENS.Services)` once the translations are bound.
 */
export function createContainer(modeModule: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, modeModule, servicesModule);
  return container;
}

export type Overrides = ReadonlyArray<readonly [ServiceIdentifier<unknown>, unknown]>;

/**
 * For integration tests: the demo wiring with any binding replaced by a given value, e.g.
 * `createTestContainer(demoModule, [[TOKENS.Clock, manualClock], [TOKENS.Messenger, fakeMessenger]])`.
 */
export function createTestContainer(modeModule: ContainerModule, overrides: Overrides = []): Container {
  const container = createContainer(modeModule);
  for (const [token, value] of overrides) {
    if (container.isBound(token)) container.unbind(token);
    container.bind(token).toConstantValue(value);
  }
  return container;
}

/**
 * The app's translations, starting in the messenger user's language until the profile says
 * otherwise: that language's texts only (the start page has preloaded their chunk). Bound in the
 * container, where the screens' services take their words for native popups from.
 */
export async function createAppI18n(container: Container): Promise<i18n> {
  const language = languageFromLocale(container.get(TOKENS.Messenger).user?.languageCode);
  const i18n = createI18n(language, { [language]: await loadBaseTexts(language) });
  container.bind(TOKENS.I18n).toConstantValue(i18n);
  return i18n;
}

import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { seededRandom } from '@domain/shared/seededRandom';
import { SilentSound } from '@adapters/memory/SilentSound';
import { createAppI18n, createTestContainer, resolveServices, type Overrides } from '@app/composition/createContainer';
import { demoModule } from '@app/composition/demoModule';
import { TOKENS } from '@app/composition/tokens';
import { App } from '@ui/App';
import { appRoutes } from '@ui/shell/appRoutes';

export interface RenderAppOptions {
  readonly path?: string;
  readonly user?: string;
  readonly colorScheme?: 'light' | 'dark';
  readonly overrides?: Overrides;
  readonly load?: boolean;
  /** Navigation state of the first entry (e.g. the opening's allow flag). */
  readonly state?: unknown;
}

/**
 * The whole app on the in-memory adapters (the demo wiring of the composition root), with a
 * manual clock, memory storage and a fake messenger, rendered at `path`.
 */
export function renderApp(options: RenderAppOptions = {}) {
  const user = mockUserByKey(options.user ?? 'player');
  const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
  const storage = new MemoryStorage();
  const messenger = new FakeMessenger({
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, languageCode: user.languageCode, photoUrl: null },
    initData: mockInitData(user, Math.floor(clock.now() / 1000)),
    colorScheme: options.colorScheme ?? 'dark',
  });
  const sound = new SilentSound();
  const container = createTestContainer(demoModule, [
    [TOKENS.Clock, clock],
    [TOKENS.Storage, storage],
    [TOKENS.Messenger, messenger],
    [TOKENS.Random, seededRandom(1)],
    [TOKENS.Sound, sound],
    [TOKENS.Logger, { error: () => {}, warn: () => {} }],
    ...(options.overrides ?? []),
  ]);
  const services = resolveServices(container);
  const i18n = createAppI18n(container);
  if (options.load !== false) void services.session.load();
  const [pathname = '/', query] = (options.path ?? '/').split('?');
  const router = createMemoryRouter(appRoutes(), { initialEntries: [{ pathname, search: query ? `?${query}` : '', state: options.state ?? null }] });
  const view = render(<App services={services} i18n={i18n} router={router} />);
  return { ...view, services, router, clock, storage, messenger, container, i18n, sound };
}

import { configure, render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { seededRandom } from '@domain/shared/seededRandom';
import { SilentSound } from '@adapters/memory/SilentSound';
import { createTestContainer, type Overrides } from '@app/composition/createContainer';
import { languageFromLocale } from '@domain/model/language';
import { testI18n } from './i18n';
import { demoModule } from '@app/composition/demoModule';
import { TOKENS } from '@app/composition/tokens';
import { App } from '@ui/App';
import { appRoutes } from '@ui/shell/appRoutes';
import './loadedCalls';

// findBy / waitFor wait for the app, not for the machine: on a busy 2-core runner a lazily loaded
// screen's first transform can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The toast host is loaded with the first toast; loading its code here once keeps a test's first
// toast from waiting on the module transform (seconds on a busy machine) rather than on the app.
await import('@ui/toasts/NotistackHost');

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
  const i18n = testI18n(languageFromLocale(user.languageCode));
  const container = createTestContainer(demoModule, [
    [TOKENS.I18n, i18n],
    [TOKENS.Clock, clock],
    [TOKENS.Storage, storage],
    [TOKENS.Messenger, messenger],
    [TOKENS.Random, seededRandom(1)],
    [TOKENS.Sound, sound],
    [TOKENS.Logger, { error: () => {}, warn: () => {} }],
    ...(options.overrides ?? []),
  ]);
  const services = container.get(TOKENS.Services);
  if (options.load !== false) void services.session.load();
  const [pathname = '/', query] = (options.path ?? '/').split('?');
  const router = new RouterHandle();
  const initial = { pathname, search: query ? `?${query}` : '', state: options.state ?? null };
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[initial]} useTransitions={false}>
        <RouterProbe handle={router} />
        {children}
      </MemoryRouter>
    );
  }
  const view = render(<App services={services} i18n={i18n} routes={appRoutes()} Router={Router} />);
  return { ...view, services, router, clock, storage, messenger, container, i18n, sound };
}

/** What a test may ask of the app's router: where it is, and to go somewhere (as a link would). */
export class RouterHandle {
  private location: Location | null = null;
  private go: NavigateFunction | null = null;

  attach(location: Location, navigate: NavigateFunction): void {
    this.location = location;
    this.go = navigate;
  }

  get state(): { readonly location: Location } {
    if (!this.location) throw new Error('the router has not rendered yet');
    return { location: this.location };
  }

  async navigate(to: To | number, options?: NavigateOptions): Promise<void> {
    if (!this.go) throw new Error('the router has not rendered yet');
    await (typeof to === 'number' ? this.go(to) : this.go(to, options));
  }
}

function RouterProbe({ handle }: { readonly handle: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => handle.attach(location, navigate));
  return null;
}

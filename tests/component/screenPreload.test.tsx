// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '@ui/navigation/routeTable';
import { preloadScreen, registerScreenPreload, warmScreen } from '@ui/navigation/screenPreload';
import { BottomNav } from '@ui/shell/BottomNav';
import { renderApp } from '../support/renderApp';
import { ServicesContext, type AppServices } from '@ui/services';
import { lazyScreen } from '@ui/shell/RouteError';

afterEach(cleanup);

// The lazy screen asks the services only whether the limits' chunk is there.
const services = { limitsAccess: { ready: true, load: async () => {} } } as unknown as AppServices;

function Next() {
  return <p>the next screen</p>;
}

function Start() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate('/next')}>go</button>;
}

function app(load: () => Promise<ComponentType>, route: 'caseOpening' | 'cases' = 'caseOpening') {
  const next = lazyScreen(load, { route });
  function Routes() {
    return useRoutes([{ path: '/', element: <Start /> }, { path: '/next', element: next }]);
  }
  render(<ServicesContext.Provider value={services}><MemoryRouter><Routes /></MemoryRouter></ServicesContext.Provider>);
}

it('a route preloaded by its name draws its screen in the tap itself, with no loader first, and is fetched once', async () => {
  const load = vi.fn(async () => Next);
  app(load);
  preloadScreen('caseOpening');
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
  expect(screen.getByText('the next screen')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('without the preload the tap draws the loader, and the screen once its chunk is there', async () => {
  const load = vi.fn(async () => Next);
  app(load);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
  expect(screen.getByRole('status')).toBeTruthy();
  expect(screen.queryByText('the next screen')).toBeNull();
  expect(await screen.findByText('the next screen')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a warmed route fetches its chunk once, ahead; the tap still draws the loader, then the screen', async () => {
  const load = vi.fn(async () => Next);
  app(load, 'cases');
  warmScreen('cases');
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
  // The chunk is there, yet the tap draws only the loader (a preloaded route draws its screen, above).
  expect(screen.getByRole('status')).toBeTruthy();
  expect(screen.queryByText('the next screen')).toBeNull();
  expect(await screen.findByText('the next screen')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a warm-up that fails is tried again by the visit, which then shows the screen', async () => {
  const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Next);
  app(load, 'cases');
  warmScreen('cases');
  await act(async () => {});
  act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
  expect(await screen.findByText('the next screen')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

describe('what is warmed once the first screen is drawn', () => {
  const warmed = (routes: readonly RouteName[]) => {
    const calls: string[] = [];
    for (const route of routes) {
      registerScreenPreload(route, {
        show: async () => calls.push(`show ${route}`),
        warm: async () => calls.push(`warm ${route}`),
      });
    }
    return calls;
  };

  it('the tab bar warms the other tabs, one a frame, and never fills their screens', async () => {
    const calls = warmed(['games', 'inventory', 'profile', 'home']);
    const messenger = { hapticSelection: () => {} };
    render(<ServicesContext.Provider value={{ ...services, messenger } as unknown as AppServices}><MemoryRouter><BottomNav /></MemoryRouter></ServicesContext.Provider>);
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls).toEqual(['warm games', 'warm inventory', 'warm profile']));
  });

  it('home warms the case list, where its Open cases leads', async () => {
    renderApp({ user: 'player', path: '/' });
    // In place of the route the app registered: what home asks of it is recorded.
    const calls = warmed(['cases']);
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    await waitFor(() => expect(calls).toContain('warm cases'));
    expect(calls).not.toContain('show cases');
  });

  it('the case list warms the case page, where a card leads', async () => {
    renderApp({ user: 'player', path: '/cases' });
    const calls = warmed(['caseDetail']);
    await screen.findAllByRole('link', { name: /^Open case / });
    await waitFor(() => expect(calls).toContain('warm caseDetail'));
    expect(calls).not.toContain('show caseDetail');
  });
});

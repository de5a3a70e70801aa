// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { preloadScreen } from '@ui/navigation/screenPreload';
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

function app(load: () => Promise<ComponentType>) {
  const next = lazyScreen(load, { route: 'caseOpening' });
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
  // The fetch is not started by the tap's own effects: it waits for a task of its own.
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('the next screen')).toBeNull();
  expect(await screen.findByText('the next screen')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { testI18n } from '../support/i18n';
import { ScreenBoundary } from '@ui/shell/RouteError';

afterEach(cleanup);

function Broken(): never {
  throw new Error('this screen is broken');
}

/** The same element type on both routes: the router reuses it, as it does for lazy screens. */
function Screen({ name }: { name: string }) {
  return name === 'broken' ? <Broken /> : <p>{name}</p>;
}

it('a screen that throws shows the error in its place, and the next screen is itself again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const holder: { navigate?: NavigateFunction } = {};
  function Routes() {
    const navigate = useNavigate();
    useLayoutEffect(() => {
      holder.navigate = navigate;
    });
    return useRoutes([{
      element: <ScreenBoundary><Outlet /></ScreenBoundary>,
      children: [{ path: '/broken', element: <Screen name="broken" /> }, { path: '/fine', element: <Screen name="fine screen" /> }],
    }]);
  }
  render(<I18nextProvider i18n={testI18n('en')}><MemoryRouter initialEntries={['/broken']}><Routes /></MemoryRouter></I18nextProvider>);
  expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  await act(async () => {
    await holder.navigate?.('/fine');
  });
  expect(screen.getByText('fine screen')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a screen that throws shows the error in the player’s language, with our own page and not the router’s', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  function Routes() {
    return useRoutes([{ element: <ScreenBoundary><Outlet /></ScreenBoundary>, children: [{ path: '/broken', element: <Broken /> }] }]);
  }
  render(<I18nextProvider i18n={testI18n('ru')}><MemoryRouter initialEntries={['/broken']}><Routes /></MemoryRouter></I18nextProvider>);
  expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
  expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
  expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
});

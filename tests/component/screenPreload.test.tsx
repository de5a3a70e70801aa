// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from '@ui/i18n/createI18n';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { preloadScreen, usePreloadScreen } from '@ui/navigation/screenPreload';
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

/** A screen that names its chunk's texts, as OpeningRoute does. */
const textsOfNext = { en: { next: { title: 'Ready to open' } }, ru: { next: { title: 'Готов к открытию' } } };
const NextWithTexts = Object.assign(() => <p>the next screen</p>, { texts: [textsOfNext] });

function Preloading() {
  usePreloadScreen('caseOpening');
  return <p>the case page</p>;
}

function preloadingApp(load: () => Promise<ComponentType>) {
  const i18n = createI18n('en', { en: {} });
  const next = lazyScreen(load, { route: 'caseOpening' });
  function Routes() {
    return useRoutes([{ path: '/', element: <Preloading /> }, { path: '/next', element: next }]);
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}><MemoryRouter><Routes /></MemoryRouter></ServicesContext.Provider>
    </I18nextProvider>,
  );
  return { i18n, view };
}

it('a screen drawn with usePreloadScreen fetches the next one and adds the texts it names, in both languages, before any tap', async () => {
  const load = vi.fn(async () => NextWithTexts);
  const { i18n } = preloadingApp(load);
  expect(i18n.exists('next.title')).toBe(false);
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  expect(i18n.t('next.title')).toBe('Ready to open');
  expect(i18n.getResource('ru', 'translation', 'next.title')).toBe('Готов к открытию');
});

it('a preload that fails adds nothing and throws nothing; one that lands after the screen is gone adds nothing either', async () => {
  const failing = preloadingApp(vi.fn(() => Promise.reject(new Error('offline'))));
  await act(async () => {});
  expect(failing.i18n.exists('next.title')).toBe(false);
  expect(await preloadScreen('caseOpening')).toBeNull();
  cleanup();

  let arrive: (screen: ComponentType) => void = () => {};
  const late = preloadingApp(() => new Promise<ComponentType>((resolve) => { arrive = resolve; }));
  late.view.unmount();
  await act(async () => arrive(NextWithTexts));
  expect(late.i18n.exists('next.title')).toBe(false);
});

it('the screen reads the texts a preload added without merging them again, nor does a second screen of the same area', async () => {
  function NextReadingTexts() {
    useFeatureTexts(textsOfNext);
    return <p>the next screen</p>;
  }
  function Going() {
    usePreloadScreen('caseOpening');
    useFeatureTexts(textsOfNext);
    const navigate = useNavigate();
    return <button type="button" onClick={() => void navigate('/next')}>go</button>;
  }
  const i18n = createI18n('en', { en: {} });
  const next = lazyScreen(async () => Object.assign(NextReadingTexts, { texts: [textsOfNext] }), { route: 'caseOpening' });
  function Routes() {
    return useRoutes([{ path: '/', element: <Going /> }, { path: '/next', element: next }]);
  }
  const merged: string[] = [];
  i18n.store.on('added', (language: string) => merged.push(language));
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}><MemoryRouter><Routes /></MemoryRouter></ServicesContext.Provider>
    </I18nextProvider>,
  );
  await act(async () => {});
  // Each hook has its own wrapper of the instance (react-i18next): the area is still merged once.
  expect(merged).toEqual(['en', 'ru']);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
  expect(screen.getByText('the next screen')).toBeTruthy();
  expect(i18n.t('next.title')).toBe('Ready to open');
  expect(merged).toEqual(['en', 'ru']);
});

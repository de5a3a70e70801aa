// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LIST, ROUTE_TABLE, pathsToCheck, prefetchAt, routeAt } from '@ui/navigation/routeTable';
import { appRoutes } from '@ui/shell/appRoutes';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

/** Every path pattern the router knows, in order, from the nested route objects. */
function patternsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.index ? ['/'] : route.path ? [route.path] : []), ...patternsOf(route.children ?? [])]);
}

describe('the one route table', () => {
  it('is the router: no route is drawn that the table (and so the gates) does not list', () => {
    expect(patternsOf(appRoutes())).toEqual(ROUTE_LIST.filter((r) => !r.inLayout).concat(ROUTE_LIST.filter((r) => r.inLayout)).map((r) => r.pattern));
  });

  it('a route added next to the table shows up here, not in a player’s hands', () => {
    const planted = appRoutes([{ path: '/planted', element: null }]);
    const unlisted = patternsOf(planted).filter((pattern) => !ROUTE_LIST.some((route) => route.pattern === pattern));
    expect(unlisted).toEqual(['/planted']);
  });

  it('each sample and variant is a path of its own route, not of the catch-all', () => {
    for (const route of ROUTE_LIST.filter((r) => r.pattern !== '*')) {
      for (const path of [route.sample, ...(route.variants ?? [])]) {
        const matched = matchRoutes(appRoutes(), new URL(path, 'https://app.test').pathname);
        expect(matched?.at(-1)?.route.path ?? (matched?.at(-1)?.route.index ? '/' : null), path).toBe(route.pattern);
      }
    }
    expect(matchRoutes(appRoutes(), ROUTE_TABLE.notFound.sample)?.at(-1)?.route.path).toBe('*');
  });

  it('the gates’ paths leave out only the routes that need navigation state', () => {
    const left = ROUTE_LIST.filter((route) => !pathsToCheck().some((checked) => checked.path === route.sample)).map((route) => route.name);
    expect(left).toEqual(ROUTE_LIST.filter((route) => route.state !== undefined).map((route) => route.name));
    expect(left).toEqual(['caseOpening']);
  });
});

/**
 * Every route of the table, drawn by the whole app on the demo's adapters: its screen comes up with
 * its title and without the screen-error page. A screen that spends reads the limits when its
 * view-model is built, so a route that forgot `spends: true` fails here (the limits were not fetched).
 */
describe.each(ROUTE_LIST.flatMap((route) => [route.sample, ...(route.variants ?? [])].map((path) => ({ route, path }))))(
  'route $route.name at $path',
  ({ route, path }) => {
    it('shows its screen', async () => {
      const { router } = renderApp({ path, user: route.user ?? 'player', state: route.state });
      const title = await screen.findAllByRole('heading', { level: 1, hidden: true }, { timeout: 10_000 });
      expect(title.length).toBeGreaterThan(0);
      expect(screen.queryByText(/Something went wrong|This screen could not be loaded|Что-то пошло не так|Не удалось загрузить экран/)).toBeNull();
      expect(router.state.location.pathname).toBe(new URL(path, 'https://app.test').pathname);
    });
  },
);

describe('a route’s early reads (`prefetch`)', () => {
  it('are found by the path the app opens on, and only for that route', () => {
    expect(prefetchAt('/')).toEqual(ROUTE_TABLE.home.prefetch);
    expect(ROUTE_TABLE.home.prefetch.length).toBeGreaterThan(0);
    // '/' is a prefix of every path: none of these is home.
    for (const path of ['/cases', '/cases/2', '/inventory', '/no/such/page']) expect(prefetchAt(path), path).toEqual([]);
  });

  it('the route a path opens is the one the router draws there (the start-up asks it which screen it lands on)', () => {
    expect(routeAt('/')).toBe('home');
    expect(routeAt('/cases')).toBe('cases');
    expect(routeAt('/cases/2')).toBe('caseDetail');
    expect(routeAt('/verify/1000')).toBe('verifyDrop');
    expect(routeAt('/no/such/page')).toBeNull();
  });

  /** A declared read the screen no longer makes would be traffic for nothing on every start. */
  it.each(ROUTE_LIST.filter((route) => route.prefetch !== undefined))('$name: its screen makes each read it declares as it first shows', async (route) => {
    const { services } = renderApp({ path: route.sample, user: route.user ?? 'player' });
    // The screen is built once the profile is in: the spies are in place before it calls.
    const reads = (route.prefetch ?? []).map((read) => vi.spyOn(services.api, read));
    await screen.findAllByRole('heading', { level: 1, hidden: true }, { timeout: 10_000 });
    await waitFor(() => {
      for (const read of reads) expect(read).toHaveBeenCalled();
    });
  });
});

// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

it('with the allow flag but a balance short of the price, the opening goes to top-up (its first frame is the redirect)', async () => {
  // The case page already showed this case: the opening decides in its first render.
  const app = renderApp({ user: 'no-trade-link', path: '/cases/4' });
  await waitFor(() => expect(app.services.cases.details.has('4')).toBe(true));
  await app.router.navigate('/cases/4/opening', { state: { allowOpening: true } });
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment'));
});

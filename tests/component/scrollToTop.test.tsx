// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { BrowserRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { useScrollToTop } from '@ui/shell/useScrollToTop';

afterEach(cleanup);

/** The scroll starts once the new screen is drawn: after the next frame, in a task. */
const afterNextPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function Shell() {
  useScrollToTop();
  return <Outlet />;
}

it('scrolls smoothly to the top on route changes once there is history behind (spec §2)', async () => {
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const holder: { navigate?: NavigateFunction } = {};
  function Routes() {
    const navigate = useNavigate();
    useLayoutEffect(() => {
      holder.navigate = navigate;
    });
    return useRoutes([
      { element: <Shell />, children: [{ path: '/', element: <p>home</p> }, { path: '/a', element: <p>a</p> }, { path: '/b', element: <p>b</p> }] },
    ]);
  }
  const router = { navigate: async (to: string | number) => (typeof to === 'number' ? holder.navigate?.(to) : holder.navigate?.(to)) };
  render(<BrowserRouter><Routes /></BrowserRouter>);
  await act(async () => {});
  await afterNextPaint();
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => {
    await router.navigate('/a');
  });
  // Not in the route change's own frame: the scroll would lay the page out before it is drawn.
  expect(scrollTo).not.toHaveBeenCalled();
  await afterNextPaint();
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  await act(async () => {
    await router.navigate('/b');
  });
  await afterNextPaint();
  expect(scrollTo).toHaveBeenCalledTimes(2);
  await act(async () => {
    await router.navigate(-2);
  });
  await afterNextPaint();
  // Back at history index 0: nothing behind, no scroll.
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

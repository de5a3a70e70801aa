// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BackButtonController } from '@ui/navigation/BackButtonController';
import { BackButtonContext, useBackHandler } from '@ui/navigation/useBackHandler';

afterEach(cleanup);

function Screen({ onBack, enabled = true }: { onBack: () => void; enabled?: boolean }) {
  useBackHandler(onBack, enabled);
  return null;
}

it('a screen’s own Back handler wins while it is mounted, the latest one first', () => {
  const controller = new BackButtonController();
  const outer = vi.fn();
  const inner = vi.fn();
  const view = render(
    <BackButtonContext.Provider value={controller}>
      <Screen onBack={outer} />
      <Screen onBack={inner} />
    </BackButtonContext.Provider>,
  );
  act(() => expect(controller.handle()).toBe(true));
  expect(inner).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
  view.rerender(
    <BackButtonContext.Provider value={controller}>
      <Screen onBack={outer} />
      <Screen onBack={inner} enabled={false} />
    </BackButtonContext.Provider>,
  );
  act(() => expect(controller.handle()).toBe(true));
  expect(outer).toHaveBeenCalledTimes(1);
  view.unmount();
  expect(controller.handle()).toBe(false);
});

it('uses the latest handler closure without re-registering', () => {
  const controller = new BackButtonController();
  const first = vi.fn();
  const second = vi.fn();
  const view = render(<BackButtonContext.Provider value={controller}><Screen onBack={first} /></BackButtonContext.Provider>);
  view.rerender(<BackButtonContext.Provider value={controller}><Screen onBack={second} /></BackButtonContext.Provider>);
  controller.handle();
  expect(second).toHaveBeenCalledTimes(1);
  expect(first).not.toHaveBeenCalled();
});

it('a handler belongs to its screen’s address: once the address has moved on, a quick second press is not given to it', () => {
  const controller = new BackButtonController();
  const upgrader = vi.fn();
  window.history.replaceState(null, '', '/upgrader');
  render(<BackButtonContext.Provider value={controller}><Screen onBack={upgrader} /></BackButtonContext.Provider>);
  act(() => expect(controller.handle('/upgrader')).toBe(true));
  expect(upgrader).toHaveBeenCalledTimes(1);
  // The handler went to the games hub; the upgrader screen has not unmounted yet when Back comes again.
  window.history.replaceState(null, '', '/games');
  act(() => expect(controller.handle('/games')).toBe(false));
  expect(upgrader).toHaveBeenCalledTimes(1);
});

it('a handler of the shell (a dialog over every screen) holds on any address', () => {
  const controller = new BackButtonController();
  const dialog = vi.fn();
  function Dialog() {
    useBackHandler(dialog, true, { anyRoute: true });
    return null;
  }
  window.history.replaceState(null, '', '/cases');
  render(<BackButtonContext.Provider value={controller}><Dialog /></BackButtonContext.Provider>);
  window.history.replaceState(null, '', '/inventory');
  act(() => expect(controller.handle('/inventory')).toBe(true));
  expect(dialog).toHaveBeenCalledTimes(1);
});

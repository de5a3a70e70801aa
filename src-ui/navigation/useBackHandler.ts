import { createContext, useContext, useEffect, useRef } from 'react';
import { BackButtonController } from './BackButtonController';

export const BackButtonContext = createContext<BackButtonController>(new BackButtonController());

/**
 * Lets a screen take over the messenger's Back button while it is mounted (or while `enabled`), on
 * its own address; `anyRoute` for what holds over every screen (a dialog of the shell).
 */
export function useBackHandler(handler: () => void, enabled = true, { anyRoute = false } = {}): void {
  const controller = useContext(BackButtonContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    return controller.push(() => latest.current(), anyRoute ? null : window.location.pathname);
  }, [controller, enabled, anyRoute]);
}

/** Hides the messenger's Back button while `hidden` (the upgrader's spin: there is nowhere to go). */
export function useBackButtonHidden(hidden: boolean): void {
  const controller = useContext(BackButtonContext);
  useEffect(() => (hidden ? controller.hide() : undefined), [controller, hidden]);
}

import { createContext, useContext, useEffect, useRef } from 'react';
import { BackButtonController } from './BackButtonController';

export const BackButtonContext = createContext<BackButtonController>(new BackButtonController());

/** Lets a screen take over the messenger's Back button while it is mounted (or while `enabled`). */
export function useBackHandler(handler: () => void, enabled = true): void {
  const controller = useContext(BackButtonContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    return controller.push(() => latest.current());
  }, [controller, enabled]);
}

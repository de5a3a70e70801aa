import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LazyToaster } from './LazyToaster';
import type { Toaster } from './Toaster';
import { afterNextPaint } from '@ui/components/frames';

type Host = ComponentType<{ toaster: LazyToaster }>;

let hostModule: Promise<Host> | null = null;

/** The host's chunk, fetched once; a failed fetch (offline) is tried again the next time. */
function loadHost(): Promise<Host> {
  hostModule ??= import('./NotistackHost').then(
    (module) => module.default,
    (error: unknown) => {
      hostModule = null;
      throw error;
    },
  );
  return hostModule;
}

/**
 * The toasts' place in the tree. The toast library is not part of the first load: its chunk is
 * fetched once the first screen is drawn (so a connection toast can still show when the network
 * has gone since), and the host mounts when the first toast of the session is raised, showing
 * what waited. Fetched outside Suspense, whose reveal waits on a timer.
 */
export function ToastProvider({ toaster, children }: { toaster: Toaster; children: ReactNode }) {
  const [Host, setHost] = useState<Host | null>(null);
  useEffect(() => {
    if (!(toaster instanceof LazyToaster)) return undefined;
    let current = true;
    const mount = () => {
      loadHost().then(
        (component) => {
          if (current) setHost(() => component);
        },
        () => {}, // Offline: the toasts wait, and the next toast tries again.
      );
    };
    const cancelPrefetch = afterNextPaint(() => void loadHost().catch(() => {}));
    const stop = toaster.onHostWanted(mount);
    return () => {
      current = false;
      cancelPrefetch();
      stop();
    };
  }, [toaster]);
  return (
    <>
      {children}
      {Host && toaster instanceof LazyToaster ? <Host toaster={toaster} /> : null}
    </>
  );
}

import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { runModeForHost } from '@domain/features/session/runMode';
import { App } from '@ui/App';
import { appRoutes } from '@ui/shell/appRoutes';
import { createAppI18n, createContainer, resolveServices } from '@app/composition/createContainer';

/**
 * The browser's history, with navigations rendered at once rather than as transitions: the
 * address and the screen (and its Back handler) always agree.
 */
function Router({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

let firstCommitSeen = false;

/**
 * Runs `then` once the first screen is committed and drawn: the first render is a transition and
 * may take several frames, so a timer started next to render() would run in the middle of it.
 */
function AfterFirstCommit({ then }: { then: () => void }) {
  useEffect(() => {
    if (firstCommitSeen) return; // StrictMode runs effects twice in development.
    firstCommitSeen = true;
    requestAnimationFrame(() => setTimeout(then, 0));
  }, [then]);
  return null;
}

async function start(): Promise<void> {
  const mode = runModeForHost(window.location.hostname);
  const { entry } = mode === 'live' ? await import('@app/composition/liveEntry') : await import('@app/composition/demoEntry');
  const container = createContainer(entry.module());
  const i18n = await createAppI18n(container);
  entry.prepare(container, i18n);
  const services = resolveServices(container);

  services.messenger.ready();
  void services.session.load();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React renders it in slices of a few milliseconds, so a slow
  // phone's main thread stays free for input instead of one long task (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} routes={appRoutes(entry.routes)} Router={Router} Chrome={entry.chrome(container)} />
        {/* What the first screen does not need (Metrika's tag) waits until it is drawn. */}
        <AfterFirstCommit then={() => entry.afterFirstRender()} />
      </StrictMode>,
    );
  });
}

void start();

import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchCallChunks } from '@adapters/api/ApiClient';
import { pauseForMainThread } from '@adapters/browser/mainThread';
import { runModeForHost } from '@domain/features/session/runMode';
import { App } from '@ui/App';
import { formatNumber } from '@ui/i18n/formatNumber';
import { prefetchAt, routeAt } from '@ui/navigation/routeTable';
import { preloadTasksSection } from '@ui/screens/home/HomeScreen';
import { appRoutes } from '@ui/shell/appRoutes';
import { createAppI18n, createContainer } from '@app/composition/createContainer';
import { TOKENS } from '@app/composition/tokens';

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
  // Home's tasks come with the profile: their chunk is fetched while the start-up runs and the
  // profile is on its way, so home's first render draws them rather than a placeholder.
  if (routeAt(window.location.pathname) === 'home') preloadTasksSection();
  // Start-up in tasks of a few milliseconds rather than one long one, with the main thread free for
  // input in between (Lighthouse's TBT): the run-mode chunk's evaluation, the wiring, the services,
  // the first request, the number format, the first render.
  await pauseForMainThread();
  const container = createContainer(entry.module());
  const i18n = await createAppI18n(container);
  entry.prepare(container, i18n);
  const services = container.get(TOKENS.Services);
  await pauseForMainThread();

  services.messenger.ready();
  void services.session.load();
  // What the landing screen reads as it shows (the route table's `prefetch`) goes out with the
  // profile, rather than once the profile is in and the screen drawn.
  services.api.prefetch(prefetchAt(window.location.pathname));
  await pauseForMainThread();
  // The first number format loads the locale's data (about 12 ms on a desktop, 50 on a slow phone):
  // done here while the profile is on its way, rather than inside the first screen's render.
  formatNumber(0, i18n.language);
  await pauseForMainThread();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React renders it in slices of a few milliseconds, so a slow
  // phone's main thread stays free for input instead of one long task (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} routes={appRoutes(entry.routes)} Router={Router} Chrome={entry.chrome(container)} />
        {/* What the first screen does not need (Metrika's tag, the other calls' code) waits until it is drawn. */}
        <AfterFirstCommit then={() => {
          entry.afterFirstRender();
          void prefetchCallChunks();
        }} />
      </StrictMode>,
    );
  });
}

void start();

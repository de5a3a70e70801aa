import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { runModeForHost } from '@domain/features/session/runMode';
import { App } from '@ui/App';
import { appRoutes } from '@ui/shell/appRoutes';
import { createAppI18n, createContainer, resolveServices } from '@app/composition/createContainer';

async function start(): Promise<void> {
  const mode = runModeForHost(window.location.hostname);
  const { entry } = mode === 'live' ? await import('@app/composition/liveEntry') : await import('@app/composition/demoEntry');
  const container = createContainer(entry.module());
  const i18n = createAppI18n(container);
  entry.prepare(container, i18n);
  const services = resolveServices(container);

  services.messenger.ready();
  void services.session.load();

  const router = createBrowserRouter(appRoutes(entry.routes));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App services={services} i18n={i18n} router={router} Chrome={entry.chrome(container)} />
    </StrictMode>,
  );
  // What the first screen does not need waits until it is drawn.
  requestAnimationFrame(() => setTimeout(() => entry.afterFirstRender(), 0));
}

void start();

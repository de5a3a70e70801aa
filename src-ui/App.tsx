import { CssBaseline } from '@mui/material';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { i18n } from 'i18next';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Theme } from '@domain/ports/Messenger';
import { followLanguage } from '@ui/i18n/followLanguage';
import { ServicesContext, type AppServices } from './services';
import { BackButtonController } from '@ui/navigation/BackButtonController';
import { BackButtonContext } from '@ui/navigation/useBackHandler';
import { BottomButtonsContext } from '@ui/navigation/bottomButtons';
import { HistoryTrail, HistoryTrailContext } from '@ui/navigation/historyTrail';
import { ScreenBoundary } from '@ui/shell/RouteError';
import { createAppTheme } from '@ui/theme/createAppTheme';
import { ToastProvider } from '@ui/toasts/ToastProvider';

export interface AppProps {
  readonly services: AppServices;
  readonly i18n: i18n;
  /** The routes (spec §2, plus the run mode's extra ones) and the router that holds the history. */
  readonly routes: RouteObject[];
  readonly Router: ComponentType<{ children: ReactNode }>;
  /** Demo mode wraps the app in an imitation of the messenger (Back button, popups, dev tools). */
  readonly Chrome?: ComponentType<{ children: ReactNode }>;
}

/** The providers every screen relies on: services, translations, messenger theme, toasts, router. */
export function App({ services, i18n, routes, Router, Chrome }: AppProps) {
  const [messengerTheme, setMessengerTheme] = useState<Theme>(() => services.messenger.theme());
  useEffect(() => services.messenger.onThemeChanged(setMessengerTheme), [services.messenger]);
  const theme = useMemo(() => createAppTheme(messengerTheme), [messengerTheme]);
  const backButton = useMemo(() => new BackButtonController(), []);
  const trail = useMemo(() => new HistoryTrail(), []);

  useEffect(() => followLanguage(() => services.session.language, i18n, (language) => {
    services.logger.warn(`The ${language} texts could not be loaded`);
    services.toaster.show({ kind: 'error', message: { key: 'errors.languageLoad' } });
  }), [services.session, services.logger, services.toaster, i18n]);

  // Above the layout too: a throw in the layout or the bottom bar shows an error, not a blank page.
  const content = <Router><ScreenBoundary><Routes routes={routes} /></ScreenBoundary></Router>;
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        {/* The system provider under material's id: what material's own adds (CSS variables) is not used. */}
        <ThemeProvider theme={theme} themeId={THEME_ID}>
          <CssBaseline enableColorScheme />
          <ToastProvider toaster={services.toaster}>
            <BackButtonContext.Provider value={backButton}>
              <BottomButtonsContext.Provider value={services.messenger}>
                <HistoryTrailContext.Provider value={trail}>
                  {Chrome ? <Chrome>{content}</Chrome> : content}
                </HistoryTrailContext.Provider>
              </BottomButtonsContext.Provider>
            </BackButtonContext.Provider>
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}

function Routes({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

import { useTheme, type Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import type { ChromeColors } from '@domain/ports/Messenger';
import { useServices } from '@ui/services';

/**
 * The messenger's own chrome in the app's colours: its header continues the page, the
 * background it shows behind the page (overscroll, opening) is the page's, and its bottom bar is
 * the bottom navigation's card colour. Painted on start and again whenever the theme changes (the
 * theme follows the messenger's theme_changed), so nothing shows a seam in either theme.
 */
export function chromeColors(theme: Theme): ChromeColors {
  return { header: theme.palette.background.default, background: theme.palette.background.default, bottomBar: theme.palette.background.paper };
}

export function useMessengerChrome(): void {
  const { messenger } = useServices();
  const theme = useTheme();
  const { header, background, bottomBar } = chromeColors(theme);
  useEffect(() => messenger.setChromeColors({ header, background, bottomBar }), [messenger, header, background, bottomBar]);
}

import { alpha, createTheme, darken, getContrastRatio, lighten, type Theme as MuiTheme } from '@mui/material/styles';
import type { Theme } from '@domain/ports/Messenger';
import { FALLBACK_DARK, FALLBACK_LIGHT } from './fallbackPalettes';
import { FONT_FAMILY, H1 } from './typography';

const isColor = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

/** Moves `color` towards black or white until it reads on `background` (WCAG AA by default). */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  const backgroundIsDark = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  let result = color;
  for (let step = 0; step < 20 && getContrastRatio(result, background) < ratio; step++) {
    result = backgroundIsDark ? lighten(result, 0.1) : darken(result, 0.1);
  }
  return result;
}

/** The MUI theme built from the messenger's colour scheme and theme parameters (spec: light and dark). */
export function createAppTheme(theme: Theme): MuiTheme {
  const mode = theme.colorScheme;
  const fallback = mode === 'dark' ? FALLBACK_DARK : FALLBACK_LIGHT;
  const p = theme.params;
  const bg = isColor(p.bg_color) ? p.bg_color : fallback.bg;
  const paper = isColor(p.secondary_bg_color) ? p.secondary_bg_color : fallback.secondaryBg;
  const text = ensureContrast(isColor(p.text_color) ? p.text_color : fallback.text, paper, 7);
  const hint = ensureContrast(isColor(p.hint_color) ? p.hint_color : fallback.hint, paper);
  const button = isColor(p.button_color) ? p.button_color : fallback.button;
  const buttonText = isColor(p.button_text_color) ? p.button_text_color : fallback.buttonText;
  // Links sit on the page and on cards (and the bottom bar): readable on both.
  const link = ensureContrast(ensureContrast(isColor(p.link_color) ? p.link_color : fallback.link, bg), paper);
  // The crystal gold, readable as text on cards, and under its own contrast text.
  const gold = ensureContrast(mode === 'dark' ? '#f5b83d' : '#b86e00', paper);
  const destructive = isColor(p.destructive_text_color) ? p.destructive_text_color : fallback.destructive;
  // The primary button must stay legible whatever the messenger sends.
  const primary = getContrastRatio(buttonText, button) >= 4.5 ? button : ensureContrast(button, buttonText);

  return createTheme({
    palette: {
      mode,
      primary: { main: primary, contrastText: buttonText },
      secondary: { main: gold, contrastText: mode === 'dark' ? '#1b1300' : '#ffffff' },
      error: { main: ensureContrast(destructive, paper) },
      success: { main: ensureContrast(mode === 'dark' ? '#4cd07d' : '#1b7f3b', paper) },
      warning: { main: ensureContrast(mode === 'dark' ? '#ff9f43' : '#b35300', paper) },
      background: { default: bg, paper },
      text: { primary: text, secondary: hint },
      divider: mode === 'dark' ? 'rgba(255,255,255,0.10)' : 'rgba(0,0,0,0.10)',
      info: { main: link },
    },
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: H1,
      h2: { fontSize: '1.375rem', fontWeight: 700 },
      h3: { fontSize: '1.125rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 12, minHeight: 44 }, sizeLarge: { minHeight: 52, fontSize: '1rem' } },
        // Outlined and text buttons draw the primary colour on the page, where the link colour is
        // the one guaranteed to read; contained ones keep the messenger's button colour.
        variants: [
          { props: { variant: 'outlined', color: 'primary' }, style: { color: link, borderColor: alpha(link, 0.5) } },
          { props: { variant: 'text', color: 'primary' }, style: { color: link } },
        ],
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 16 } } },
      MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
      // Every control is a target of at least 44 × 44 px (WCAG 2.5.5's AAA size; issue 15): buttons
      // above, icon buttons, toggles, tappable chips and switches here (tests/e2e/touch-targets.spec.ts).
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiToggleButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 999, '&.MuiChip-clickable': { height: 44, minWidth: 44 } } } },
      // The switch keeps its look; its box and its (invisible) input grow to 44 px high, centred.
      MuiSwitch: { styleOverrides: { root: { height: 44, paddingTop: 15, paddingBottom: 15 }, switchBase: { top: 3 }, input: { top: -3, height: 44 } } },
      // The selected tab and its indicator use the link colour, contrast-checked on the page.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: link } } } },
      MuiTabs: { styleOverrides: { indicator: { backgroundColor: link } } },
      MuiCssBaseline: {
        styleOverrides: {
          // A server's unbroken 300-character name wraps instead of widening the page.
          body: { overscrollBehaviorY: 'none', WebkitTapHighlightColor: 'transparent', overflowWrap: 'anywhere' },
        },
      },
    },
  });
}

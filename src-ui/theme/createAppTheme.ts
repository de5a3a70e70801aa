import { alpha, createTheme, darken, getContrastRatio, lighten, type Theme as MuiTheme } from '@mui/material/styles';
import type { Theme } from '@domain/ports/Messenger';
import { FALLBACK_DARK, FALLBACK_LIGHT } from './fallbackPalettes';
import { ACCENT, GOLD_FILL, GOLD_TEXT, ON_ACCENT, ON_GOLD } from './identity';
import { FONT_FAMILY, TYPE_SCALE } from './typography';

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

/**
 * The MUI theme: the messenger's colour scheme, backgrounds and text (spec: light and dark), with
 * the app's own accent and gold (identity.ts) for actions and crystals.
 */
export function createAppTheme(theme: Theme): MuiTheme {
  const mode = theme.colorScheme;
  const fallback = mode === 'dark' ? FALLBACK_DARK : FALLBACK_LIGHT;
  const p = theme.params;
  const bg = isColor(p.bg_color) ? p.bg_color : fallback.bg;
  const paper = isColor(p.secondary_bg_color) ? p.secondary_bg_color : fallback.secondaryBg;
  const text = ensureContrast(isColor(p.text_color) ? p.text_color : fallback.text, paper, 7);
  const hint = ensureContrast(isColor(p.hint_color) ? p.hint_color : fallback.hint, paper);
  // Our accent where it is text or an outline: on the page and on cards (and the bottom bar).
  const link = ensureContrast(ensureContrast(ACCENT, bg), paper);
  // The crystal gold as text, readable on cards; its fill stays the bright gold (identity.ts).
  const gold = ensureContrast(GOLD_TEXT[mode], paper);
  const goldFill = GOLD_FILL[mode];
  const destructive = isColor(p.destructive_text_color) ? p.destructive_text_color : fallback.destructive;

  return createTheme({
    palette: {
      mode,
      primary: { main: ACCENT, contrastText: ON_ACCENT },
      secondary: { main: gold, light: goldFill, contrastText: mode === 'dark' ? ON_GOLD : '#ffffff' },
      error: { main: ensureContrast(destructive, paper) },
      success: { main: ensureContrast(mode === 'dark' ? '#4cd07d' : '#1b7f3b', paper) },
      warning: { main: ensureContrast(mode === 'dark' ? '#ff9f43' : '#b35300', paper) },
      background: { default: bg, paper },
      text: { primary: text, secondary: hint },
      divider: mode === 'dark' ? 'rgba(255,255,255,0.10)' : 'rgba(0,0,0,0.10)',
      info: { main: link },
    },
    shape: { borderRadius: 4 },
    typography: { fontFamily: FONT_FAMILY, ...TYPE_SCALE },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 12, minHeight: 44 }, sizeLarge: { minHeight: 52, fontSize: '1rem' } },
        // Outlined and text buttons draw the accent on the page, darkened where it must read as
        // text; contained ones are filled with the accent, and gold ones with the bright gold.
        variants: [
          { props: { variant: 'outlined', color: 'primary' }, style: { color: link, borderColor: alpha(link, 0.5) } },
          { props: { variant: 'text', color: 'primary' }, style: { color: link } },
          { props: { variant: 'contained', color: 'secondary' }, style: { backgroundColor: goldFill, color: ON_GOLD, '&:hover': { backgroundColor: darken(goldFill, 0.08) } } },
        ],
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 16 } } },
      MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
      // Every control is a target of at least 44 × 44 px (WCAG 2.5.5's AAA size): buttons
      // above, icon buttons, toggles, tappable chips and switches here (tests/e2e/touch-targets.spec.ts).
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiToggleButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiChip: {
        styleOverrides: { root: { borderRadius: 999, '&.MuiChip-clickable': { height: 44, minWidth: 44 } } },
        variants: [{ props: { variant: 'filled', color: 'secondary' }, style: { backgroundColor: goldFill, color: ON_GOLD } }],
      },
      // Gems and crystals are drawn in the bright gold in both themes (they are not text).
      MuiSvgIcon: { variants: [{ props: { color: 'secondary' }, style: { color: goldFill } }] },
      // A focused field's label is text: the readable accent, not the fill.
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: link } } } },
      // The switch keeps its look; its box and its (invisible) input grow to 44 px high, centred.
      MuiSwitch: { styleOverrides: { root: { height: 44, paddingTop: 15, paddingBottom: 15 }, switchBase: { top: 3 }, input: { top: -3, height: 44 } } },
      // The selected tab and its indicator use the link colour, contrast-checked on the page.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: link } } } },
      MuiTabs: { styleOverrides: { indicator: { backgroundColor: link } } },
      MuiCssBaseline: {
        styleOverrides: {
          // A server's unbroken 300-character name wraps instead of widening the page.
          body: { overscrollBehaviorY: 'none', WebkitTapHighlightColor: 'transparent', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  });
}

import { alpha, createTheme, darken, getContrastRatio, lighten, type Theme as MuiTheme } from '@mui/material/styles';
import type { Theme } from '@domain/ports/Messenger';
import { FALLBACK_DARK, FALLBACK_LIGHT } from './fallbackPalettes';
import { ACCENT, GOLD_FILL, ON_ACCENT, ON_GOLD } from './identity';
import { firstColor, readsOn, surfaces } from './surfaces';
import { FONT_FAMILY, TYPE_SCALE } from './typography';

/** Moves `color` towards black or white until it reads on `background` (WCAG AA by default). */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  const backgroundIsDark = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  let result = color;
  for (let step = 0; step < 20 && getContrastRatio(result, background) < ratio; step++) {
    result = backgroundIsDark ? lighten(result, 0.1) : darken(result, 0.1);
  }
  return result;
}

/** `ensureContrast` on the page and on the cards (both light or both dark). */
const readableOnBoth = (color: string, page: string, card: string, ratio = 4.5) =>
  ensureContrast(ensureContrast(color, page, ratio), card, ratio);

/**
 * The MUI theme from the messenger's palette (spec: light and dark): Telegram's page, section,
 * separator, text and hint colours, with the app's own orange and gold (identity.ts).
 *
 * Orange and gold are text only where they read as they are (≥ 4.5:1 on the page and the cards:
 * dark palettes); on a light palette they are fills under dark text, and what would have been
 * orange or gold text takes the messenger's link colour or its text colour — never a darkened,
 * brown orange.
 */
export function createAppTheme(theme: Theme): MuiTheme {
  const mode = theme.colorScheme;
  const fallback = mode === 'dark' ? FALLBACK_DARK : FALLBACK_LIGHT;
  const p = theme.params;
  const { page: bg, card: paper } = surfaces(mode, p);
  const text = readableOnBoth(firstColor([p.text_color], fallback.text), bg, paper, 7);
  const hint = readableOnBoth(firstColor([p.hint_color, p.subtitle_text_color], fallback.hint), bg, paper);
  const goldFill = GOLD_FILL[mode];
  // Our accent as text (links, selected tabs) where it reads; else the messenger's own link colour.
  const accentText = readsOn(ACCENT, [bg, paper]);
  const link = accentText ?? readableOnBoth(firstColor([p.accent_text_color, p.link_color], fallback.link), bg, paper);
  // Crystal amounts: gold where it reads, else the text colour beside the gold crystal.
  const gold = readsOn(goldFill, [bg, paper]) ?? text;
  const onGoldText = getContrastRatio(gold, '#ffffff') >= 4.5 ? '#ffffff' : ON_GOLD;
  // A selected tab in the accent where it reads, else in the text colour over the orange indicator.
  const selected = accentText ?? text;
  const destructive = firstColor([p.destructive_text_color], fallback.destructive);
  const separator = fallback.separator === null ? 'rgba(255,255,255,0.10)' : sectionSeparator(p.section_separator_color, paper, fallback.separator);
  // Outlined buttons: the colour as text and outline where it reads, else a tinted fill under dark text.
  const outlined = (colour: string, reads: boolean) => reads
    ? { color: colour, borderColor: alpha(colour, 0.5) }
    : { color: text, borderColor: colour, backgroundColor: alpha(colour, 0.14), '&:hover': { borderColor: colour, backgroundColor: alpha(colour, 0.24) } };

  return createTheme({
    palette: {
      mode,
      primary: { main: ACCENT, contrastText: ON_ACCENT },
      secondary: { main: gold, light: goldFill, contrastText: onGoldText },
      error: { main: readableOnBoth(destructive, bg, paper) },
      success: { main: readableOnBoth(mode === 'dark' ? '#4cd07d' : '#1b7f3b', bg, paper) },
      // A warning reads as orange-red on a light palette, not as brown.
      warning: { main: readableOnBoth(mode === 'dark' ? '#ff9f43' : '#c2410c', bg, paper) },
      background: { default: bg, paper },
      text: { primary: text, secondary: hint },
      divider: separator,
      info: { main: link },
    },
    shape: { borderRadius: 4 },
    typography: { fontFamily: FONT_FAMILY, ...TYPE_SCALE },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 12, minHeight: 44 }, sizeLarge: { minHeight: 52, fontSize: '1rem' } },
        // Contained buttons are filled with the accent, and gold ones with the bright gold, under
        // dark text; outlined ones are the colour as text where it reads, else a tinted fill;
        // text buttons are links.
        variants: [
          { props: { variant: 'outlined', color: 'primary' }, style: outlined(ACCENT, accentText !== null) },
          { props: { variant: 'outlined', color: 'secondary' }, style: outlined(goldFill, gold === goldFill) },
          { props: { variant: 'text', color: 'primary' }, style: { color: link } },
          { props: { variant: 'contained', color: 'secondary' }, style: { backgroundColor: goldFill, color: ON_GOLD, '&:hover': { backgroundColor: darken(goldFill, 0.08) } } },
        ],
      },
      // A tap's feedback is drawn by CSS on the compositor (pressed: dimmed), not by a ripple React
      // renders on pointerdown and again on pointerup (20-40 ms of script at 4x CPU per tap, and the
      // ripple's styles inserted on the page's first tap); keyboard focus gets an outline.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: {
            transition: 'opacity 120ms ease-out',
            '&:active:not(.Mui-disabled)': { opacity: 0.72, transition: 'none' },
            '&.Mui-focusVisible': { outline: `2px solid ${link}`, outlineOffset: 2 },
          },
        },
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
      // The selected tab: the accent where it reads as text, else the text colour; the indicator is the accent.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: selected } } } },
      MuiTabs: { styleOverrides: { indicator: { backgroundColor: ACCENT } } },
      MuiBottomNavigationAction: { styleOverrides: { root: { '&.Mui-selected': { color: selected } } } },
      MuiCssBaseline: {
        styleOverrides: {
          // A server's unbroken 300-character name wraps instead of widening the page.
          body: { overscrollBehaviorY: 'none', WebkitTapHighlightColor: 'transparent', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  });
}

/** The messenger's separator where it shows on a card (≥ 1.15:1), else a hairline of our own. */
function sectionSeparator(value: string | undefined, card: string, fallback: string): string {
  const candidate = firstColor([value], fallback);
  return getContrastRatio(candidate, card) >= 1.15 ? candidate : ensureContrast(fallback, card, 1.15);
}

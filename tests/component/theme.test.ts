import { getContrastRatio } from '@mui/material/styles';
import type { Theme as MuiTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { ColorScheme, ThemeParams } from '@domain/ports/Messenger';
import { DEMO_THEMES } from '@adapters/memory/demoThemes';
import { createAppTheme, ensureContrast } from '@ui/theme/createAppTheme';

/** Palettes the messenger sends: its default ones on each platform, and partial or empty ones. */
const PALETTES: Record<string, { scheme: ColorScheme; params: ThemeParams }> = {
  'demo light': { scheme: 'light', params: DEMO_THEMES.light },
  'demo dark': { scheme: 'dark', params: DEMO_THEMES.dark },
  'iOS light': { scheme: 'light', params: { bg_color: '#ffffff', secondary_bg_color: '#f0f0f0', section_bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', link_color: '#007aff', accent_text_color: '#007aff', subtitle_text_color: '#999999', section_separator_color: '#c8c7cc', destructive_text_color: '#ff3b30' } },
  'iOS dark': { scheme: 'dark', params: { bg_color: '#000000', secondary_bg_color: '#1c1c1d', section_bg_color: '#2c2c2e', text_color: '#ffffff', hint_color: '#98989e', link_color: '#3e88f7', accent_text_color: '#3e88f7', subtitle_text_color: '#98989e', section_separator_color: '#545458', destructive_text_color: '#eb5545' } },
  'Android light': { scheme: 'light', params: { bg_color: '#ffffff', secondary_bg_color: '#f0f0f0', section_bg_color: '#ffffff', text_color: '#222222', hint_color: '#a8a8a8', link_color: '#2678b6', accent_text_color: '#1c93e3', subtitle_text_color: '#82868a', section_separator_color: '#d9d9d9', destructive_text_color: '#cc2929' } },
  'Android dark': { scheme: 'dark', params: { bg_color: '#212d3b', secondary_bg_color: '#151e27', section_bg_color: '#1d2733', text_color: '#ffffff', hint_color: '#7d8b99', link_color: '#62bcf9', accent_text_color: '#5eaef5', subtitle_text_color: '#7e8d9c', section_separator_color: '#0d1620', destructive_text_color: '#ef5b5b' } },
  'light, no params': { scheme: 'light', params: {} },
  'dark, no params': { scheme: 'dark', params: {} },
  'light, faint hint and no sections': { scheme: 'light', params: { bg_color: '#ffffff', secondary_bg_color: '#efeff3', hint_color: '#c0c0c0' } },
  'light, subtitle only': { scheme: 'light', params: { subtitle_text_color: '#8e8e93', link_color: 'blue' } },
};

/** Dark orange and dark yellow — hue 20–50°, lightness under 45 % — read as brown. */
function isBrown(hex: string): boolean {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  if (max === min || max !== r) return false;
  const hue = 60 * ((g - b) / (max - min));
  return hue >= 20 && hue <= 50 && (max + min) / 2 < 0.45;
}

const style = (theme: MuiTheme, name: 'MuiButton' | 'MuiChip', props: Record<string, string>) => {
  const variants = (theme.components?.[name]?.variants ?? []) as { props: Record<string, string>; style: Record<string, string> }[];
  const found = variants.find((v) => Object.entries(props).every(([k, value]) => v.props[k] === value));
  if (!found) throw new Error(`no ${name} variant ${JSON.stringify(props)}`);
  return found.style;
};
const tabSelected = (theme: MuiTheme) =>
  ((theme.components?.MuiTab?.styleOverrides?.root as Record<string, { color: string }>)['&.Mui-selected'])!.color;

describe('MUI theme from the messenger palette', () => {
  it('draws cards in the section colour on the secondary page, as Telegram does, with its separator', () => {
    const light = createAppTheme({ colorScheme: 'light', params: DEMO_THEMES.light });
    expect(light.palette.background.default).toBe('#efeff3');
    expect(light.palette.background.paper).toBe('#ffffff');
    expect(light.palette.divider).toBe('#e7e7e7');
    const ios = createAppTheme({ colorScheme: 'dark', params: PALETTES['iOS dark']!.params });
    expect(ios.palette.background.default).toBe('#1c1c1d');
    expect(ios.palette.background.paper).toBe('#2c2c2e');
  });

  it('keeps a card above its page: a palette whose secondary colour is the lighter keeps today’s dark look', () => {
    const dark = createAppTheme({ colorScheme: 'dark', params: DEMO_THEMES.dark });
    expect(dark.palette.background.default).toBe('#17212b');
    expect(dark.palette.background.paper).toBe('#232e3c');
    expect(dark.palette.divider).toBe('rgba(255,255,255,0.10)');
    expect(dark.palette.secondary.main).toBe('#f5b83d');
    expect(dark.palette.info.main).toBe('#ff8a1f');
  });

  it('uses the messenger’s hint colour, or its subtitle colour when the hint is missing', () => {
    expect(createAppTheme({ colorScheme: 'light', params: { hint_color: '#55555a' } }).palette.text.secondary).toBe('#55555a');
    expect(createAppTheme({ colorScheme: 'light', params: { subtitle_text_color: '#5e5e63' } }).palette.text.secondary).toBe('#5e5e63');
  });

  for (const [name, { scheme, params }] of Object.entries(PALETTES)) {
    it(`${name}: every text colour reads on the page and on cards, and none is brown`, () => {
      const theme = createAppTheme({ colorScheme: scheme, params });
      const { palette } = theme;
      const surfaces = [palette.background.default, palette.background.paper];
      const texts: Record<string, string> = {
        text: palette.text.primary, hint: palette.text.secondary, link: palette.info.main, gold: palette.secondary.main,
        error: palette.error.main, success: palette.success.main, warning: palette.warning.main, 'selected tab': tabSelected(theme),
        'outlined accent button': style(theme, 'MuiButton', { variant: 'outlined', color: 'primary' }).color!,
        'outlined gold button': style(theme, 'MuiButton', { variant: 'outlined', color: 'secondary' }).color!,
        'text button': style(theme, 'MuiButton', { variant: 'text', color: 'primary' }).color!,
      };
      for (const [role, colour] of Object.entries(texts)) {
        for (const surface of surfaces) expect(getContrastRatio(colour, surface), `${role} ${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        expect(isBrown(colour), `${role} ${colour} is brown`).toBe(false);
      }
      // Fills carry dark text: the accent, the gold button and chip, and the gold as a badge.
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
      for (const fill of [style(theme, 'MuiButton', { variant: 'contained', color: 'secondary' }), style(theme, 'MuiChip', { variant: 'filled', color: 'secondary' })]) {
        expect(fill.backgroundColor).toBe(palette.secondary.light);
        expect(getContrastRatio(fill.color!, fill.backgroundColor!)).toBeGreaterThanOrEqual(4.5);
      }
      expect(getContrastRatio(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(7);
    });
  }

  it('has an accent and a gold of its own, the same in both themes and whatever button colour the messenger sends', () => {
    const blueButtons = { button_color: '#2481cc', button_text_color: '#ffffff', link_color: '#2481cc' };
    const light = createAppTheme({ colorScheme: 'light', params: { ...DEMO_THEMES.light, ...blueButtons } });
    const dark = createAppTheme({ colorScheme: 'dark', params: DEMO_THEMES.dark });
    expect(light.palette.primary.main).toBe(dark.palette.primary.main);
    expect(light.palette.primary.main).not.toBe('#2481cc');
  });

  it('in the light theme, orange and gold are fills under dark text, never darkened into text', () => {
    const light = createAppTheme({ colorScheme: 'light', params: DEMO_THEMES.light });
    // Links take the messenger's link colour; crystal amounts the text colour beside the gold crystal.
    expect(light.palette.info.main).toBe(ensureContrast('#2481cc', '#efeff3'));
    expect(light.palette.secondary.main).toBe(light.palette.text.primary);
    const outlined = style(light, 'MuiButton', { variant: 'outlined', color: 'primary' });
    expect(outlined.color).toBe(light.palette.text.primary);
    expect(outlined.borderColor).toBe(light.palette.primary.main);
    expect(outlined.backgroundColor).toMatch(/^rgba\(255, 138, 31, /);
  });

  it('keeps the gold fill gold in both themes: a bright yellow-orange hue', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { secondary } = createAppTheme({ colorScheme: scheme, params: DEMO_THEMES[scheme] }).palette;
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(secondary.light.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b), min = Math.min(r, g, b);
      const hue = 60 * ((g - b) / (max - min));
      expect(hue).toBeGreaterThanOrEqual(38);
      expect(hue).toBeLessThanOrEqual(48);
      expect((max + min) / 2).toBeGreaterThan(0.5);
    }
  });

  it('ignores malformed colours', () => {
    const theme = createAppTheme({ colorScheme: 'light', params: { bg_color: 'red; background:url(x)', button_color: '#12', secondary_bg_color: 'url(x)' } });
    expect(theme.palette.background.default).toBe('#efeff3');
    expect(theme.palette.background.paper).toBe('#ffffff');
  });

  it('ensureContrast darkens on light and lightens on dark backgrounds', () => {
    expect(getContrastRatio(ensureContrast('#999999', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(ensureContrast('#333333', '#000000'), '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});

import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEMO_THEMES } from '@adapters/memory/demoThemes';
import { createAppTheme, ensureContrast } from '@ui/theme/createAppTheme';

describe('MUI theme from the messenger palette', () => {
  it('follows the colour scheme and the messenger colours', () => {
    const light = createAppTheme({ colorScheme: 'light', params: DEMO_THEMES.light });
    expect(light.palette.mode).toBe('light');
    expect(light.palette.background.default).toBe('#ffffff');
    expect(light.palette.background.paper).toBe('#efeff3');
    for (const surface of ['#ffffff', '#efeff3']) expect(getContrastRatio(light.palette.info.main, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of ['#ffffff', '#efeff3']) expect(getContrastRatio(light.palette.secondary.main, surface)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(light.palette.secondary.contrastText, light.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
    const dark = createAppTheme({ colorScheme: 'dark', params: DEMO_THEMES.dark });
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#17212b');
  });

  it('has an accent and a gold of its own, the same in both themes and whatever button colour the messenger sends', () => {
    const blueButtons = { button_color: '#2481cc', button_text_color: '#ffffff', link_color: '#2481cc' };
    const light = createAppTheme({ colorScheme: 'light', params: { ...DEMO_THEMES.light, ...blueButtons } });
    const dark = createAppTheme({ colorScheme: 'dark', params: DEMO_THEMES.dark });
    expect(light.palette.primary.main).toBe(dark.palette.primary.main);
    expect(light.palette.primary.main).not.toBe('#2481cc');
    for (const theme of [light, dark]) {
      const { primary, secondary, info, background } = theme.palette;
      expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
      // The accent as text (tabs, outlined buttons, links) reads on the page and on cards.
      for (const surface of [background.default, background.paper]) expect(getContrastRatio(info.main, surface)).toBeGreaterThanOrEqual(4.5);
      // Gold as text reads on cards; the gold fill carries dark text.
      expect(getContrastRatio(secondary.main, background.paper)).toBeGreaterThanOrEqual(4.5);
      const fillText = theme.components?.MuiChip?.variants?.[0]?.style as { backgroundColor: string; color: string };
      expect(fillText.backgroundColor).toBe(secondary.light);
      expect(getContrastRatio(fillText.color, fillText.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the gold gold in the light theme: a yellow-orange hue, not brown', () => {
    const hue = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b), min = Math.min(r, g, b);
      return { hue: max === r ? 60 * (((g - b) / (max - min)) % 6) : NaN, lightness: (max + min) / 2 };
    };
    for (const scheme of ['light', 'dark'] as const) {
      const { secondary } = createAppTheme({ colorScheme: scheme, params: DEMO_THEMES[scheme] }).palette;
      // The fill is bright gold in both themes (hue 38–48°, lightness above a half).
      expect(hue(secondary.light).hue).toBeGreaterThanOrEqual(38);
      expect(hue(secondary.light).hue).toBeLessThanOrEqual(48);
      expect(hue(secondary.light).lightness).toBeGreaterThan(0.5);
      // The text gold keeps the hue (brown is orange-red, below 38°).
      expect(hue(secondary.main).hue).toBeGreaterThanOrEqual(38);
    }
  });

  it('falls back to a dark palette in a plain browser', () => {
    const theme = createAppTheme({ colorScheme: 'dark', params: {} });
    expect(theme.palette.mode).toBe('dark');
    expect(getContrastRatio(theme.palette.text.primary, theme.palette.background.default)).toBeGreaterThan(7);
  });

  it('keeps secondary text readable (WCAG AA) even when the messenger hint colour is faint', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const theme = createAppTheme({ colorScheme: scheme, params: DEMO_THEMES[scheme] });
      expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ignores malformed colours', () => {
    const theme = createAppTheme({ colorScheme: 'light', params: { bg_color: 'red; background:url(x)', button_color: '#12' } });
    expect(theme.palette.background.default).toBe('#ffffff');
  });

  it('ensureContrast darkens on light and lightens on dark backgrounds', () => {
    expect(getContrastRatio(ensureContrast('#999999', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(ensureContrast('#333333', '#000000'), '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});

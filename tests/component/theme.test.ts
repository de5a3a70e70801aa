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
    // Telegram's #2481cc under white text is 4.3:1, so it is darkened just enough for AA.
    expect(light.palette.primary.main).toBe(ensureContrast('#2481cc', '#ffffff'));
    expect(light.palette.primary.main).not.toBe('#2481cc');
    for (const surface of ['#ffffff', '#efeff3']) expect(getContrastRatio(light.palette.info.main, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of ['#ffffff', '#efeff3']) expect(getContrastRatio(light.palette.secondary.main, surface)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(light.palette.secondary.contrastText, light.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
    const dark = createAppTheme({ colorScheme: 'dark', params: DEMO_THEMES.dark });
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#17212b');
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

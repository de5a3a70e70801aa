// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_THEMES } from '@adapters/memory/demoThemes';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('the shell and the messenger (issue 15)', () => {
  it('paints the messenger’s header, background and bottom bar from the theme, and again when it changes', async () => {
    const { messenger } = renderApp({ user: 'player' });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    const scheme = messenger.theme().colorScheme;
    const other = scheme === 'dark' ? 'light' : 'dark';
    expect(messenger.chromeColors.at(-1)).toEqual({
      header: DEMO_THEMES[scheme].bg_color, background: DEMO_THEMES[scheme].bg_color, bottomBar: DEMO_THEMES[scheme].secondary_bg_color,
    });
    act(() => messenger.setColorScheme(other));
    expect(messenger.chromeColors.at(-1)).toEqual({
      header: DEMO_THEMES[other].bg_color, background: DEMO_THEMES[other].bg_color, bottomBar: DEMO_THEMES[other].secondary_bg_color,
    });
  });

  it('a tap on another tab of the bottom bar is felt; on the current one it is not', async () => {
    const { messenger } = renderApp({ user: 'player' });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(messenger.haptics).toEqual([]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Games' }));
    expect(messenger.haptics).toEqual(['selection']);
  });
});

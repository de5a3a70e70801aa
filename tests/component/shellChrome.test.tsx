// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('the shell and the messenger (issue 15)', () => {
  it('paints the messenger’s header, background and bottom bar from the theme, and again when it changes', async () => {
    const { messenger } = renderApp({ user: 'player' });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    const scheme = messenger.theme().colorScheme;
    const other = scheme === 'dark' ? 'light' : 'dark';
    // The page continues under the header; the bottom bar is a card: in the light theme Telegram's
    // grey secondary page and white section, in the dark one (its secondary colour the lighter) as before.
    const painted = { dark: { page: '#17212b', card: '#232e3c' }, light: { page: '#efeff3', card: '#ffffff' } };
    expect(messenger.chromeColors.at(-1)).toEqual({ header: painted[scheme].page, background: painted[scheme].page, bottomBar: painted[scheme].card });
    act(() => messenger.setColorScheme(other));
    expect(messenger.chromeColors.at(-1)).toEqual({ header: painted[other].page, background: painted[other].page, bottomBar: painted[other].card });
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

  it('a tap that picks another choice of any picker is felt once; the chosen one, again, is not', async () => {
    const { messenger } = renderApp({ user: 'player', path: '/cases' });
    const popular = await screen.findByRole('button', { name: 'Popular' });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(messenger.haptics).toEqual([]);
    fireEvent.click(popular);
    expect(messenger.haptics).toEqual(['selection']);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(messenger.haptics).toEqual(['selection']);
  });
});

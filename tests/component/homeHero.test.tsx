// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveData } from '@domain/model/live';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const win = (name: string, cost: number | undefined, extra: object = {}) =>
  ({ img: '/demo-art/skins/1033.svg', name, profit: '-40%', ...(cost === undefined ? {} : { cost }), ...extra });

async function home(live?: () => Promise<LiveData>) {
  const app = renderApp({ user: 'player', path: '/' });
  if (live) vi.spyOn(app.services.api, 'getLive').mockImplementation(live);
  await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
  return app;
}

const hero = () => screen.getByRole('region', { name: /Best drop of the hour|Featured case/ });
/** The hero, once it is the one named (a drop: 'Best drop of the hour'; a case: 'Featured case'). */
const heroIs = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

describe('home: the hero (issue 27)', () => {
  it('shows the most valuable drop of the feed: its picture, name and value, with the profit small', async () => {
    await home(() => Promise.resolve({ online: 5, wins: [win('Cheap', 1.5), win('AWP | Dragon Lore', 1234.5, { rarity: 'covert', profit: '+900%' }), win('Mid', 40)] }));
    await heroIs('Best drop of the hour');
    expect(within(hero()).getByText('AWP | Dragon Lore')).toBeTruthy();
    expect(within(hero()).getByText('1,234.50 crystals')).toBeTruthy();
    expect(within(hero()).getByText('+900%').dataset.profit).toBe('up');
  });

  it('features the first case of the list, with its top skins, before any feed item arrived; a tap opens it', async () => {
    let answer = (_: LiveData) => {};
    await home(() => new Promise<LiveData>((resolve) => { answer = resolve; }));
    await heroIs('Featured case');
    const open = within(hero()).getByRole('link', { name: 'Open case All In Case' });
    expect(open.getAttribute('href')).toBe('/cases/1');
    expect(within(hero()).getAllByRole('listitem')).toHaveLength(3);
    // Then the feed answers: its best drop takes the place.
    await act(async () => answer({ online: 1, wins: [win('Karambit | Fade', 700)] }));
    await heroIs('Best drop of the hour');
  });

  it('a feed without values (a server of spec §7 alone) keeps the featured case; each card then shows its profit alone', async () => {
    await home(() => Promise.resolve({ online: 1, wins: [win('No value', undefined, { rarity: 'covert' })] }));
    const list = await screen.findByRole('list', { name: 'Latest wins of other players' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Featured case' })).toBe(hero());
    // The server's "-40%" in the app's one percent style: a real minus.
    expect(within(list).getByText('\u221240%').dataset.profit).toBe('down');
    expect(within(list).queryByText(/crystals/)).toBeNull();
  });

  it('a hostile name shows as text and a hostile picture never loads', async () => {
    const name = '<img src=x onerror="alert(1)">';
    await home(() => Promise.resolve({ online: 1, wins: [win(name, 99, { img: ['javascript', 'alert(1)'].join(':') })] }));
    await heroIs('Best drop of the hour');
    expect(within(hero()).getByText(name)).toBeTruthy();
    expect(document.querySelector('img[src^="javascript"], img[src="x"]')).toBeNull();
  });

  it('the balance is one line: the amount with its unit, then Top up', async () => {
    await home();
    const card = screen.getByRole('region', { name: 'Your balance' });
    await waitFor(() => expect(within(card).getByTestId('balance').textContent).toBe('1,250.00 crystals'));
    expect(within(card).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/payment');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionEntry } from '@domain/model/transaction';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('transactions screen', () => {
  it('an empty history says so, with no load-more button', async () => {
    const app = renderApp({ user: 'player', path: '/transactions' });
    app.services.api.getTransactions = async () => ({ items: [], leftOut: 0 });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show next 10' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Transaction history' })).toBeNull();
  });

  it('loads every page up front and shows 10 more per tap', async () => {
    const app = renderApp({ user: 'player', path: '/transactions' });
    const all: TransactionEntry[] = Array.from({ length: 45 }, (_, i) => ({ type: (i % 20) + 1, value: i % 2 ? 5 : -5, balance: 100 + i, secAgo: i * 1000 }));
    const pages: number[] = [];
    app.services.api.getTransactions = async (page = 1, limit = 20) => {
      pages.push(page);
      return { items: all.slice((page - 1) * limit, page * limit), leftOut: 0 };
    };
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    expect(pages).toEqual([1, 2, 3]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    for (const shown of [20, 30, 40, 45]) {
      fireEvent.click(screen.getByRole('button', { name: 'Show next 10' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(shown);
    }
    expect(screen.queryByRole('button', { name: 'Show next 10' })).toBeNull();
  });

  it('a server that ignores `page`: each entry once, then a note when the cap cut the history; an unknown type shows as other', async () => {
    const app = renderApp({ user: 'player', path: '/transactions' });
    const page: TransactionEntry[] = Array.from({ length: 20 }, (_, i) => ({ type: i === 0 ? 37 : 3, value: -5, balance: 100 - i, secAgo: 60 }));
    let calls = 0;
    app.services.api.getTransactions = async () => {
      calls++;
      return { items: page, leftOut: 0 };
    };
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    expect(calls).toBe(2);
    expect(within(list).getByText('Other (type 37)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show next 10' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Show next 10' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a history longer than the cap says above the list that older entries are not shown', async () => {
    const app = renderApp({ user: 'player', path: '/transactions' });
    app.services.api.getTransactions = async (p = 1, limit = 20) =>
      ({ items: Array.from({ length: limit }, (_, i) => ({ type: 3, value: -5, balance: 100000 - p * limit - i, secAgo: 60 })), leftOut: 0 });
    await screen.findByRole('list', { name: 'Transaction history' });
    expect(screen.getByRole('note').textContent).toBe('These are your newest 2,000 entries; older ones are not shown here.');
  });

  it('the messenger’s Back button goes to the profile', async () => {
    const app = renderApp({ user: 'player', path: '/transactions' });
    await screen.findByRole('list', { name: 'Transaction history' });
    await act(async () => {
      app.messenger.pressBackButton();
    });
    // /profile is its own chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile'));
  });
});

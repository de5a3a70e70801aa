// @vitest-environment happy-dom
import { waitFor, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import {
  cell, count, idOf, itemStatus, NO_LINK, open, openSheet, PLAYER, saleAsked, selectedTab, sendAsked, settle, tile, worthOf,
} from './inventoryScreen';

afterEach(cleanup);

/** Spec §2's actions, now in an item's sheet (a tap on its tile): the same flows, confirmations and pins as the cards had. */
describe('SellItem from the sheet', () => {
  it('sells once for a burst of taps, with a spinner meanwhile; the sheet closes and the tile shows what the server holds, in place', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    const itemId = backend.playerSnapshot(PLAYER)!.inventory.find((i) => i.status === 'available')!.id;
    backend.faults.set('sellItem', { latencyMs: 500, times: 1 });
    const sales = count(backend, PLAYER, 4);
    const sheet = await openSheet(app, 'AK-47 | Redline');
    const sell = within(sheet).getByRole('button', { name: 'Sell: AK-47 | Redline' });
    fireEvent.click(sell);
    fireEvent.click(sell);
    fireEvent.click(sell);
    await settle(app, 10);
    expect((sell as HTMLButtonElement).disabled).toBe(true);
    expect(sell.getAttribute('aria-busy')).toBe('true');
    const send = within(sheet).getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-busy')).toBeNull();
    expect(within(sheet).getByRole('link', { name: 'Upgrade: AK-47 | Redline' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(send);
    await settle(app, 600);
    expect(count(backend, PLAYER, 4)).toBe(sales + 1);
    expect(itemStatus(backend, PLAYER, itemId)).toBe('sold');
    expect(app.services.session.balance).toBeCloseTo(1250 + 37.59, 2);
    // The demo server's alert names only the amount: the toast says it in the client's words and money format.
    expect(await screen.findByText('Sold for 37.59 crystals')).toBeTruthy();
    // One question for the burst, naming the skin and its worth; the send tap meanwhile asked nothing.
    expect(app.popups).toEqual([saleAsked('AK-47 | Redline', '37.59 crystals')]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The tile stays where it was tapped, showing the server's status, until the tab changes.
    expect(cell('AK-47 | Redline').dataset.status).toBe('sold');
    expect(tile('AK-47 | Redline').getAttribute('aria-label')).toBe('AK-47 | Redline, 37.59 crystals, Sold');
    const names = () => screen.getAllByRole('listitem').map((li) => li.querySelector('button')!.getAttribute('aria-label')!.split(', ')[0]);
    expect(names()[0]).toBe('AK-47 | Redline');
    fireEvent.click(screen.getByRole('tab', { name: 'Sold' }));
    await settle(app);
    expect(cell('AK-47 | Redline').dataset.dimmed).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Available' }));
    await settle(app);
    expect(names()).not.toContain('AK-47 | Redline');
  });

  it('a failed sale shows the sale error; the sheet stays open with Sell ready again, item and balance as the server has them', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    backend.faults.set('sellItem', { status: 500, times: 1 });
    const glockWorth = worthOf('Glock-18 | Fade');
    const sheet = await openSheet(app, 'Glock-18 | Fade');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not sell the item')).toBeTruthy();
    expect(app.popups).toEqual([saleAsked('Glock-18 | Fade', glockWorth)]);
    expect(app.services.session.balance).toBe(1250);
    const again = screen.getByRole('dialog', { name: 'Glock-18 | Fade' });
    expect((within(again).getByRole('button', { name: 'Sell: Glock-18 | Fade' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a sale refused by the server shows its reason; the refetch shows the item as the server reports it', async () => {
    const app = await open({ path: '/inventory' });
    const { backend, services } = app;
    const id = idOf(backend, PLAYER, 1);
    // The server sold it meanwhile (another device): the sale is refused.
    const original = services.api.sellItem.bind(services.api);
    services.api.sellItem = async (itemId: string) => {
      await original(itemId);
      throw new ApiError('server', 'Item is not available');
    };
    const glockWorth = worthOf('Glock-18 | Fade');
    const sheet = await openSheet(app, 'Glock-18 | Fade');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not sell the item: Item is not available')).toBeTruthy();
    expect(app.popups).toEqual([saleAsked('Glock-18 | Fade', glockWorth)]);
    expect(itemStatus(backend, PLAYER, id)).toBe('sold');
    // The open sheet follows the server: the item is sold, so only Verify is left.
    const now = screen.getByRole('dialog', { name: 'Glock-18 | Fade' });
    expect(within(now).queryByRole('button', { name: /^Sell/ })).toBeNull();
    expect(within(now).getByText('Sold')).toBeTruthy();
  });
});

describe('WithdrawItem from the sheet', () => {
  it('without a trade link: the toast, then the profile with the trade-link editor open and the parameter gone', async () => {
    const app = await open({ user: 'no-trade-link', path: '/inventory' });
    const sends = () => app.backend.playerSnapshot(NO_LINK)!.inventory.filter((i) => i.status === 'sending').length;
    const sheet = await openSheet(app, 'MAC-10 | Candy Apple');
    fireEvent.click(within(sheet).getByRole('button', { name: /^Send to Steam: MAC-10/ }));
    await settle(app, 100);
    expect(await screen.findByText('Steam trade link is required to withdraw items')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Steam trade link' }, { timeout: 5000 });
    expect(app.router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect((within(dialog).getByLabelText('Trade link URL') as HTMLInputElement).value).toBe('');
    expect(sends()).toBe(0);
    // Refused before the question: the player is not asked to confirm a send that cannot go.
    expect(app.popups).toEqual([]);
  });

  it('with a trade link: one send for a burst of taps, then the sending tab and what to do in Steam', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    backend.faults.set('sendItem', { latencyMs: 300, times: 1 });
    const sending = () => backend.playerSnapshot(PLAYER)!.inventory.filter((i) => i.status === 'sending').length;
    const before = sending();
    const sales = count(backend, PLAYER, 4);
    const glockWorth = worthOf('Glock-18 | Fade');
    const sheet = await openSheet(app, 'Glock-18 | Fade');
    const send = within(sheet).getByRole('button', { name: 'Send to Steam: Glock-18 | Fade' });
    fireEvent.click(send);
    fireEvent.click(send);
    await settle(app, 10);
    expect(send.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 400);
    expect(sending()).toBe(before + 1);
    expect(app.router.state.location.search).toBe('?tab=sending');
    const notice = await screen.findByRole('dialog', { name: 'Trade offer sent' });
    expect(within(notice).getByText(/accept the trade offer for Glock-18 \| Fade/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Open trade offers in Steam' }));
    expect(app.messenger.opened.at(-1)).toEqual({ kind: 'link', url: 'https://steamcommunity.com/my/tradeoffers' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectedTab()).toBe('Sending');
    expect(within(cell('Glock-18 | Fade')).getByText('Sending to Steam…')).toBeTruthy();
    expect(count(backend, PLAYER, 4)).toBe(sales);
    expect(app.popups).toEqual([sendAsked('Glock-18 | Fade', glockWorth)]);
  });

  it('a failed send shows the send error and stays on the tab, the sheet open', async () => {
    const app = await open({ path: '/inventory' });
    app.backend.faults.set('sendItem', { status: 502, times: 1 });
    const sheet = await openSheet(app, 'AK-47 | Redline');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not send the item to Steam')).toBeTruthy();
    expect(app.popups).toEqual([sendAsked('AK-47 | Redline', '37.59 crystals')]);
    // No switch to the sending tab.
    expect(app.router.state.location.search).toBe('');
    expect(within(screen.getByRole('dialog', { name: 'AK-47 | Redline' })).getByText('Available')).toBeTruthy();
  });

  it('the server asking for a trade link the client thought was set leads to the editor too', async () => {
    const app = await open({ path: '/inventory' });
    app.services.api.sendItem = async () => { throw new ApiError('server', 'Steam trade link is required to withdraw items'); };
    const sheet = await openSheet(app, 'AK-47 | Redline');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }));
    await settle(app, 100);
    expect(await screen.findByText('Steam trade link is required to withdraw items')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Steam trade link' }, { timeout: 5000 })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/profile');
    expect(app.popups).toEqual([sendAsked('AK-47 | Redline', '37.59 crystals')]);
  });
});

describe('Upgrade from the sheet', () => {
  it('hands the skin to the upgrader, which starts at step 2 with it picked (as from a case’s result)', async () => {
    const app = await open({ path: '/inventory' });
    const sheet = await openSheet(app, 'Glock-18 | Fade');
    fireEvent.click(within(sheet).getByRole('link', { name: 'Upgrade: Glock-18 | Fade' }));
    await settle(app, 200);
    expect(app.router.state.location.pathname).toBe('/upgrader');
    expect(await screen.findByRole('group', { name: 'Your skin' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your skin' }).textContent).toContain('Glock-18');
  });
});

// @vitest-environment happy-dom
import { act, waitFor, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { renderApp } from '../support/renderApp';
import { answerInventory, cell, open, openSheet, queryTile, selectedTab, settle, tabNames, tile, tileNames } from './inventoryScreen';

/** happy-dom's window width (the column count follows it). */
const setWidth = (width: number) => (window as unknown as { happyDOM: { setInnerWidth(width: number): void } }).happyDOM.setInnerWidth(width);

afterEach(() => {
  cleanup();
  setWidth(1024);
});

/** Closes the sheet with its Close button; resolves once it has slid away (the grid is the player's again). */
async function closeSheet(sheet: HTMLElement): Promise<void> {
  fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The sheet's action buttons and links, by name, in their order. */
const actionsOf = (sheet: HTMLElement) => [...within(sheet).queryAllByRole('button'), ...within(sheet).queryAllByRole('link')]
  .map((control) => control.getAttribute('aria-label') ?? control.textContent)
  .filter((name) => name !== 'Close');

describe('inventory grid: tabs and tiles (spec §2)', () => {
  it('shows tabs for the statuses present in the fixed order; returned items sit under available, newest first', async () => {
    // A phone's width: two columns.
    setWidth(390);
    await open({ path: '/inventory' });
    expect(tabNames()).toEqual(['Available', 'Sending', 'Sent', 'Sold']);
    expect(selectedTab()).toBe('Available');
    const list = screen.getByRole('list', { name: 'Available' });
    expect(tileNames(list)).toEqual(['AK-47 | Redline', 'Glock-18 | Fade', 'M4A1-S | Decimator', 'USP-S | Cortex', 'SSG 08 | Dragonfire']);
    // A list of buttons: each tile is one item of the list, in two columns on a phone.
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('three columns on a wider screen', async () => {
    setWidth(600);
    await open({ path: '/inventory' });
    expect(getComputedStyle(screen.getByRole('list', { name: 'Available' })).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('a tile is a button named by what it shows: name, value in crystals, status', async () => {
    await open({ path: '/inventory' });
    expect(tile('AK-47 | Redline').getAttribute('aria-label')).toBe('AK-47 | Redline, 37.59 crystals, Available');
    expect(tile('USP-S | Cortex').getAttribute('aria-label')).toBe('USP-S | Cortex, 32.45 crystals, Returned');
    expect(within(tile('AK-47 | Redline')).getByText('37.59')).toBeTruthy();
  });

  it('a returned item says Returned once, on the tile and in its sheet; the replaced one says why in its sheet', async () => {
    const app = await open({ path: '/inventory' });
    expect(within(cell('M4A1-S | Decimator')).getAllByText(/Returned/)).toHaveLength(1);
    expect(within(cell('AK-47 | Redline')).queryByText(/Returned/)).toBeNull();
    const sheet = await openSheet(app, 'M4A1-S | Decimator');
    expect(within(sheet).getAllByText(/Returned/)).toHaveLength(1);
    expect(within(sheet).getByText('Replacement item: given in place of one that could not be withdrawn')).toBeTruthy();
    await closeSheet(sheet);
    const cortex = await openSheet(app, 'USP-S | Cortex');
    expect(within(cortex).queryByText(/Replacement item/)).toBeNull();
  });

  it('the sheet of an available or returned item offers Sell, Send to Steam, Upgrade and Verify', async () => {
    const app = await open({ path: '/inventory' });
    for (const name of ['AK-47 | Redline', 'USP-S | Cortex']) {
      const sheet = await openSheet(app, name);
      expect(actionsOf(sheet)).toEqual([`Sell: ${name}`, `Send to Steam: ${name}`, `Upgrade: ${name}`, `Verify the drop of ${name}`]);
      await closeSheet(sheet);
    }
  });

  it('the sheet shows the worth and the upgrader badge; a won skin’s Verify is the upgrade’s', async () => {
    const app = await open({ path: '/inventory' });
    const sheet = await openSheet(app, 'SSG 08 | Dragonfire');
    expect(within(sheet).getByText('Won in upgrader')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Verify the upgrade of SSG 08 | Dragonfire' }).getAttribute('href')).toMatch(/^\/verify\/\d+\?roll=upgrade$/);
    await closeSheet(sheet);
    expect(within(await openSheet(app, 'AK-47 | Redline')).getByText('37.59 crystals')).toBeTruthy();
  });

  it('sold items: dimmed tiles; their sheet has only Verify, with the penalty and sold-in-upgrader notices', async () => {
    const app = await open({ path: '/inventory?tab=sold' });
    expect(selectedTab()).toBe('Sold');
    expect(cell('MP9 | Hydra').dataset.dimmed).toBe('true');
    const hydra = await openSheet(app, 'MP9 | Hydra');
    expect(within(hydra).getByText('Trade not accepted in time: penalty of 1.20 crystals')).toBeTruthy();
    expect(actionsOf(hydra)).toEqual(['Verify the drop of MP9 | Hydra']);
    await closeSheet(hydra);
    const nova = await openSheet(app, 'Nova | Antique');
    expect(within(nova).getByText('Sold in upgrader')).toBeTruthy();
    expect(actionsOf(nova)).toEqual(['Verify the upgrade of Nova | Antique']);
    await closeSheet(nova);
    const corporal = await openSheet(app, 'UMP-45 | Corporal');
    expect(within(corporal).queryByText(/penalty/)).toBeNull();
  });

  it('a sending item shows a spinner and its status and offers only Verify; sent items are dimmed', async () => {
    const app = await open({ path: '/inventory?tab=sending' });
    const blaze = cell('Desert Eagle | Blaze');
    expect(within(blaze).getByText('Sending to Steam…')).toBeTruthy();
    expect(within(blaze).getByTestId('sending-spinner')).toBeTruthy();
    expect(blaze.dataset.dimmed).toBeUndefined();
    expect(actionsOf(await openSheet(app, 'Desert Eagle | Blaze'))).toEqual(['Verify the drop of Desert Eagle | Blaze']);
    act(() => app.messenger.pressBackButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    await settle(app);
    expect(cell('AWP | Hyper Beast').dataset.dimmed).toBe('true');
    expect(within(cell('AWP | Hyper Beast')).getByText('Sent to Steam')).toBeTruthy();
    expect(actionsOf(await openSheet(app, 'AWP | Hyper Beast'))).toEqual(['Verify the drop of AWP | Hyper Beast']);
  });

  it('a double tap on a tile opens its sheet and keeps it: the second tap on the backdrop does not close it; a single tap does', async () => {
    const app = await open({ path: '/inventory' });
    await openSheet(app, 'Glock-18 | Fade');
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop, { detail: 2 });
    await settle(app);
    // Still in place: a closing sheet would have started to slide down at once.
    expect(screen.getByRole('dialog', { name: 'Glock-18 | Fade' }).style.transform).toBe('none');
    fireEvent.click(backdrop, { detail: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Back closes the sheet and stays on the inventory', async () => {
    const app = await open({ path: '/inventory' });
    await openSheet(app, 'Glock-18 | Fade');
    act(() => app.messenger.pressBackButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/inventory');
  });

  it('an item without a name reads “Unknown item”, and without a picture shows a placeholder', async () => {
    const app = renderApp({ path: '/inventory' });
    // A server that sends an item without name or picture, on the wire.
    answerInventory(app.container.get(GameBackend), [{ id: 'x1', status: 'available', win: { name: null, img: null, cost: 3 } }]);
    await settle(app);
    expect(tile('Unknown item').getAttribute('aria-label')).toBe('Unknown item, 3.00 crystals, Available');
    const sheet = await openSheet(app, 'Unknown item');
    expect(within(sheet).getByRole('img', { name: 'Unknown item' }).tagName).toBe('DIV');
  });

  it('the tab from the query is used even when that category is empty, with its own message', async () => {
    await open({ user: 'no-trade-link', path: '/inventory?tab=sold' });
    expect(tabNames()).toEqual(['Available']);
    expect(selectedTab()).toBeNull();
    expect(screen.getByText('No items sold yet')).toBeTruthy();
  });

  it('an empty inventory shows the overall message and a way to the cases', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), []);
    await settle(app);
    expect(await screen.findByText('Your inventory is empty')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open cases' }).getAttribute('href')).toBe('/cases');
  });

  it('while the inventory loads, tiles shaped like items stand in (no lone spinner); then the items', async () => {
    const app = renderApp({ path: '/' });
    const backend = app.container.get(GameBackend);
    await settle(app);
    backend.faults.set('getInventory', { latencyMs: 1000, times: 1 });
    await act(async () => { await app.router.navigate('/inventory'); });
    await settle(app, 100);
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    await settle(app, 1000);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Available' })).toBeTruthy();
  });

  it('a tile is edged in its grade when the server sends one; a dimmed tile keeps its text, not faded', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), [
      { id: 'r1', status: 'available', win: { name: 'AWP | Asiimov', img: null, cost: 80, rarity: 'Covert' } },
      { id: 'r2', status: 'available', win: { name: 'P250 | Sand Dune', img: null, cost: 1 } },
      { id: 'r3', status: 'sold', win: { name: 'MP7 | Army Recon', img: null, cost: 2, rarity: 'consumer' } },
    ]);
    await settle(app);
    expect(cell('AWP | Asiimov').querySelector('[data-rarity="covert"]')).toBeTruthy();
    expect(tile('AWP | Asiimov').style.borderColor).toBe('#eb4b4b');
    expect(cell('P250 | Sand Dune').querySelector('[data-rarity]')).toBeNull();
    expect(tile('P250 | Sand Dune').style.borderColor).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Sold' }));
    await settle(app);
    const sold = cell('MP7 | Army Recon');
    expect(sold.dataset.dimmed).toBe('true');
    // The picture is dimmed; nothing around the name and the status is made transparent.
    expect((sold.querySelector('[data-rarity="consumer"]') as HTMLElement).style.opacity).toBe('0.45');
    for (let node: HTMLElement | null = within(sold).getByText('MP7 | Army Recon'); node && node !== sold; node = node.parentElement) {
      expect(getComputedStyle(node).opacity === '' || getComputedStyle(node).opacity === '1').toBe(true);
    }
  });

  it('an inventory that cannot load says so and retries', async () => {
    const app = renderApp({ path: '/' });
    const backend = app.container.get(GameBackend);
    await settle(app);
    backend.faults.set('getInventory', { status: 500 });
    await act(async () => { await app.router.navigate('/inventory'); });
    await settle(app, 2000);
    expect(await screen.findByText('Could not load your inventory.')).toBeTruthy();
    backend.faults.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle(app);
    expect(screen.getByRole('tab', { name: 'Available' })).toBeTruthy();
  });

  it('Russian texts', async () => {
    const app = await open({ user: 'rich', path: '/inventory' });
    expect(tabNames()).toEqual(['Доступные', 'Отправлены']);
    expect(screen.getByText('3 скина')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Сортировка' })).toBeTruthy();
    const sheet = await openSheet(app, 'M4A4 | Вой');
    expect(within(sheet).getByRole('button', { name: 'Продать: M4A4 | Вой' })).toBeTruthy();
  });
});

describe('inventory head: what the player holds, and the order', () => {
  it('counts the available and returned skins and their worth together (sending, sent and sold are not held)', async () => {
    await open({ path: '/inventory' });
    const head = screen.getByRole('region', { name: 'You hold' });
    expect(within(head).getByText('5 skins')).toBeTruthy();
    // 37.59 + 13.21 + 13.90 + 32.45 + the Dragonfire, in the client's money format.
    expect(within(head).getByTestId('holdings-value').textContent).toMatch(/^350\.50/);
    expect(within(head).getByText('350.50 crystals')).toBeTruthy();
  });

  it('sorts the grid by value with a selection haptic; the order stays for the session', async () => {
    const app = await open({ path: '/inventory' });
    const picker = screen.getByRole('group', { name: 'Sort by' });
    expect(within(picker).getByRole('button', { name: 'Newest' }).getAttribute('aria-pressed')).toBe('true');
    const before = app.messenger.haptics.length;
    fireEvent.click(within(picker).getByRole('button', { name: 'Value' }));
    await settle(app);
    expect(app.messenger.haptics.slice(before)).toEqual(['selection']);
    expect(tileNames(screen.getByRole('list', { name: 'Available' })))
      .toEqual(['SSG 08 | Dragonfire', 'AK-47 | Redline', 'USP-S | Cortex', 'M4A1-S | Decimator', 'Glock-18 | Fade']);
    // Away and back: the grid is still in value order.
    await act(async () => { await app.router.navigate('/profile'); });
    await settle(app);
    await act(async () => { await app.router.navigate('/inventory'); });
    await settle(app);
    await waitFor(() => expect(queryTile('Glock-18 | Fade')).not.toBeNull());
    expect(within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: 'Value' }).getAttribute('aria-pressed')).toBe('true');
    expect(tileNames(screen.getByRole('list', { name: 'Available' }))[0]).toBe('SSG 08 | Dragonfire');
  });
});

describe('a large inventory (issue 18: lists at any size)', () => {
  const wireItems = (n: number) => Array.from({ length: n }, (_, i) => ({
    id: `big${i + 1}`, status: i % 2 ? 'sold' : 'available', win: { name: `Skin ${i + 1}`, img: null, cost: i + 1 },
  }));

  it('10 000 items: the tab draws a window of rows of tiles, and scrolling reaches the last one', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), wireItems(10_000));
    await settle(app);
    // The windowed mode is a chunk of its own, and a long list's rows come in a render after its frame.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Available' }).hasAttribute('data-windowed')).toBe(true));
    const list = screen.getByRole('list', { name: 'Available' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(3);
    expect(tiles.length).toBeLessThan(40);
    // Rows of two: the second tile of a row is the list's second item.
    expect(tileNames(list).slice(0, 2)).toEqual(['Skin 1', 'Skin 3']);
    expect(tiles[0]!.getAttribute('aria-setsize')).toBe('5000');
    expect(tiles[1]!.getAttribute('aria-posinset')).toBe('2');
    expect(queryTile('Skin 9999')).toBeNull();

    await act(async () => {
      window.scrollTo({ top: 10_000 * 200 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(cell('Skin 9999').getAttribute('aria-posinset')).toBe('5000');
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    const sheet = await openSheet(app, 'Skin 9999');
    expect(within(sheet).getByRole('button', { name: 'Sell: Skin 9999' })).toBeTruthy();
    await act(async () => {
      window.scrollTo({ top: 0 });
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('a tab of a few items is drawn in full', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), wireItems(40));
    await settle(app);
    const list = await screen.findByRole('list', { name: 'Available' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(list.hasAttribute('data-windowed')).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, waitFor, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { ApiError } from '@domain/shared/ApiError';
import { answerPopups } from '../support/popups';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const PLAYER = 700000012;
const NO_LINK = 700000034;

type App = ReturnType<typeof renderApp>;

async function settle(app: Pick<App, 'clock'>, ms = 50) {
  await act(async () => {
    await app.clock.advanceAsync(ms, 10);
  });
}

/** renderApp takes a bare path; a query is reached by navigating once the app is up. */
async function open(options: Parameters<typeof renderApp>[0] & { path: string }) {
  const [pathname, search] = options.path.split('?');
  const app = renderApp({ ...options, path: pathname });
  const backend = app.container.get(GameBackend);
  // The player confirms every sale and withdrawal in the messenger's popup.
  const popups = answerPopups(app.messenger);
  await settle(app);
  if (search) {
    await act(async () => {
      await app.router.navigate(`${pathname}?${search}`, { replace: true });
    });
    await settle(app);
  }
  await screen.findByRole('heading', { level: 1, name: /Inventory|Инвентарь/ }, { timeout: 5000 });
  // The list has loaded once no loader is left on screen (slow machines included): neither a
  // spinner nor the cards that stand in for the items.
  await waitFor(() => {
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  }, { timeout: 5000 });
  return { ...app, backend, popups };
}

/** The backend answers GET /api/inventory/ with these wire items (what another server might hold). */
function answerInventory(backend: GameBackend, inventory: readonly unknown[]): void {
  const serve = backend.serve.bind(backend);
  backend.serve = (request) => (request.method === 'GET' && request.path === '/api/inventory/'
    ? { route: 'getInventory', latencyMs: 0, network: false, response: { status: 200, body: { inventory } } }
    : serve(request));
}

const card = (name: string | RegExp) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
};
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;
const count = (backend: GameBackend, id: number, type: number) => backend.playerSnapshot(id)?.transactions.filter((t) => t.type === type).length ?? 0;
const itemStatus = (backend: GameBackend, id: number, itemId: string) => backend.playerSnapshot(id)?.inventory.find((i) => i.id === itemId)?.status;
const idOf = (backend: GameBackend, id: number, index: number) => backend.playerSnapshot(id)!.inventory[index]!.id;
/** The native popup that asks before a sale, naming the skin and what its card says it is worth. */
const saleAsked = (name: string, worth: string) => expect.objectContaining({
  title: 'Sell this skin?',
  message: `${name} for ${worth}. A sold skin cannot be taken back.`,
});
/** The native popup that asks before a skin goes to Steam, naming it and what its card says it is worth. */
const sendAsked = (name: string, worth: string) => expect.objectContaining({
  title: 'Send to Steam?',
  message: `${name}, worth ${worth}, goes to your Steam account as a trade offer. Accept it in Steam in time, or it is sold back with a penalty.`,
});
/** What a card says its skin is worth ('37.59 crystals'). */
const worthOf = (name: string) => within(card(name)).getByText(/^[\d.,]+ crystals?$/).textContent ?? '';

describe('inventory grouping and cards (spec §2)', () => {
  it('shows tabs for the statuses present in the fixed order; returned items sit under available', async () => {
    await open({ path: '/inventory' });
    expect(tabNames()).toEqual(['Available', 'Sending', 'Sent', 'Sold']);
    expect(selectedTab()).toBe('Available');
    const list = screen.getByRole('list', { name: 'Available' });
    const names = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['AK-47 | Redline', 'Glock-18 | Fade', 'M4A1-S | Decimator', 'USP-S | Cortex', 'SSG 08 | Dragonfire']);
  });

  it('returned items: an orange Returned badge; the changed one also says it replaced another', async () => {
    await open({ path: '/inventory' });
    const replaced = card('M4A1-S | Decimator');
    expect(within(replaced).getByText('Returned')).toBeTruthy();
    expect(within(replaced).getByText('Replacement item: given in place of one that could not be withdrawn')).toBeTruthy();
    const cortex = card('USP-S | Cortex');
    expect(within(cortex).getByText('Returned')).toBeTruthy();
    expect(within(cortex).queryByText(/Replacement item/)).toBeNull();
    expect(within(card('AK-47 | Redline')).queryByText('Returned')).toBeNull();
  });

  it('available and returned items offer sell and send; the won-in-upgrader badge shows', async () => {
    await open({ path: '/inventory' });
    for (const name of ['AK-47 | Redline', 'USP-S | Cortex']) {
      expect(within(card(name)).getByRole('button', { name: `Sell: ${name}` })).toBeTruthy();
      expect(within(card(name)).getByRole('button', { name: `Send to Steam: ${name}` })).toBeTruthy();
    }
    expect(within(card('SSG 08 | Dragonfire')).getByText('Won in upgrader')).toBeTruthy();
    expect(within(card('AK-47 | Redline')).getByText('37.59 crystals')).toBeTruthy();
  });

  it('sold items are dimmed, without actions; the penalty and sold-in-upgrader notices show', async () => {
    await open({ path: '/inventory?tab=sold' });
    expect(selectedTab()).toBe('Sold');
    const hydra = card('MP9 | Hydra');
    expect(hydra.dataset.dimmed).toBe('true');
    expect(within(hydra).getByText('Trade not accepted in time: penalty of 1.20 crystals')).toBeTruthy();
    expect(within(hydra).queryByRole('button')).toBeNull();
    expect(within(card('Nova | Antique')).getByText('Sold in upgrader')).toBeTruthy();
    expect(within(card('UMP-45 | Corporal')).queryByText(/penalty/)).toBeNull();
  });

  it('a sending item shows a spinner and its status; sent items are dimmed', async () => {
    const app = await open({ path: '/inventory?tab=sending' });
    const blaze = card('Desert Eagle | Blaze');
    expect(within(blaze).getByText('Sending to Steam…')).toBeTruthy();
    expect(within(blaze).getByTestId('sending-spinner')).toBeTruthy();
    expect(blaze.dataset.dimmed).toBeUndefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    await settle(app);
    expect(card('AWP | Hyper Beast').dataset.dimmed).toBe('true');
    expect(within(card('AWP | Hyper Beast')).getByText('Sent to Steam')).toBeTruthy();
  });

  it('an item without a name reads “Unknown item”, and without a picture shows a placeholder', async () => {
    const app = renderApp({ path: '/inventory' });
    // A server that sends an item without name or picture, on the wire.
    answerInventory(app.container.get(GameBackend), [{ id: 'x1', status: 'available', win: { name: null, img: null, cost: 3 } }]);
    await settle(app);
    const item = card('Unknown item');
    expect(within(item).getByRole('img', { name: 'Unknown item' }).tagName).toBe('DIV');
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

  it('while the inventory loads, cards shaped like items stand in (no lone spinner); then the items', async () => {
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

  it('a card carries its grade when the server sends one; a dimmed card keeps its text, not faded', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), [
      { id: 'r1', status: 'available', win: { name: 'AWP | Asiimov', img: null, cost: 80, rarity: 'Covert' } },
      { id: 'r2', status: 'available', win: { name: 'P250 | Sand Dune', img: null, cost: 1 } },
      { id: 'r3', status: 'sold', win: { name: 'MP7 | Army Recon', img: null, cost: 2, rarity: 'consumer' } },
    ]);
    await settle(app);
    expect(card('AWP | Asiimov').querySelector('[data-rarity="covert"]')).toBeTruthy();
    expect(card('P250 | Sand Dune').querySelector('[data-rarity]')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Sold' }));
    await settle(app);
    const sold = card('MP7 | Army Recon');
    expect(sold.dataset.dimmed).toBe('true');
    // The picture is dimmed; nothing around the name and the status is made transparent.
    expect((sold.querySelector('[data-rarity="consumer"]') as HTMLElement).style.opacity).toBe('0.45');
    for (let node: HTMLElement | null = within(sold).getByRole('heading', { level: 3 }); node && node !== sold; node = node.parentElement) {
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
    await open({ user: 'rich', path: '/inventory' });
    expect(tabNames()).toEqual(['Доступные', 'Отправлены']);
    expect(screen.getAllByRole('button', { name: /^Продать: / }).length).toBe(3);
  });
});

describe('SellItem on screen', () => {
  it('sells once for a burst of taps, with a spinner meanwhile; the card then shows what the server holds', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    const itemId = backend.playerSnapshot(PLAYER)!.inventory.find((i) => i.status === 'available')!.id;
    backend.faults.set('sellItem', { latencyMs: 500, times: 1 });
    const sales = count(backend, PLAYER, 4);
    const sell = within(card('AK-47 | Redline')).getByRole('button', { name: 'Sell: AK-47 | Redline' });
    fireEvent.click(sell);
    fireEvent.click(sell);
    fireEvent.click(sell);
    await settle(app, 10);
    expect((sell as HTMLButtonElement).disabled).toBe(true);
    expect(sell.getAttribute('aria-busy')).toBe('true');
    const send = within(card('AK-47 | Redline')).getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(send);
    await settle(app, 600);
    expect(count(backend, PLAYER, 4)).toBe(sales + 1);
    expect(itemStatus(backend, PLAYER, itemId)).toBe('sold');
    expect(app.services.session.balance).toBeCloseTo(1250 + 37.59, 2);
    // The demo server's alert names only the amount: the toast says it in the client's words and money format.
    expect(await screen.findByText('Sold for 37.59 crystals')).toBeTruthy();
    expect(screen.queryByText('Sold for 37.59')).toBeNull();
    // One question for the burst, naming the skin and its worth; the send tap meanwhile asked nothing.
    expect(app.popups).toEqual([saleAsked('AK-47 | Redline', '37.59 crystals')]);
    // The card stays where it was tapped, showing the server's status, until the tab changes.
    const sold = card('AK-47 | Redline');
    expect(sold.dataset.status).toBe('sold');
    expect(within(sold).queryByRole('button', { name: /^Sell/ })).toBeNull();
    expect((within(sold).getByRole('button', { name: 'Sold' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Sold' }));
    await settle(app);
    expect(card('AK-47 | Redline').dataset.dimmed).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Available' }));
    await settle(app);
    expect(screen.queryByRole('heading', { level: 3, name: 'AK-47 | Redline' })).toBeNull();
  });

  it('a failed sale shows the sale error and leaves item and balance as the server has them', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    backend.faults.set('sellItem', { status: 500, times: 1 });
    const glockWorth = worthOf('Glock-18 | Fade');
    fireEvent.click(screen.getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not sell the item')).toBeTruthy();
    expect(app.popups).toEqual([saleAsked('Glock-18 | Fade', glockWorth)]);
    expect(card('Glock-18 | Fade')).toBeTruthy();
    expect(app.services.session.balance).toBe(1250);
    expect((screen.getByRole('button', { name: 'Sell: Glock-18 | Fade' }) as HTMLButtonElement).disabled).toBe(false);
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
    fireEvent.click(screen.getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not sell the item: Item is not available')).toBeTruthy();
    expect(app.popups).toEqual([saleAsked('Glock-18 | Fade', glockWorth)]);
    expect(itemStatus(backend, PLAYER, id)).toBe('sold');
    expect(card('Glock-18 | Fade').dataset.status).toBe('sold');
    expect(within(card('Glock-18 | Fade')).queryByRole('button', { name: /^Sell/ })).toBeNull();
  });
});

describe('WithdrawItem on screen', () => {
  it('without a trade link: the toast, then the profile with the trade-link editor open and the parameter gone', async () => {
    const app = await open({ user: 'no-trade-link', path: '/inventory' });
    const sends = () => app.backend.playerSnapshot(NO_LINK)!.inventory.filter((i) => i.status === 'sending').length;
    fireEvent.click(screen.getByRole('button', { name: /^Send to Steam: MAC-10/ }));
    await settle(app, 100);
    expect(await screen.findByText('Steam trade link is required to withdraw items')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Steam trade link' }, { timeout: 5000 });
    expect(app.router.state.location.pathname).toBe('/profile');
    // The parameter is dropped by a navigation of its own, from the profile screen's effect.
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect((within(dialog).getByLabelText('Trade link URL') as HTMLInputElement).value).toBe('');
    expect(sends()).toBe(0);
    // Refused before the question: the player is not asked to confirm a send that cannot go.
    expect(app.popups).toEqual([]);
  });

  it('with a trade link: one send for a burst of taps, then the sending tab', async () => {
    const app = await open({ path: '/inventory' });
    const { backend } = app;
    backend.faults.set('sendItem', { latencyMs: 300, times: 1 });
    const sending = () => backend.playerSnapshot(PLAYER)!.inventory.filter((i) => i.status === 'sending').length;
    const before = sending();
    const sales = count(backend, PLAYER, 4);
    const send = screen.getByRole('button', { name: 'Send to Steam: Glock-18 | Fade' });
    fireEvent.click(send);
    fireEvent.click(send);
    await settle(app, 10);
    expect(send.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sell: Glock-18 | Fade' }));
    await settle(app, 400);
    expect(sending()).toBe(before + 1);
    expect(app.router.state.location.search).toBe('?tab=sending');
    // What to do now: accept the offer in Steam, with a way straight there.
    const notice = await screen.findByRole('dialog', { name: 'Trade offer sent' });
    expect(within(notice).getByText(/accept the trade offer for Glock-18 \| Fade/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Open trade offers in Steam' }));
    expect(app.messenger.opened.at(-1)).toEqual({ kind: 'link', url: 'https://steamcommunity.com/my/tradeoffers' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectedTab()).toBe('Sending');
    expect(within(card('Glock-18 | Fade')).getByText('Sending to Steam…')).toBeTruthy();
    // The sell tap while sending sent nothing, and asked nothing: one question, the send's.
    expect(count(backend, PLAYER, 4)).toBe(sales);
    expect(app.popups).toEqual([sendAsked('Glock-18 | Fade', worthOf('Glock-18 | Fade'))]);
  });

  it('a failed send shows the send error and stays on the tab', async () => {
    const app = await open({ path: '/inventory' });
    app.backend.faults.set('sendItem', { status: 502, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }));
    await settle(app, 100);
    expect(await screen.findByText('Could not send the item to Steam')).toBeTruthy();
    expect(app.popups).toEqual([sendAsked('AK-47 | Redline', '37.59 crystals')]);
    expect(selectedTab()).toBe('Available');
    expect(within(card('AK-47 | Redline')).getByText('Available')).toBeTruthy();
  });

  it('the server asking for a trade link the client thought was set leads to the editor too', async () => {
    const app = await open({ path: '/inventory' });
    app.services.api.sendItem = async () => { throw new ApiError('server', 'Steam trade link is required to withdraw items'); };
    fireEvent.click(screen.getByRole('button', { name: 'Send to Steam: AK-47 | Redline' }));
    await settle(app, 100);
    expect(await screen.findByText('Steam trade link is required to withdraw items')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Steam trade link' }, { timeout: 5000 })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/profile');
    expect(app.popups).toEqual([sendAsked('AK-47 | Redline', '37.59 crystals')]);
  });
});

describe('a large inventory (issue 18: lists at any size)', () => {
  const wireItems = (n: number) => Array.from({ length: n }, (_, i) => ({
    id: `big${i + 1}`, status: i % 2 ? 'sold' : 'available', win: { name: `Skin ${i + 1}`, img: null, cost: i + 1 },
  }));

  it('10 000 items: the tab draws a window of cards, and scrolling reaches the last one', async () => {
    const app = renderApp({ path: '/inventory' });
    answerInventory(app.container.get(GameBackend), wireItems(10_000));
    await settle(app);
    // The windowed mode is a chunk of its own, and a long list's rows come in a render after its frame.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Available' }).hasAttribute('data-windowed')).toBe(true));
    const list = screen.getByRole('list', { name: 'Available' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.length).toBeLessThan(30);
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Skin 1');
    expect(cards[0]!.getAttribute('aria-setsize')).toBe('5000');
    expect(screen.queryByRole('heading', { level: 3, name: 'Skin 9999' })).toBeNull();

    await act(async () => {
      window.scrollTo({ top: 10_000 * 200 });
      window.dispatchEvent(new Event('scroll'));
    });
    const last = card('Skin 9999');
    expect(last.getAttribute('aria-posinset')).toBe('5000');
    expect(within(last).getByRole('button', { name: 'Sell: Skin 9999' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
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

/** The inventory screen in component tests: the whole app on the demo adapters, and how to find its tiles and sheet. */
import { act, waitFor, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { answerPopups } from '../support/popups';
import { renderApp } from '../support/renderApp';

export const PLAYER = 700000012;
export const NO_LINK = 700000034;

export type App = ReturnType<typeof renderApp>;

export async function settle(app: Pick<App, 'clock'>, ms = 50) {
  await act(async () => {
    await app.clock.advanceAsync(ms, 10);
  });
}

/** renderApp takes a bare path; a query is reached by navigating once the app is up. */
export async function open(options: Parameters<typeof renderApp>[0] & { path: string }) {
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
export function answerInventory(backend: GameBackend, inventory: readonly unknown[]): void {
  const serve = backend.serve.bind(backend);
  backend.serve = (request) => (request.method === 'GET' && request.path === '/api/inventory/'
    ? { route: 'getInventory', latencyMs: 0, network: false, response: { status: 200, body: { inventory } } }
    : serve(request));
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An item's tile: a button named by the item's name, then its worth and status. */
export const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${escape(name)}, `) });
export const queryTile = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${escape(name)}, `) });
/** The tile's place in the grid (its <li>, which carries the status and the dimming). */
export const cell = (name: string) => tile(name).closest('li') as HTMLElement;
export const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
export const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;
/** The names on the tiles of a list, in the order shown. */
export const tileNames = (list: HTMLElement) => within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label')!.split(', ')[0]);
export const count = (backend: GameBackend, id: number, type: number) => backend.playerSnapshot(id)?.transactions.filter((t) => t.type === type).length ?? 0;
export const itemStatus = (backend: GameBackend, id: number, itemId: string) => backend.playerSnapshot(id)?.inventory.find((i) => i.id === itemId)?.status;
export const idOf = (backend: GameBackend, id: number, index: number) => backend.playerSnapshot(id)!.inventory[index]!.id;
/** The native popup that asks before a sale, naming the skin and what its tile says it is worth. */
export const saleAsked = (name: string, worth: string) => expect.objectContaining({
  title: 'Sell this skin?',
  message: `${name} for ${worth}. A sold skin cannot be taken back.`,
});
/** The native popup that asks before a skin goes to Steam, naming it and what its tile says it is worth. */
export const sendAsked = (name: string, worth: string) => expect.objectContaining({
  title: 'Send to Steam?',
  message: `${name}, worth ${worth}, goes to your Steam account as a trade offer. Accept it in Steam in time, or it is sold back with a penalty.`,
});
/** What a tile says its skin is worth ('37.59 crystals'), from its accessible name. */
export const worthOf = (name: string) => tile(name).getAttribute('aria-label')!.split(', ').at(-2)!;

/** Taps the item's tile: its sheet, a dialog named after the item. */
export async function openSheet(app: Pick<App, 'clock'>, name: string): Promise<HTMLElement> {
  fireEvent.click(tile(name));
  await settle(app, 10);
  return screen.getByRole('dialog', { name });
}


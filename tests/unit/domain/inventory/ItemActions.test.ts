import { describe, expect, it, vi } from 'vitest';
import { ItemActions, type ItemActionsState } from '@domain/features/inventory/ItemActions';
import { TRADE_LINK_REQUIRED_MESSAGE } from '@domain/features/inventory/WithdrawItem';
import { ApiError } from '@domain/shared/ApiError';
import type { ItemStatus, SaleResult, SendResult } from '@domain/model/inventory';
import { deferred, flush, type Deferred } from './fixtures';

/**
 * Fake api whose sale and send calls hand out deferreds the test settles; a fake host (the screen)
 * whose reloads are deferreds too and report the status the test set; the player confirms every
 * move unless `confirm` says otherwise.
 */
function setup(options: { tradeLink?: boolean; confirm?: () => Promise<boolean> } = {}) {
  const sales: Deferred<SaleResult>[] = [];
  const sends: Deferred<SendResult>[] = [];
  const reloads: Deferred<void>[] = [];
  const api = {
    sellItem: vi.fn((_id: string) => {
      const d = deferred<SaleResult>();
      sales.push(d);
      return d.promise;
    }),
    sendItem: vi.fn((_id: string) => {
      const d = deferred<SendResult>();
      sends.push(d);
      return d.promise;
    }),
  };
  let tradeLink = options.tradeLink ?? true;
  let status: ItemStatus | null = 'available';
  const reload = vi.fn((_itemId: string) => {
    const d = deferred<void>();
    reloads.push(d);
    return d.promise.then(() => status);
  });
  const confirm = vi.fn(options.confirm ?? (() => Promise.resolve(true)));
  const haptics = { hapticNotification: vi.fn() };
  const actions = new ItemActions({ api, host: { hasTradeLink: () => tradeLink, confirm, reloadItem: reload }, haptics });
  /** The notifications the hand felt, in order. */
  const felt = () => haptics.hapticNotification.mock.calls.map((call) => call[0] as string);
  /** Each start and end of an item's action, as [item id, action or null]. */
  const changes = vi.fn();
  actions.subscribe(({ running }, { running: before }) => {
    for (const id of new Set([...before.keys(), ...running.keys()])) {
      if (running.get(id) !== before.get(id)) changes(id, running.get(id) ?? null);
    }
  });
  return {
    api, confirm, reload, actions, changes, sales, sends, reloads, felt,
    setTradeLink: (value: boolean) => { tradeLink = value; },
    setStatus: (value: ItemStatus | null) => { status = value; },
  };
}

describe('SellItem', () => {
  it('sells, reloads the server’s state, and only then frees the item', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    expect(h.api.sellItem).toHaveBeenCalledWith('7');
    expect(h.actions.runningAction('7')).toBe('sell');
    h.sales[0]!.resolve({ balance: 99 });
    await flush();
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(h.actions.runningAction('7')).toBe('sell');
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'done', action: 'sell', itemId: '7', nextTab: null });
    expect(h.actions.runningAction('7')).toBeNull();
    expect(h.changes.mock.calls).toEqual([['7', 'sell'], ['7', null]]);
    // The confirmed sale is felt once, when the server's state is back.
    expect(h.felt()).toEqual(['success']);
  });

  it('a second tap while the sale runs sends nothing', async () => {
    const h = setup();
    const first = h.actions.sell('7');
    await flush(); // the player confirms
    expect(await h.actions.sell('7')).toEqual({ kind: 'busy' });
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'busy' });
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    expect(h.api.sendItem).not.toHaveBeenCalled();
    h.sales[0]!.resolve({ balance: null });
    await flush();
    h.reloads[0]!.resolve();
    await first;
    // A double tap is one sale, felt once.
    expect(h.felt()).toEqual(['success']);
    // Free again afterwards.
    void h.actions.sell('7');
    await flush(); // the player confirms
    expect(h.api.sellItem).toHaveBeenCalledTimes(2);
  });

  it('other items stay free while one runs', async () => {
    const h = setup();
    void h.actions.sell('1');
    await flush(); // the player confirms
    void h.actions.sell('2');
    await flush(); // the player confirms
    void h.actions.withdraw('3');
    await flush(); // the player confirms
    expect(h.api.sellItem.mock.calls).toEqual([['1'], ['2']]);
    expect(h.api.sendItem.mock.calls).toEqual([['3']]);
    expect([h.actions.runningAction('1'), h.actions.runningAction('2'), h.actions.runningAction('3')]).toEqual(['sell', 'sell', 'send']);
  });

  it('a failed sale reports the server’s message and still reloads what the server holds', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    h.sales[0]!.reject(new ApiError('server', 'Item is not available'));
    await flush();
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(h.actions.runningAction('7')).toBe('sell');
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'failed', action: 'sell', serverMessage: 'Item is not available' });
    expect(h.actions.runningAction('7')).toBeNull();
    expect(h.felt()).toEqual(['error']);
  });

  it.each([
    ['an HTTP status', ApiError.http(500)],
    ['a network failure', new ApiError('network', 'offline')],
    ['a malformed answer', new ApiError('malformed', 'bad body')],
    ['a non-API error', new Error('boom')],
  ])('a sale failing with %s has no server message', async (_name, error) => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    h.sales[0]!.reject(error);
    await flush();
    h.reloads[0]!.resolve();
    // A lost connection has been told to the player by the transport policy: the screen adds nothing.
    const told = error instanceof ApiError && error.kind === 'network';
    expect(await outcome).toEqual({ kind: 'failed', action: 'sell', serverMessage: null, ...(told ? { reported: true } : {}) });
  });

  it('a reload that fails does not hide the outcome or keep the item busy', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    h.sales[0]!.resolve({ balance: 1 });
    await flush();
    h.reloads[0]!.reject(new ApiError('network', 'offline'));
    expect((await outcome).kind).toBe('done');
    expect(h.actions.runningAction('7')).toBeNull();
  });
});

describe('WithdrawItem', () => {
  it('without a trade link sends nothing and asks for one (spec §5)', async () => {
    const h = setup({ tradeLink: false });
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'trade-link-required' });
    expect(h.api.sendItem).not.toHaveBeenCalled();
    expect(h.reload).not.toHaveBeenCalled();
    expect(h.actions.runningAction('7')).toBeNull();
    expect(h.felt()).toEqual([]);
  });

  it('with a trade link sends once and switches the tab to sending afterwards', async () => {
    const h = setup();
    const outcome = h.actions.withdraw('7');
    await flush(); // the player confirms
    expect(h.actions.runningAction('7')).toBe('send');
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'busy' });
    expect(await h.actions.sell('7')).toEqual({ kind: 'busy' });
    h.sends[0]!.resolve({});
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'done', action: 'send', itemId: '7', nextTab: 'sending' });
    expect(h.felt()).toEqual(['success']);
    expect(h.api.sendItem).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).not.toHaveBeenCalled();
  });

  it('the server saying a trade link is required (the client thought it had one) asks for one too', async () => {
    const h = setup();
    const outcome = h.actions.withdraw('7');
    await flush(); // the player confirms
    h.sends[0]!.reject(new ApiError('server', TRADE_LINK_REQUIRED_MESSAGE));
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'trade-link-required' });
    expect(h.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed send reports the send error and reloads', async () => {
    const h = setup();
    const outcome = h.actions.withdraw('7');
    await flush(); // the player confirms
    h.sends[0]!.reject(ApiError.http(502));
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'failed', action: 'send', serverMessage: null });
    expect(h.reload).toHaveBeenCalledTimes(1);
  });

  it('reads the trade link at tap time', async () => {
    const h = setup({ tradeLink: false });
    expect((await h.actions.withdraw('7')).kind).toBe('trade-link-required');
    h.setTradeLink(true);
    void h.actions.withdraw('7');
    await flush(); // the player confirms
    expect(h.api.sendItem).toHaveBeenCalledWith('7');
  });

  it('the busy check comes before the trade-link check', async () => {
    const h = setup();
    void h.actions.sell('7');
    await flush(); // the player confirms
    h.setTradeLink(false);
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'busy' });
  });

  it('unsubscribed listeners hear nothing', async () => {
    const h = setup();
    const listener = vi.fn((_state: ItemActionsState, _previous: ItemActionsState) => undefined);
    const stop = h.actions.subscribe(listener);
    stop();
    void h.actions.sell('1');
    await flush(); // the player confirms
    expect(listener).not.toHaveBeenCalled();
    expect(h.changes).toHaveBeenCalledTimes(1);
  });
});

describe('a failure that leaves the outcome unknown (spec §8, issue 9 fault matrix)', () => {
  it.each([
    ['sell', 'sold', new ApiError('malformed', 'unreadable')],
    ['sell', 'sold', new ApiError('network', 'reset')],
    ['withdraw', 'sending', ApiError.http(502)],
  ] as const)('%s: the reloaded item is %s, so it went through after all', async (action, status, error) => {
    const h = setup();
    const outcome = action === 'sell' ? h.actions.sell('7') : h.actions.withdraw('7');
    await flush(); // the player confirms
    h.setStatus(status);
    (action === 'sell' ? h.sales : h.sends)[0]!.reject(error);
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'done', action: action === 'sell' ? 'sell' : 'send', itemId: '7', nextTab: action === 'sell' ? null : 'sending', reconciled: true });
  });

  it('the reloaded item is still available: failed', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    h.sales[0]!.reject(new ApiError('malformed', 'unreadable'));
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'failed', action: 'sell', serverMessage: null });
  });

  it('a refusal is final, whatever the reload shows', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush(); // the player confirms
    h.setStatus('sold');
    h.sales[0]!.reject(new ApiError('forbidden', 'Access denied', 403));
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toMatchObject({ kind: 'failed' });
  });
});

describe('a value move needs the player’s confirmation (issue 17)', () => {
  it('declined: nothing is sent, nothing reloaded, the item is free again', async () => {
    const h = setup({ confirm: () => Promise.resolve(false) });
    expect(await h.actions.sell('7')).toEqual({ kind: 'cancelled', action: 'sell' });
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'cancelled', action: 'send' });
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.api.sendItem).not.toHaveBeenCalled();
    expect(h.reload).not.toHaveBeenCalled();
    expect(h.actions.runningAction('7')).toBeNull();
  });

  it('while the confirmation is open the item is busy: a second tap asks nothing and sends nothing', async () => {
    const answer = deferred<boolean>();
    const h = setup({ confirm: () => answer.promise });
    const first = h.actions.sell('7');
    expect(h.actions.runningAction('7')).toBe('sell');
    expect(await h.actions.sell('7')).toEqual({ kind: 'busy' });
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'busy' });
    expect(h.confirm).toHaveBeenCalledTimes(1);
    answer.resolve(true);
    await flush();
    h.sales[0]!.resolve({ balance: 5 });
    await flush();
    h.reloads[0]!.resolve();
    expect(await first).toMatchObject({ kind: 'done' });
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
  });

  it('the confirmation names the move and the item', async () => {
    const h = setup();
    void h.actions.withdraw('9');
    expect(h.confirm).toHaveBeenCalledWith({ action: 'send', itemId: '9' });
  });

  it('without a trade link nothing is even asked', async () => {
    const h = setup({ tradeLink: false });
    expect(await h.actions.withdraw('7')).toEqual({ kind: 'trade-link-required' });
    expect(h.confirm).not.toHaveBeenCalled();
  });
});

describe('one message per event (issue 17)', () => {
  it('a sale whose answer carried the server’s alert hands it to the screen that sold', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush();
    h.sales[0]!.resolve({ balance: 10, alert: 'Sold for 10' });
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'done', action: 'sell', itemId: '7', nextTab: null, alert: 'Sold for 10' });
  });

  it('a withdrawal whose answer carried an alert hands it on too; one without has none', async () => {
    const h = setup();
    const first = h.actions.withdraw('7');
    await flush();
    h.sends[0]!.resolve({ alert: 'Trade offer sent' });
    await flush();
    h.reloads[0]!.resolve();
    expect(await first).toMatchObject({ kind: 'done', action: 'send', alert: 'Trade offer sent' });
    const second = h.actions.withdraw('8');
    await flush();
    h.sends[1]!.resolve({});
    await flush();
    h.reloads[1]!.resolve();
    expect(await second).toEqual({ kind: 'done', action: 'send', itemId: '8', nextTab: 'sending' });
  });

  it('an answer without an alert carries none, whatever else the server said meanwhile', async () => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush();
    h.sales[0]!.resolve({ balance: 10 });
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'done', action: 'sell', itemId: '7', nextTab: null });
  });

  it.each([
    ['403', ApiError.http(403)],
    ['401', ApiError.http(401)],
  ])('a %s has been told by the transport policy: reported', async (_status, error) => {
    const h = setup();
    const outcome = h.actions.sell('7');
    await flush();
    h.sales[0]!.reject(error);
    await flush();
    h.reloads[0]!.resolve();
    expect(await outcome).toEqual({ kind: 'failed', action: 'sell', serverMessage: null, reported: true });
  });
});

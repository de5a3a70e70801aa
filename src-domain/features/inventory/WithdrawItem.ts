import { makeValueMove, type ItemUseCase } from './valueMove';

/** The server's refusal when it holds no trade link, and the toast text of spec §5. */
export const TRADE_LINK_REQUIRED_MESSAGE = 'Steam trade link is required to withdraw items';

/**
 * WithdrawItem (spec §4, §5, §7 GET /api/inventory/{id}/send/): sends an item to the player's
 * Steam account. A trade link is required before anything is sent — and when the server says it
 * holds none, that is the same answer —; after it went through the inventory shows 'sending'.
 */
export const WithdrawItem: ItemUseCase = {
  action: 'send',
  refuse: (deps) => (deps.host.hasTradeLink() ? null : { kind: 'trade-link-required' }),
  run: (deps, itemId) => makeValueMove({
    action: 'send',
    doneStatuses: ['sending', 'sent'],
    nextTab: 'sending',
    call: () => deps.api.sendItem(itemId),
    refusal: (message) => (message === TRADE_LINK_REQUIRED_MESSAGE ? { kind: 'trade-link-required' } : null),
  }, deps, itemId),
};

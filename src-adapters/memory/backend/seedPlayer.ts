import { parseLanguage } from '@domain/model/language';
import type { Random } from '@domain/ports/Random';
import type { InventoryRecord, PlayerState } from './backendState';
import { CATALOGUE, type CatalogueSkin } from './catalogue.generated';
import type { MockUser } from './mockUsers';

interface SeedDeps {
  readonly now: number;
  readonly random: Random;
  readonly nextId: () => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function skin(namePart: string): CatalogueSkin {
  const found = CATALOGUE.find((s) => s.en.includes(namePart));
  if (!found) throw new Error(`seed skin not in catalogue: ${namePart}`);
  return found;
}

/** Who the init data says the player is. */
export interface PlayerIdentity {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly languageCode: string | null;
}

/** A player on their first request: a mock user starts from its seed and past, anyone else from nothing. */
export function newPlayer(identity: PlayerIdentity, mock: MockUser | null, deps: SeedDeps): PlayerState {
  const player: PlayerState = {
    id: identity.id,
    firstName: identity.firstName,
    lastName: identity.lastName,
    balance: mock?.seed.balance ?? 0,
    lang: mock?.seed.lang ?? parseLanguage(identity.languageCode?.slice(0, 2) ?? null) ?? 'en',
    firstVisit: mock?.seed.firstVisit ?? true,
    tradeLink: mock?.seed.tradeLink ?? null,
    inventory: [],
    transactions: [],
    completedTasks: {},
    payments: {},
    recentWins: [],
  };
  if (mock) seedPlayer(player, mock.key, deps);
  return player;
}

/**
 * Gives a mock user a believable past: items in every status for the regular player, a rich
 * collection for the rich one, a couple of items for the player without a trade link, and
 * transactions whose balances add up to the balance they start with.
 */
function seedPlayer(player: PlayerState, key: string, deps: SeedDeps): void {
  const { now, nextId } = deps;
  const item = (name: string, fields: Partial<InventoryRecord>, ageMs: number): InventoryRecord => {
    const s = skin(name);
    return { id: String(nextId()), skinKey: s.key, cost: s.price, status: 'available', createdAt: now - ageMs, ...fields };
  };

  if (key === 'player') {
    player.inventory.push(
      item('AK-47 | Redline', {}, 5 * MINUTE),
      item('Glock-18 | Fade', {}, 2 * HOUR),
      item('M4A1-S | Decimator', { status: 'returned', changed: true }, 3 * HOUR),
      item('USP-S | Cortex', { status: 'returned' }, 4 * HOUR),
      item('Desert Eagle | Blaze', { status: 'sending', sendAt: now - 10_000, tradeOutcome: 'sent' }, 5 * HOUR),
      item('AWP | Hyper Beast', { status: 'sent' }, DAY),
      item('P250 | Asiimov', { status: 'sent' }, 2 * DAY),
      item('MP9 | Hydra', { status: 'sold', penalty: 1.2 }, 3 * DAY),
      item('Nova | Antique', { status: 'sold', soldUpgrader: true }, 3 * DAY),
      item('SSG 08 | Dragonfire', { winUpgrader: true }, 3 * DAY),
      item('UMP-45 | Corporal', { status: 'sold' }, 4 * DAY),
    );
    // One transaction of each of the 20 types, oldest first.
    seedTransactions(player, now, [
      [1, 100], [2, 250], [20, 50], [3, -25], [4, 12.4], [5, 43.8], [6, -100], [7, 500], [8, 35], [9, 10],
      [10, 100], [11, 100], [12, -1.2], [13, 15], [14, 15], [15, 50], [16, 50], [17, 15], [18, 15], [19, 15],
    ]);
    player.recentWins.push({ skinKey: skin('AK-47 | Redline').key, cost: skin('AK-47 | Redline').price, price: 25, at: now - 5 * MINUTE });
  } else if (key === 'rich') {
    player.inventory.push(
      item('AWP | Dragon Lore', {}, HOUR),
      item('Karambit | Fade', {}, 2 * HOUR),
      item('M4A4 | Howl', {}, DAY),
      item('AK-47 | Fire Serpent', { status: 'sent' }, 2 * DAY),
    );
    seedTransactions(player, now, [[1, 100], [2, 200000], [20, 20000], [3, -600], [4, 600], [5, 29900]]);
  } else if (key === 'no-trade-link') {
    player.inventory.push(item('MAC-10 | Candy Apple', {}, HOUR), item('P90 | Elite Build', {}, 2 * HOUR));
    seedTransactions(player, now, [[1, 100], [2, 250], [3, -50]]);
  }
}

/** Transactions spread over the last 9 days, starting from 0 and ending at the player's balance. */
function seedTransactions(player: PlayerState, now: number, entries: readonly (readonly [number, number])[]): void {
  const total = entries.reduce((sum, [, value]) => sum + value, 0);
  if (Math.abs(total - player.balance) > 0.001) throw new Error(`seed transactions add up to ${total}, not ${player.balance}`);
  let balance = 0;
  const step = (9 * DAY) / entries.length;
  entries.forEach(([type, value], i) => {
    balance = Math.round((balance + value) * 100) / 100;
    // The newest few are minutes or hours old, so every time-ago bucket shows up.
    const age = i === entries.length - 1 ? 2 * MINUTE : i === entries.length - 2 ? 40 * MINUTE : i === entries.length - 3 ? 5 * HOUR : (entries.length - i) * step;
    player.transactions.push({ type, value, balance, at: now - age });
  });
}

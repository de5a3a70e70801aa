import type { Language } from '@domain/model/language';

/** A player the demo can log in as. Ids end in different digits, so each uses another API shard. */
export interface MockUser {
  readonly key: string;
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly languageCode: string;
  /** What the backend starts this player with. */
  readonly seed: {
    readonly balance: number;
    readonly firstVisit: boolean;
    readonly lang: Language;
    readonly tradeLink: string | null;
  };
}

export const MOCK_USERS: readonly MockUser[] = [
  {
    key: 'newcomer', id: 700000001, firstName: 'Nika', lastName: 'Novak', username: 'nika_new', languageCode: 'ru',
    seed: { balance: 0, firstVisit: true, lang: 'ru', tradeLink: null },
  },
  {
    key: 'player', id: 700000012, firstName: 'Alex', lastName: 'Frost', username: 'alexfrost', languageCode: 'en',
    seed: { balance: 1250, firstVisit: false, lang: 'en', tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123' },
  },
  {
    key: 'rich', id: 700000023, firstName: 'Мария', lastName: 'Голд', username: 'maria_gold', languageCode: 'ru',
    seed: { balance: 250000, firstVisit: false, lang: 'ru', tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=987654321&token=Zz9-xy' },
  },
  {
    key: 'no-trade-link', id: 700000034, firstName: 'Sam', lastName: 'Lee', username: 'samlee', languageCode: 'en',
    seed: { balance: 300, firstVisit: false, lang: 'en', tradeLink: null },
  },
];

export const DEFAULT_MOCK_USER_KEY = 'player';

export function mockUserByKey(key: string | null): MockUser {
  return MOCK_USERS.find((u) => u.key === key) ?? (MOCK_USERS.find((u) => u.key === DEFAULT_MOCK_USER_KEY) as MockUser);
}

/** Init data as the messenger would send it (unsigned: the in-memory backend trusts it). */
export function mockInitData(user: MockUser, authDateSeconds: number): string {
  const params = new URLSearchParams();
  params.set('user', JSON.stringify({
    id: user.id, first_name: user.firstName, last_name: user.lastName, username: user.username, language_code: user.languageCode,
  }));
  params.set('auth_date', String(authDateSeconds));
  params.set('hash', 'demo');
  return params.toString();
}

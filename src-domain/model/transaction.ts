/** Transaction types 1..20 of spec §3. */
export const TRANSACTION_TYPES = [
  'registrationBonus', 'topUp', 'caseOpening', 'itemSale', 'adminCredit', 'adminDebit',
  'referralRegistration', 'referralIncome', 'dailyBonus', 'marketplaceLink', 'gamingPlatformLink',
  'tradePenalty', 'botMentionInName', 'messengerAvatar', 'channelSubscription', 'chatJoin',
  'botMentionInMarketplaceNick', 'marketplaceAvatar', 'referralLinkInBio', 'firstDepositBonus',
] as const;
export type TransactionKind = (typeof TRANSACTION_TYPES)[number];

export interface TransactionEntry {
  /** 1..20 (spec §3); any other integer is a type this client does not know. */
  readonly type: number;
  /** Signed amount, e.g. +100 or -50. */
  readonly value: number;
  readonly balance: number;
  readonly secAgo: number;
}

export function transactionKind(type: number): TransactionKind | null {
  return TRANSACTION_TYPES[type - 1] ?? null;
}

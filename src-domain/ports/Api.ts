import type { CaseDetails, CaseSummary, OpeningResult } from '@domain/model/case';
import type { InventoryItem, SaleResult, SendResult } from '@domain/model/inventory';
import type { InviteFriendRequest } from '@domain/model/invite';
import type { Language } from '@domain/model/language';
import type { ListAnswer } from '@domain/model/listAnswer';
import type { History, LiveData, LiveWin } from '@domain/model/live';
import type { DrawProof, FairnessState, SeedRotation, UpgradeProof } from '@domain/model/fairness';
import type { CrystalPackage, Invoice, PaymentStatus } from '@domain/model/payment';
import type { Task } from '@domain/model/task';
import type { TransactionEntry } from '@domain/model/transaction';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import type { Me } from '@domain/model/user';
import type { Cancel } from './Clock';
import type { AnswerOrder } from '@domain/shared/NewestAnswer';

export type { AnswerOrder } from '@domain/shared/NewestAnswer';

/** What a roll (an opening or an upgrade) may send beyond spec §7. */
export interface RollOptions {
  /** The player's client seed (their luck code, or this device's own); sent only to a server that publishes commitments. */
  readonly clientSeed?: string;
}

export interface LanguageChange {
  readonly result: boolean;
  readonly me: Me | null;
}

/**
 * What the client keeps of any response (spec §7, "processing every response"): the player, the
 * balance, the tasks, the cases, the inventory — whether a call asked for them or they came along
 * with another answer — and the server's messages. This stream is the only way the stores learn
 * of them; a call's own answer is returned to its caller as well, for the caller's decisions.
 * (The opening result, recent wins and upgrader items are only their own calls' answers.)
 */
/** The parts of the player's state that writes change and the stores keep. */
export type StateKind = 'me' | 'balance' | 'tasks' | 'inventory';

export type ServerEvent =
  /**
   * A call got through with a readable answer (published last, after what the answer carried);
   * `changed` is what a state-changing call changed, so reads sent before it are stale.
   */
  | { readonly type: 'answered'; readonly changed: readonly StateKind[] }
  | { readonly type: 'me'; readonly me: Me }
  | { readonly type: 'balance'; readonly balance: number }
  // A list the stores keep carries `leftOut`, its unreadable entries, when there were any (ListAnswer).
  | { readonly type: 'tasks'; readonly tasks: readonly Task[]; readonly leftOut?: number }
  | { readonly type: 'cases'; readonly cases: readonly CaseSummary[]; readonly leftOut?: number }
  | { readonly type: 'case'; readonly details: CaseDetails }
  | { readonly type: 'inventory'; readonly items: readonly InventoryItem[]; readonly leftOut?: number }
  | { readonly type: 'alert'; readonly text: string }
  | { readonly type: 'notification'; readonly text: string };

export interface ServerEvents {
  /**
   * Hears every server event from now on, with the order of the answer that carried it (stores
   * keep the newest, see NewestAnswer); the returned function stops it.
   */
  subscribe(listener: (event: ServerEvent, order: AnswerOrder) => void): Cancel;
}

/** The reads a screen makes as it first shows that can be asked for before it is drawn (`Api.prefetch`). */
export type PrefetchedRead = 'getLive' | 'getCases';

/** Every call of spec §7. Failures reject with ApiError. */
export interface Api {
  /** What every response carried for the stores, published once per response. */
  readonly events: ServerEvents;

  /**
   * Beyond spec §7: sends these reads now (the landing screen's, at the app's start, while the
   * profile is on its way); the next call of each within a few seconds takes that answer instead
   * of asking again. What such an answer carries reaches the stores when the call takes it, in the
   * order the read was sent. An early read that failed (logged), or was not taken in time, is dropped.
   */
  prefetch(reads: readonly PrefetchedRead[]): void;

  getMe(): Promise<Me>;
  saveTradeLink(tradeLink: string): Promise<boolean>;
  setLanguage(lang: Language): Promise<LanguageChange>;
  completeTask(taskId: string): Promise<void>;
  /** One page, with its count of unreadable entries, as every list no store keeps (ListAnswer). */
  getTransactions(page?: number, limit?: number): Promise<ListAnswer<TransactionEntry>>;
  getRecentWins(): Promise<readonly LiveWin[]>;
  /** GET /api/user/init/ — its answer's shape is not specified, so it is passed through. */
  getInit(): Promise<unknown>;
  /** Returns the prepared message id. */
  inviteFriend(request: InviteFriendRequest): Promise<string>;
  getTopUpPackages(): Promise<ListAnswer<CrystalPackage>>;
  createInvoice(pkg: CrystalPackage): Promise<Invoice>;
  getPaymentStatus(paymentId: string): Promise<PaymentStatus>;
  getHistory(): Promise<History>;
  getLive(): Promise<LiveData>;
  getUpgraderItems(): Promise<readonly UpgraderItem[]>;
  getMultipliers(itemId: string): Promise<Multipliers>;
  getChance(donorId: string, targetId: string): Promise<ChanceResult>;
  upgrade(donorId: string, targetId: string, options?: RollOptions): Promise<UpgradeResult>;
  getCases(): Promise<readonly CaseSummary[]>;
  getCase(caseId: string): Promise<CaseDetails>;
  openCase(caseId: string, options?: RollOptions): Promise<OpeningResult>;
  /**
   * Optional, beyond spec §7: opens `count` (2 or more) of a case in one call and one charge, each
   * drop with its own roll; the answer lists the drops in roll order. Asked only of a case whose
   * details say the server does it (`multiOpen`).
   */
  openCases?(caseId: string, count: number, options?: RollOptions): Promise<readonly OpeningResult[]>;
  getInventory(): Promise<readonly InventoryItem[]>;
  getInventoryItem(itemId: string): Promise<InventoryItem>;
  sellItem(itemId: string): Promise<SaleResult>;
  sendItem(itemId: string): Promise<SendResult>;

  /*
   * Optional capabilities beyond spec §7 (verifiable rolls, docs/fairness.md). An Api without them,
   * or a server that answers them 404, does not publish verifiable rolls, and the app says so.
   */
  /** The player's current seed commitment, the default client seed and the next nonce. */
  getFairness?(): Promise<FairnessState>;
  /** Reveals the current server seed and commits a new one. */
  rotateFairnessSeed?(): Promise<SeedRotation>;
  /** The proof of an opened item's draw; null when no verifiable opening drew it. */
  getDrawProof?(itemId: string): Promise<DrawProof | null>;
  /** The proof of the upgrade that staked (or won) an item; null when no verifiable upgrade did. */
  getUpgradeProof?(itemId: string): Promise<UpgradeProof | null>;
}

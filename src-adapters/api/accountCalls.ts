import * as v from 'valibot';
import type { ServerEvent } from '@domain/ports/Api';
import type { CrystalPackage } from '@domain/model/payment';
import type { TransactionEntry } from '@domain/model/transaction';
import type { Endpoint } from './endpoints';
import { entriesOf } from './bigAnswers/wireLists';
import { amount, flag, id, liveWinSchema, numeric, positive } from './wireSchemas';

/**
 * The calls of spec §7 that the first screen never makes — payment (packages, invoice, status),
 * history (transactions, recent wins, history, init) and the invite — with their schemas: a chunk
 * of their own, fetched with the first of them.
 */

export const crystalPackageSchema = v.pipe(
  v.object({ id, crystals: positive, stars: positive, popular: v.nullish(flag) }),
  v.transform((p): CrystalPackage => ({ id: p.id, crystals: p.crystals, stars: p.stars, popular: p.popular ?? false })),
);
/** An unreadable package is left out (and counted); the others can still be bought. */
export const packageListSchema = entriesOf('packages', crystalPackageSchema);

export const transactionSchema = v.pipe(
  v.object({
    // Spec §3 lists types 1–20; a server's newer type shows as 'other' rather than failing the history.
    type: v.pipe(numeric, v.integer()),
    value: numeric,
    balance: amount,
    sec_ago: amount,
  }),
  v.transform((t): TransactionEntry => ({ type: t.type, value: t.value, balance: t.balance, secAgo: t.sec_ago })),
);
/** An unreadable entry is left out of its page (and counted); the history still shows. */
export const transactionListSchema = entriesOf('transactions', transactionSchema);

const balanceEvent = (balance: number | null): ServerEvent[] => (balance === null ? [] : [{ type: 'balance', balance }]);
const seg = (value: string) => encodeURIComponent(value);
const ep = <T>(endpoint: Endpoint<T>): Endpoint<T> => endpoint;

export const accountCalls = {
  transactions: (page = 1, limit = 20) => ep({
    method: 'GET', path: '/api/user/transactions/', query: { page, limit }, mutating: false,
    answer: v.pipe(v.object({ transactions: transactionListSchema }), v.transform((r) => r.transactions)),
    failureMessage: 'Failed to fetch transactions',
  }),
  recentWins: () => ep({
    method: 'GET', path: '/api/user/recent-wins/', mutating: false,
    answer: v.pipe(v.object({ recent_wins: v.array(liveWinSchema) }), v.transform((r) => r.recent_wins)),
    failureMessage: 'Failed to fetch recent wins',
  }),
  init: () => ep({
    method: 'GET', path: '/api/user/init/', mutating: false,
    answer: v.unknown(),
    failureMessage: 'Failed to fetch init data',
  }),
  inviteFriend: (payload: unknown) => ep({
    method: 'POST', path: '/api/inviteFriend/', json: payload, mutating: true,
    answer: v.pipe(
      v.object({ prepared_message: v.object({ id: v.pipe(v.union([v.pipe(v.string(), v.minLength(1)), v.number()]), v.transform(String)) }) }),
      v.transform((r) => r.prepared_message.id),
    ),
    failureMessage: 'Failed to prepare invite',
  }),
  topUp: () => ep({
    method: 'GET', path: '/api/topup/', mutating: false,
    answer: v.pipe(v.object({ topup: packageListSchema }), v.transform((r) => r.topup)),
    failureMessage: 'Failed to fetch top-up packages',
  }),
  invoice: (packageId: string, crystals: number, stars: number) => ep({
    method: 'GET', path: `/api/invoice/${seg(packageId)}/`, query: { crystals, stars }, mutating: true,
    answer: v.pipe(
      v.object({ invoice_url: v.pipe(v.string(), v.url()), payment_id: v.nullish(v.union([v.pipe(v.string(), v.minLength(1)), v.number()])) }),
      v.transform((r) => ({ id: r.payment_id != null ? String(r.payment_id) : packageId, invoiceUrl: r.invoice_url })),
    ),
    failureMessage: `Failed to create invoice for package ${packageId}`,
  }),
  paymentStatus: (paymentId: string) => ep({
    method: 'GET', path: `/api/payment/status/${seg(paymentId)}/`, mutating: false,
    answer: v.pipe(
      v.object({ status: v.string(), balance: v.nullish(amount) }),
      v.transform((r) => ({ status: r.status, balance: r.balance ?? null })),
    ),
    failureMessage: `Failed to fetch payment status ${paymentId}`,
    owns: ['balance'], publish: ({ balance }) => balanceEvent(balance),
  }),
  history: () => ep({
    method: 'GET', path: '/api/history/', mutating: false,
    answer: v.pipe(
      v.object({
        history: v.array(v.object({ type: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), sec_ago: v.number() })),
        recent_wins: v.nullish(v.array(liveWinSchema)),
      }),
      v.transform((r) => ({
        entries: [...r.history].map((e) => ({ type: e.type, secAgo: e.sec_ago })).sort((a, b) => a.secAgo - b.secAgo),
        recentWins: r.recent_wins ?? [],
      })),
    ),
    failureMessage: 'Failed to fetch history',
  }),
};

export type AccountCalls = typeof accountCalls;

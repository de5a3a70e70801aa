import * as v from 'valibot';
import type { ServerEvent, StateKind } from '@domain/ports/Api';
import type { HttpMethod } from './HttpTransport';
import {
  caseDetailsSchema, caseListSchema, inventoryItemSchema, inventoryListSchema, amount, liveWinSchema, meSchema, openingResultSchema, serverMessage,
} from './wireSchemas';
import { fairnessStateSchema, optionalPart } from './wireFairness';

/**
 * One row per call of spec §7: method, path, how the body is sent, whether it changes state
 * (state-changing calls are never retried), the answer's schema and the logged failure message.
 * This table holds the calls the first screens make; the upgrader's (upgraderCalls.ts), payment's
 * and history's (accountCalls.ts) and the fairness calls (fairnessCalls.ts) are chunks of their own.
 */
export interface Endpoint<T> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly form?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly mutating: boolean;
  /**
   * What a state-changing call changes on the server: its answer makes older reads of these
   * stale, whether or not it carries them (see NewestAnswer).
   */
  readonly changes?: readonly StateKind[];
  readonly answer: v.GenericSchema<unknown, T>;
  readonly failureMessage: string;
  /**
   * The fields of the answer that its schema reads: they are parsed once, by it, and left out of
   * the side fields. What the stores keep of them is published from the parsed answer instead.
   */
  readonly owns?: readonly EnvelopeKey[];
  readonly publish?: (answer: T) => readonly ServerEvent[];
}

/** What sending a call needs of its row (not what reading its answer does). */
export type EndpointRequest = Pick<Endpoint<unknown>, 'method' | 'path' | 'query' | 'form' | 'json' | 'mutating'>;

/** The side fields any response may carry (spec §7). */
export type EnvelopeKey = 'me' | 'balance' | 'tasks' | 'cases' | 'case' | 'inventory' | 'alert' | 'notification';

const balanceEvent = (balance: number | null): ServerEvent[] => (balance === null ? [] : [{ type: 'balance', balance }]);
/** A kept list's event names its unreadable entries only when there were some. */
export const counted = (leftOut: number): { leftOut?: number } => (leftOut > 0 ? { leftOut } : {});

const seg = (value: string) => encodeURIComponent(value);
const ep = <T>(endpoint: Endpoint<T>): Endpoint<T> => endpoint;
/**
 * A value move's answer keeps its own alert (it is still published for the toast, as every
 * side field is): the caller learns the server spoke about this call, not about another one.
 */
const announced = (alert: string | undefined): { alert?: string } => (alert ? { alert } : {});
/** An answer whose content does not matter, as long as it is a JSON object. */
const nothing = v.pipe(v.object({}), v.transform((): undefined => undefined));

export const endpoints = {
  me: () => ep({
    method: 'GET', path: '/api/me/', mutating: false,
    answer: v.pipe(v.object({ me: meSchema }), v.transform((r) => r.me)),
    failureMessage: 'Failed to fetch profile',
    owns: ['me'], publish: (me) => [{ type: 'me', me }],
  }),
  tradeLink: (tradelink: string) => ep({
    method: 'POST', path: '/api/tradelink/', form: { tradelink }, mutating: true, changes: ['me'],
    answer: v.pipe(v.object({ tradelink: v.object({ result: v.boolean() }) }), v.transform((r) => r.tradelink.result)),
    failureMessage: 'Failed to save trade link',
  }),
  lang: (lang: string) => ep({
    method: 'POST', path: '/api/lang/', form: { lang }, mutating: true, changes: ['me'],
    answer: v.pipe(
      v.object({ lang: v.object({ result: v.boolean() }), me: v.nullish(meSchema) }),
      v.transform((r) => ({ result: r.lang.result, me: r.me ?? null })),
    ),
    failureMessage: 'Failed to change language',
    owns: ['me'], publish: ({ me }) => (me ? [{ type: 'me', me }] : []),
  }),
  completeTask: (taskId: string) => ep({
    method: 'POST', path: `/api/tasks/${seg(taskId)}/`, mutating: true, changes: ['me', 'balance', 'tasks'],
    answer: nothing,
    failureMessage: `Failed to complete task ${taskId}`,
  }),
  live: () => ep({
    method: 'GET', path: '/api/live/', mutating: false,
    answer: v.pipe(
      v.object({ live: v.object({ win: v.array(liveWinSchema), online: v.fallback(v.pipe(v.number(), v.minValue(0)), 0) }) }),
      v.transform((r) => ({ wins: r.live.win, online: r.live.online })),
    ),
    failureMessage: 'Failed to fetch live feed',
  }),
  cases: () => ep({
    method: 'GET', path: '/api/cases/', mutating: false,
    answer: v.pipe(v.object({ cases: caseListSchema }), v.transform((r) => r.cases)),
    failureMessage: 'Failed to fetch cases',
    owns: ['cases'], publish: ({ items, leftOut }) => [{ type: 'cases', cases: items, ...counted(leftOut) }],
  }),
  case: (caseId: string) => ep({
    method: 'GET', path: `/api/case/${seg(caseId)}/`, mutating: false,
    // An optional `fairness` beside the case is the player's seed commitment (docs/fairness.md).
    answer: v.pipe(
      v.object({ case: caseDetailsSchema, fairness: optionalPart(fairnessStateSchema) }),
      v.transform((r) => (r.fairness ? { ...r.case, fairness: r.fairness } : r.case)),
    ),
    failureMessage: `Failed to fetch case ${caseId} details`,
    owns: ['case'], publish: (details) => [{ type: 'case', details }],
  }),
  /** A client seed goes as an optional JSON body (docs/fairness.md); without one the call is spec §7's, with no body. */
  openCase: (caseId: string, clientSeed?: string) => ep({
    method: 'POST', path: `/api/case/${seg(caseId)}/open/`, mutating: true, changes: ['me', 'balance', 'inventory'],
    ...(clientSeed === undefined ? {} : { json: { client_seed: clientSeed } }),
    answer: v.pipe(v.object({ opened_item: openingResultSchema }), v.transform((r) => r.opened_item)),
    failureMessage: `Failed to open case ${caseId}`,
  }),
  inventory: () => ep({
    method: 'GET', path: '/api/inventory/', mutating: false,
    answer: v.pipe(v.object({ inventory: inventoryListSchema }), v.transform((r) => r.inventory)),
    failureMessage: 'Failed to fetch inventory',
    owns: ['inventory'], publish: ({ items, leftOut }) => [{ type: 'inventory', items, ...counted(leftOut) }],
  }),
  inventoryItem: (itemId: string) => ep({
    method: 'GET', path: `/api/inventory/${seg(itemId)}/`, mutating: false,
    answer: v.pipe(v.object({ item: inventoryItemSchema }), v.transform((r) => r.item)),
    failureMessage: `Failed to fetch item ${itemId} details`,
  }),
  sell: (itemId: string) => ep({
    method: 'GET', path: `/api/inventory/${seg(itemId)}/sale/`, mutating: true, changes: ['balance', 'inventory'],
    answer: v.pipe(v.object({ balance: v.nullish(amount), alert: serverMessage }), v.transform((r) => ({ balance: r.balance ?? null, ...announced(r.alert) }))),
    failureMessage: `Failed to sell item ${itemId}`,
    // The sale's alert is its own: the screen that sold words the success toast (valueMoveToast.ts).
    owns: ['balance', 'alert'], publish: ({ balance }) => balanceEvent(balance),
  }),
  send: (itemId: string) => ep({
    method: 'GET', path: `/api/inventory/${seg(itemId)}/send/`, mutating: true, changes: ['inventory'],
    answer: v.pipe(v.object({ alert: serverMessage }), v.transform((r) => announced(r.alert))),
    failureMessage: `Failed to send item ${itemId}`,
    owns: ['alert'],
  }),
};

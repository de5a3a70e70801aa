import * as v from 'valibot';
import type { Endpoint } from './endpoints';
import { optionalPart, rollReceiptSchema } from './wireFairness';
import { idOrObjectId, numeric } from './wireSchemas';
import { upgraderItemSchema, upgraderListSchema } from './wireUpgrader';

/**
 * The upgrader's calls of spec §7 (items, multipliers, chance, upgrade): a chunk of their own,
 * fetched with the first of them — the first screen never needs them.
 */

const upgraderPairFields = { donor: idOrObjectId, target: idOrObjectId, chance: v.pipe(numeric, v.minValue(0), v.maxValue(100)) };
const seg = (value: string) => encodeURIComponent(value);
const ep = <T>(endpoint: Endpoint<T>): Endpoint<T> => endpoint;

export const upgraderCalls = {
  upgraderItems: () => ep({
    method: 'GET', path: '/api/upgrader/', mutating: false,
    answer: v.pipe(v.object({ upgrader: upgraderListSchema }), v.transform((r) => r.upgrader)),
    failureMessage: 'Failed to fetch upgrader items',
  }),
  multipliers: (itemId: string) => ep({
    method: 'GET', path: `/api/upgrader/${seg(itemId)}/`, mutating: false,
    answer: v.object({ multy: v.record(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)), v.array(upgraderItemSchema)), donor: upgraderItemSchema }),
    failureMessage: `Failed to fetch multipliers for item ${itemId}`,
  }),
  chance: (donorId: string, targetId: string) => ep({
    method: 'GET', path: `/api/upgrader/${seg(donorId)}/${seg(targetId)}/`, mutating: false,
    answer: v.object(upgraderPairFields),
    failureMessage: `Failed to fetch chance ${donorId} → ${targetId}`,
  }),
  /** A client seed goes as an optional query parameter (docs/fairness.md); without one the call is spec §7's. */
  upgrade: (donorId: string, targetId: string, clientSeed?: string) => ep({
    method: 'GET', path: `/api/upgrader/${seg(donorId)}/${seg(targetId)}/upgrade/`, mutating: true, changes: ['balance', 'inventory'],
    ...(clientSeed === undefined ? {} : { query: { client_seed: clientSeed } }),
    answer: v.pipe(
      v.object({ ...upgraderPairFields, win: v.boolean(), fairness: optionalPart(rollReceiptSchema) }),
      v.transform(({ fairness, ...result }) => (fairness ? { ...result, fairness } : result)),
    ),
    failureMessage: `Failed to upgrade ${donorId} → ${targetId}`,
  }),
};

export type UpgraderCalls = typeof upgraderCalls;

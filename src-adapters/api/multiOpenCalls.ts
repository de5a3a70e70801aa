import * as v from 'valibot';
import type { Endpoint } from './endpoints';
import { openingResultSchema } from './wireSchemas';

/**
 * Multi-open's call (beyond spec §7, docs/api.md): a chunk of its own, fetched with the first of
 * these calls or after the first screen — a server without multi-open never needs it.
 */

const seg = (value: string) => encodeURIComponent(value);
const ep = <T>(endpoint: Endpoint<T>): Endpoint<T> => endpoint;

export const multiOpenCalls = {
  /**
   * Multi-open (beyond spec §7, docs/api.md): spec §7's open call with a JSON body `{count,
   * client_seed?}`, answered with `opened_items` (the drops in roll order). A server that answers
   * with one `opened_item` opened one: that is what is shown, and its balance says what it took.
   */
  openCases: (caseId: string, count: number, clientSeed?: string) => ep({
    method: 'POST', path: `/api/case/${seg(caseId)}/open/`, mutating: true, changes: ['me', 'balance', 'inventory'],
    json: clientSeed === undefined ? { count } : { count, client_seed: clientSeed },
    answer: v.union([
      v.pipe(v.object({ opened_items: v.array(openingResultSchema) }), v.transform((r) => r.opened_items)),
      v.pipe(v.object({ opened_item: openingResultSchema }), v.transform((r) => [r.opened_item])),
    ]),
    failureMessage: `Failed to open case ${caseId}`,
  }),
};

export type MultiOpenCalls = typeof multiOpenCalls;

import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import { ApiError } from '@domain/shared/ApiError';
import type { RollWitness } from '@domain/features/fairness/RollWitness';

export interface OpenCallDeps {
  readonly api: Pick<Api, 'openCase' | 'openCases'>;
  readonly witness?: Pick<RollWitness, 'beginOpenings' | 'completeOpening'>;
}

/**
 * The open call of one opening: one request whatever `count` is — spec §7's call for one drop,
 * the optional multi-open call for more (asked only of a case that offers it). Where the server
 * publishes verifiable drops, what the device saw is written down before the call, one record per
 * roll, and each drop that comes back completes its own. The drops come back in roll order.
 *
 * An answer with no drop, with more than were asked for, or naming one item twice, is unreadable (spec §8 "Invalid opening
 * response"): the caller re-reads the balance, and the inventory holds whatever the server gave. A
 * server that opened fewer than asked is believed: its drops are shown, and the balance it reports
 * says what it took.
 */
export async function callOpen(deps: OpenCallDeps, details: CaseDetails, count: number): Promise<readonly OpeningResult[]> {
  const witnessed = details.fairness ? deps.witness?.beginOpenings(details, count) ?? null : null;
  const options = witnessed?.[0] ? { clientSeed: witnessed[0].clientSeed } : undefined;
  let results: readonly OpeningResult[];
  if (count === 1) {
    results = [await (options ? deps.api.openCase(details.id, options) : deps.api.openCase(details.id))];
  } else {
    if (!deps.api.openCases) throw new ApiError('malformed', 'This server opens one case at a time');
    results = await deps.api.openCases(details.id, count, options);
    if (results.length === 0 || results.length > count) {
      throw new ApiError('malformed', `Asked for ${count} drops, the answer held ${results.length}`);
    }
    // One item is one drop: an answer naming an inventory item twice claims a drop it did not give.
    const ids = results.map((r) => r.inventoryId).filter((id) => id !== null);
    if (new Set(ids).size !== ids.length) throw new ApiError('malformed', 'The answer names one item as two drops');
  }
  if (witnessed) results.forEach((result, i) => witnessed[i] && deps.witness?.completeOpening(witnessed[i].ref, result));
  return results;
}

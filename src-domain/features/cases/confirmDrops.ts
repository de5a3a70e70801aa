import type { OpeningResult } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import { isApiError } from '@domain/shared/ApiError';

/**
 * What the server says of drops this device kept unrevealed: the ones it holds, with its own name,
 * picture and value ('confirmed'); none of them ('unknown': the record is dropped); or it could not
 * be asked ('failed': the record is kept for a retry).
 */
export type DropConfirmation =
  | { readonly kind: 'confirmed'; readonly results: readonly OpeningResult[] }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed' };

/**
 * Asks the server for every kept drop (a record on the device is a claim, not a drop). A drop
 * without an inventory id, or one the server answers 404, is not shown; any other failure leaves
 * the whole reveal for a retry, so that nothing the server may hold is dropped.
 */
export async function confirmDrops(api: Pick<Api, 'getInventoryItem'>, claimed: readonly OpeningResult[]): Promise<DropConfirmation> {
  const answers = await Promise.all(claimed.map(async (drop) => {
    if (!drop.inventoryId) return 'unknown' as const;
    try {
      const item = await api.getInventoryItem(drop.inventoryId);
      return { ...drop, win: { ...drop.win, name: item.win.name ?? drop.win.name, img: item.win.img ?? drop.win.img, cost: item.win.cost } };
    } catch (error) {
      return isApiError(error) && error.status === 404 ? 'unknown' as const : 'failed' as const;
    }
  }));
  if (answers.includes('failed')) return { kind: 'failed' };
  const held = answers.filter((answer): answer is OpeningResult => typeof answer !== 'string');
  return held.length > 0 ? { kind: 'confirmed', results: held } : { kind: 'unknown' };
}

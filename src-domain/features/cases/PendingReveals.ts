import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { MessengerUser } from '@domain/model/user';
import type { Clock } from '@domain/ports/Clock';
import type { Storage } from '@domain/ports/Storage';
import { isJsonObject as isRecord } from '@domain/shared/storedJson';

/**
 * An opening whose reveal the player has not seen yet: the open call is on its way (`result`
 * null) or answered while the reel still spins. Kept through the storage port, so that a reload,
 * a closed app or a crash mid-spin shows the drop on return instead of losing it. What is read
 * back is a claim of this device's storage, not a drop: OpenCase shows it once the server
 * confirms the item.
 */
export interface PendingReveal {
  readonly caseId: string;
  readonly details: CaseDetails;
  readonly result: OpeningResult | null;
  /** A multi-open's drops, in roll order (`result` is the first); absent for one drop. */
  readonly results?: readonly OpeningResult[];
  /** Clock time it was written. */
  readonly at: number;
  /** What the opening took, as the balance the server reported said (absent: the price shown). */
  readonly paid?: number;
  /** How many the player asked for, when a server opened fewer (absent: as many as were kept). */
  readonly asked?: number;
}

/**
 * How long an unseen drop waits to be shown: coming back within the hour shows it; later, the
 * inventory (where the drop has been all along) is the place to find it.
 */
export const PENDING_REVEAL_MAX_AGE_MS = 60 * 60 * 1000;
/** A device clock set back by a little (a time sync) still finds its record; by more, it is dropped. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Who the reveal belongs to (the messenger's user id; null outside the messenger) and the time. */
export interface PendingRevealsContext {
  readonly owner: string | null;
  readonly clock: Pick<Clock, 'now'>;
}

/**
 * The one pending reveal of a player (openings happen one at a time), kept per messenger user so
 * another account on the same device never sees it. Unreadable and outdated records, and those
 * dated well in the future (a clock moved back), are dropped.
 */
export class PendingReveals {
  private readonly key: string;

  constructor(private readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>, private readonly context: PendingRevealsContext) {
    this.key = `opening.pendingReveal.${context.owner ?? 'anonymous'}`;
  }

  /** The pending reveals of the messenger's user (or of nobody in particular outside it). */
  static of(storage: Pick<Storage, 'get' | 'set' | 'remove'>, user: Pick<MessengerUser, 'id'> | null, clock: Pick<Clock, 'now'>): PendingReveals {
    return new PendingReveals(storage, { owner: user ? String(user.id) : null, clock });
  }

  load(): PendingReveal | null {
    const raw = this.storage.get(this.key);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      const age = isPendingReveal(value) ? this.context.clock.now() - value.at : Number.NaN;
      if (isPendingReveal(value) && age >= -CLOCK_SKEW_MS && age <= PENDING_REVEAL_MAX_AGE_MS) return value;
    } catch {
      /* unreadable: dropped below */
    }
    this.clear();
    return null;
  }

  save(reveal: PendingReveal): void {
    this.storage.set(this.key, JSON.stringify(reveal));
  }

  clear(): void {
    this.storage.remove(this.key);
  }
}

function isPendingReveal(value: unknown): value is PendingReveal {
  if (!isRecord(value) || typeof value.caseId !== 'string' || typeof value.at !== 'number') return false;
  if (value.paid !== undefined && !(typeof value.paid === 'number' && Number.isFinite(value.paid) && value.paid >= 0)) return false;
  const details = value.details;
  if (!isRecord(details) || details.id !== value.caseId || typeof details.name !== 'string' || typeof details.price !== 'number') return false;
  if (!Array.isArray(details.skins) || !Array.isArray(details.categories)) return false;
  if (value.result === null) return value.results === undefined && value.asked === undefined;
  if (value.results !== undefined && !(Array.isArray(value.results) && value.results.length > 0 && value.results.every(isResult))) return false;
  const kept = Array.isArray(value.results) ? value.results.length : 1;
  if (value.asked !== undefined && !(typeof value.asked === 'number' && Number.isInteger(value.asked) && value.asked > kept)) return false;
  return isResult(value.result);
}

function isResult(result: unknown): result is OpeningResult {
  if (!isRecord(result) || !isRecord(result.win)) return false;
  const win = result.win;
  return typeof win.name === 'string' && typeof win.cost === 'number' && Number.isFinite(win.cost) && typeof win.profit === 'string'
    && typeof win.img === 'string' && typeof win.id === 'string' && (result.inventoryId === null || typeof result.inventoryId === 'string');
}

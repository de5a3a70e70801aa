import type { MessengerUser } from '@domain/model/user';
import type { Storage } from '@domain/ports/Storage';
import { LUCK_WORD_LIST_SIZE, LUCK_WORD_ORDERS, orderedWords, type LuckCode } from '@domain/features/cases/luckCode';

/** How many commitments the device remembers having been shown (newest kept). */
export const SEEN_COMMITMENTS_KEPT = 100;

/**
 * The client seed a luck code stands for (spec §2's luck code gets its effect here): its words as
 * list and index in the order shown, then its number — "luck-0.07-1.13-2.02-1234". The same code
 * gives the same seed in either language, and each code its own.
 */
export function luckCodeSeed(code: LuckCode): string {
  const words = orderedWords(code).map(([list, index]) => `${list}.${String(index).padStart(2, '0')}`);
  return `luck-${words.join('-')}-${code.number}`;
}

/**
 * What this device keeps of fair play, per messenger user: the luck code chosen as client seed,
 * and the seed commitments the server published to it before openings (so the verifier can tell
 * that an opening's commitment was shown before the drop, not made up after it).
 */
export class FairPlayMemory {
  private readonly luckKey: string;
  private readonly seenKey: string;

  constructor(private readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>, owner: string | null) {
    this.luckKey = `fairness.luckCode.${owner ?? 'anonymous'}`;
    this.seenKey = `fairness.seenCommitments.${owner ?? 'anonymous'}`;
  }

  static of(storage: Pick<Storage, 'get' | 'set' | 'remove'>, user: Pick<MessengerUser, 'id'> | null): FairPlayMemory {
    return new FairPlayMemory(storage, user ? String(user.id) : null);
  }

  luckCode(): LuckCode | null {
    const value = this.read(this.luckKey);
    return isLuckCode(value) ? value : null;
  }

  /** The luck code becomes the client seed of the next openings; null goes back to the server's default. */
  setLuckCode(code: LuckCode | null): void {
    if (code) this.storage.set(this.luckKey, JSON.stringify(code));
    else this.storage.remove(this.luckKey);
  }

  /** The client seed an opening sends, or null for the server's default one. */
  clientSeed(): string | null {
    const code = this.luckCode();
    return code ? luckCodeSeed(code) : null;
  }

  /** Remembers a commitment the server published before an opening. */
  rememberCommitment(commitment: string): void {
    const seen = this.seen().filter((c) => c !== commitment);
    seen.push(commitment);
    this.storage.set(this.seenKey, JSON.stringify(seen.slice(-SEEN_COMMITMENTS_KEPT)));
  }

  wasPublished(commitment: string): boolean {
    return this.seen().includes(commitment);
  }

  private seen(): string[] {
    const value = this.read(this.seenKey);
    return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
  }

  private read(key: string): unknown {
    const raw = this.storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
}

function isLuckCode(value: unknown): value is LuckCode {
  if (typeof value !== 'object' || value === null) return false;
  const code = value as Partial<Record<keyof LuckCode, unknown>>;
  const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < LUCK_WORD_LIST_SIZE;
  return Array.isArray(code.words) && code.words.length === 3 && code.words.every(index)
    && typeof code.number === 'string' && /^\d{4}$/.test(code.number)
    && Number.isInteger(code.order) && (code.order as number) >= 0 && (code.order as number) < LUCK_WORD_ORDERS.length;
}

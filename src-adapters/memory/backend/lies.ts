/**
 * The demo server can play a lying one (developer tools and tests): each lie is one a dishonest
 * server could tell about a verifiable roll while keeping its own story consistent — its proofs
 * recompute — so that only the device, holding the proof against what it saw, can catch it.
 */
export const FAIRNESS_LIES = [
  /** The case page publishes other chances than the committed table it draws from. */
  'other-chances',
  /** The roll uses the server's own client seed, whatever the player sent. */
  'ignore-client-seed',
  /** The roll reuses the nonce of the roll before. */
  'reuse-nonce',
  /** The roll uses a nonce two above the one announced. */
  'skip-nonce',
  /** The roll is made under a new seed whose commitment was never announced before it. */
  'unseen-commitment',
  /** The opening's answer hands over the case's cheapest skin; the proof draws another. */
  'other-drop',
  /** The opening draws from another case's table. */
  'other-case',
  /** A drawn roll is marked as chosen ("forced"), as if nothing could be checked. */
  'forced',
  /** The upgrader shows a chance ten points above the one its roll uses. */
  'upgrade-chance',
  /** The upgrade's answer tells the other outcome than its roll. */
  'upgrade-outcome',
  /** Cases are listed and shown at a price of 0, and opened at their real price. */
  'zero-price',
  /** The opening's profit label always says "+50%". */
  'profit-label',
] as const;

export type FairnessLie = (typeof FAIRNESS_LIES)[number];

export function isFairnessLie(value: unknown): value is FairnessLie {
  return (FAIRNESS_LIES as readonly unknown[]).includes(value);
}

/** Which lies the server tells now (none by default). */
export class LiePlan {
  private readonly told = new Set<FairnessLie>();

  set(lie: FairnessLie, on = true): void {
    if (on) this.told.add(lie);
    else this.told.delete(lie);
  }

  has(lie: FairnessLie): boolean {
    return this.told.has(lie);
  }

  clear(): void {
    this.told.clear();
  }

  entries(): FairnessLie[] {
    return [...this.told];
  }
}

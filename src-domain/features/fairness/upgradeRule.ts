import type { UpgradeRule } from '@domain/model/fairness';

/**
 * The upgrade rule's committed text, "upgrade:<edge bp>:<min>:<max>" (docs/fairness.md). A module
 * of its own: the wire reads it with every case's commitment, which the first screen may carry,
 * while the rest of the scheme is only the verifier's.
 */
export function upgradeRuleText(rule: UpgradeRule): string {
  return `upgrade:${rule.edgeBp}:${rule.min}:${rule.max}`;
}

/** "upgrade:1000:1:9500" → the rule; null when the text is not one. */
export function parseUpgradeRule(text: string): UpgradeRule | null {
  // One way to write each number (no leading zeros): the text is committed as it is written back.
  const match = /^upgrade:(0|[1-9]\d{0,4}):(0|[1-9]\d{0,4}):(0|[1-9]\d{0,4})$/.exec(text);
  if (!match) return null;
  const [edgeBp, min, max] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (edgeBp >= 10_000 || min < 1 || max > 10_000 || min > max) return null;
  return { edgeBp, min, max };
}


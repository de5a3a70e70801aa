import { describe, expect, it } from 'vitest';
import {
  commitmentText, hundredthsOf, isCommittableId, rollOf, slotForTicket, TABLE_TICKETS, tableText, tablesText, toHex,
  upgradeChanceHundredths, winTicketsOf,
} from '@domain/features/fairness/provablyFair';
import { parseUpgradeRule, upgradeRuleText } from '@domain/features/fairness/upgradeRule';
import { slotChance } from '@domain/features/fairness/verifyDraw';
import { upgradeChance, UPGRADE_RULE, UPGRADE_RULE_TEXT } from '@adapters/memory/backend/economy';
import { hashing } from './realProofs';

/** The published rules, byte by byte (docs/fairness.md). */

const rule = { edgeBp: 1000, min: 1, max: 9500 };

describe('the published rules', () => {
  it('maps the roll’s first 52 bits to a ticket without bias: all zeros → 0, all ones → 999 999', () => {
    expect(rollOf(new Uint8Array(32))).toEqual({ bits: '0000000000000', fraction: 0, ticket: 0 });
    const ones = rollOf(new Uint8Array(32).fill(255));
    expect(ones.bits).toBe('fffffffffffff');
    expect(ones.ticket).toBe(TABLE_TICKETS - 1);
    expect(ones.fraction).toBeLessThan(1);
    // The 53rd bit on its own does not move the roll: only 52 bits count.
    expect(rollOf(Uint8Array.from([0, 0, 0, 0, 0, 0, 0x0f, ...new Uint8Array(25)])).bits).toBe('0000000000000');
    // Half way: 0x8000000000000 / 2^52 = 0.5 → ticket 500 000.
    expect(rollOf(Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0, ...new Uint8Array(25)]))).toMatchObject({ fraction: 0.5, ticket: 500_000 });
    expect(() => rollOf(new Uint8Array(6))).toThrow(RangeError);
    expect(() => rollOf(new Uint8Array(6))).toThrow(/7 bytes/);
    // Seven bytes are all a roll reads.
    expect(rollOf(Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0]))).toMatchObject({ fraction: 0.5, ticket: 500_000 });
  });

  it('walks the cumulative tickets: the first slot whose running total exceeds the ticket', () => {
    const table = [{ id: 'a', name: 'A', value: 1, tickets: 500_000 }, { id: 'b', name: 'B', value: 2, tickets: 300_000 }, { id: 'c', name: 'C', value: 3, tickets: 200_000 }];
    expect(slotForTicket(table, 0)).toMatchObject({ index: 0, from: 0, to: 500_000 });
    expect(slotForTicket(table, 499_999)?.slot.id).toBe('a');
    expect(slotForTicket(table, 500_000)?.slot.id).toBe('b');
    expect(slotForTicket(table, 799_999)?.slot.id).toBe('b');
    expect(slotForTicket(table, 800_000)).toMatchObject({ index: 2, from: 800_000, to: 1_000_000 });
    expect(slotForTicket(table, 1_000_000)).toBeNull();
    expect(slotChance({ tickets: 123_456 })).toBeCloseTo(12.3456, 10);
  });

  it('writes the committed texts as published: values in whole hundredths, names left out', () => {
    expect(tableText([{ id: '955', name: 'x', value: 0.5, tickets: 10 }, { id: '886', name: 'y', value: 12.345, tickets: 999_990 }])).toBe('955:10:50\n886:999990:1235');
    expect(tablesText([{ caseId: '1', digest: 'ab' }, { caseId: '2', digest: 'cd' }])).toBe('1:ab\n2:cd');
    expect(upgradeRuleText(rule)).toBe('upgrade:1000:1:9500');
    expect(commitmentText('s', 'd', rule)).toBe('s|d|upgrade:1000:1:9500');
    expect(commitmentText('s', 'd', null)).toBe('s|d');
    expect(toHex(Uint8Array.from([0, 15, 255]))).toBe('000fff');
    expect(hundredthsOf(0.015)).toBe(2);
    expect(hundredthsOf(19.36)).toBe(1936);
  });

  it('an id is committable only without a separator, line break or bar, and not empty', () => {
    expect(isCommittableId('1131')).toBe(true);
    expect(isCommittableId('case one')).toBe(true);
    for (const bad of ['', 'a:b', 'a\nb', 'a\rb', 'a|b']) expect(isCommittableId(bad), JSON.stringify(bad)).toBe(false);
  });

  it('reads an upgrade rule only in its exact form and within its bounds', () => {
    expect(parseUpgradeRule('upgrade:1000:1:9500')).toEqual(rule);
    expect(parseUpgradeRule('upgrade:0:1:10000')).toEqual({ edgeBp: 0, min: 1, max: 10_000 });
    for (const bad of [
      '', 'upgrade:1000:1', 'upgrade:1000:1:9500:1', ' upgrade:1000:1:9500', 'upgrade:1000:1:9500 ', 'upgrade:-1:1:9500', 'upgrade:10.5:1:9500',
      'upgrade:10000:1:9500', 'upgrade:1000:0:9500', 'upgrade:1000:1:10001', 'upgrade:1000:600:500', 'upgrade:123456:1:9500', 'rule:1000:1:9500',
      'upgrade:1000:1x:9500', 'upgrade:1000:1:95x0', 'upgrade:10x0:1:9500', 'upgrade:1000:01:9500',
    ]) {
      expect(parseUpgradeRule(bad), bad).toBeNull();
    }
    expect(parseUpgradeRule(upgradeRuleText(rule))).toEqual(rule);
    // A single chance is a rule too: the minimum may be the maximum.
    expect(parseUpgradeRule('upgrade:1000:500:500')).toEqual({ edgeBp: 1000, min: 500, max: 500 });
  });

  it('an upgrade’s chance is ⌊donor × (10 000 − edge) / target⌋ hundredths of a percent, within the bounds', () => {
    // 13.21 → 1321, 19.36 → 1936: ⌊1321 × 9000 / 1936⌋ = 6141.
    expect(upgradeChanceHundredths(rule, 13.21, 19.36)).toBe(6141);
    expect(upgradeChanceHundredths(rule, 1, 1_000_000)).toBe(rule.min);
    expect(upgradeChanceHundredths(rule, 100, 1)).toBe(rule.max);
    expect(upgradeChanceHundredths(rule, 5, 0)).toBe(rule.max);
    expect(upgradeChanceHundredths(rule, -5, 10)).toBe(rule.min);
    expect(upgradeChanceHundredths({ edgeBp: 0, min: 1, max: 10_000 }, 10, 20)).toBe(5000);
  });

  it('the app’s rule and the demo backend’s agree on every chance (values in hundredths, integer arithmetic)', () => {
    expect(UPGRADE_RULE_TEXT).toBe(upgradeRuleText(UPGRADE_RULE));
    for (const [donor, target] of [[13.21, 19.36], [0.03, 755.61], [37.59, 755.61], [99.99, 100], [0.1, 0.3], [12.345, 67.891]] as const) {
      expect(upgradeChanceHundredths(UPGRADE_RULE, donor, target) / 100, `${donor} → ${target}`).toBe(upgradeChance(donor, target));
    }
  });

  it('an upgrade wins on the tickets below chance × 100 hundredths', () => {
    expect(winTicketsOf(61.41)).toBe(614_100);
    expect(winTicketsOf(0.01)).toBe(100);
    expect(winTicketsOf(95)).toBe(950_000);
    // A chance given with float noise still counts in whole hundredths.
    expect(winTicketsOf(0.1 + 0.2)).toBe(3000);
  });

  it('Web Crypto agrees with the known SHA-256 and HMAC-SHA256 test vectors', async () => {
    expect(toHex(await hashing.sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231, test case 2.
    expect(toHex(await hashing.hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});

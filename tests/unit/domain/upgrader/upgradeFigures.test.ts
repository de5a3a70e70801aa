import { describe, expect, it } from 'vitest';
import type { UpgradeRule } from '@domain/model/fairness';
import { targetChance, upgradeGain } from '@domain/features/upgrader/upgradeFigures';
import { item, multipliers, SOURCE, TARGET_15, TARGET_20 } from './fixtures';

/** A 10 % house edge, chances kept between 1 % and 95 %. */
const RULE: UpgradeRule = { edgeBp: 1000, min: 100, max: 9500 };

describe('the chance told at step 2, before the server is asked', () => {
  it('is the committed rule’s: the donor’s value less the edge, over the target’s', () => {
    // 10 × 0.9 / 20 = 45 %; 10 × 0.9 / 15 = 60 %.
    expect(targetChance(RULE, SOURCE, null, TARGET_20)).toBe(45);
    expect(targetChance(RULE, SOURCE, null, TARGET_15)).toBe(60);
    expect(targetChance({ ...RULE, edgeBp: 0 }, SOURCE, null, TARGET_20)).toBe(50);
  });

  it('reckons from the donor’s value the server gave with its multipliers, when that donor is the source', () => {
    const valued = multipliers(item(SOURCE.id, 12, SOURCE.name));
    // 12 × 0.9 / 20 = 54 %.
    expect(targetChance(RULE, SOURCE, valued, TARGET_20)).toBe(54);
    // Multipliers of another donor (an answer for an earlier pick) do not count: the list's price does.
    expect(targetChance(RULE, SOURCE, multipliers(item('other', 12)), TARGET_20)).toBe(45);
  });

  it('stays within the rule’s bounds', () => {
    expect(targetChance(RULE, SOURCE, null, item('big', 10_000))).toBe(1);
    expect(targetChance(RULE, SOURCE, null, item('cheap', 5))).toBe(95);
    expect(targetChance(RULE, SOURCE, null, item('free', 0))).toBe(95);
  });

  it('is not told without a committed rule: only the server’s chance call says', () => {
    expect(targetChance(null, SOURCE, multipliers(), TARGET_20)).toBeNull();
  });
});

describe('what a won upgrade gained', () => {
  it('is the target’s value less the donor’s, in crystals and in percent of the donor’s', () => {
    expect(upgradeGain(SOURCE, null, TARGET_20)).toEqual({ crystals: 10, percent: 100 });
    expect(upgradeGain(SOURCE, null, item('t', 12.99))).toEqual({ crystals: 2.99, percent: expect.closeTo(29.9, 9) as number });
  });

  it('reckons from the server’s donor value when it is the source’s, and rounds the crystals to hundredths', () => {
    const valued = multipliers(item(SOURCE.id, 8, SOURCE.name));
    expect(upgradeGain(SOURCE, valued, item('t', 12.99))).toEqual({ crystals: 4.99, percent: expect.closeTo(62.375, 9) as number });
    expect(upgradeGain(SOURCE, multipliers(item('other', 8)), TARGET_20).crystals).toBe(10);
    expect(upgradeGain(SOURCE, null, item('t', 10.333)).crystals).toBe(0.33);
    expect(upgradeGain(SOURCE, null, item('t', 10.336)).crystals).toBe(0.34);
  });

  it('has no percent when the donor was worth nothing, and a loss in value is negative', () => {
    expect(upgradeGain(item('zero', 0), null, TARGET_20)).toEqual({ crystals: 20, percent: null });
    expect(upgradeGain(SOURCE, null, item('t', 7.5))).toEqual({ crystals: -2.5, percent: -25 });
  });
});

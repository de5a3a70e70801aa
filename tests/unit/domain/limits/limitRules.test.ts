import { describe, expect, it } from 'vitest';
import { LIMITS, requestLimit, settleLimit, settleSettings, DEFAULT_SETTINGS, type LimitSetting } from '@domain/features/limits/limitRules';

const NOW = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

const limit = (amount: number | null, pending: LimitSetting['pending'] = null): LimitSetting => ({ amount, pending });

describe('limit changes: a decrease at once, an increase or a removal after exactly 24 hours', () => {
  it('a first limit, and any lower one, applies at once', () => {
    expect(requestLimit(limit(null), 500, NOW)).toEqual({ kind: 'applied', setting: limit(500) });
    expect(requestLimit(limit(500), 200, NOW)).toEqual({ kind: 'applied', setting: limit(200) });
    expect(requestLimit(limit(500), 0, NOW)).toEqual({ kind: 'applied', setting: limit(0) });
  });

  it('an increase waits: the old limit holds until 24 hours later to the millisecond', () => {
    const change = requestLimit(limit(500), 2000, NOW);
    expect(change).toEqual({ kind: 'pending', setting: limit(500, { amount: 2000, effectiveAt: NOW + DAY }), effectiveAt: NOW + DAY });
    expect(LIMITS.coolingOffMs).toBe(DAY);
    expect(settleLimit(change.setting, NOW + DAY - 1)).toEqual(limit(500, { amount: 2000, effectiveAt: NOW + DAY }));
    expect(settleLimit(change.setting, NOW + DAY)).toEqual(limit(2000));
  });

  it('a removal waits 24 hours too', () => {
    const change = requestLimit(limit(500), null, NOW);
    expect(change.kind).toBe('pending');
    expect(settleLimit(change.setting, NOW + DAY - 1).amount).toBe(500);
    expect(settleLimit(change.setting, NOW + DAY)).toEqual(limit(null));
  });

  it('a decrease while an increase waits applies at once and drops the increase', () => {
    const waiting = limit(500, { amount: 2000, effectiveAt: NOW + DAY });
    expect(requestLimit(waiting, 300, NOW + 1000)).toEqual({ kind: 'applied', setting: limit(300) });
  });

  it('asking for the limit in force cancels the waiting change', () => {
    const waiting = limit(500, { amount: 2000, effectiveAt: NOW + DAY });
    expect(requestLimit(waiting, 500, NOW + 1000)).toEqual({ kind: 'applied', setting: limit(500) });
    expect(requestLimit(limit(500), 500, NOW)).toEqual({ kind: 'unchanged', setting: limit(500) });
  });

  it('a second thought no looser than the waiting one keeps its time; a looser one starts 24 hours again', () => {
    const waiting = limit(500, { amount: 2000, effectiveAt: NOW + DAY });
    const later = NOW + 10 * 60 * 60 * 1000;
    expect(requestLimit(waiting, 1000, later).setting).toEqual(limit(500, { amount: 1000, effectiveAt: NOW + DAY }));
    expect(requestLimit(waiting, 3000, later).setting).toEqual(limit(500, { amount: 3000, effectiveAt: later + DAY }));
    expect(requestLimit(waiting, null, later).setting).toEqual(limit(500, { amount: null, effectiveAt: later + DAY }));
  });

  it('a change that has come due counts as the limit in force when the next one is asked for', () => {
    const waiting = limit(500, { amount: 2000, effectiveAt: NOW + DAY });
    // 2000 is in force by now: 1500 is a decrease, at once.
    expect(requestLimit(waiting, 1500, NOW + DAY + 1)).toEqual({ kind: 'applied', setting: limit(1500) });
  });

  it('settling the settings keeps the same object when nothing came due', () => {
    expect(settleSettings(DEFAULT_SETTINGS, NOW)).toBe(DEFAULT_SETTINGS);
    const settings = { ...DEFAULT_SETTINGS, limits: { ...DEFAULT_SETTINGS.limits, buyDay: limit(100, { amount: null, effectiveAt: NOW }) } };
    expect(settleSettings(settings, NOW).limits.buyDay).toEqual(limit(null));
  });
});

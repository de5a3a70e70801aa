import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { details, flush, mapStorage, opening, welcomeDetails, openingApi } from './fixtures';

const T0 = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

/** The opening with the player's real limits (memory storage, the same manual clock). */
function setup(options: { balance?: number; confirmBalance?: () => Promise<number | null> } = {}) {
  const clock = new ManualClock(T0);
  const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  const { api, opens } = openingApi();
  const wallet = { balance: options.balance ?? 1000 };
  const reveals = new PendingReveals(mapStorage(), { owner: '7', clock });
  const flow = new OpenCase({
    api, clock, random: seededRandom(7), balance: () => wallet.balance, reveals, limits,
    ...(options.confirmBalance ? { confirmBalance: options.confirmBalance } : {}),
  });
  const phases: OpeningPhase[] = [];
  flow.subscribe((phase) => phases.push(phase));
  return { clock, limits, api, opens, flow, phases, wallet };
}

describe('OpenCase at the player’s own limit', () => {
  it('refuses before the countdown and sends nothing: the limit and its reset', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 100);
    h.limits.record({ kind: 'play', stake: 80, won: 0 });
    await h.flow.start('case-1', true, details({ price: 50 }));
    expect(h.flow.phase).toEqual({
      kind: 'limit', details: details({ price: 50 }),
      reached: { limit: 'playDay', amount: 100, spent: 80, stake: 50, resetsAt: T0 + DAY },
    });
    h.clock.advance(10_000);
    await flush();
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.phases.map((p) => p.kind)).toEqual(['limit']);
  });

  it('comes before the balance check: a player who may not spend is not sent to buy crystals', async () => {
    const h = setup({ balance: 0 });
    h.limits.setLimit('playWeek', 10);
    await h.flow.start('case-1', true, details({ price: 50 }));
    expect(h.flow.phase).toMatchObject({ kind: 'limit', reached: { limit: 'playWeek', resetsAt: null } });
  });

  it('is asked again when the countdown ends: a spend elsewhere meanwhile counts', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 100);
    await h.flow.start('case-1', true, details({ price: 50 }));
    expect(h.flow.phase.kind).toBe('countdown');
    h.limits.record({ kind: 'play', stake: 60, won: 0 });
    h.clock.advance(3000);
    await flush();
    expect(h.flow.phase).toMatchObject({ kind: 'limit', reached: { spent: 60 } });
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('exactly at the limit it opens, and the answer is counted: stake and drop', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 100);
    h.limits.record({ kind: 'play', stake: 50, won: 0 });
    await h.flow.start('case-1', true, details({ price: 50 }));
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    h.opens[0]!.resolve(opening({ win: { cost: 12.5 } }));
    await flush();
    expect(h.flow.phase.kind).toBe('spinning');
    expect(h.limits.spent('playDay')).toBe(100);
    expect(h.limits.state.session).toMatchObject({ spent: 100, won: 12.5 });
  });

  it('a failed open counts nothing', async () => {
    const h = setup();
    await h.flow.start('case-1', true, details({ price: 50 }));
    h.clock.advance(3000);
    await flush();
    h.opens[0]!.reject(new Error('network'));
    await flush();
    expect(h.flow.phase.kind).toBe('error');
    expect(h.limits.spent('playDay')).toBe(0);
  });

  it('the free welcome case is never refused', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 0);
    await h.flow.start(welcomeDetails().id, true, welcomeDetails());
    expect(h.flow.phase.kind).toBe('countdown');
  });
});

describe('OpenCase counts what the server took, not the price shown', () => {
  it('a case shown at 0 that charged 8 (the balance it reported fell by 8) counts 8, under the case id', async () => {
    const h = setup({ balance: 100 });
    const record = vi.spyOn(h.limits, 'record');
    await h.flow.start('case-1', true, details({ price: 0 }));
    h.clock.advance(3000);
    await flush();
    h.wallet.balance = 92;
    h.opens[0]!.resolve(opening({ win: { cost: 2.06 } }));
    await flush();
    expect(record).toHaveBeenCalledExactlyOnceWith({ kind: 'play', stake: 8, won: 2.06, subject: 'case-1' });
    expect(h.limits.spent('playDay')).toBe(8);
  });

  it('an answer that carried no balance: the server is asked once more, and what it took is counted', async () => {
    const confirmBalance = vi.fn(() => Promise.resolve(92));
    const h = setup({ balance: 100, confirmBalance });
    await h.flow.start('case-1', true, details({ price: 0 }));
    h.clock.advance(3000);
    await flush();
    h.opens[0]!.resolve(opening({ win: { cost: 2.06 } }));
    await flush();
    expect(confirmBalance).toHaveBeenCalledTimes(1);
    expect(h.limits.spent('playDay')).toBe(8);
  });

  it('never counts less than the price shown (a credit arriving meanwhile does not hide the stake)', async () => {
    const h = setup({ balance: 100, confirmBalance: () => Promise.resolve(140) });
    await h.flow.start('case-1', true, details({ price: 50 }));
    h.clock.advance(3000);
    await flush();
    h.opens[0]!.resolve(opening());
    await flush();
    expect(h.limits.spent('playDay')).toBe(50);
  });

  it('asks the limit with the case id as the subject, before the countdown and again before the call', async () => {
    const h = setup();
    const check = vi.spyOn(h.limits, 'check');
    await h.flow.start('case-1', true, details({ price: 5 }));
    h.clock.advance(3000);
    await flush();
    expect(check.mock.calls).toEqual([['play', 5, 'case-1'], ['play', 5, 'case-1']]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { OPENING } from '@domain/features/cases/opening';
import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { ApiError } from '@domain/shared/ApiError';
import { WELCOME_CASE_ID, type CaseDetails, type OpeningResult } from '@domain/model/case';
import type { InventoryItem } from '@domain/model/inventory';
import { deferred, details, flush, mapStorage, opening, welcomeDetails, type Deferred } from './fixtures';

const START = 1_700_000_000_000;
const CASE_ID = 'case-1';

interface SetupOptions {
  readonly balance?: number | null;
  readonly reducedMotion?: boolean;
  readonly details?: CaseDetails;
  readonly clock?: ManualClock;
  /** Shared between two flows to check what survives a reload. */
  readonly storage?: ReturnType<typeof mapStorage>;
  /** The player's fast open. */
  readonly fast?: boolean;
}

/**
 * A flow with an object-literal fake api: getCase answers `details` at once, openCase hands out
 * deferreds the test settles (`opens`).
 */
function setup(options: SetupOptions = {}) {
  const clock = options.clock ?? new ManualClock(START);
  const opens: Deferred<OpeningResult>[] = [];
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(options.details ?? details())),
    openCase: vi.fn((_id: string): Promise<OpeningResult> => {
      const d = deferred<OpeningResult>();
      opens.push(d);
      return d.promise;
    }),
    getInventoryItem: vi.fn((_id: string): Promise<InventoryItem> => Promise.reject(ApiError.http(404))),
  };
  const balance = vi.fn((): number | null => (options.balance === undefined ? 1000 : options.balance));
  const storage = options.storage ?? mapStorage();
  const reveals = new PendingReveals(storage, { owner: '7', clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(7), balance, reducedMotion: options.reducedMotion, reveals, fast: options.fast });
  const phases: OpeningPhase[] = [];
  flow.subscribe((phase) => {
    phases.push(phase);
  });
  const kinds = () => phases.map((p) => p.kind);
  /** The last open call's deferred. */
  const lastOpen = () => opens.at(-1)!;
  return { clock, api, balance, flow, phases, kinds, opens, lastOpen, storage, reveals };
}

type Harness = ReturnType<typeof setup>;

/** Starts and runs the countdown up to the open call. */
async function toOpening(h: Harness, caseId = CASE_ID): Promise<void> {
  await h.flow.start(caseId, true);
  await flush();
  h.clock.advance(3000);
  await flush();
  expect(h.flow.phase.kind).toBe('opening');
}

/** Starts, answers the open call with `result` at once, and returns once spinning. */
async function toSpinning(h: Harness, result = opening()): Promise<void> {
  await toOpening(h);
  h.lastOpen().resolve(result);
  await flush();
  expect(h.flow.phase.kind).toBe('spinning');
}

async function toResult(h: Harness, result = opening()): Promise<Extract<OpeningPhase, { kind: 'result' }>> {
  await toSpinning(h, result);
  h.clock.advance(11_000);
  await flush();
  const phase = h.flow.phase;
  if (phase.kind !== 'result') throw new Error(`expected result, got ${phase.kind}`);
  return phase;
}

describe('OpenCase: entry checks', () => {
  it('without the allow flag redirects to cases and calls nothing', async () => {
    const h = setup();
    await h.flow.start(CASE_ID, false);
    await h.clock.advanceAsync(20_000, 100);
    expect(h.flow.phase).toEqual({ kind: 'redirect', to: 'cases' });
    expect(h.kinds()).toEqual(['redirect']);
    expect(h.api.getCase).not.toHaveBeenCalled();
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.flow.openCallCount).toBe(0);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('starts in the loading phase', () => {
    const h = setup();
    expect(h.flow.phase).toEqual({ kind: 'loading' });
    expect(h.flow.openCallCount).toBe(0);
  });

  it('loads the case by the given id', async () => {
    const h = setup();
    await h.flow.start('abc', true);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    expect(h.api.getCase).toHaveBeenCalledWith('abc');
    expect(h.kinds()).toEqual(['loading', 'countdown']);
  });

  it('with the balance below the price redirects to payment and never opens', async () => {
    const h = setup({ balance: 49.99, details: details({ price: 50 }) });
    await h.flow.start(CASE_ID, true);
    await h.clock.advanceAsync(20_000, 100);
    expect(h.flow.phase).toEqual({ kind: 'redirect', to: 'payment' });
    expect(h.kinds()).toEqual(['loading', 'redirect']);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('with an unknown balance (null) redirects to payment', async () => {
    const h = setup({ balance: null });
    await h.flow.start(CASE_ID, true);
    await h.clock.advanceAsync(5000, 100);
    expect(h.flow.phase).toEqual({ kind: 'redirect', to: 'payment' });
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('with the balance exactly the price opens', async () => {
    const h = setup({ balance: 50, details: details({ price: 50 }) });
    await toOpening(h);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('reads the balance when the case has loaded, not before', async () => {
    const h = setup({ balance: 0 });
    const gate = deferred<CaseDetails>();
    h.api.getCase.mockImplementationOnce(() => gate.promise);
    void h.flow.start(CASE_ID, true);
    expect(h.balance).not.toHaveBeenCalled();
    gate.resolve(details());
    await flush();
    expect(h.balance).toHaveBeenCalled();
  });

  it('the welcome case (32 zeros, price 0) opens even with balance 0', async () => {
    const h = setup({ balance: 0, details: welcomeDetails() });
    await toOpening(h, WELCOME_CASE_ID);
    expect(h.api.openCase).toHaveBeenCalledWith(WELCOME_CASE_ID);
  });

  it('the welcome case opens even while the balance is unknown', async () => {
    const h = setup({ balance: null, details: welcomeDetails() });
    await toOpening(h, WELCOME_CASE_ID);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('a case without skins is the no-cases error and never opens', async () => {
    const h = setup({ details: details({ skins: [] }) });
    await h.flow.start(CASE_ID, true);
    await h.clock.advanceAsync(5000, 100);
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'no-cases', message: null });
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('getCase 404 is case-not-found', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(ApiError.http(404));
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'case-not-found', message: null });
    expect(h.kinds()).toEqual(['loading', 'error']);
    await h.clock.advanceAsync(5000, 100);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('any other getCase failure is failed, with the api error message', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(ApiError.http(500));
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'failed', message: 'HTTP 500' });
    await h.clock.advanceAsync(5000, 100);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('a network failure of getCase is failed', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'failed', message: 'offline' });
  });

  it('a non-api getCase failure is still failed', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(new TypeError('boom'));
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase.kind).toBe('error');
    if (h.flow.phase.kind === 'error') expect(h.flow.phase.error).toBe('failed');
  });
});

describe('OpenCase: countdown and the open call', () => {
  it('counts 3 → 2 → 1 at one-second steps, with no open call before 3000 ms', async () => {
    const h = setup();
    await h.flow.start(CASE_ID, true);
    const t0 = h.clock.now();
    const seconds = () => (h.flow.phase.kind === 'countdown' ? h.flow.phase.secondsLeft : null);
    expect(seconds()).toBe(3);
    h.clock.advance(999);
    expect(seconds()).toBe(3);
    h.clock.advance(1);
    expect(seconds()).toBe(2);
    h.clock.advance(999);
    expect(seconds()).toBe(2);
    h.clock.advance(1);
    expect(seconds()).toBe(1);
    h.clock.advance(999);
    expect(seconds()).toBe(1);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.flow.openCallCount).toBe(0);
    h.clock.advance(1);
    expect(h.clock.now() - t0).toBe(3000);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.flow.phase.kind).toBe('opening');
    expect(h.flow.openCallCount).toBe(1);
    expect(h.phases.filter((p) => p.kind === 'countdown').map((p) => (p.kind === 'countdown' ? p.secondsLeft : null))).toEqual([3, 2, 1]);
  });

  it('the countdown carries the loaded case details', async () => {
    const d = details({ name: 'Rich Guy Case' });
    const h = setup({ details: d });
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase).toMatchObject({ kind: 'countdown', secondsLeft: 3, details: d });
  });

  it('the countdown starts when the case has loaded, not when start was called', async () => {
    const h = setup();
    const gate = deferred<CaseDetails>();
    h.api.getCase.mockImplementationOnce(() => gate.promise);
    void h.flow.start(CASE_ID, true);
    h.clock.advance(5000);
    expect(h.flow.phase.kind).toBe('loading');
    gate.resolve(details());
    await flush();
    expect(h.flow.phase.kind).toBe('countdown');
    h.clock.advance(2999);
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('makes exactly one open call with the case id, whatever happens later', async () => {
    const h = setup({ details: details({ id: 'server-id' }) });
    await toOpening(h);
    h.lastOpen().resolve(opening());
    await h.clock.advanceAsync(30_000, 50);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).toHaveBeenCalledWith('server-id');
    expect(h.flow.openCallCount).toBe(1);
  });

  it('stays in opening while the call is in flight, however long it takes', async () => {
    const h = setup();
    const d = details();
    h.api.getCase.mockResolvedValueOnce(d);
    await toOpening(h);
    h.clock.advance(60_000);
    await flush();
    expect(h.flow.phase).toMatchObject({ kind: 'opening', details: d });
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('goes through loading, countdown ×3, opening, spinning, result', async () => {
    const h = setup();
    await toResult(h);
    expect(h.kinds()).toEqual(['loading', 'countdown', 'countdown', 'countdown', 'opening', 'spinning', 'result']);
    expect(h.clock.pendingTimers).toBe(0);
  });
});

describe('OpenCase: spinning and the held-back result', () => {
  it('spins with the winner at slot 90 and answeredAt = the clock time of the answer', async () => {
    const h = setup();
    const result = opening({ win: { name: 'AWP | Asiimov', img: 'asiimov.png', cost: 60 } });
    await toOpening(h);
    h.clock.advance(2500); // a slow answer
    h.lastOpen().resolve(result);
    await flush();
    const phase = h.flow.phase;
    if (phase.kind !== 'spinning') throw new Error(phase.kind);
    expect(phase.answeredAt).toBe(h.clock.now());
    expect(phase.answeredAt).toBe(START + 3000 + 2500);
    expect(phase.result).toBe(result);
    expect(phase.details).toEqual(details());
    expect(phase.strip.slots).toHaveLength(100);
    expect(phase.strip.winnerIndex).toBe(90);
    expect(phase.strip.slots[90]).toEqual({ skin: { name: 'AWP | Asiimov', img: 'asiimov.png', price: 60 }, rare: true });
  });

  it('a cheap winner is not flagged rare on the strip', async () => {
    const h = setup();
    await toSpinning(h, opening({ win: { cost: 8.99 } }));
    const phase = h.flow.phase;
    if (phase.kind !== 'spinning') throw new Error(phase.kind);
    expect(phase.strip.slots[90]!.rare).toBe(false);
    expect(phase.strip.slots[90]!.skin.price).toBe(8.99);
  });

  it('the winner’s slot keeps the drop’s CS2 grade, and has none when the server sent none (issue 15)', async () => {
    const graded = setup();
    await toSpinning(graded, opening({ win: { rarity: 'covert' } }));
    const phase = graded.flow.phase;
    if (phase.kind !== 'spinning') throw new Error(phase.kind);
    expect(phase.strip.slots[90]!.skin.rarity).toBe('covert');
    const plain = setup();
    await toSpinning(plain, opening());
    const plainPhase = plain.flow.phase;
    if (plainPhase.kind !== 'spinning') throw new Error(plainPhase.kind);
    expect(plainPhase.strip.slots[90]!.skin).not.toHaveProperty('rarity');
  });

  it('the strip is filled from the case skins', async () => {
    const d = details();
    const h = setup({ details: d });
    await toSpinning(h);
    const phase = h.flow.phase;
    if (phase.kind !== 'spinning') throw new Error(phase.kind);
    phase.strip.slots.forEach((slot, i) => {
      if (i !== 90) expect(d.skins).toContainEqual(slot.skin);
    });
  });

  it('shows the result exactly 11000 ms after the ANSWER, not after the call', async () => {
    const h = setup();
    await toOpening(h);
    h.clock.advance(4000); // the server takes 4 s
    h.lastOpen().resolve(opening());
    await flush();
    const answeredAt = h.clock.now();
    h.clock.advance(10_999);
    await flush();
    expect(h.flow.phase.kind).toBe('spinning');
    // 11 s after the call would have been 4 s ago.
    expect(h.clock.now() - (answeredAt - 4000)).toBeGreaterThan(11_000);
    h.clock.advance(1);
    await flush();
    expect(h.flow.phase.kind).toBe('result');
    expect(h.clock.now() - answeredAt).toBe(11_000);
  });

  it('the same with advanceAsync stepping through time', async () => {
    const h = setup();
    await toOpening(h);
    await h.clock.advanceAsync(1234, 10);
    h.lastOpen().resolve(opening());
    await flush();
    await h.clock.advanceAsync(10_999, 10);
    expect(h.flow.phase.kind).toBe('spinning');
    await h.clock.advanceAsync(1);
    expect(h.flow.phase.kind).toBe('result');
  });

  it('the result carries the same result and details, and the profit the device reckons, not the server\'s label', async () => {
    const h = setup();
    const result = opening({ win: { cost: 60, profit: '+12%' } });
    await toSpinning(h, result);
    const spinning = h.flow.phase;
    h.clock.advance(11_000);
    const phase = h.flow.phase;
    if (phase.kind !== 'result' || spinning.kind !== 'spinning') throw new Error(phase.kind);
    expect(phase.result).toBe(result);
    expect(phase.details).toBe(spinning.details);
    // 60 from a case of 50: +20 %, whatever the label says.
    expect(phase.profitPercent).toBeCloseTo(20);
    expect(phase.profitLabel).toBeNull();
    expect(phase.isWelcome).toBe(false);
  });

  it.each([
    [29.75, -40.5],
    [53.75, 7.5],
    [50, 0],
    [0, -100],
  ])('a drop worth %s from a case of 50 is %s percent', async (cost, percent) => {
    const h = setup();
    const phase = await toResult(h, opening({ win: { cost, profit: '+999%' } }));
    expect(phase.profitPercent).toBeCloseTo(percent);
  });

  it.each([
    [53, false],
    [53.01, true],
    [125, true],
    [45, false],
    [50, false],
  ])('a drop worth %s from a case of 50: celebrated %s (above 6 %% of the price)', async (cost, celebrate) => {
    const h = setup();
    const phase = await toResult(h, opening({ win: { cost, profit: '+50%' } }));
    expect(phase.celebrate).toBe(celebrate);
  });

  it('a mislabelled "+50%" on a 2.06 drop from an 8-crystal case: no celebration, −74 %', async () => {
    const h = setup({ details: details({ price: 8 }) });
    const phase = await toResult(h, opening({ win: { cost: 2.06, profit: '+50%' } }));
    expect(phase.celebrate).toBe(false);
    expect(phase.profitPercent).toBeCloseTo(-74.25, 2);
  });

  it('reckons against what the server took: a case shown at 0 that charged 8 makes a 2.06 drop a loss', async () => {
    let balance = 100;
    const h = setup({ details: details({ price: 0 }) });
    h.balance.mockImplementation(() => balance);
    await toOpening(h);
    // The answer's balance reaches the session before the answer resolves (the event stream).
    balance = 92;
    h.lastOpen().resolve(opening({ win: { cost: 2.06, profit: '+100%' } }));
    await flush();
    h.clock.advance(11_000);
    const phase = h.flow.phase;
    if (phase.kind !== 'result') throw new Error(phase.kind);
    expect(phase.celebrate).toBe(false);
    expect(phase.profitPercent).toBeCloseTo(-74.25, 2);
  });

  it('the welcome case is flagged and always celebrated; with nothing paid, the server\'s label is what is shown', async () => {
    const h = setup({ balance: 0, details: welcomeDetails() });
    await toOpening(h, WELCOME_CASE_ID);
    h.lastOpen().resolve(opening({ win: { profit: '-50%', cost: 0.2 } }));
    await flush();
    h.clock.advance(11_000);
    const phase = h.flow.phase;
    if (phase.kind !== 'result') throw new Error(phase.kind);
    expect(phase.isWelcome).toBe(true);
    expect(phase.celebrate).toBe(true);
    expect(phase.profitPercent).toBeNull();
    expect(phase.profitLabel).toBe('-50%');
  });

  it('with reducedMotion the result comes right after the answer, with no time passing', async () => {
    const h = setup({ reducedMotion: true });
    await toOpening(h);
    h.clock.advance(700);
    h.lastOpen().resolve(opening());
    await flush();
    const answeredAt = h.clock.now();
    h.clock.advance(0);
    await flush();
    expect(h.flow.phase.kind).toBe('result');
    expect(h.clock.now()).toBe(answeredAt);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('with reducedMotion the countdown still runs its 3 s before the call', async () => {
    const h = setup({ reducedMotion: true });
    await h.flow.start(CASE_ID, true);
    h.clock.advance(2999);
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });
});

describe('OpenCase: open failures and retry', () => {
  it('a malformed open answer is invalid-response', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(new ApiError('malformed', 'bad body'));
    await flush();
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'invalid-response', message: null });
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('an open 404 is case-not-found', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(ApiError.http(404));
    await flush();
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'case-not-found', message: null });
  });

  it('any other open failure is failed with its message', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(new ApiError('server', 'Not enough balance'));
    await flush();
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'failed', message: 'Not enough balance' });
    expect(h.kinds().slice(-2)).toEqual(['opening', 'error']);
  });

  it('a failed open does not spin or show a result later', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(ApiError.http(500));
    await h.clock.advanceAsync(20_000, 100);
    expect(h.kinds()).not.toContain('spinning');
    expect(h.kinds()).not.toContain('result');
  });

  it('retry from the error screen makes exactly one more open attempt', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.flow.phase.kind).toBe('error');

    await h.flow.retry(CASE_ID);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(h.flow.phase.kind).toBe('countdown');
    h.clock.advance(2999);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    h.clock.advance(1);
    expect(h.api.openCase).toHaveBeenCalledTimes(2);
    expect(h.flow.openCallCount).toBe(2);

    h.lastOpen().resolve(opening());
    await h.clock.advanceAsync(30_000, 100);
    expect(h.flow.phase.kind).toBe('result');
    expect(h.api.openCase).toHaveBeenCalledTimes(2);
  });

  it('retry after a getCase failure loads the case again and opens once', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(ApiError.http(502));
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase.kind).toBe('error');
    await h.flow.retry(CASE_ID);
    await h.clock.advanceAsync(3000, 100);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('a rapid double retry makes only one more attempt', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(ApiError.http(500));
    await flush();
    const first = h.flow.retry(CASE_ID);
    const second = h.flow.retry(CASE_ID);
    await Promise.all([first, second]);
    await h.clock.advanceAsync(3000, 100);
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    expect(h.api.openCase).toHaveBeenCalledTimes(2);
  });

  it('retry does nothing when not in error', async () => {
    const h = setup();
    await h.flow.retry(CASE_ID); // loading
    expect(h.api.getCase).not.toHaveBeenCalled();

    await h.flow.start(CASE_ID, true);
    await h.flow.retry(CASE_ID); // countdown
    h.clock.advance(3000);
    await h.flow.retry(CASE_ID); // opening
    h.lastOpen().resolve(opening());
    await flush();
    await h.flow.retry(CASE_ID); // spinning
    h.clock.advance(11_000);
    await h.flow.retry(CASE_ID); // result
    await h.clock.advanceAsync(10_000, 100);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.flow.phase.kind).toBe('result');
  });

  it('retry does nothing after a redirect', async () => {
    const h = setup({ balance: 0 });
    await h.flow.start(CASE_ID, true);
    expect(h.flow.phase).toEqual({ kind: 'redirect', to: 'payment' });
    await h.flow.retry(CASE_ID);
    await h.clock.advanceAsync(5000, 100);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });
});

describe('OpenCase: dispose', () => {
  it('during the countdown: no open call ever, no further phases, no timers left', async () => {
    const h = setup();
    await h.flow.start(CASE_ID, true);
    h.clock.advance(1500);
    const seen = h.phases.length;
    const phase = h.flow.phase;
    h.flow.dispose();
    expect(h.clock.pendingTimers).toBe(0);
    await h.clock.advanceAsync(30_000, 100);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.flow.openCallCount).toBe(0);
    expect(h.phases).toHaveLength(seen);
    expect(h.flow.phase).toBe(phase);
  });

  it('during loading: a late getCase answer starts nothing', async () => {
    const h = setup();
    const gate = deferred<CaseDetails>();
    h.api.getCase.mockImplementationOnce(() => gate.promise);
    const started = h.flow.start(CASE_ID, true);
    h.flow.dispose();
    gate.resolve(details());
    await started;
    await h.clock.advanceAsync(10_000, 100);
    expect(h.flow.phase.kind).toBe('loading');
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('during loading: a late getCase failure shows no error', async () => {
    const h = setup();
    const gate = deferred<CaseDetails>();
    h.api.getCase.mockImplementationOnce(() => gate.promise);
    const started = h.flow.start(CASE_ID, true);
    h.flow.dispose();
    gate.reject(ApiError.http(404));
    await started;
    expect(h.flow.phase.kind).toBe('loading');
  });

  it('during the in-flight call: no phases after the answer, no timers', async () => {
    const h = setup();
    await toOpening(h);
    const seen = h.phases.length;
    h.flow.dispose();
    h.lastOpen().resolve(opening());
    await h.clock.advanceAsync(20_000, 100);
    expect(h.flow.phase.kind).toBe('opening');
    expect(h.phases).toHaveLength(seen);
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('during the in-flight call: a failing answer shows no error', async () => {
    const h = setup();
    await toOpening(h);
    h.flow.dispose();
    h.lastOpen().reject(ApiError.http(500));
    await flush();
    expect(h.flow.phase.kind).toBe('opening');
  });

  it('during the hold: no result phase and no pending timers', async () => {
    const h = setup();
    await toSpinning(h);
    h.clock.advance(5000);
    expect(h.clock.pendingTimers).toBe(1);
    h.flow.dispose();
    expect(h.clock.pendingTimers).toBe(0);
    await h.clock.advanceAsync(20_000, 100);
    expect(h.flow.phase.kind).toBe('spinning');
    expect(h.kinds()).not.toContain('result');
  });

  it('stops notifying listeners', async () => {
    const h = setup();
    await toSpinning(h);
    const listener = vi.fn();
    h.flow.subscribe(listener);
    h.flow.dispose();
    await h.clock.advanceAsync(20_000, 100);
    expect(listener).not.toHaveBeenCalled();
  });

  it('React StrictMode: first instance disposed before getCase resolves → one open call in total', async () => {
    const clock = new ManualClock(START);
    const gate = deferred<CaseDetails>();
    // One api shared by the screen's two mounts.
    const api = {
      getCase: vi.fn((_id: string) => gate.promise),
      openCase: vi.fn((_id: string) => new Promise<OpeningResult>(() => {})),
    };
    const a = new OpenCase({ api: { ...api, getInventoryItem: vi.fn() }, clock, random: seededRandom(1), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    const b = new OpenCase({ api: { ...api, getInventoryItem: vi.fn() }, clock, random: seededRandom(2), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    const aPhases: string[] = [];
    const bPhases: string[] = [];
    a.subscribe((p) => aPhases.push(p.kind));
    b.subscribe((p) => bPhases.push(p.kind));
    const startedA = a.start(CASE_ID, true);
    a.dispose();
    const startedB = b.start(CASE_ID, true);
    gate.resolve(details());
    await Promise.all([startedA, startedB]);
    await clock.advanceAsync(20_000, 100);
    expect(api.getCase).toHaveBeenCalledTimes(2);
    expect(api.openCase).toHaveBeenCalledTimes(1);
    expect(a.openCallCount).toBe(0);
    expect(b.openCallCount).toBe(1);
    expect(a.phase.kind).toBe('loading');
    expect(aPhases).toEqual(['loading']);
    expect(bPhases).toEqual(['loading', 'countdown', 'countdown', 'countdown', 'opening']);
  });

  it('StrictMode with an instant getCase: disposing the first right after start still opens once', async () => {
    const clock = new ManualClock(START);
    const api = {
      getCase: vi.fn((_id: string) => Promise.resolve(details())),
      openCase: vi.fn((_id: string) => new Promise<OpeningResult>(() => {})),
    };
    const a = new OpenCase({ api: { ...api, getInventoryItem: vi.fn() }, clock, random: seededRandom(1), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    const b = new OpenCase({ api: { ...api, getInventoryItem: vi.fn() }, clock, random: seededRandom(2), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    const startedA = a.start(CASE_ID, true);
    const startedB = b.start(CASE_ID, true);
    a.dispose();
    await Promise.all([startedA, startedB]);
    await clock.advanceAsync(10_000, 100);
    expect(api.openCase).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('OpenCase: subscribe', () => {
  it('unsubscribing stops the notifications', async () => {
    const h = setup();
    const listener = vi.fn();
    const unsubscribe = h.flow.subscribe(listener);
    await h.flow.start(CASE_ID, true);
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    h.clock.advance(3000);
    expect(listener).toHaveBeenCalledTimes(calls);
    expect(h.flow.phase.kind).toBe('opening');
  });

  it('listeners receive the current phase', async () => {
    const h = setup();
    await h.flow.start(CASE_ID, true);
    expect(h.phases.at(-1)).toBe(h.flow.phase);
  });
});

describe('OpenCase on one instance', () => {
  it('a second start while one is running makes no second open call', async () => {
    const clock = new ManualClock(0);
    const details = { id: '2', name: 'Blue Case', price: 8, img: '', description: '', categories: [], skins: [{ name: 'A | B', img: '', price: 3 }] };
    const openCase = vi.fn(async () => ({ win: { id: 's', name: 'A | B', img: '', cost: 3, profit: '-62%' }, inventoryId: '9' }));
    const useCase = new OpenCase({ api: { getCase: async () => details, openCase, getInventoryItem: vi.fn() }, clock, random: seededRandom(1), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    await Promise.all([useCase.start('2', true), useCase.start('2', true)]);
    await clock.advanceAsync(3500, 100);
    await useCase.start('2', true);
    await clock.advanceAsync(3500, 100);
    expect(openCase).toHaveBeenCalledTimes(1);
  });
});

describe('OpenCase strip preparation', () => {
  it('lays the strip out during the countdown and only places the winner on the answer', async () => {
    const clock = new ManualClock(0);
    const skins = [{ name: 'A | One', img: '', price: 3 }, { name: 'B | Two', img: '', price: 12 }];
    const details = { id: '2', name: 'Blue Case', price: 8, img: '', description: '', categories: [], skins };
    const useCase = new OpenCase({
      api: { getCase: async () => details, openCase: async () => ({ win: { id: 'w', name: 'W | Win', img: '', cost: 20, profit: '+150%' }, inventoryId: '9' }), getInventoryItem: vi.fn() },
      clock, random: seededRandom(5), balance: () => 100, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }),
    });
    await useCase.start('2', true, details);
    const countdown = useCase.phase;
    if (countdown.kind !== 'countdown') throw new Error(`expected countdown, got ${countdown.kind}`);
    expect(countdown.strip.slots).toHaveLength(100);
    await clock.advanceAsync(3100, 100);
    const spinning = useCase.phase;
    if (spinning.kind !== 'spinning') throw new Error(`expected spinning, got ${spinning.kind}`);
    expect(spinning.strip.slots[90]?.skin.name).toBe('W | Win');
    const changed = spinning.strip.slots.map((slot, i) => slot !== countdown.strip.slots[i]).filter(Boolean).length;
    expect(changed).toBeLessThanOrEqual(2);
  });

  it('starts the countdown at once with details the client already has', async () => {
    const getCase = vi.fn();
    const details = { id: '2', name: 'Blue Case', price: 8, img: '', description: '', categories: [], skins: [{ name: 'A', img: '', price: 1 }] };
    const clock = new ManualClock(0);
    const useCase = new OpenCase({ api: { getCase, openCase: vi.fn(), getInventoryItem: vi.fn() }, clock, random: seededRandom(1), balance: () => 1000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock }) });
    void useCase.start('2', true, details);
    expect(useCase.phase.kind).toBe('countdown');
    expect(getCase).not.toHaveBeenCalled();
  });
});

describe('OpenCase: the player’s fast open (beyond spec §9, off by default)', () => {
  it('keeps the 3 s countdown and shows the drop 4 s after the answer instead of 11', async () => {
    const h = setup({ fast: true });
    await h.flow.start(CASE_ID, true);
    await flush();
    h.clock.advance(2999);
    await flush();
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(OPENING.fast.resultDelayMs - 1);
    await flush();
    expect(h.flow.phase.kind).toBe('spinning');
    h.clock.advance(1);
    await flush();
    expect(h.flow.phase.kind).toBe('result');
    expect(OPENING.fast.resultDelayMs).toBeGreaterThan(OPENING.fast.spinMs);
  });

  it('without it, spec §9’s 11 s stand', async () => {
    const h = setup();
    await toSpinning(h);
    h.clock.advance(OPENING.fast.resultDelayMs);
    await flush();
    expect(h.flow.phase.kind).toBe('spinning');
    h.clock.advance(OPENING.resultDelayMs - OPENING.fast.resultDelayMs);
    await flush();
    expect(h.flow.phase.kind).toBe('result');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { allowedCount, openCounts, stakeOf } from '@domain/features/cases/opening';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import type { CaseDetails, OpeningResult } from '@domain/model/case';
import { deferred, details, flush, mapStorage, opening, welcomeDetails, type Deferred } from './fixtures';

const T0 = 1_700_000_000_000;
const MULTI = details({ price: 10, multiOpen: 5 });

function drop(n: number, cost: number): OpeningResult {
  return opening({ win: { id: `skin-${n}`, name: `Skin ${n}`, cost }, inventoryId: `inv-${n}` });
}

/** A multi-open with the player's real limits, a wallet the answer moves, and manual calls. */
function setup(options: { balance?: number; withoutOpenCases?: boolean } = {}) {
  const clock = new ManualClock(T0);
  const storage = mapStorage();
  const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  const multi: Deferred<readonly OpeningResult[]>[] = [];
  const single: Deferred<OpeningResult>[] = [];
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(MULTI)),
    openCase: vi.fn((_id: string, _options?: unknown): Promise<OpeningResult> => {
      const d = deferred<OpeningResult>();
      single.push(d);
      return d.promise;
    }),
    ...(options.withoutOpenCases ? {} : {
      openCases: vi.fn((_id: string, _count: number, _options?: unknown): Promise<readonly OpeningResult[]> => {
        const d = deferred<readonly OpeningResult[]>();
        multi.push(d);
        return d.promise;
      }),
    }),
    getInventoryItem: vi.fn(),
  };
  const wallet = { balance: options.balance ?? 100 };
  const reveals = new PendingReveals(storage, { owner: '7', clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(3), balance: () => wallet.balance, reveals, limits });
  const phases: OpeningPhase[] = [];
  flow.subscribe((phase) => phases.push(phase));
  return { clock, storage, limits, api, multi, single, flow, phases, wallet, reveals };
}

async function toCall(h: ReturnType<typeof setup>, count: number, known: CaseDetails = MULTI): Promise<void> {
  await h.flow.start(known.id, true, known, count);
  h.clock.advance(3000);
  await flush();
}

describe('OpenCase: several of a case in one call (multi-open)', () => {
  it('lays out one reel per case during the countdown and sends exactly one call for all three', async () => {
    const h = setup();
    await h.flow.start(MULTI.id, true, MULTI, 3);
    const countdown = h.flow.phase;
    expect(countdown.kind).toBe('countdown');
    if (countdown.kind !== 'countdown') return;
    expect(countdown.strips).toHaveLength(3);
    expect(countdown.strip).toBe(countdown.strips[0]);
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCases).toHaveBeenCalledTimes(1);
    expect(h.api.openCases).toHaveBeenCalledWith(MULTI.id, 3, undefined);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.flow.openCallCount).toBe(1);
  });

  it('places each drop on its own reel, in roll order, and shows them together with the total against the stake', async () => {
    const h = setup();
    await toCall(h, 3);
    h.wallet.balance = 70;
    h.multi[0]?.resolve([drop(1, 4), drop(2, 25), drop(3, 8)]);
    await flush();
    const spinning = h.flow.phase;
    expect(spinning.kind).toBe('spinning');
    if (spinning.kind !== 'spinning') return;
    expect(spinning.strips.map((s) => s.slots[s.winnerIndex]?.skin.name)).toEqual(['Skin 1', 'Skin 2', 'Skin 3']);
    h.clock.advance(11_000);
    expect(h.flow.phase).toMatchObject({ kind: 'result', asked: 3, paid: 30, profitPercent: ((37 - 30) / 30) * 100, celebrate: true });
    if (h.flow.phase.kind === 'result') expect(h.flow.phase.results.map((r) => r.inventoryId)).toEqual(['inv-1', 'inv-2', 'inv-3']);
  });

  it('a double start opens once: one countdown, one call', async () => {
    const h = setup();
    void h.flow.start(MULTI.id, true, MULTI, 3);
    void h.flow.start(MULTI.id, true, MULTI, 3);
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCases).toHaveBeenCalledTimes(1);
  });

  it('checks the player’s limit against the whole stake before anything is sent', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 25);
    await h.flow.start(MULTI.id, true, MULTI, 3);
    expect(h.flow.phase).toMatchObject({ kind: 'limit', reached: { stake: 30 } });
    h.clock.advance(5000);
    await flush();
    expect(h.api.openCases).not.toHaveBeenCalled();
    // The same limit lets two through.
    const two = setup();
    two.limits.setLimit('playDay', 25);
    await two.flow.start(MULTI.id, true, MULTI, 2);
    expect(two.flow.phase.kind).toBe('countdown');
  });

  it('counts what the server took for all of them, remembered apart from a single opening of the case', async () => {
    const h = setup();
    const record = vi.spyOn(h.limits, 'record');
    await toCall(h, 3);
    h.wallet.balance = 70;
    h.multi[0]?.resolve([drop(1, 4), drop(2, 25), drop(3, 8)]);
    await flush();
    expect(record).toHaveBeenCalledWith({ kind: 'play', stake: 30, won: 37, subject: `${MULTI.id}×3` });
    // A single opening afterwards is checked against one case's price, not the ×3's stake.
    // With 30 spent and a limit of 45, a single case (10) fits; a stake remembered as 30 would not.
    h.limits.setLimit('playDay', 45);
    expect(h.limits.check('play', 10, MULTI.id).allowed).toBe(true);
    expect(h.limits.check('play', 10, `${MULTI.id}×3`).allowed).toBe(false);
  });

  it('sends the top-up way when the balance covers one case but not the three asked for', async () => {
    const h = setup({ balance: 25 });
    await h.flow.start(MULTI.id, true, MULTI, 3);
    expect(h.flow.phase).toEqual({ kind: 'redirect', to: 'payment' });
  });

  it('opens one for a case that does not offer multi-open, whatever was asked', async () => {
    const h = setup();
    const plain = details({ price: 10 });
    await toCall(h, 3, plain);
    expect(h.api.openCases).not.toHaveBeenCalled();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.flow.phase).toMatchObject({ kind: 'opening', strips: [expect.anything()] });
  });

  it('shows the drops a server that opened fewer than asked gave, and counts the charge its balance shows', async () => {
    const h = setup();
    await toCall(h, 3);
    h.wallet.balance = 80;
    h.multi[0]?.resolve([drop(1, 4), drop(2, 25)]);
    await flush();
    h.clock.advance(11_000);
    expect(h.flow.phase).toMatchObject({ kind: 'result', asked: 3, paid: 20 });
    if (h.flow.phase.kind === 'result') expect(h.flow.phase.results).toHaveLength(2);
  });

  it.each([
    ['no drop', []],
    ['more drops than asked for', [drop(1, 1), drop(2, 1), drop(3, 1), drop(4, 1)]],
    ['one item named as two drops (a repeated entry)', [drop(1, 1), drop(1, 1)]],
  ])('an answer with %s is unreadable: the case error screen, nothing left to reveal', async (_label, answer) => {
    const h = setup();
    await toCall(h, 3);
    h.multi[0]?.resolve(answer);
    await flush();
    expect(h.flow.phase).toEqual({ kind: 'error', error: 'invalid-response', message: null });
    expect(h.reveals.load()).toBeNull();
  });

  it('a failed multi call is retried with the same count, one call per try', async () => {
    const h = setup();
    await toCall(h, 4);
    h.multi[0]?.reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.flow.phase.kind).toBe('error');
    await h.flow.retry(MULTI.id, 4);
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCases).toHaveBeenCalledTimes(2);
    expect(h.api.openCases).toHaveBeenLastCalledWith(MULTI.id, 4, undefined);
  });

  it('keeps every drop for a reload mid-spin, and shows the ones the server confirms', async () => {
    const h = setup();
    await toCall(h, 2);
    h.multi[0]?.resolve([drop(1, 4), drop(2, 25)]);
    await flush();
    expect(h.reveals.load()?.results?.map((r) => r.inventoryId)).toEqual(['inv-1', 'inv-2']);
    // A new visit without the allow flag (a reload): the server holds the second drop only.
    const again = setup();
    again.storage.entries.clear();
    for (const [key, value] of h.storage.entries) again.storage.entries.set(key, value);
    again.api.getInventoryItem.mockImplementation((id: string) => (id === 'inv-2'
      ? Promise.resolve({ id, status: 'available', win: { name: 'Skin 2', img: 'x.png', cost: 26 } })
      : Promise.reject(new ApiError('http', 'HTTP 404', 404))));
    const revisit = new OpenCase({ api: again.api, clock: h.clock, random: seededRandom(1), balance: () => 100, reveals: new PendingReveals(again.storage, { owner: '7', clock: h.clock }) });
    await revisit.start(MULTI.id, false);
    await flush();
    expect(revisit.phase).toMatchObject({ kind: 'result', asked: 2 });
    if (revisit.phase.kind === 'result') expect(revisit.phase.results.map((r) => [r.inventoryId, r.win.cost])).toEqual([['inv-2', 26]]);
  });

  it('a reload after a server opened fewer than asked still says how many were asked for', async () => {
    const h = setup();
    await toCall(h, 3);
    h.multi[0]?.resolve([drop(1, 4), drop(2, 25)]);
    await flush();
    h.api.getInventoryItem.mockImplementation((id: string) => Promise.resolve({ id, status: 'available', win: { name: 'Skin', img: 'x.png', cost: 5 } }));
    const revisit = new OpenCase({ api: h.api, clock: h.clock, random: seededRandom(1), balance: () => 100, reveals: new PendingReveals(h.storage, { owner: '7', clock: h.clock }) });
    await revisit.start(MULTI.id, false);
    await flush();
    expect(revisit.phase).toMatchObject({ kind: 'result', asked: 3 });
    if (revisit.phase.kind === 'result') expect(revisit.phase.results.map((r) => r.inventoryId)).toEqual(['inv-1', 'inv-2']);
  });
});

describe('openCounts: what the case page offers', () => {
  it('offers 1 to the server’s number, capped at five, never for the welcome case or a case without it', () => {
    expect(openCounts(details({ multiOpen: 3 }))).toEqual([1, 2, 3]);
    expect(openCounts(details({ multiOpen: 50 }))).toEqual([1, 2, 3, 4, 5]);
    expect(openCounts(details())).toEqual([1]);
    expect(openCounts(welcomeDetails({ multiOpen: 5 }))).toEqual([1]);
    expect(allowedCount(details({ multiOpen: 3 }), 4)).toBe(1);
    expect(allowedCount(details({ multiOpen: 3 }), 3)).toBe(3);
  });

  it('prices the stake to the hundredth: three of a 0.10 case take 0.30, not 0.30000000000000004', () => {
    expect(stakeOf(0.1, 3)).toBe(0.3);
    expect(stakeOf(8, 3)).toBe(24);
    expect(stakeOf(12.345, 2)).toBe(24.69);
  });
});

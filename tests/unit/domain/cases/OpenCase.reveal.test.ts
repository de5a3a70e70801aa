import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { PENDING_REVEAL_MAX_AGE_MS, PendingReveals } from '@domain/features/cases/PendingReveals';
import type { InventoryItem } from '@domain/model/inventory';
import { ApiError } from '@domain/shared/ApiError';
import { seededRandom } from '@domain/shared/seededRandom';
import { details, flush, mapStorage, opening, openingApi } from './fixtures';

const CASE_ID = 'case-1';
const OWNER = '700000012';
const KEY = `opening.pendingReveal.${OWNER}`;

/** The server's record of an item: what it holds, whatever the device kept. */
function serverItem(id: string, win: Partial<InventoryItem['win']> = {}): InventoryItem {
  return {
    id, status: 'available',
    win: { name: 'AWP | Asiimov', img: 'asiimov.png', cost: 60, penalty: null, soldUpgrader: false, winUpgrader: false, changed: false, ...win },
  };
}

/** One visit of the opening screen on a storage that outlives it (a reload keeps the storage). */
function visit(storage = mapStorage(), clock = new ManualClock(1_700_000_000_000), items: Record<string, InventoryItem> = {}) {
  const { api, opens } = openingApi((id: string): Promise<InventoryItem> => (items[id] ? Promise.resolve(items[id]) : Promise.reject(ApiError.http(404))));
  const reveals = () => new PendingReveals(storage, { owner: OWNER, clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(3), balance: () => 1000, reveals: reveals() });
  const kinds: OpeningPhase['kind'][] = [];
  flow.subscribe((phase) => kinds.push(phase.kind));
  return { storage, clock, api, flow, kinds, opens, pending: () => reveals().load() };
}

async function toOpening(v: ReturnType<typeof visit>): Promise<void> {
  await v.flow.start(CASE_ID, true);
  await flush();
  v.clock.advance(3000);
  await flush();
}

describe('OpenCase: Back mid-reel skips to the drop (the reel shows a draw already made)', () => {
  it('while spinning: the result at once, the 11 s hold cancelled', async () => {
    const v = visit();
    await toOpening(v);
    v.opens[0]!.resolve(opening());
    await flush();
    expect(v.flow.phase.kind).toBe('spinning');
    v.clock.advance(2000);
    v.flow.skip();
    expect(v.flow.phase.kind).toBe('result');
    expect(v.clock.pendingTimers).toBe(0);
    expect(v.kinds.filter((k) => k === 'result')).toHaveLength(1);
  });

  it('asked before the answer: the result shows as soon as it arrives, without the spin', async () => {
    const v = visit();
    await toOpening(v);
    v.flow.skip();
    expect(v.flow.phase.kind).toBe('opening');
    v.opens[0]!.resolve(opening());
    await flush();
    v.clock.advance(0);
    expect(v.flow.phase.kind).toBe('result');
    expect(v.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('during the countdown and on the result it does nothing (no open call is made or repeated)', async () => {
    const v = visit();
    await v.flow.start(CASE_ID, true);
    v.flow.skip();
    expect(v.flow.phase.kind).toBe('countdown');
    v.clock.advance(3000);
    await flush();
    v.opens[0]!.resolve(opening());
    await flush();
    v.clock.advance(11_000);
    v.flow.skip();
    expect(v.flow.phase.kind).toBe('result');
    expect(v.api.openCase).toHaveBeenCalledTimes(1);
  });
});

describe('OpenCase: a reveal survives a reload or a closed app, never a second charge', () => {
  it('from the open call to the result the opening is kept; the result clears it', async () => {
    const v = visit();
    await v.flow.start(CASE_ID, true);
    expect(v.pending()).toBeNull();
    v.clock.advance(3000);
    await flush();
    expect(v.pending()).toMatchObject({ caseId: CASE_ID, result: null });
    const drop = opening({ win: { name: 'AK-47 | Redline', cost: 12 } });
    v.opens[0]!.resolve(drop);
    await flush();
    expect(v.pending()).toMatchObject({ caseId: CASE_ID, result: drop });
    v.clock.advance(11_000);
    expect(v.pending()).toBeNull();
  });

  it('a reload mid-spin (no allow flag) shows that drop once the server confirms it, and opens nothing', async () => {
    const first = visit();
    await toOpening(first);
    const drop = opening({ win: { name: 'AWP | Asiimov', cost: 60, profit: '+20%' } });
    first.opens[0]!.resolve(drop);
    await flush();
    first.flow.dispose();

    const reloaded = visit(first.storage, first.clock, { 'inv-1': serverItem('inv-1') });
    await reloaded.flow.start(CASE_ID, false);
    await flush();
    // Checked with the server before anything is shown.
    expect(reloaded.kinds).toEqual(['confirming', 'result']);
    const phase = reloaded.flow.phase;
    if (phase.kind !== 'result') throw new Error(`expected result, got ${phase.kind}`);
    expect(phase.result.win).toMatchObject({ name: 'AWP | Asiimov', cost: 60 });
    expect(phase.celebrate).toBe(true);
    expect(reloaded.api.getInventoryItem).toHaveBeenCalledWith('inv-1');
    expect(reloaded.api.openCase).not.toHaveBeenCalled();
    expect(reloaded.api.getCase).not.toHaveBeenCalled();
    expect(reloaded.pending()).toBeNull();
  });

  it('a crafted reveal in storage ("99,999.00") shows only what the server holds: its name and value, no celebration', async () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    const claim = opening({ win: { name: 'Karambit | Fade', cost: 99_999, profit: '+999999%' }, inventoryId: 'inv-7' });
    new PendingReveals(storage, { owner: OWNER, clock }).save({ caseId: CASE_ID, details: details(), result: claim, at: clock.now() });
    const v = visit(storage, clock, { 'inv-7': serverItem('inv-7', { name: 'Sticker | Cheap', cost: 0.01 }) });
    await v.flow.start(CASE_ID, false);
    await flush();
    const phase = v.flow.phase;
    if (phase.kind !== 'result') throw new Error(`expected result, got ${phase.kind}`);
    expect(phase.result.win).toMatchObject({ name: 'Sticker | Cheap', cost: 0.01 });
    expect(phase.celebrate).toBe(false);
    expect(phase.profitPercent).toBeCloseTo(-99.98, 2);
  });

  it('a reveal for a drop the server does not know is dropped with a note, never shown', async () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    new PendingReveals(storage, { owner: OWNER, clock }).save({ caseId: CASE_ID, details: details(), result: opening({ inventoryId: 'ghost' }), at: clock.now() });
    const v = visit(storage, clock);
    await v.flow.start(CASE_ID, false);
    await flush();
    expect(v.flow.phase).toMatchObject({ kind: 'unconfirmed', reason: 'unknown' });
    expect(v.kinds).not.toContain('result');
    expect(v.pending()).toBeNull();
  });

  it('a reveal without an inventory id cannot be confirmed: dropped, never shown', async () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    new PendingReveals(storage, { owner: OWNER, clock }).save({ caseId: CASE_ID, details: details(), result: opening({ inventoryId: null }), at: clock.now() });
    const v = visit(storage, clock);
    await v.flow.start(CASE_ID, false);
    await flush();
    expect(v.flow.phase).toMatchObject({ kind: 'unconfirmed', reason: 'unknown' });
    expect(v.api.getInventoryItem).not.toHaveBeenCalled();
    expect(v.pending()).toBeNull();
  });

  it('the server cannot be asked (offline): kept, and Try again shows it once the server confirms', async () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    new PendingReveals(storage, { owner: OWNER, clock }).save({ caseId: CASE_ID, details: details(), result: opening(), at: clock.now() });
    const v = visit(storage, clock);
    v.api.getInventoryItem.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    await v.flow.start(CASE_ID, false);
    await flush();
    expect(v.flow.phase).toMatchObject({ kind: 'unconfirmed', reason: 'failed' });
    expect(v.pending()).not.toBeNull();
    v.api.getInventoryItem.mockImplementationOnce(() => Promise.resolve(serverItem('inv-1')));
    await v.flow.retryConfirm(CASE_ID);
    await flush();
    expect(v.flow.phase.kind).toBe('result');
    expect(v.pending()).toBeNull();
    expect(v.api.openCase).not.toHaveBeenCalled();
  });

  it('closed while the open call was on its way: the next visit says it was interrupted, once', async () => {
    const first = visit();
    await toOpening(first);
    first.flow.dispose();

    const reloaded = visit(first.storage);
    await reloaded.flow.start(CASE_ID, false);
    expect(reloaded.flow.phase.kind).toBe('interrupted');
    const again = visit(first.storage);
    await again.flow.start(CASE_ID, false);
    expect(again.flow.phase).toEqual({ kind: 'redirect', to: 'cases' });
  });

  it('a failed open call leaves nothing to reveal: the error screen said what happened', async () => {
    const v = visit();
    await toOpening(v);
    v.opens[0]!.reject(ApiError.http(500));
    await flush();
    expect(v.flow.phase.kind).toBe('error');
    expect(v.pending()).toBeNull();
  });

  it('a reveal kept for another case does not show on this one', async () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    new PendingReveals(storage, { owner: OWNER, clock }).save({ caseId: 'other', details: details({ id: 'other' }), result: opening(), at: clock.now() });
    const v = visit(storage, clock);
    await v.flow.start(CASE_ID, false);
    expect(v.flow.phase).toEqual({ kind: 'redirect', to: 'cases' });
    expect(v.pending()?.caseId).toBe('other');
  });
});

describe('PendingReveals', () => {
  it.each([
    ['not JSON', '{'],
    ['not an object', '[1,2]'],
    ['details of another case', JSON.stringify({ caseId: 'a', details: { ...details(), id: 'b' }, result: null, at: 1 })],
    ['a result with a text cost', JSON.stringify({ caseId: 'case-1', details: details(), result: { ...opening(), win: { ...opening().win, cost: '12' } }, at: 1 })],
  ])('an unreadable record (%s) is dropped, not shown', (_label, raw) => {
    const storage = mapStorage(new Map([[KEY, raw]]));
    expect(new PendingReveals(storage, { owner: OWNER, clock: new ManualClock(1) }).load()).toBeNull();
    expect(storage.entries.has(KEY)).toBe(false);
  });

  const record = (at: number) => ({ caseId: CASE_ID, details: details(), result: opening(), at });

  it('kept for its player only: another messenger user on the same device sees nothing of it', () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    PendingReveals.of(storage, { id: 700000012 }, clock).save(record(clock.now()));
    expect(PendingReveals.of(storage, { id: 700000099 }, clock).load()).toBeNull();
    expect(PendingReveals.of(storage, null, clock).load()).toBeNull();
    expect(PendingReveals.of(storage, { id: 700000012 }, clock).load()?.caseId).toBe(CASE_ID);
  });

  it('shown within the hour; an older record, or one dated over 5 min in the future (a clock moved back), is dropped', () => {
    const storage = mapStorage();
    const clock = new ManualClock(1_700_000_000_000);
    const reveals = new PendingReveals(storage, { owner: OWNER, clock });
    reveals.save(record(clock.now()));
    clock.advance(PENDING_REVEAL_MAX_AGE_MS);
    expect(reveals.load()).not.toBeNull();
    clock.advance(1);
    expect(reveals.load()).toBeNull();
    expect(storage.entries.has(KEY)).toBe(false);
    reveals.save(record(clock.now() + 5 * 60_000));
    expect(reveals.load()).not.toBeNull();
    reveals.save(record(clock.now() + 5 * 60_000 + 1));
    expect(reveals.load()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { ApiError } from '@domain/shared/ApiError';
import type { InventoryItem } from '@domain/model/inventory';
import { details, flush, mapStorage, opening, openingApi } from './fixtures';

const CASE_ID = 'case-1';

/** A flow whose first step the screen takes while drawing (`prepare`), before it mounts and starts it. */
function setup({ balance = 1000 }: { balance?: number | null } = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const { api, opens } = openingApi((_id: string): Promise<InventoryItem> => Promise.reject(ApiError.http(404)));
  const reveals = new PendingReveals(mapStorage(), { owner: '7', clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(7), balance: () => balance, reveals });
  const phases: OpeningPhase[] = [];
  flow.subscribe((phase) => {
    phases.push(phase);
  });
  const label = (p: OpeningPhase) => (p.kind === 'countdown' ? `countdown ${p.secondsLeft}` : p.kind === 'redirect' ? `redirect ${p.to}` : p.kind);
  return { clock, api, flow, opens, labels: () => phases.map(label) };
}

describe('OpenCase.prepare: the countdown in the first frame, its timers from start', () => {
  it('shows the countdown’s first second at once, with no timer and no call until start', async () => {
    const h = setup();
    h.flow.prepare(CASE_ID, true, details());
    expect(h.labels()).toEqual(['countdown 3']);
    expect(h.clock.pendingTimers).toBe(0);
    h.clock.advance(10_000);
    await flush();
    expect(h.labels()).toEqual(['countdown 3']);
    expect(h.api.getCase).not.toHaveBeenCalled();
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('start runs the same countdown on: 3 s from start, the prepared reels, one open call', async () => {
    const h = setup();
    h.flow.prepare(CASE_ID, true, details());
    const prepared = h.flow.phase;
    if (prepared.kind !== 'countdown') throw new Error(prepared.kind);
    h.clock.advance(400);
    await h.flow.start(CASE_ID, true, details());
    h.clock.advance(999);
    expect(h.labels()).toEqual(['countdown 3']);
    h.clock.advance(1);
    expect(h.labels()).toEqual(['countdown 3', 'countdown 2']);
    h.clock.advance(1999);
    await flush();
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    expect(h.labels()).toEqual(['countdown 3', 'countdown 2', 'countdown 1', 'opening']);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    const answering = h.flow.phase;
    if (answering.kind !== 'opening') throw new Error(answering.kind);
    expect(answering.strip).toBe(prepared.strip);
    // A second start (a double mount) opens nothing more.
    await h.flow.start(CASE_ID, true, details());
    h.opens.at(-1)?.resolve(opening());
    await flush();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.flow.phase.kind).toBe('spinning');
  });

  it('a check that stops the opening is shown at once, and start then adds nothing', async () => {
    const h = setup({ balance: 10 });
    h.flow.prepare(CASE_ID, true, details({ price: 50 }));
    expect(h.labels()).toEqual(['redirect payment']);
    await h.flow.start(CASE_ID, true, details({ price: 50 }));
    h.clock.advance(10_000);
    await flush();
    expect(h.labels()).toEqual(['redirect payment']);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('without the allow flag, or without the details at hand, prepares nothing: start goes as before', async () => {
    const denied = setup();
    denied.flow.prepare(CASE_ID, false, details());
    expect(denied.labels()).toEqual([]);
    await denied.flow.start(CASE_ID, false, details());
    expect(denied.labels()).toEqual(['redirect cases']);

    const unknown = setup();
    unknown.flow.prepare(CASE_ID, true, null);
    unknown.flow.prepare(CASE_ID, true, details({ id: 'another' }));
    expect(unknown.labels()).toEqual([]);
    await unknown.flow.start(CASE_ID, true, null);
    await flush();
    expect(unknown.api.getCase).toHaveBeenCalledWith(CASE_ID);
    expect(unknown.labels()).toEqual(['loading', 'countdown 3']);
  });

  it('disposed before start (the screen never mounted): no timer and no call, ever', async () => {
    const h = setup();
    h.flow.prepare(CASE_ID, true, details());
    h.flow.dispose();
    await h.flow.start(CASE_ID, true, details());
    h.clock.advance(10_000);
    await flush();
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });
});

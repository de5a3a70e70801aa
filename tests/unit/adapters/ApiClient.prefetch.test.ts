import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import type { HttpRequest } from '@adapters/api/HttpTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import { PREFETCH_FRESH_MS } from '@adapters/api/prefetched';
import { SessionStore } from '@ui/stores/SessionStore';
import { flush, HeldTransport, INIT_DATA, makeClient, ok, rejection, settle, status, wire } from './apiClientHarness';

const LIVE = { live: { win: [wire.liveWin()], online: 42 } };
const paths = (requests: readonly HttpRequest[]) => requests.map((request) => request.path);

describe('Api.prefetch: a landing screen’s reads sent with the profile', () => {
  it('sends each read at once, and the next call of it takes that answer without asking again', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(LIVE), ok({ cases: [wire.caseSummary()] }));
    client.prefetch(['getLive', 'getCases']);
    expect(paths(transport.requests)).toEqual(['/api/live/', '/api/cases/']);
    expect(transport.requests.every((request) => request.method === 'GET' && request.headers.Authorization?.startsWith('tma '))).toBe(true);
    await flush();
    const live = await client.getLive();
    const cases = await client.getCases();
    expect(live.online).toBe(42);
    expect(cases.map((c) => c.name)).toEqual(['Blue Case']);
    expect(transport.requests).toHaveLength(2);
  });

  it('an early answer already in is read in a task of its own, not in the mount that asked for it', async () => {
    const order: string[] = [];
    const pause = vi.fn(() => {
      order.push('pause');
      return Promise.resolve();
    });
    const { client, transport, events } = makeClient({ slicing: { now: () => 0, pause } });
    client.events.subscribe((event) => order.push(event.type));
    transport.reply(ok({ cases: [wire.caseSummary()] }), ok({ cases: [wire.caseSummary()] }));
    client.prefetch(['getCases']);
    await flush();
    await client.getCases();
    expect(order).toEqual(['pause', 'cases', 'answered']);
    expect(events.map((event) => event.type)).toEqual(['cases']);
    // A call that asks the server itself is not held back.
    await client.getCases();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the second call asks the server', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(LIVE), ok({ live: { win: [], online: 7 } }));
    client.prefetch(['getLive']);
    expect((await client.getLive()).online).toBe(42);
    expect((await client.getLive()).online).toBe(7);
    expect(paths(transport.requests)).toEqual(['/api/live/', '/api/live/']);
  });

  it('asking twice before the call sends one request', () => {
    const { client, transport } = makeClient();
    client.prefetch(['getCases']);
    client.prefetch(['getCases', 'getCases']);
    expect(paths(transport.requests)).toEqual(['/api/cases/']);
  });

  it('what the answer carries reaches the stores when the call takes it, not before', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(ok({ cases: [wire.caseSummary()], alert: 'Welcome back' }));
    client.prefetch(['getCases']);
    await flush();
    expect(events).toEqual([]);
    await client.getCases();
    expect(events.map((event) => event.type)).toEqual(['cases', 'alert']);
  });

  it('an early read that failed before it was taken is forgotten: the call asks anew and gets its answer', async () => {
    const { client, transport, logger, reporter } = makeClient({ readRetries: 0 });
    transport.reply({ throws: new Error('offline') }, ok(LIVE));
    client.prefetch(['getLive']);
    await flush();
    expect((await client.getLive()).online).toBe(42);
    expect(transport.requests).toHaveLength(2);
    // Nobody saw the early failure: no error toast or error log for it, but it is logged (spec §7).
    expect(logger.error).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/^Failed to fetch live feed \(sent early/);
  });

  it('a read taken while on its way is the call’s own: its failure is the call’s, logged once, with no second request', async () => {
    const transport = new HeldTransport();
    const { client, logger } = makeClient({ transport, readRetries: 0 });
    const send = vi.spyOn(transport, 'send');
    client.prefetch(['getLive']);
    const call = settle(client.getLive());
    transport.answer('/api/live/', status(503));
    const result = await call;
    expect(result.ok).toBe(false);
    expect(String((result as { error: unknown }).error)).toContain('503');
    expect(send).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('an answer older than the freshness window is dropped: the call asks anew', async () => {
    const { client, transport, clock } = makeClient();
    transport.reply(ok(LIVE), ok({ live: { win: [], online: 9 } }));
    client.prefetch(['getLive']);
    await flush();
    clock.advance(PREFETCH_FRESH_MS + 1);
    expect((await client.getLive()).online).toBe(9);
    expect(transport.requests).toHaveLength(2);
    // And a prefetch after the old one was dropped sends again.
    client.prefetch(['getLive']);
    expect(transport.requests).toHaveLength(3);
  });

  it('a call made within the window takes it however late its own moment (the profile was slow)', async () => {
    const { client, transport, clock } = makeClient();
    transport.reply(ok(LIVE));
    client.prefetch(['getLive']);
    await flush();
    clock.advance(PREFETCH_FRESH_MS);
    expect((await client.getLive()).online).toBe(42);
    expect(transport.requests).toHaveLength(1);
  });

  it('an early answer that is not a readable answer fails the call that takes it, as its own would', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ live: { win: 'nope' } }));
    client.prefetch(['getLive']);
    const error = await rejection(client.getLive());
    expect(String(error)).toMatch(/Malformed response from \/api\/live\//);
    expect(transport.requests).toHaveLength(1);
  });

  it('without init data outside development nothing is sent early, and the call fails as before', async () => {
    const { client, transport } = makeClient({}, '');
    client.prefetch(['getLive']);
    await flush();
    expect(transport.requests).toEqual([]);
    expect(String(await rejection(client.getLive()))).toMatch(/no Telegram authorization data/);
  });
});

describe('an early read keeps its place among the answers', () => {
  it('a balance in an early answer taken after an opening does not bring back the balance from before it', async () => {
    const transport = new HeldTransport();
    const clock = new ManualClock(1_700_000_000_000);
    const logger = { error: vi.fn(), warn: vi.fn() };
    const api = new ApiClient({ transport, initData: () => INIT_DATA, requireInitData: false, clock, logger, reporter: { report: vi.fn(), recovered: vi.fn() } });
    const session = new SessionStore({
      api, messenger: { user: null, initData: '' }, clock, logger, lifecycle: { onReturn: () => () => undefined }, requireInitData: false,
    });
    // Sent at the start, before the opening; answered with the balance the server had then.
    api.prefetch(['getCases']);
    const opening = api.openCase('7');
    transport.answer('/api/case/7/open/', ok({
      opened_item: { win: { id: 1, name: 'AK', img: '/a.png', cost: '5', profit: '-37%' }, inventory_id: 40 }, balance: '1242',
    }));
    await opening;
    transport.answer('/api/cases/', ok({ cases: [wire.caseSummary()], balance: '1250' }));
    await flush();
    await api.getCases();
    await flush();
    expect(session.balance).toBe(1242);
  });
});

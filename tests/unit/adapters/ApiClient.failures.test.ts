import { describe, expect, it } from 'vitest';
import { TransportFailure } from '@adapters/api/HttpTransport';
import { ApiError } from '@domain/shared/ApiError';
import { CALLS, READS, WRITES } from './apiClientCalls';
import { flush, makeClient, ok, rejection, settle, status, wire } from './apiClientHarness';

const offline = () => ({ throws: new TransportFailure('Network Error') });

describe('ApiClient failures', () => {
  describe('status mapping', () => {
    it('maps 401 to unauthorized', async () => {
      const { client, transport } = makeClient();
      transport.reply(status(401));
      const error = await rejection(client.getMe());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    });

    it("maps 403 to forbidden with 'Access denied'", async () => {
      const { client, transport } = makeClient();
      transport.reply(status(403));
      expect(await rejection(client.getMe())).toMatchObject({ kind: 'forbidden', message: 'Access denied', status: 403 });
    });

    it.each([400, 404, 409, 418])("maps %d to http 'HTTP %d'", async (code) => {
      const { client, transport } = makeClient();
      transport.reply(status(code));
      expect(await rejection(client.getMe())).toMatchObject({ kind: 'http', message: `HTTP ${code}`, status: code });
    });

    it("maps 500 to http 'HTTP 500' (after the read retries)", async () => {
      const { client, transport, clock } = makeClient();
      transport.reply(status(500));
      const pending = settle(client.getMe());
      await clock.advanceAsync(10_000, 50);
      const result = await pending;
      expect(result).toMatchObject({ ok: false, error: { kind: 'http', message: 'HTTP 500', status: 500 } });
    });

    it("maps 500 on a write to http 'HTTP 500' at once", async () => {
      const { client, transport } = makeClient();
      transport.reply(status(500));
      expect(await rejection(client.openCase('7'))).toMatchObject({ kind: 'http', message: 'HTTP 500', status: 500 });
      expect(transport.requests).toHaveLength(1);
    });

    it('treats every 2xx as an answer', async () => {
      const { client, transport } = makeClient();
      transport.reply({ status: 201, body: { cases: [] } });
      await expect(client.getCases()).resolves.toEqual([]);
    });

    it('maps a transport failure to network', async () => {
      const { client, transport } = makeClient({ readRetries: 0 });
      const failure = new TransportFailure('socket hang up');
      transport.reply({ throws: failure });
      const error = await rejection(client.getCases());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', message: 'socket hang up', status: null });
      expect((error as ApiError).cause).toBe(failure);
    });

    it('maps a transport failure of a write to network, sent once', async () => {
      const { client, transport } = makeClient();
      transport.reply(offline());
      expect(await rejection(client.sellItem('5'))).toMatchObject({ kind: 'network' });
      expect(transport.requests).toHaveLength(1);
    });
  });

  describe('reporting and logging', () => {
    it.each([
      ['401', status(401), 'unauthorized'],
      ['403', status(403), 'forbidden'],
      ['404', status(404), 'http'],
      ['a server error body', ok({ error: 'boom' }), 'server'],
      ['a malformed body', ok({ nope: true }), 'malformed'],
    ] as const)('hands the reporter the rethrown ApiError for %s', async (_label, response, kind) => {
      const { client, transport, reporter, logger } = makeClient();
      transport.reply(response);
      const error = await rejection(client.getCases());
      expect(error).toMatchObject({ kind });
      expect(reporter.report).toHaveBeenCalledTimes(1);
      expect(reporter.report.mock.calls[0]?.[0]).toBe(error);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error.mock.calls[0]?.[1]).toBe(error);
    });

    it('reports network failures too', async () => {
      const { client, transport, reporter } = makeClient();
      transport.reply(offline());
      const error = await rejection(client.openCase('7'));
      expect(reporter.report).toHaveBeenCalledWith(error);
      expect(error).toMatchObject({ kind: 'network' });
    });

    it.each([
      ['getCases', 'Failed to fetch cases'],
      ['getCase', 'Failed to fetch case 7 details'],
      ['openCase', 'Failed to open case 7'],
      ['getInventory', 'Failed to fetch inventory'],
      ['getInventoryItem', 'Failed to fetch item 3 details'],
      ['sellItem', 'Failed to sell item 3'],
      ['sendItem', 'Failed to send item 3'],
    ] as const)('logs a failing %s as %j and rethrows', async (method, message) => {
      const { client, transport, logger } = makeClient();
      transport.reply(status(404));
      const calls = {
        getCases: () => client.getCases(),
        getCase: () => client.getCase('7'),
        openCase: () => client.openCase('7'),
        getInventory: () => client.getInventory(),
        getInventoryItem: () => client.getInventoryItem('3'),
        sellItem: () => client.sellItem('3'),
        sendItem: () => client.sendItem('3'),
      };
      const error = await rejection(calls[method]());
      expect(error).toMatchObject({ kind: 'http', message: 'HTTP 404' });
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith(message, error);
    });

    it.each(CALLS)('$name logs, reports and rethrows every failure', async ({ call }) => {
      const { client, transport, logger, reporter } = makeClient();
      transport.reply(status(404));
      const error = await rejection(call(client));
      expect(error).toBeInstanceOf(ApiError);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error.mock.calls[0]?.[0]).toMatch(/^Failed to /);
      expect(reporter.report).toHaveBeenCalledWith(error);
    });

    it('neither logs nor reports a success', async () => {
      const { client, transport, logger, reporter } = makeClient();
      transport.reply(ok({ cases: [] }));
      await client.getCases();
      expect(logger.error).not.toHaveBeenCalled();
      expect(reporter.report).not.toHaveBeenCalled();
    });
  });

  describe('read retries', () => {
    it.each(READS)('$name is retried on 503 and succeeds', async ({ call, body, result }) => {
      const { client, transport, clock, reporter, logger } = makeClient();
      transport.reply(status(503), status(503), ok(body));
      const pending = settle(call(client));
      await clock.advanceAsync(5_000, 25);
      expect(await pending).toEqual({ ok: true, value: result });
      expect(transport.requests).toHaveLength(3);
      expect(reporter.report).not.toHaveBeenCalled();
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each(READS)('$name is retried on a network failure and succeeds', async ({ call, body, result }) => {
      const { client, transport, clock } = makeClient();
      transport.reply(offline(), ok(body));
      const pending = settle(call(client));
      await clock.advanceAsync(5_000, 25);
      expect(await pending).toEqual({ ok: true, value: result });
      expect(transport.requests).toHaveLength(2);
    });

    it('gives up after readRetries (default 2) extra attempts, reporting once', async () => {
      const { client, transport, clock, reporter, logger } = makeClient();
      transport.reply(status(503));
      const pending = settle(client.getCases());
      await clock.advanceAsync(60_000, 100);
      const result = await pending;
      expect(result).toMatchObject({ ok: false, error: { kind: 'http', message: 'HTTP 503' } });
      expect(transport.requests).toHaveLength(3);
      expect(reporter.report).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith('Failed to fetch cases', expect.any(ApiError));
    });

    it('gives up on a lasting network failure with kind network', async () => {
      const { client, transport, clock } = makeClient();
      transport.reply(offline());
      const pending = settle(client.getInventory());
      await clock.advanceAsync(60_000, 100);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'network', message: 'Network Error' } });
      expect(transport.requests).toHaveLength(3);
    });

    it('waits for the backoff on the clock before each retry', async () => {
      const { client, transport, clock } = makeClient({ retryBaseDelayMs: 100 });
      transport.reply(status(503));
      const pending = settle(client.getCases());
      await flush();
      expect(transport.requests).toHaveLength(1);
      await clock.advanceAsync(99);
      expect(transport.requests).toHaveLength(1);
      await clock.advanceAsync(1);
      await flush();
      expect(transport.requests).toHaveLength(2);
      await clock.advanceAsync(199);
      expect(transport.requests).toHaveLength(2);
      await clock.advanceAsync(1);
      await flush();
      expect(transport.requests).toHaveLength(3);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'http' } });
      expect(clock.pendingTimers).toBe(0);
    });

    it('does not retry before any time passes', async () => {
      const { client, transport } = makeClient();
      transport.reply(status(503));
      void settle(client.getCases());
      await flush();
      expect(transport.requests).toHaveLength(1);
    });

    it('honours a custom readRetries', async () => {
      const { client, transport, clock } = makeClient({ readRetries: 4 });
      transport.reply(status(503));
      const pending = settle(client.getCases());
      await clock.advanceAsync(120_000, 500);
      await pending;
      expect(transport.requests).toHaveLength(5);
    });

    it('does not retry with readRetries 0', async () => {
      const { client, transport, clock } = makeClient({ readRetries: 0 });
      transport.reply(status(503));
      const pending = settle(client.getCases());
      await clock.advanceAsync(10_000, 100);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
      expect(transport.requests).toHaveLength(1);
    });

    it.each([429, 500, 502, 504])('retries a read on %d', async (code) => {
      const { client, transport, clock } = makeClient();
      transport.reply(status(code), ok({ cases: [] }));
      const pending = settle(client.getCases());
      await clock.advanceAsync(5_000, 25);
      expect(await pending).toEqual({ ok: true, value: [] });
      expect(transport.requests).toHaveLength(2);
    });

    it.each([400, 401, 403, 404])('does not retry a read on %d', async (code) => {
      const { client, transport, clock } = makeClient();
      transport.reply(status(code), ok({ cases: [] }));
      const pending = settle(client.getCases());
      await clock.advanceAsync(5_000, 25);
      expect(await pending).toMatchObject({ ok: false });
      expect(transport.requests).toHaveLength(1);
    });

    it('does not retry a malformed answer', async () => {
      const { client, transport, clock } = makeClient();
      transport.reply(ok({ cases: 'nope' }), ok({ cases: [] }));
      const pending = settle(client.getCases());
      await clock.advanceAsync(5_000, 25);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'malformed' } });
      expect(transport.requests).toHaveLength(1);
    });
  });

  describe('state-changing calls are sent exactly once', () => {
    it.each(WRITES)('$name is not retried on 503', async ({ call, body }) => {
      const { client, transport, clock, reporter } = makeClient();
      transport.reply(status(503), ok(body));
      const pending = settle(call(client));
      await clock.advanceAsync(60_000, 100);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'http', message: 'HTTP 503' } });
      expect(transport.requests).toHaveLength(1);
      expect(reporter.report).toHaveBeenCalledTimes(1);
    });

    it.each(WRITES)('$name is not retried on a network failure', async ({ call, body }) => {
      const { client, transport, clock } = makeClient();
      transport.reply(offline(), ok(body));
      const pending = settle(call(client));
      await clock.advanceAsync(60_000, 100);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'network' } });
      expect(transport.requests).toHaveLength(1);
    });

    it.each(WRITES)('$name is not retried even with a large readRetries', async ({ call }) => {
      const { client, transport, clock } = makeClient({ readRetries: 5 });
      transport.reply(status(502));
      const pending = settle(call(client));
      await clock.advanceAsync(60_000, 100);
      await pending;
      expect(transport.requests).toHaveLength(1);
      expect(clock.pendingTimers).toBe(0);
    });
  });

  it('tells the transport policy when a call got through (a new outage may be told again), never when it failed', async () => {
    const { client, transport, clock, reporter } = makeClient();
    transport.reply(offline(), offline(), offline(), ok({ me: wire.me() }));
    const failing = settle(client.getMe());
    await clock.advanceAsync(10_000, 50);
    await failing;
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(reporter.recovered).not.toHaveBeenCalled();
    await client.getMe();
    expect(reporter.recovered).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { READ_DEADLINE_MS } from '@adapters/api/ApiClient';
import { TransportFailure, type HttpResponse } from '@adapters/api/HttpTransport';
import type { ApiError } from '@domain/shared/ApiError';
import { READS, WRITES } from './apiClientCalls';
import { flush, makeClient, ok, settle, status, wire } from './apiClientHarness';

const never = () => new Promise<HttpResponse>(() => undefined);

describe('ApiClient: a read has 10 s, retries included', () => {
  it.each(READS)('$name without any answer fails as a connection problem at 10 s, not before', async ({ call }) => {
    const { client, transport, clock, reporter } = makeClient();
    transport.send = (request) => {
      transport.requests.push(request);
      return never();
    };
    const pending = settle(call(client));
    await clock.advanceAsync(READ_DEADLINE_MS - 1, 500);
    let settled = false;
    void pending.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await clock.advanceAsync(1);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', message: 'No answer within 10 s' } });
    expect(reporter.report).toHaveBeenCalledTimes(1);
    // The transport was told how long it may wait (so axios aborts the request), and nothing was retried after the deadline.
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]?.timeoutMs).toBe(READ_DEADLINE_MS);
  });

  it('a slow failure then a hang: the retry gets what is left of the 10 s', async () => {
    const { client, transport, clock } = makeClient();
    let attempt = 0;
    transport.send = (request) => {
      transport.requests.push(request);
      attempt++;
      if (attempt === 1) return new Promise((_, reject) => clock.schedule(() => reject(new TransportFailure('reset')), 4000));
      return never();
    };
    const pending = settle(client.getCases());
    await clock.advanceAsync(20_000, 100);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([10_000, 5700]);
  });

  it('no retry starts once its backoff would end past the deadline', async () => {
    const { client, transport, clock } = makeClient({ retryBaseDelayMs: 6000 });
    transport.reply(status(503));
    const pending = settle(client.getCases());
    await clock.advanceAsync(30_000, 100);
    expect(await pending).toMatchObject({ ok: false, error: { status: 503 } });
    // 0 s first try, 6 s backoff → second try at 6 s; the next backoff (12 s) would end past 10 s.
    expect(transport.requests).toHaveLength(2);
  });

  it('a slow answer inside the deadline is taken', async () => {
    const { client, transport, clock } = makeClient();
    transport.send = (request) => {
      transport.requests.push(request);
      return new Promise((resolve) => clock.schedule(() => resolve(ok({ cases: [wire.caseSummary()] })), 9000));
    };
    const pending = settle(client.getCases());
    await clock.advanceAsync(9000, 500);
    expect(await pending).toMatchObject({ ok: true });
  });

  it.each(WRITES)('$name has no client deadline of its own (the transport’s timeout applies, the outcome is re-read)', async ({ call }) => {
    const { client, transport, clock } = makeClient();
    transport.send = (request) => {
      transport.requests.push(request);
      return never();
    };
    const pending = settle(call(client));
    let settled = false;
    void pending.then(() => (settled = true));
    await clock.advanceAsync(60_000, 1000);
    expect(settled).toBe(false);
    expect(transport.requests[0]?.timeoutMs).toBeUndefined();
  });
});

describe('ApiClient: redirects are never followed', () => {
  it.each([301, 302, 303, 307, 308])('a %d on a read is an error, not retried, naming the call', async (code) => {
    const { client, transport } = makeClient();
    transport.reply({ status: code, body: { me: wire.me() } });
    const result = await settle(client.getMe());
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: code } });
    expect(((result as { error: ApiError }).error).message).toBe(`Refused to follow a redirect from /api/me/ (HTTP ${code})`);
    expect(transport.requests).toHaveLength(1);
  });

  it('the browser’s opaque answer to a redirect it did not follow (status 0) is the same error', async () => {
    const { client, transport } = makeClient();
    transport.reply({ status: 0, body: null });
    const result = await settle(client.saveTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=1&token=a'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', message: 'Refused to follow a redirect from /api/tradelink/ (HTTP 3xx)' } });
    expect(transport.requests).toHaveLength(1);
  });
});

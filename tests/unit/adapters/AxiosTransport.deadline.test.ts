import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransportFailure } from '@adapters/api/HttpTransport';
import { AxiosTransport } from '@adapters/http/AxiosTransport';

/**
 * The browser's path: axios's fetch adapter, with each request's deadline carried to fetch as an
 * abort signal (Node's own fetch here). A deadline ends a request whose answer or body is late, and
 * the connection is closed, not left to hang.
 */
const big = JSON.stringify({ inventory: Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), name: `AK-47 | Redline #${i}` })) });
let server: Server;
let base: string;
const closed: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    request.socket.on('close', () => closed.push(request.url ?? ''));
    if (request.url === '/silent') return;
    if (request.url === '/stalls-mid-body') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(big.length) });
      response.write(big.slice(0, 100_000));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(big);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TransportFailure);
  return (error as Error).message;
};

describe('AxiosTransport over fetch: a deadline per request', () => {
  it('hands fetch the deadline as the request\'s abort signal, and nothing of its own in the options', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const transport = new AxiosTransport(() => base, { timeoutMs: 5_000 });
    const answer = await transport.send({ method: 'GET', path: '/ok', headers: {} });
    expect(answer.body).toEqual(JSON.parse(big));
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.signal?.aborted).toBe(false);
    expect(Object.keys(init ?? {})).not.toContain('deadlineSignal');
  });

  it('a server that never answers: the request fails once its deadline has passed, and its connection is closed', async () => {
    const transport = new AxiosTransport(() => base, { timeoutMs: 5_000 });
    const started = Date.now();
    expect(await failure(transport.send({ method: 'GET', path: '/silent', headers: {}, timeoutMs: 300 }))).toMatch(/^ECONNABORTED: no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await vi.waitFor(() => expect(closed).toContain('/silent'));
  });

  it('a body that stops halfway fails at the deadline too: the deadline covers the whole body', async () => {
    const transport = new AxiosTransport(() => base, { timeoutMs: 300 });
    expect(await failure(transport.send({ method: 'GET', path: '/stalls-mid-body', headers: {} }))).toMatch(/^ECONNABORTED/);
    await vi.waitFor(() => expect(closed).toContain('/stalls-mid-body'));
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxiosTransport } from '@adapters/http/AxiosTransport';

/** A server that answers each path with the bytes listed for it. */
const BODIES: Record<string, Buffer> = {
  '/bom': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a": "б"}')]),
  '/bad-bytes': Buffer.concat([Buffer.from('{"name": "x'), Buffer.from([0xff, 0xfe]), Buffer.from('y"}')]),
  '/big': Buffer.from(JSON.stringify({ inventory: Array.from({ length: 8_000 }, (_, i) => ({ id: String(i), name: `AK-47 | Redline #${i}` })) })),
  '/big-rlo': Buffer.from(JSON.stringify({ inventory: Array.from({ length: 8_000 }, (_, i) => ({ id: String(i), name: i === 4_000 ? 'a\u202Eb' : 'c' })) })),
  '/escaped-rlo': Buffer.from('{"name": "a\\u202eb"}'),
  '/not-json': Buffer.from('<html>bad gateway</html>'),
  '/empty': Buffer.alloc(0),
};

let server: Server;
let transport: AxiosTransport;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(BODIES[request.url ?? ''] ?? Buffer.from('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  transport = new AxiosTransport(() => `http://127.0.0.1:${port}`, { extra: { adapter: 'http' } });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => transport.send({ method: 'GET', path, headers: {} });

describe('AxiosTransport reads the body as the Fetch standard decodes text', () => {
  it('UTF-8 with its byte-order mark dropped', async () => {
    expect((await get('/bom')).body).toEqual({ a: 'б' });
  });

  it('bytes that are not UTF-8 become U+FFFD, not an error', async () => {
    expect((await get('/bad-bytes')).body).toEqual({ name: 'x\uFFFD\uFFFDy' });
  });

  it('a big answer (parsed in slices) gives the same value, and says when it holds no direction control', async () => {
    const plain = await get('/big');
    expect(plain.body).toEqual(JSON.parse(BODIES['/big']!.toString()));
    expect(plain.withoutDirectionControls).toBe(true);
    const marked = await get('/big-rlo');
    expect((marked.body as { inventory: { name: string }[] }).inventory[4_000]!.name).toBe('a\u202Eb');
    expect(marked.withoutDirectionControls).toBeUndefined();
    expect((await get('/escaped-rlo')).withoutDirectionControls).toBeUndefined();
  });

  it('a body that is not JSON stays text; an empty one is null', async () => {
    expect((await get('/not-json')).body).toBe('<html>bad gateway</html>');
    expect((await get('/empty')).body).toBeNull();
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { SystemClock } from '@adapters/browser/SystemClock';
import type { Clock } from '@domain/ports/Clock';
import { seededRandom } from '@domain/shared/seededRandom';
import { initDataFromHeader, INIT_DATA_HEADER, type HttpMethod } from '@adapters/api/HttpTransport';
import { verifyInitData } from './telegramInitData';

export interface RecordedRequest {
  readonly method: string;
  readonly host: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface LoopbackApi {
  readonly url: string;
  readonly port: number;
  readonly backend: GameBackend;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * The demo backend served over real HTTP on loopback, checking the init-data signature as a
 * real server would (401 when it fails). Used by the live-mode end-to-end and contract tests.
 */
export interface LoopbackOptions {
  readonly botToken?: string;
  readonly clock?: Clock;
  readonly seed?: number;
}

export async function startLoopbackApi(port: number, options: LoopbackOptions = {}): Promise<LoopbackApi> {
  const { botToken } = options;
  const backend = new GameBackend({ storage: new MemoryStorage(), clock: options.clock ?? new SystemClock(), random: seededRandom(options.seed ?? 7) });
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const origin = req.headers.origin ?? '*';
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      requests.push({ method: req.method ?? '', host: headers.host ?? '', path: req.url ?? '', headers, body });
      const initData = initDataFromHeader(headers[INIT_DATA_HEADER.toLowerCase()]);
      if (!initData || !verifyInitData(initData, botToken)) {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ detail: 'bad init data' }));
        return;
      }
      const served = backend.serve({
        method: (req.method ?? 'GET') as HttpMethod,
        path: req.url ?? '/',
        headers: { ...headers, [INIT_DATA_HEADER]: headers[INIT_DATA_HEADER.toLowerCase()] ?? '' },
        ...(body ? { body } : {}),
      });
      setTimeout(() => {
        if (served.network) {
          res.socket?.destroy();
          return;
        }
        const { status, body: answer } = served.response;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      }, served.latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    backend,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}


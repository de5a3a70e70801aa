import { createServer, request as forward, type Server } from 'node:http';
import { API_PORT, workerApiPort, workerOfOrigin } from './ports';

/**
 * The API address the live build knows (API_PORT): passes each call, CORS preflights included,
 * to the loopback server of the Playwright worker whose app made it (its Origin or Referer), with
 * the Host header untouched, and the answer back as it came. Calls of no worker get a 502.
 */
export async function startApiFront(port = API_PORT): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const worker = workerOfOrigin(incoming.headers.origin) ?? workerOfOrigin(incoming.headers.referer);
    if (worker === null) {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end('no worker for this origin');
      return;
    }
    const upstream = forward({ host: '127.0.0.1', port: workerApiPort(worker), method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    // The worker's server dropped the connection (a fault it plays): drop this one too.
    upstream.on('error', () => outgoing.socket?.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

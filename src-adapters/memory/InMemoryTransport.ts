import { sleep, type Clock } from '@domain/ports/Clock';
import { TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from '@adapters/api/HttpTransport';
import type { GameBackend } from '@adapters/memory/backend/GameBackend';

/**
 * Hands requests to the in-memory backend as if over the network: faults add latency or drop the
 * connection, and bodies make a JSON round trip so nothing is shared by reference.
 */
export class InMemoryTransport implements HttpTransport {
  constructor(private readonly backend: Pick<GameBackend, 'serve'>, private readonly clock: Clock) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    await Promise.resolve();
    let served;
    try {
      served = this.backend.serve(request);
    } catch (error) {
      throw new TransportFailure(`demo backend crashed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (served.latencyMs > 0) await sleep(this.clock, served.latencyMs);
    if (served.network) throw new TransportFailure('ECONNRESET: connection reset by the demo backend');
    const body = served.response.body;
    return { status: served.response.status, body: typeof body === 'string' ? body : (JSON.parse(JSON.stringify(body ?? null)) as unknown) };
  }
}

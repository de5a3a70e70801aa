import { TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from '../api/HttpTransport';
import type { GameBackend } from './backend/GameBackend';

/** Hands requests straight to the in-memory backend, as a JSON round trip so nothing is shared by reference. */
export class InMemoryTransport implements HttpTransport {
  constructor(private readonly backend: Pick<GameBackend, 'handle'>) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    await Promise.resolve();
    try {
      const response = this.backend.handle(request);
      return { status: response.status, body: JSON.parse(JSON.stringify(response.body ?? null)) as unknown };
    } catch (error) {
      throw new TransportFailure(error instanceof Error ? error.message : String(error));
    }
  }
}

export type HttpMethod = 'GET' | 'POST';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path with query, e.g. `/api/user/transactions/?page=1&limit=20`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Give up on an answer after this long (the transport's own default otherwise). */
  readonly timeoutMs?: number;
}

export interface HttpResponse {
  readonly status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
  /** The transport read the answer's text and it holds no direction control (see plainText.ts). */
  readonly withoutDirectionControls?: boolean;
}

/**
 * How the API client reaches a server: axios over the network in live mode, a direct call
 * into the in-memory game backend in demo mode. A transport throws TransportFailure when no
 * answer arrived at all; any HTTP status is an answer.
 */
export interface HttpTransport {
  send(request: HttpRequest): Promise<HttpResponse>;
}

export class TransportFailure extends Error {
  override readonly name = 'TransportFailure';
}

/** The header that carries the messenger init data on every call. */
export const INIT_DATA_HEADER = 'Authorization';
export const initDataHeaderValue = (initData: string) => `tma ${initData}`;
export function initDataFromHeader(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('tma ')) return null;
  return value.slice(4);
}

/**
 * Every failure of the API port is an ApiError, whatever the transport.
 * The kind decides how the app reacts (spec §8); the message is for logs and developer eyes.
 */
export type ApiErrorKind =
  /** 401: the init data was refused. */
  | 'unauthorized'
  /** 403 */
  | 'forbidden'
  /** Any other non-OK status; `status` holds it. */
  | 'http'
  /** No answer at all: offline, reset, DNS, timeout. */
  | 'network'
  /** Live mode outside development without messenger init data. */
  | 'no-auth-data'
  /** The server answered 2xx with a body that does not match the contract. */
  | 'malformed'
  /** The server answered 2xx with an explicit error message in the body. */
  | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  static http(status: number): ApiError {
    if (status === 401) return new ApiError('unauthorized', 'HTTP 401', 401);
    if (status === 403) return new ApiError('forbidden', 'Access denied', 403);
    return new ApiError('http', `HTTP ${status}`, status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * Whether the server may have done the work although the call failed: no answer (the request may
 * have arrived), an unreadable answer, or a gateway/server status. The client then re-reads the
 * server's state instead of trusting its own idea of it. A refusal (401, 403, an explicit error
 * message) means nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'malformed' || error.kind === 'http';
}

/**
 * Whether the app-wide transport policy has already told the player about this failure (spec §8:
 * 401, 403, a connection problem): a screen then adds no message of its own for the same event.
 */
export function toldByTransport(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden' || error.kind === 'network');
}

/**
 * The `reported` mark of a failure outcome: present (true) when the transport policy has told the
 * player already, so the screen adds nothing; absent otherwise (exactOptionalPropertyTypes-safe).
 */
export function reportedMark(error: unknown): { readonly reported?: true } {
  return toldByTransport(error) ? { reported: true } : {};
}

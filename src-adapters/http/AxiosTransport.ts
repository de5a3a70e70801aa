import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from '@adapters/api/HttpTransport';
import { JsonBody } from '@adapters/api/bigAnswers/jsonBody';
import { readBodyText, type BodySource, type BodyText } from '@adapters/api/bigAnswers/readBodyText';

/**
 * The live transport. axios never retries by itself here (no retry interceptor is installed);
 * the API client decides which calls may be repeated. Every HTTP status counts as an answer.
 * Redirects are never followed: in the browser the fetch adapter with `maxRedirects: 0` asks for
 * `redirect: 'manual'` (XMLHttpRequest cannot refuse one), so a 3xx comes back as an opaque answer
 * with status 0 and nothing is re-sent to another host.
 *
 * Each request has a deadline of its own, which aborts it, answer and body alike. It is not axios's
 * `timeout` (nor a `signal`): with either, the fetch adapter passes the body through its progress
 * tracker, which copies it twice in 64 KB pieces, each through two more streams (for an 18 MB list
 * about half a second of a cheap phone's main thread). Instead the deadline's signal rides in
 * `fetchOptions`, which axios hands to the `fetch` it is given, and that `fetch` puts it on the
 * request. Another adapter (Node's `http`, in tests) takes the signal as axios's own.
 */
export class AxiosTransport implements HttpTransport {
  private readonly http: AxiosInstance;
  private readonly timeoutMs: number;
  private readonly viaFetch: boolean;

  /** `extra` is for the environment (e.g. a DNS lookup in Node tests), never for retries. */
  constructor(baseUrl: () => string, options: { timeoutMs?: number; extra?: CreateAxiosDefaults } = {}) {
    this.timeoutMs = options.timeoutMs ?? 15000;
    this.viaFetch = (options.extra?.adapter ?? 'fetch') === 'fetch';
    this.http = axios.create({
      adapter: 'fetch',
      maxRedirects: 0,
      env: { fetch: fetchWithDeadline },
      ...options.extra,
      validateStatus: () => true,
      // Bytes as they arrive, decoded below: the browser's own text() or arrayBuffer() gathers and
      // decodes a big answer in long main-thread tasks.
      responseType: 'stream',
      transformResponse: [(data: unknown) => data],
    });
    this.http.interceptors.request.use((config) => {
      config.baseURL = baseUrl();
      return config;
    });
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    let received: { status: number; body: JsonBody; read: BodyText };
    try {
      const response = await this.http.request<BodySource>({
        method: request.method,
        url: request.path,
        headers: request.headers,
        data: request.body,
        ...(this.viaFetch ? { fetchOptions: { [DEADLINE]: deadline.signal } } : { signal: deadline.signal }),
      });
      const body = new JsonBody(Number(response.headers['content-length']) || undefined);
      received = { status: response.status, body, read: await readBodyText(response.data, body.take) };
    } catch (error) {
      if (deadline.signal.aborted) throw new TransportFailure(`ECONNABORTED: no answer within ${timeoutMs} ms`);
      throw new TransportFailure(axios.isAxiosError(error) ? `${error.code ?? 'ERR_NETWORK'}: ${error.message}` : errorText(error));
    } finally {
      clearTimeout(timer);
    }
    const { status, body, read } = received;
    return { status, body: await body.value(() => read.text), ...(read.mayHoldDirectionControls ? {} : { withoutDirectionControls: true }) };
  }
}

/** Where a request's deadline rides in axios's `fetchOptions`, to the fetch below (a name no RequestInit has). */
const DEADLINE = 'deadlineSignal';

/** The fetch axios is given: the request, with its deadline's signal. */
function fetchWithDeadline(input: RequestInfo | URL, init?: RequestInit & { [DEADLINE]?: AbortSignal }): Promise<Response> {
  const { [DEADLINE]: signal, ...rest } = init ?? {};
  return fetch(input, signal ? { ...rest, signal } : rest);
}

/** A body that broke off (the connection dropped, or the timeout aborted it) is no answer. */
function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'AbortError' ? 'ECONNABORTED' : 'ERR_NETWORK'}: ${error.message}`;
  return String(error);
}

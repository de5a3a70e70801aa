import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from '@adapters/api/HttpTransport';
import { readBodyText, type BodySource } from './readBodyText';

/**
 * The live transport. axios never retries by itself here (no retry interceptor is installed);
 * the API client decides which calls may be repeated. Every HTTP status counts as an answer.
 * Redirects are never followed: in the browser the fetch adapter with `maxRedirects: 0` asks for
 * `redirect: 'manual'` (XMLHttpRequest cannot refuse one), so a 3xx comes back as an opaque answer
 * with status 0 and nothing is re-sent to another host.
 */
export class AxiosTransport implements HttpTransport {
  private readonly http: AxiosInstance;

  /** `extra` is for the environment (e.g. a DNS lookup in Node tests), never for retries. */
  constructor(baseUrl: () => string, options: { timeoutMs?: number; extra?: CreateAxiosDefaults } = {}) {
    this.http = axios.create({
      adapter: 'fetch',
      maxRedirects: 0,
      ...options.extra,
      timeout: options.timeoutMs ?? 15000,
      validateStatus: () => true,
      // Bytes as they arrive, decoded below: the browser's own text() or arrayBuffer() gathers and
      // decodes a big answer in long main-thread tasks. The timeout still covers the whole body.
      responseType: 'stream',
      transformResponse: [(data: unknown) => data],
    });
    this.http.interceptors.request.use((config) => {
      config.baseURL = baseUrl();
      return config;
    });
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    let status;
    let read;
    try {
      const response = await this.http.request<BodySource>({
        method: request.method,
        url: request.path,
        headers: request.headers,
        data: request.body,
        ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
      });
      status = response.status;
      read = await readBodyText(response.data);
    } catch (error) {
      throw new TransportFailure(axios.isAxiosError(error) ? `${error.code ?? 'ERR_NETWORK'}: ${error.message}` : errorText(error));
    }
    const plain = !read.mayHoldDirectionControls;
    return { status, body: await parseBody(read.text), ...(plain ? { withoutDirectionControls: true } : {}) };
  }
}

/** A body that broke off (the connection dropped, or the timeout aborted it) is no answer. */
function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'AbortError' ? 'ECONNABORTED' : 'ERR_NETWORK'}: ${error.message}`;
  return String(error);
}

/**
 * From this size an answer is parsed in slices, so that 100 000 items never block the page in one
 * task (below it JSON.parse takes a few ms). The sliced parser is a chunk of its own, fetched with
 * the first such answer: the start of the app never waits for it.
 */
const SLICED_FROM_CHARS = 256 * 1024;

async function parseBody(text: string): Promise<unknown> {
  if (text.trim() === '') return null;
  try {
    // Without the sliced parser's chunk (it could not be fetched) the answer is parsed at once.
    const sliced = text.length < SLICED_FROM_CHARS ? null : await import('./slicedJson').then((m) => m.parseJsonInSlices, () => null);
    return sliced ? await sliced(text) : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

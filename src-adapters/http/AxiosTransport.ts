import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from '@adapters/api/HttpTransport';

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
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
    });
    this.http.interceptors.request.use((config) => {
      config.baseURL = baseUrl();
      return config;
    });
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    try {
      const response = await this.http.request<string>({
        method: request.method,
        url: request.path,
        headers: request.headers,
        data: request.body,
        ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
      });
      return { status: response.status, body: parseBody(response.data) };
    } catch (error) {
      throw new TransportFailure(axios.isAxiosError(error) ? `${error.code ?? 'ERR_NETWORK'}: ${error.message}` : String(error));
    }
  }
}

function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

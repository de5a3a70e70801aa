import { ApiError, errorMessage, isApiError } from '@domain/shared/ApiError';
import type { AnswerOrder, Api, LanguageChange, PrefetchedRead, RollOptions, ServerEvent, ServerEvents } from '@domain/ports/Api';
import { sleep, type Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { TransportErrorReporter } from '@domain/features/session/TransportErrorReporter';
import { checkInitData } from '@domain/features/session/initData';
import type { Language } from '@domain/model/language';
import type { InviteFriendRequest } from '@domain/model/invite';
import type { CrystalPackage } from '@domain/model/payment';
import { endpoints, type Endpoint, type EndpointRequest } from './endpoints';
import type { AccountCalls } from './accountCalls';
import type { FairnessCalls } from './fairnessCalls';
import type { MultiOpenCalls } from './multiOpenCalls';
import type { UpgraderCalls } from './upgraderCalls';
import { INIT_DATA_HEADER, initDataHeaderValue, TransportFailure, type HttpRequest, type HttpResponse, type HttpTransport } from './HttpTransport';
import * as v from 'valibot';
import type { Slicing } from './bigAnswers/longLists';
import { withoutDirectionControls } from './plainText';
import { envelopeSchema } from './wireSchemas';
import { sideEvents, withoutKeys } from './envelope';
import { Prefetched } from './prefetched';
import { longArraysIn, whileReadingLists } from './bigAnswers/wireLists';

export interface ApiClientDeps {
  readonly transport: HttpTransport;
  /** Raw messenger init data; empty when absent. */
  readonly initData: () => string;
  /** In development the API answers without init data (spec §8 only demands it outside). */
  readonly requireInitData: boolean;
  readonly reporter: Pick<TransportErrorReporter, 'report' | 'recovered'>;
  readonly logger: Logger;
  readonly clock: Clock;
  /** Extra attempts for reads that failed without an answer or with 429/5xx. */
  readonly readRetries?: number;
  readonly retryBaseDelayMs?: number;
  /** A read, retries included, fails after this long without an answer. */
  readonly readDeadlineMs?: number;
  /** Where the main thread can be given back: long lists are then read in slices. */
  readonly slicing?: Slicing;
}

/** The rows of the calls no first screen makes, each a chunk fetched with the first of its calls. */
interface CallChunks {
  readonly account: AccountCalls;
  readonly upgrader: UpgraderCalls;
  readonly fairness: FairnessCalls;
  readonly multiOpen: MultiOpenCalls;
}

const CALL_CHUNKS: { readonly [K in keyof CallChunks]: () => Promise<CallChunks[K]> } = {
  account: async () => (await import('./accountCalls')).accountCalls,
  upgrader: async () => (await import('./upgraderCalls')).upgraderCalls,
  fairness: async () => (await import('./fairnessCalls')).fairnessCalls,
  multiOpen: async () => (await import('./multiOpenCalls')).multiOpenCalls,
};

const fetchedChunks: { -readonly [K in keyof CallChunks]?: CallChunks[K] } = {};

async function fetchCallChunk<K extends keyof CallChunks>(key: K): Promise<CallChunks[K]> {
  const calls = await CALL_CHUNKS[key]();
  fetchedChunks[key] = calls;
  return calls;
}

/**
 * Fetches every call chunk now (once the first screen is drawn), so that no later call waits for
 * its code; a chunk that cannot be fetched is fetched again by its first call.
 */
export async function prefetchCallChunks(): Promise<void> {
  await Promise.allSettled((Object.keys(CALL_CHUNKS) as (keyof CallChunks)[]).map((key) => fetchCallChunk(key)));
}

/** The reads `prefetch` can send: spec §7 reads without parameters. */
const PREFETCHABLE: { readonly [R in PrefetchedRead]: () => EndpointRequest & Pick<Endpoint<unknown>, 'failureMessage'> } = {
  getLive: endpoints.live, getCases: endpoints.cases,
};

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Issue #18: every screen shows its error with Retry after at most 10 s without an answer. */
export const READ_DEADLINE_MS = 10_000;

/** A 3xx, or the opaque answer (status 0) a browser gives for a redirect it was told not to follow. */
const isRedirect = (status: number) => status === 0 || (status >= 300 && status < 400);

/**
 * The one implementation of the API port. Whatever the transport, every call goes through
 * `call`: the init-data header, status mapping, schema parsing, the server-event stream,
 * logging and rethrowing. State-changing calls are sent exactly once.
 */
export class ApiClient implements Api {
  private readonly listeners = new Set<(event: ServerEvent, order: AnswerOrder) => void>();
  /** Requests in the order they were sent: each answer's events carry its request's number. */
  private sent = 0;
  readonly events: ServerEvents = {
    subscribe: (listener) => {
      this.listeners.add(listener);
      return () => {
        this.listeners.delete(listener);
      };
    },
  };

  /** Reads sent early, each with its place in the order of requests (taken when it was sent). */
  private readonly prefetched: Prefetched<{ readonly order: AnswerOrder; readonly answer: Promise<HttpResponse> }>;

  constructor(private readonly deps: ApiClientDeps) {
    this.prefetched = new Prefetched(deps.clock);
  }

  prefetch(reads: readonly PrefetchedRead[]): void {
    for (const read of reads) {
      const endpoint = PREFETCHABLE[read]();
      this.prefetched.start(
        endpoint.path,
        () => ({ order: { seq: ++this.sent, write: false }, answer: this.exchange(endpoint) }),
        // Spec §7 logs every failure; this one has no caller yet (the screen's call asks anew).
        (error) => this.deps.logger.warn(`${endpoint.failureMessage} (sent early; the screen's call asks again)`, error),
      );
    }
  }

  getMe() { return this.call(endpoints.me()); }
  saveTradeLink(tradeLink: string) { return this.call(endpoints.tradeLink(tradeLink)); }
  setLanguage(lang: Language): Promise<LanguageChange> { return this.call(endpoints.lang(lang)); }
  completeTask(taskId: string) { return this.call(endpoints.completeTask(taskId)); }
  getTransactions(page?: number, limit?: number) { return this.fromAccount((calls) => calls.transactions(page, limit)); }
  getRecentWins() { return this.fromAccount((calls) => calls.recentWins()); }
  getInit() { return this.fromAccount((calls) => calls.init()); }
  inviteFriend(request: InviteFriendRequest) { return this.fromAccount((calls) => calls.inviteFriend(request)); }
  getTopUpPackages() { return this.fromAccount((calls) => calls.topUp()); }
  createInvoice(pkg: CrystalPackage) { return this.fromAccount((calls) => calls.invoice(pkg.id, pkg.crystals, pkg.stars)); }
  getPaymentStatus(paymentId: string) { return this.fromAccount((calls) => calls.paymentStatus(paymentId)); }
  getHistory() { return this.fromAccount((calls) => calls.history()); }
  getLive() { return this.call(endpoints.live()); }
  getUpgraderItems() { return this.fromUpgrader((calls) => calls.upgraderItems()); }
  getMultipliers(itemId: string) { return this.fromUpgrader((calls) => calls.multipliers(itemId)); }
  getChance(donorId: string, targetId: string) { return this.fromUpgrader((calls) => calls.chance(donorId, targetId)); }
  upgrade(donorId: string, targetId: string, options?: RollOptions) { return this.fromUpgrader((calls) => calls.upgrade(donorId, targetId, options?.clientSeed)); }
  getCases() { return this.call(endpoints.cases()).then(({ items }) => items); }
  getCase(caseId: string) { return this.call(endpoints.case(caseId)); }
  openCase(caseId: string, options?: RollOptions) { return this.call(endpoints.openCase(caseId, options?.clientSeed)); }
  openCases(caseId: string, count: number, options?: RollOptions) { return this.fromChunk('multiOpen', (calls) => calls.openCases(caseId, count, options?.clientSeed)); }
  getInventory() { return this.call(endpoints.inventory()).then(({ items }) => items); }
  getInventoryItem(itemId: string) { return this.call(endpoints.inventoryItem(itemId)); }
  sellItem(itemId: string) { return this.call(endpoints.sell(itemId)); }
  sendItem(itemId: string) { return this.call(endpoints.send(itemId)); }
  getFairness() { return this.fromFairness((calls) => calls.fairness()); }
  rotateFairnessSeed() { return this.fromFairness((calls) => calls.rotateFairnessSeed()); }
  getDrawProof(itemId: string) { return this.fromFairness((calls) => calls.drawProof(itemId)); }
  getUpgradeProof(itemId: string) { return this.fromFairness((calls) => calls.upgradeProof(itemId)); }

  private fromAccount<T>(pick: (calls: AccountCalls) => Endpoint<T>) { return this.fromChunk('account', pick); }
  private fromUpgrader<T>(pick: (calls: UpgraderCalls) => Endpoint<T>) { return this.fromChunk('upgrader', pick); }
  private fromFairness<T>(pick: (calls: FairnessCalls) => Endpoint<T>) { return this.fromChunk('fairness', pick); }

  /**
   * A call whose row is in a chunk: sent at once when the chunk is here, else once it is fetched.
   * A chunk that cannot be fetched fails as a lost connection does, with nothing sent.
   */
  private fromChunk<K extends keyof CallChunks, T>(key: K, pick: (calls: CallChunks[K]) => Endpoint<T>): Promise<T> {
    const ready = fetchedChunks[key];
    if (ready) return this.call(pick(ready));
    return fetchCallChunk(key).then((calls) => this.call(pick(calls)), (error: unknown) => {
      const failure = new ApiError('network', `The code of this call could not be fetched: ${errorMessage(error)}`, null, { cause: error });
      this.deps.reporter.report(failure);
      this.deps.logger.error('Failed to fetch the code of a call', failure);
      throw failure;
    });
  }

  private async call<T>(endpoint: Endpoint<T>): Promise<T> {
    // A read sent early (`prefetch`) is this call's answer, in the place it was sent.
    const early = endpoint.mutating || endpoint.query ? null : this.prefetched.take(endpoint.path);
    const order: AnswerOrder = early?.order ?? { seq: ++this.sent, write: endpoint.mutating };
    try {
      const response = await (early?.answer ?? this.exchange(endpoint));
      // An early answer is usually in already: it is read in a task of its own, as one from the
      // network would be, not in the same task as the screen's mount that asked for it.
      if (early) await this.deps.slicing?.pause();
      this.deps.reporter.recovered();
      const { answer, events } = await this.parse(endpoint, response);
      for (const event of events) for (const listener of [...this.listeners]) listener(event, order);
      return answer;
    } catch (error) {
      const apiError = isApiError(error) ? error : new ApiError('server', errorMessage(error), null, { cause: error });
      this.deps.reporter.report(apiError);
      this.deps.logger.error(endpoint.failureMessage, apiError);
      throw apiError;
    }
  }

  /**
   * Sends the request and returns the OK body. Reads are retried a bounded number of times, all
   * within one deadline: an attempt may take what is left of it, and no retry starts after it.
   * A redirect is an error (nothing is followed or re-sent).
   */
  private async exchange(endpoint: EndpointRequest): Promise<HttpResponse> {
    const request = this.buildRequest(endpoint);
    const { clock } = this.deps;
    const retries = endpoint.mutating ? 0 : (this.deps.readRetries ?? 2);
    const baseDelay = this.deps.retryBaseDelayMs ?? 300;
    const deadline = endpoint.mutating ? null : clock.now() + (this.deps.readDeadlineMs ?? READ_DEADLINE_MS);
    for (let attempt = 0; ; attempt++) {
      let error: ApiError;
      try {
        const response = await this.attempt(request, deadline);
        if (response.status >= 200 && response.status < 300) return response;
        if (isRedirect(response.status)) {
          throw new ApiError('http', `Refused to follow a redirect from ${endpoint.path} (HTTP ${response.status || '3xx'})`, response.status);
        }
        error = ApiError.http(response.status);
        if (!RETRYABLE_STATUSES.has(response.status)) throw error;
      } catch (thrown) {
        if (isApiError(thrown)) throw thrown;
        error = new ApiError('network', thrown instanceof TransportFailure ? thrown.message : errorMessage(thrown), null, { cause: thrown });
      }
      const delay = baseDelay * 2 ** attempt;
      if (attempt >= retries || (deadline !== null && clock.now() + delay >= deadline)) throw error;
      await sleep(clock, delay);
    }
  }

  /** One try, given up (as a failure with no answer) when the read's deadline passes. */
  private attempt(request: HttpRequest, deadline: number | null): Promise<HttpResponse> {
    if (deadline === null) return this.deps.transport.send(request);
    const left = Math.max(0, deadline - this.deps.clock.now());
    return new Promise<HttpResponse>((resolve, reject) => {
      const cancel = this.deps.clock.schedule(() => reject(new TransportFailure(`No answer within ${READ_DEADLINE_MS / 1000} s`)), left);
      this.deps.transport.send({ ...request, timeoutMs: left }).then(
        (response) => {
          cancel();
          resolve(response);
        },
        (error: unknown) => {
          cancel();
          reject(error);
        },
      );
    });
  }

  private buildRequest(endpoint: EndpointRequest): HttpRequest {
    const initData = this.deps.initData();
    // Outside development, missing or invalid init data (spec §5) is never sent.
    if (this.deps.requireInitData && !checkInitData(initData, Math.floor(this.deps.clock.now() / 1000)).valid) {
      throw new ApiError('no-auth-data', 'no Telegram authorization data');
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (initData) headers[INIT_DATA_HEADER] = initDataHeaderValue(initData);
    let body: string | undefined;
    if (endpoint.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(endpoint.form).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      if (endpoint.json !== undefined) body = JSON.stringify(endpoint.json);
    }
    const query = endpoint.query
      ? `?${new URLSearchParams(Object.entries(endpoint.query).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
    return { method: endpoint.method, path: endpoint.path + query, headers, ...(body === undefined ? {} : { body }) };
  }

  /** Parses the answer (once) and the side fields it does not own, and lists what the stores keep. */
  private async parse<T>(endpoint: Endpoint<T>, response: HttpResponse): Promise<{ answer: T; events: ServerEvent[] }> {
    // Every server text, toasts' included, loses direction overrides before anything reads it.
    const body = response.withoutDirectionControls ? response.body : withoutDirectionControls(response.body);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError('malformed', `Malformed response from ${endpoint.path}: not a JSON object`);
    }
    const serverError = (body as { error?: unknown }).error;
    if (typeof serverError === 'string' && serverError) throw new ApiError('server', serverError);
    const { slicing } = this.deps;
    const long = slicing !== undefined && longArraysIn(body).length > 0;
    // Reading ahead only spares the main thread: if its chunk cannot be fetched, the schema reads the lists.
    if (long) await import('./bigAnswers/longLists').then(({ prepareLongLists }) => prepareLongLists(body, slicing), () => undefined);
    const { result: { envelope, answer }, omissions } = whileReadingLists(() => ({
      envelope: v.safeParse(envelopeSchema, withoutKeys(body, endpoint.owns ?? [])),
      answer: v.safeParse(endpoint.answer, body),
    }));
    if (!envelope.success || !answer.success) {
      const issue = (!answer.success ? answer.issues : envelope.issues)?.[0];
      const where = issue ? ` at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` : '';
      throw new ApiError('malformed', `Malformed response from ${endpoint.path}${where}`);
    }
    // Entries left out of a list are not a failure (the screen says how many): the log says which.
    for (const { what, count, of, first } of omissions) {
      this.deps.logger.warn(`Left out ${count} of ${of} ${what} from ${endpoint.path}: unreadable (the first ${first})`);
    }
    // A long list is drawn in a task of its own, not after its reading in the same one.
    if (long && slicing) await slicing.pause();
    const published = endpoint.publish?.(answer.output) ?? [];
    return { answer: answer.output, events: [...published, ...sideEvents(envelope.output), { type: 'answered', changed: endpoint.changes ?? [] }] };
  }
}

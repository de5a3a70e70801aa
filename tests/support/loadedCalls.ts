import { prefetchCallChunks } from '@adapters/api/ApiClient';

/**
 * The API client fetches the rows of the calls no first screen makes as chunks of their own
 * (src-adapters/api: accountCalls, upgraderCalls, fairnessCalls). Fetching a module takes real time,
 * which a test's fake clock cannot advance: tests that drive the client on a fake clock import this
 * first, so that the chunks are there and each call goes out at once, as after the app's prefetch.
 */
await prefetchCallChunks();

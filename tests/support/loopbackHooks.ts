import { test } from './test';
import { startLoopbackApi, type LoopbackApi } from './loopbackApi';
import { workerApiPort } from './ports';

/**
 * For a spec file: this worker's loopback API for all its tests, with the recorded requests
 * cleared (and, with `reset`, every player's state forgotten) before each. Returns a getter.
 */
export function withLoopbackApi(options: { reset?: boolean } = {}): () => LoopbackApi {
  let api: LoopbackApi | undefined;
  // Playwright wants the fixtures argument destructured, even when none is used.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, workerInfo) => {
    api = await startLoopbackApi(workerApiPort(workerInfo.parallelIndex));
  });
  test.afterAll(async () => {
    await api?.close();
  });
  test.beforeEach(() => {
    if (!api) throw new Error('the loopback API did not start');
    if (options.reset) api.backend.reset();
    api.requests.length = 0;
  });
  return () => {
    if (!api) throw new Error('the loopback API did not start');
    return api;
  };
}

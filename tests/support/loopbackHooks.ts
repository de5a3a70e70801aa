import { test } from '@playwright/test';
import { startLoopbackApi, type LoopbackApi } from './loopbackApi';

/**
 * For a spec file: the loopback API on `port` for all its tests, with the recorded requests
 * cleared (and, with `reset`, every player's state forgotten) before each. Returns a getter.
 */
export function withLoopbackApi(port: number, options: { reset?: boolean } = {}): () => LoopbackApi {
  let api: LoopbackApi | undefined;
  test.beforeAll(async () => {
    api = await startLoopbackApi(port);
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

import { defineConfig } from 'vitest/config';

/**
 * The tests the mutation run (`npm run mutation`, stryker.config.mjs) holds `src-domain` to: the
 * domain's own unit tests and the two verifiers' agreement. The rest of the unit tree reaches the
 * domain only through adapters and view-models, and run together it does not finish on 2 cores.
 * The CLI test is left out: it spawns node on the outside verifier, which no mutant can reach.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/domain/**/*.test.ts', 'tests/unit/fairness/**/*.test.ts'],
    exclude: ['tests/unit/fairness/verifyReceiptCli.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // A mutant that makes a flow wait forever should fail its test quickly, not after 20 s.
    testTimeout: 4000,
  },
});

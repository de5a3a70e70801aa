import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/contract/**/*.contract.test.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 20000,
    // Vitest leaves a core to its main process by default; on the 2-core CI machine that halves
    // the suite's speed while the main process sits idle (measured: 33 s with 2, 50 s with 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

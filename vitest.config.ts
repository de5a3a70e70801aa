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
  },
});

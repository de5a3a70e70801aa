import { describe, expect, it } from 'vitest';
import { isScreenLoadFailure } from '@ui/shell/RouteError';

// The screen itself is exercised in a real browser (tests/e2e/shell.spec.ts: a screen whose code cannot be fetched).
describe('isScreenLoadFailure', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isScreenLoadFailure(new TypeError(message))).toBe(expected);
    expect(isScreenLoadFailure(message)).toBe(false);
  });
});

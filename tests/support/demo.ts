import { expect, type Page } from './test';

export type DemoUser = 'newcomer' | 'player' | 'rich' | 'no-trade-link';

/** Chooses who the demo logs in as (and its messenger theme) before the app starts. */
export async function useDemo(page: Page, options: { user?: DemoUser; theme?: 'light' | 'dark'; fresh?: boolean } = {}) {
  await page.addInitScript(
    ([user, theme, fresh]) => {
      // Only on the test's first load: later reloads keep what the test changed (e.g. the dev panel).
      if (sessionStorage.getItem('e2e.started')) return;
      sessionStorage.setItem('e2e.started', '1');
      if (fresh) localStorage.clear();
      localStorage.setItem('cs2cases:demo.user', user);
      localStorage.setItem('cs2cases:demo.theme', theme);
    },
    [options.user ?? 'player', options.theme ?? 'dark', options.fresh ?? true] as const,
  );
}

/** Fails the test on any uncaught page error or console error. */
export function failOnPageErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { errors };
}

export async function expectNoErrors(collected: { errors: string[] }) {
  expect(collected.errors).toEqual([]);
}

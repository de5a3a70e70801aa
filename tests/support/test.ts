import { expect, test as base } from '@playwright/test';

export { expect };
export type { Locator, Page, Request, Route } from '@playwright/test';

/**
 * Playwright's test with what every end-to-end test gets: the content security policy of
 * index.html is watched in every page of the test's browser context, and a single violation (a
 * blocked script, style, image or connection) fails the test that caused it. And once a test's
 * body is over, its page's route handlers still at work are let go: a handler waiting on a real
 * answer (route.fetch) when the page closes would otherwise fail a finished test with "Response
 * has been disposed".
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.exposeBinding('__cspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => Promise<void> }).__cspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await provide(context);
    expect(violations, 'content security policy violations').toEqual([]);
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

import { expect, test, type Locator, type Page } from '../support/test';
import { SCENARIOS, scenarioHref, type Scenario } from '@app/demo/scenarios';
import * as cases from '@ui/i18n/features/cases';
import * as payment from '@ui/i18n/features/payment';
import * as upgrader from '@ui/i18n/features/upgrader';
import { letReactRender } from '../support/clock';

/**
 * Screenshot comparison of every named scenario of the gallery (src/demo/scenarios.ts) in both
 * messenger themes and both languages, against the references in
 * `scenarios.visual.spec.ts-snapshots/`. After an intended visual change, regenerate them with
 * `npx playwright test tests/e2e/scenarios.visual.spec.ts --update-snapshots` and review the PNGs.
 *
 * Determinism: a scenario runs on a fresh memory store with a seeded random; the page's clock
 * (Date, timers, requestAnimationFrame) is faked and paused from the first script on, and only
 * this spec moves it, in fixed steps — countdowns, "time ago" texts, toasts and the live feed
 * stand still while the screenshot is taken.
 */

const NOW = new Date('2026-01-15T12:00:00Z').getTime();
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** The app's own texts, so a scenario's steps find its controls in either language. */
const TEXTS = {
  en: { ...cases.en, ...payment.en, ...upgrader.en },
  ru: { ...cases.ru, ...payment.ru, ...upgrader.ru },
} as const;

/** Virtual time moved per step while the screen loads (read retries wait 300 ms, then 600 ms). */
const STEP_MS = 100;
/** Virtual time moved per step while a scenario's act plays (a countdown, a spin). */
const ACT_STEP_MS = 250;
/** An act's screen may come this much later than its timings say (see advanceUntilVisible). */
const ACT_SLACK_MS = 6_000;
/** At most this much virtual time for a screen to load. */
const LOAD_BUDGET_MS = 5_000;
/** Then this much more, once it has: enter transitions (toasts, dialogs) and rAF-built parts finish. */
const SETTLE_MS = 500;

/**
 * Some scenarios only set the stage (a forced upgrade outcome, a payment window that never
 * answers): what their name shows happens after the player acts. These steps play that part.
 */
const ACTS: Partial<Record<string, (page: Page, lang: Language) => Promise<void>>> = {
  'payment-never-answered': async (page, lang) => {
    const buy = page.getByRole('list', { name: TEXTS[lang].payment.listLabel }).getByRole('button').first();
    await buy.click();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    // The app gives up on the payment window after 60 s.
    await advance(page, 60_000, 5_000);
    await expect(page.getByText(TEXTS[lang].payment.errors.timeout)).toBeVisible();
  },
  // Multi-open ×3 to its one result sheet: the countdown, the 10 s reels, the drops held back to 11 s.
  'opening-multi': async (page, lang) => {
    await codeArrived(page, 'multiOpenCalls');
    await advanceUntilVisible(page, page.getByRole('list', { name: TEXTS[lang].opening.yourDrops }), 3_000 + 11_000 + ACT_SLACK_MS);
    await advance(page, SETTLE_MS, 100);
  },
  'upgrader-win': (page, lang) => upgradeToResult(page, lang, TEXTS[lang].upgrader.success),
  'upgrader-loss': (page, lang) => upgradeToResult(page, lang, TEXTS[lang].upgrader.failure),
};

for (const id of Object.keys(ACTS)) {
  if (!SCENARIOS.some((s) => s.id === id)) throw new Error(`ACTS names an unknown scenario: ${id}`);
}

/** Picks the first target of the handed-over skin, upgrades, and lets the wheel run to the result. */
async function upgradeToResult(page: Page, lang: Language, heading: string) {
  const t = TEXTS[lang].upgrader;
  await codeArrived(page, 'upgraderCalls');
  // 'Targets for ×{{value}}': the list of the multiplier picked by default.
  const targets = page.getByRole('list', { name: t.targetsLabel.split('{{value}}')[0] });
  await targets.getByRole('button').first().click();
  await page.getByRole('button', { name: t.upgrade, exact: true }).click();
  // Countdown, spin and the result 11.4 s after the answer; then the win's confetti (3 s) is gone.
  await advanceUntilVisible(page, page.getByRole('heading', { name: heading, exact: true }), 11_400 + ACT_SLACK_MS);
  await advance(page, 3_500, 500);
}

/**
 * The lazy chunk of an act's call (`src-adapters/api/<name>.ts`) has arrived. The app fetches it
 * in real time once its first screen is drawn; on a busy machine that can still be under way when
 * the act starts, and the call would then wait for it while only this spec moves the clock.
 */
async function codeArrived(page: Page, name: string) {
  const arrived = () => [...(fetchedFiles.get(page) ?? [])].some((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  await expect.poll(arrived, { message: `the ${name} chunk arrived`, timeout: 15_000 }).toBe(true);
}

/** The names of the files each page has received (the page's own `performance` is faked with its clock). */
const fetchedFiles = new WeakMap<Page, Set<string>>();

function recordFetchedFiles(page: Page) {
  const files = new Set<string>();
  fetchedFiles.set(page, files);
  page.on('requestfinished', (request) => files.add(new URL(request.url()).pathname.split('/').pop() ?? ''));
}

/**
 * Moves the paused clock in steps until `target` shows, failing after `budgetMs` of virtual time.
 * Not a fixed span: what runs on real time (a chunk's evaluation, a decoded image) may start what
 * follows a little later in virtual time than the screen's own timings say.
 */
async function advanceUntilVisible(page: Page, target: Locator, budgetMs: number) {
  for (let waited = 0; !(await target.isVisible()); waited += ACT_STEP_MS) {
    expect(waited, `${String(target)} did not show`).toBeLessThan(budgetMs);
    await page.clock.runFor(ACT_STEP_MS);
    await letReactRender(page);
  }
}

/** Moves the paused clock by `ms` in steps, giving the page a moment to render between them. */
async function advance(page: Page, ms: number, step: number) {
  for (let done = 0; done < ms; done += step) {
    await page.clock.runFor(Math.min(step, ms - done));
    await letReactRender(page);
  }
}

/** The screen is up (a page heading or a dialog) and nothing on it is still loading. */
function isReady(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const up = Array.from(document.querySelectorAll('main h1, [role="dialog"], [role="alertdialog"]')).some(visible);
    const loading = document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, [aria-busy="true"]');
    return up && !loading;
  });
}

/** Fonts are in and every image in the viewport is loaded and decoded. */
async function waitForFontsAndImages(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
    };
    await Promise.all(Array.from(document.images).filter(inView).map((img) => img.decode().catch(() => undefined)));
  });
}

async function openScenario(page: Page, scenario: Scenario, theme: 'light' | 'dark', lang: Language) {
  recordFetchedFiles(page);
  // Installed before NOW (pauseAt never goes back) and paused at it: the first script sees NOW.
  await page.clock.install({ time: NOW - 60_000 });
  await page.clock.pauseAt(NOW);
  await page.goto(scenarioHref(scenario.id, theme, lang));
  await expect(page).toHaveURL((url) => url.pathname === new URL(scenario.path, 'http://demo').pathname);
  // The demo chrome is up: the app has started and scheduled its first timers.
  await page.locator('header').first().waitFor();
  // Most screens need no timer to load, only their lazy chunk and in-memory answers: give them
  // a moment in real time, so the clock is not moved while code is still arriving.
  await expect.poll(() => isReady(page), { timeout: 1_000, intervals: [25, 50, 100] }).toBe(true).catch(() => {});
  // The others wait on timers (read retries): move the clock until they are up.
  for (let waited = 0; !(await isReady(page)); waited += STEP_MS) {
    expect(waited, `${scenario.id} did not finish loading`).toBeLessThan(LOAD_BUDGET_MS);
    await page.clock.runFor(STEP_MS);
    await letReactRender(page);
  }
  await advance(page, SETTLE_MS, 100);
  await ACTS[scenario.id]?.(page, lang);
  await waitForFontsAndImages(page);
  expect(await isReady(page), `${scenario.id} is still loading`).toBe(true);
}

// 1x pixels: a CSS-pixel reference at the config's 390x844 without rendering 2.6x as many pixels,
// and no trace: a failure attaches the expected, actual and diff images, which say more.
test.use({ deviceScaleFactor: 1, trace: 'off' });

test.describe('scenario screenshots', () => {
  // Each screenshot starts from a fresh demo: they share both workers.
  test.describe.configure({ mode: 'parallel' });
  for (const scenario of SCENARIOS) {
    for (const theme of THEMES) {
      for (const lang of LANGUAGES) {
        test(`${scenario.id} · ${theme} · ${lang}`, async ({ page }) => {
          await openScenario(page, scenario, theme, lang);
          await expect(page).toHaveScreenshot(`${scenario.id}-${theme}-${lang}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.02,
          });
        });
      }
    }
  }
});

import { expect, test, type Page } from '../support/test';
import { useDemo, type DemoUser } from '../support/demo';
import { animationsSettled } from '../support/settle';
import { scenarioHref } from '@app/demo/scenarios';
import { pathsToCheck } from '@ui/navigation/routeTable';
import { en as baseEn } from '@ui/i18n/en';
import * as inventory from '@ui/i18n/features/inventory';
import * as upgrader from '@ui/i18n/features/upgrader';
import { ru as baseRu } from '@ui/i18n/ru';

/**
 * Issue 15: no label or name is cut at 390 px. On every route (and the upgrader's steps, the
 * inventory's tabs, the trade-link editor, the Verify view, the onboarding), in both languages,
 * no visible element's text may be truncated: an ellipsis over text wider than its box, text
 * clipped by its own hidden overflow, or a line clamp that hides lines — unless the same text is
 * shown whole elsewhere on the screen (a `title` is not enough: a touch screen never shows it).
 * One page per language walks all the routes, so the whole check stays well under a minute.
 */
type Language = 'en' | 'ru';

/** Who the demo logs in as per language: the demo's English and Russian players. */
const USERS: Record<Language, DemoUser> = { en: 'player', ru: 'rich' };

const TEXTS = {
  en: { ...baseEn, ...inventory.en, ...upgrader.en },
  ru: { ...baseRu, ...inventory.ru, ...upgrader.ru },
} as const;

/** The fixed start of a text with placeholders ('Verify the drop of {{name}}' → /^Verify the drop of/). */
const startOf = (template: string) => new RegExp(`^${template.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Every route of the route table that the player opens by address, with its variants (tabs, the editor dialog); the onboarding is below. */
const ROUTES: readonly string[] = pathsToCheck((route) => route.user === undefined).map(({ path }) => path);

/**
 * The screen is up (a heading or a dialog), nothing on it is still loading (a named spinner or a
 * skeleton), and every finite animation has ended, so text is measured at its final place.
 */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => {
    const visible = (el: Element) => el.getBoundingClientRect().height > 0 && !el.closest('[aria-hidden="true"], [inert], [hidden]');
    const up = Array.from(document.querySelectorAll('h1, [role="dialog"], [role="alertdialog"]')).some(visible);
    const loading = Array.from(document.querySelectorAll('.MuiCircularProgress-root:not([aria-hidden="true"]), .MuiSkeleton-root')).some(visible);
    return up && !loading;
  }), { timeout: 10_000, intervals: [100, 250] }).toBe(true);
  await animationsSettled(page);
}

/** Each truncated text on the page, as 'what: "its text" (how it is cut)'. */
function truncated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const cut = new Map<Element, string>();
    const ownText = (el: Element) => Array.from(el.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('').trim();
    const fullText = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    // A full form a player can see: the same text, whole, in another element on the screen. (A
    // `title` alone does not count: a touch screen never shows it.)
    const shownWhole = (el: Element, text: string, cut: ReadonlySet<Element>) => Array.from(document.body.querySelectorAll('*')).some((other) =>
      other !== el && !cut.has(other) && !other.contains(el) && !el.contains(other) && ownText(other) !== ''
      && fullText(other).includes(text) && other.getBoundingClientRect().height > 0 && getComputedStyle(other).visibility !== 'hidden');
    const describe = (el: Element) => {
      const named = el.closest('[data-testid], [aria-label], [role="tab"], li, button, a, h1, h2, h3');
      const where = named?.getAttribute('data-testid') ?? named?.getAttribute('aria-label') ?? named?.tagName.toLowerCase() ?? '';
      const cls = Array.from(el.classList).find((c) => c.startsWith('Mui') && !c.includes('-root')) ?? el.classList[0] ?? '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} in ${where}`;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!ownText(el) || el.closest('script, style, noscript, svg')) continue;
      // What a player can see: laid out, shown, and within the screen's width (a strip scrolled aside is not cut).
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= 0 || rect.left >= window.innerWidth) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0 || el.closest('[hidden]')) continue;
      // Visually hidden text (for screen readers) is not shown at all.
      if (rect.width <= 1 && rect.height <= 1) continue;
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const wider = el.scrollWidth > el.clientWidth + 1;
      const taller = el.scrollHeight > el.clientHeight + 1;
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      let how = '';
      if (style.textOverflow === 'ellipsis' && clipsX && wider) how = 'ellipsis';
      else if (clipsX && wider) how = 'clipped';
      else if (clamp && clamp !== 'none' && clipsY && taller) how = `line-clamp ${clamp}`;
      else if (clipsY && taller && style.whiteSpace !== 'nowrap' && el.clientHeight > 0 && el.scrollHeight - el.clientHeight > 4) how = 'clipped below';
      if (how) cut.set(el, `${how}, ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
    }
    const cutSet = new Set(cut.keys());
    for (const [el, how] of cut) {
      const text = fullText(el);
      if (shownWhole(el, text, cutSet)) continue;
      found.push(`${describe(el)}: "${text.slice(0, 60)}" (${how})`);
    }
    return found;
  });
}

async function expectNothingCut(page: Page, label: string, findings: string[]): Promise<void> {
  await settle(page);
  for (const finding of await truncated(page)) findings.push(`${label}: ${finding}`);
}

for (const lang of ['en', 'ru'] as const) {
  const t = TEXTS[lang];
  test(`no text is cut at 390 px on any route (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await useDemo(page, { user: USERS[lang] });
    const findings: string[] = [];

    for (const path of ROUTES) {
      await page.goto(path);
      await expectNothingCut(page, path, findings);
    }

    // The upgrader's steps: a skin (the cheapest has targets above it), a target, the wheel's result.
    await page.goto('/upgrader');
    await page.getByRole('list', { name: t.upgrader.itemsLabel }).getByRole('button').last().click();
    await page.getByRole('list', { name: startOf(t.upgrader.targetsLabel) }).getByRole('button').first().waitFor();
    await expectNothingCut(page, 'upgrader step 2', findings);
    await page.getByRole('list', { name: startOf(t.upgrader.targetsLabel) }).getByRole('button').first().click();
    await page.getByRole('button', { name: t.upgrader.upgrade, exact: true }).waitFor();
    await expectNothingCut(page, 'upgrader step 3', findings);
    await page.getByRole('button', { name: t.upgrader.upgrade, exact: true }).click();
    await page.clock.runFor(12_000);
    await page.getByRole('dialog').waitFor();
    await expectNothingCut(page, 'upgrader step 5', findings);

    // An item's sheet (its details and all four actions), then the Verify view of its drop.
    await page.goto('/inventory');
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: t.inventory.sheetClose }).waitFor();
    await expectNothingCut(page, 'item sheet', findings);
    // The newest item may be the upgrade's (its Verify is the upgrade's): either link leads to the Verify view.
    await page.getByRole('dialog').getByRole('link', { name: new RegExp(`${startOf(t.verifyDrop.linkFor).source}|${startOf(t.verifyDrop.linkUpgradeFor).source}`) }).click();
    await expect(page).toHaveURL(/\/verify\//);
    await expectNothingCut(page, 'verify', findings);

    // The onboarding of a first visit (a fresh demo store).
    await page.goto(scenarioHref('first-visit', 'dark', lang));
    await expectNothingCut(page, 'onboarding', findings);

    expect(findings, `truncated texts (${lang})`).toEqual([]);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SETTLED_STYLE_ID = 'axe-settled-motion';

/**
 * WCAG 2.1 A and AA on what the page shows now: no violations. A card still fading in has not
 * reached its colours yet, so what axe measures must be the settled page the player reads: every
 * finite animation is let end first, and while axe looks, CSS animations and transitions take no
 * time. Without the latter, a live-feed win that arrives during the few seconds axe takes is
 * measured at its first frame's opacity and fails contrast by chance.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.evaluate((id) => {
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;'
      + ' transition-duration: 0s !important; transition-delay: 0s !important; }';
    document.head.append(style);
    return Promise.all(document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)));
  }, SETTLED_STYLE_ID);
  try {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(summary, label).toEqual([]);
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), SETTLED_STYLE_ID).catch(() => undefined);
  }
}

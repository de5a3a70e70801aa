import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An inventory tile: one button named by the item's name, then its worth and status
 * ('AK-47 | Redline, 37.59 crystals, Available').
 */
export function itemTile(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${escape(name)}, `) });
}

/** The tile's place in the grid: its list item (which carries `data-status` and `data-dimmed`). */
export function itemCell(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: itemTile(page, name) });
}

/** Taps the item's tile and waits for its sheet: a dialog titled with the item's name. */
export async function openItemSheet(page: Page, name: string): Promise<Locator> {
  await itemTile(page, name).click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  // Slid all the way in: a tap measured while it still moves would land beside its target.
  await sheet.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  return sheet;
}

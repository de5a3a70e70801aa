import { expect, test, type Page } from '../support/test';
import { expectNoErrors, failOnPageErrors, useDemo } from '../support/demo';
import { DEMO_USER_IDS } from '../support/demoState';
import { itemTile } from '../support/inventoryGrid';

const STATE_KEY = 'cs2cases:demo-backend-state';
const BACKUP_KEY = 'cs2cases:demo-backend-state.backup';

const card = (page: Page, name: string) => itemTile(page, name);

type Plant = { readonly dropField: readonly [player: string, item: number, field: string] } | { readonly replaceWith: string };

/**
 * Changes the stored demo state before the app's next start reads it (an init script, so no
 * request of the running app can write over the change); it runs once, on the first start that
 * finds a state.
 */
async function beforeNextStart(page: Page, plant: Plant) {
  await page.addInitScript(([key, change]) => {
    if (sessionStorage.getItem('e2e.planted')) return;
    const raw = localStorage.getItem(key);
    if (!raw) return;
    sessionStorage.setItem('e2e.planted', '1');
    if ('replaceWith' in change) {
      localStorage.setItem(key, change.replaceWith);
      return;
    }
    const [player, item, field] = change.dropField;
    const state = JSON.parse(raw) as { players: Record<string, { inventory: Record<string, unknown>[] }> };
    delete state.players[player]?.inventory[item]?.[field];
    localStorage.setItem(key, JSON.stringify(state));
  }, [STATE_KEY, plant] as const);
}

test.describe('stored demo data that is partly or wholly unreadable', () => {
  test('a bad inventory item is dropped: the good items show, and the developer panel says what was dropped', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'player' });
    await page.goto('/inventory');
    await expect(card(page, 'Glock-18 | Fade')).toBeVisible();
    // The second item (Glock-18 | Fade, id 1001) loses its cost.
    await beforeNextStart(page, { dropField: [String(DEMO_USER_IDS.player), 1, 'cost'] });
    await page.reload();

    await expect(card(page, 'AK-47 | Redline')).toBeVisible();
    await expect(card(page, 'USP-S | Cortex')).toBeVisible();
    await expect(card(page, 'M4A1-S | Decimator')).toBeVisible();
    await expect(card(page, 'Glock-18 | Fade')).toHaveCount(0);
    await expect(page.getByText('Stored demo data: 1 record could not be read and was dropped. Details are in Developer tools.')).toBeVisible();

    await page.getByRole('button', { name: 'Developer tools' }).click();
    const note = page.getByRole('dialog', { name: 'Developer tools' }).getByRole('region', { name: 'Stored demo data' });
    await expect(note.getByText('1 record dropped', { exact: true })).toBeVisible();
    await expect(note.getByRole('listitem')).toHaveText(['player 700000012: inventory item #2 (id 1001) has no “cost”']);
    await expect(note).toContainText(`The data as it was stored is kept in localStorage under “${BACKUP_KEY}”.`);

    // The copy holds the item as it was stored; the state itself no longer has it.
    const stored = await page.evaluate(([state, backup]) => [localStorage.getItem(state), localStorage.getItem(backup)], [STATE_KEY, BACKUP_KEY] as const);
    const inventoryOf = (raw: string | null | undefined) =>
      (JSON.parse(raw ?? '{}') as { players?: Record<string, { inventory: { id: string; cost?: number }[] }> }).players?.[String(DEMO_USER_IDS.player)]?.inventory ?? [];
    expect(inventoryOf(stored[1]).find((i) => i.id === '1001')).toMatchObject({ id: '1001' });
    expect(inventoryOf(stored[1]).find((i) => i.id === '1001')?.cost).toBeUndefined();
    expect(inventoryOf(stored[0]).map((i) => i.id)).not.toContain('1001');
    expect(inventoryOf(stored[0])).toHaveLength(inventoryOf(stored[1]).length - 1);
    await expectNoErrors(errors);
  });

  test('unreadable stored data is backed up, the demo starts over, and the player is told (in Russian)', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'rich' });
    await page.goto('/');
    await expect(page.getByTestId('balance')).toHaveText('250 000,00 кристалла');
    const planted = '{"version":2,"nextId":1015,"players":{"700000023":';
    await beforeNextStart(page, { replaceWith: planted });
    await page.reload();

    const message = `Сохранённые демо-данные — не JSON, поэтому демо началось заново. Копию ты найдёшь в localStorage под ключом «${BACKUP_KEY}».`;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('250 000,00 кристалла');
    expect(await page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY)).toBe(planted);

    await page.getByRole('button', { name: 'Инструменты разработчика' }).click();
    const note = page.getByRole('dialog', { name: 'Инструменты разработчика' }).getByRole('region', { name: 'Сохранённые демо-данные' });
    await expect(note).toHaveText(`Сохранённые демо-данные${message}`);
    await expectNoErrors(errors);
  });
});

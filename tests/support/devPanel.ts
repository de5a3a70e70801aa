import { expect, type Locator, type Page } from './test';

/** The demo's developer panel, in either language. */
const NAMES = {
  open: /^(Developer tools|Инструменты разработчика)$/,
  call: /^(Call|Вызов)$/,
  fault: /^(Fault|Сбой)$/,
  inject: /^(Inject|Внедрить)$/,
  close: /^(Close|Закрыть)$/,
  activeFaults: /^(Active faults|Активные сбои)$/,
} as const;

/**
 * Opens the developer panel, lets `act` use it, and closes it — waiting for the closing animation:
 * a frozen clock would otherwise keep the dialog (and its backdrop) up.
 */
export async function devTools(page: Page, act: (panel: Locator) => Promise<unknown>): Promise<void> {
  await page.getByRole('button', { name: NAMES.open }).click();
  const panel = page.getByRole('dialog', { name: NAMES.open });
  await act(panel);
  await panel.getByRole('button', { name: NAMES.close }).click();
  await expect(panel).toHaveCount(0);
}

/**
 * Picks `option` in a select of the panel. A press that lands while the panel is still opening
 * can leave the list closed (a CI run waited 30 s for an option that never showed): the select is
 * pressed again until its option is there.
 */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await select.click({ timeout: 1000 });
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await item.click();
}

/** Developer tools → fault injection: `call` fails with `fault` (an option's text) until cleared. */
export async function injectFault(page: Page, call: string, fault: string): Promise<void> {
  await devTools(page, async (panel) => {
    await choose(page, panel.getByRole('combobox', { name: NAMES.call }), call);
    await choose(page, panel.getByRole('combobox', { name: NAMES.fault }), fault);
    await panel.getByRole('button', { name: NAMES.inject }).click();
    await expect(panel.getByRole('list', { name: NAMES.activeFaults })).toContainText(call);
  });
}

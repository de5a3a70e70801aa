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

/** Developer tools → fault injection: `call` fails with `fault` (an option's text) until cleared. */
export async function injectFault(page: Page, call: string, fault: string): Promise<void> {
  await devTools(page, async (panel) => {
    await panel.getByRole('combobox', { name: NAMES.call }).click();
    await page.getByRole('option', { name: call, exact: true }).click();
    await panel.getByRole('combobox', { name: NAMES.fault }).click();
    await page.getByRole('option', { name: fault, exact: true }).click();
    await panel.getByRole('button', { name: NAMES.inject }).click();
    await expect(panel.getByRole('list', { name: NAMES.activeFaults })).toContainText(call);
  });
}

import { expect, test, type Page } from '../support/test';
import { useDemo } from '../support/demo';
import { injectFault } from '../support/devPanel';
import { animationsSettled, nextFrames } from '../support/settle';

/**
 * The one toast placement rule (src-ui/toasts/toastPlacement.ts, issue 15): the profile and payment
 * areas' toasts at the top centre just under the messenger's header, every other toast at the
 * bottom centre just above the bottom navigation.
 */
const DEMO_HEADER = 48;
// The rule's 8 px gap; notistack adds a gutter of a few px around a dense toast.
const GAP = 8;
const near = (distance: number) => distance >= GAP && distance <= GAP + 4;

/**
 * The toast's box once it has stopped moving: notistack slides it in and grows the stack around
 * it with CSS transitions. Their end is the event (then two frames), taken again until the box
 * holds still between two such rounds.
 */
async function box(page: Page, role: 'alert' | 'status', text: string) {
  const toast = page.getByRole(role).filter({ hasText: text });
  await expect(toast).toBeVisible();
  let previous = await toast.boundingBox();
  for (let i = 0; i < 20; i++) {
    await animationsSettled(page);
    await nextFrames(page);
    const now = await toast.boundingBox();
    if (now && previous && now.x === previous.x && now.y === previous.y) return now;
    previous = now;
  }
  throw new Error('the toast never stopped moving');
}

test('a toast outside the profile and payment areas sits just above the bottom navigation, centred', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/games');
  await injectFault(page, 'getLive', 'HTTP 500');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Home' }).click();
  const toast = await box(page, 'alert', 'Could not load the live feed');
  const navTop = (await nav.boundingBox())?.y ?? 0;
  expect(near(navTop - (toast.y + toast.height)), `${navTop - (toast.y + toast.height)} px above the navigation`).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThanOrEqual(2);
});

test('a profile toast sits at the top centre, just under the messenger’s header', async ({ page }) => {
  await useDemo(page, { user: 'no-trade-link' });
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Steam trade link/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Steam trade link' });
  await dialog.getByRole('textbox', { name: 'Trade link URL' }).fill('https://steamcommunity.com/tradeoffer/new/?partner=4242&token=TopToast1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = await box(page, 'status', 'Trade link saved');
  expect(near(toast.y - DEMO_HEADER), `${toast.y - DEMO_HEADER} px under the header`).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThanOrEqual(2);
});

test('a sale’s toast in Russian: the server’s "Продано за 8.4" comes in the app’s words and money format', async ({ page }) => {
  await page.clock.install();
  await useDemo(page, { user: 'rich' });
  await page.goto('/cases/2');
  await page.getByRole('button', { name: /^Открыть за/ }).click();
  await page.clock.runFor(3100);
  await page.clock.runFor(11_200);
  await page.getByRole('button', { name: /^Продать за/ }).click();
  await page.getByRole('dialog', { name: 'Продать скин?' }).getByRole('button', { name: /^Продать за/ }).click();
  // The demo server's alert is 'Продано за <cost>' with a decimal point; the toast is the client's own.
  const toast = page.getByRole('status').filter({ hasText: /^Продано за/ });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText(/^Продано за \d[\d\u00a0]*,\d\d кристалл(а|ов)?$/);
});

test('offline, one event is one toast: the connection problem, never the live feed’s own failure stacked beside it (issue 27)', async ({ page }) => {
  await page.goto('/?scenario=network-down&theme=light&lang=en');
  // The home's loads have all failed by now (their retries too): the tasks say so, the live feed hides.
  await expect(page.getByRole('region', { name: 'Tasks' }).getByText('Could not load the tasks')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Live drops' })).toHaveCount(0);
  const alerts = page.locator('.notistack-SnackbarContainer').getByRole('alert');
  await expect(alerts).toHaveText(['Connection problem. Check your internet and try again']);
});

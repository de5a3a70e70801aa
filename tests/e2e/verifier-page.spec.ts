import AxeBuilder from '@axe-core/playwright';
import { receiptFragment } from '@ui/screens/fairness/verifierLink';
import { demoReceipts } from '../support/demoReceipts';
import { expect, test, type Page } from '../support/test';

/**
 * The outside verifier as shipped by the build (/verifier/): rolls of the demo backend, witnessed
 * as the app records them before each roll (tests/support/demoReceipts.ts), verified from a shared
 * link's hash or a pasted receipt; a tampered receipt shows the mismatch and names what differs.
 * In English and Russian, by the browser's language. The page's own content security policy is
 * watched by the fixture.
 */

const demo = demoReceipts();
const [opening, upgrade] = [demo.openings[0], demo.upgrades[0]];
if (!opening || !upgrade) throw new Error('the demo made no opening or no upgrade');
const rolls = { opening: opening.receipt, upgrade: upgrade.receipt, tampered: demo.tampered.receipt };

const TEXT = {
  en: {
    locale: 'en-US', title: 'Verify a roll', verified: 'Verified', mismatch: 'Does not match', steps: 'The proof, step by step', device: 'Against the phone’s record',
    ok: 'matches', failed: 'does not match', stepNames: ['Drop table', 'Commitment', 'Roll', 'Slot in the table'], upgradeSteps: ['Upgrade rule', 'Commitment', 'Roll', 'Outcome'],
    received: 'Item received', differs: /Differs from the phone’s record: Item received\./, label: 'Receipt: its JSON, or a verifier link', verify: 'Verify',
  },
  ru: {
    locale: 'ru-RU', title: 'Проверка броска', verified: 'Проверено', mismatch: 'Не совпадает', steps: 'Доказательство по шагам', device: 'Сверка с записью телефона',
    ok: 'совпадает', failed: 'не совпадает', stepNames: ['Таблица дропа', 'Коммит', 'Бросок', 'Ячейка таблицы'], upgradeSteps: ['Правило апгрейда', 'Коммит', 'Бросок', 'Исход'],
    received: 'Полученный предмет', differs: /Расходится с записью телефона: Полученный предмет\./, label: 'Квитанция: её JSON или ссылка на проверку', verify: 'Проверить',
  },
} as const;

async function expectSteps(page: Page, name: string, steps: readonly string[], status: string) {
  const items = page.getByRole('list', { name }).getByRole('listitem');
  await expect(items).toHaveCount(steps.length);
  for (const [i, step] of steps.entries()) await expect(items.nth(i)).toContainText(`${step}✓ ${status}`);
}

for (const [lang, text] of Object.entries(TEXT)) {
  test.describe(`the verifier page (${lang})`, () => {
    test.use({ locale: text.locale });

    test('an honest opening from a shared link is verified, step by step', async ({ page }) => {
      await page.goto(`/verifier/#r=${receiptFragment(rolls.opening)}`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.verified })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectSteps(page, text.steps, text.stepNames, text.ok);
      await expect(page.getByRole('list', { name: text.device }).getByRole('listitem').filter({ hasText: text.received })).toContainText(text.ok);
    });

    test('a tampered receipt does not match and names what differs', async ({ page }) => {
      await page.goto(`/verifier/#r=${receiptFragment(rolls.tampered)}`);
      await expect(page.getByRole('heading', { level: 2, name: text.mismatch })).toBeVisible();
      await expect(page.getByText(text.differs)).toBeVisible();
      const received = page.getByRole('list', { name: text.device }).getByRole('listitem').filter({ hasText: text.received });
      await expect(received).toContainText(`✗ ${text.failed}`);
      await expect(received).toContainText('another-skin');
      // The proof itself holds together: only the phone's record differs.
      await expectSteps(page, text.steps, text.stepNames, text.ok);
      // WCAG 2.1 AA in light and dark (axe directly: the shared helper injects an inline style this page's policy refuses).
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((found) => `${found.id}: ${found.nodes.map((n) => n.target.join(' ')).join(' | ')}`), colorScheme).toEqual([]);
      }
    });

    test('a pasted upgrade receipt is verified; a hash that changes is checked again', async ({ page }) => {
      await page.goto('/verifier/');
      await page.getByRole('textbox', { name: text.label }).fill(JSON.stringify(rolls.upgrade));
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.verified })).toBeFocused();
      await expectSteps(page, text.steps, text.upgradeSteps, text.ok);
      await page.evaluate((hash) => { location.hash = hash; }, `r=${receiptFragment(rolls.tampered)}`);
      await expect(page.getByRole('heading', { level: 2, name: text.mismatch })).toBeVisible();
    });
  });
}

test.describe('unreadable input', () => {
  test.use({ locale: 'en-US' });

  test('what is not a receipt is said plainly, and the page loads nothing from elsewhere', async ({ page }) => {
    const requests: URL[] = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    await page.goto('/verifier/#r=bm90IGpzb24');
    await expect(page.getByRole('alert')).toHaveText('This link does not hold a readable receipt: it may have been cut short. Ask for the receipt’s JSON instead.');
    await page.getByRole('textbox', { name: TEXT.en.label }).fill('hello');
    await page.getByRole('button', { name: TEXT.en.verify }).click();
    await expect(page.getByRole('alert')).toHaveText('This is neither a receipt’s JSON nor a verifier link.');
    await page.getByRole('textbox', { name: TEXT.en.label }).fill('{"format":"cs2cases-fairness-receipt","v":1,"proof":{}}');
    await page.getByRole('button', { name: TEXT.en.verify }).click();
    await expect(page.getByRole('alert')).toHaveText('This is not a readable receipt: proof.kind should be a string.');
    // Its own four files (and the app's icon, where a browser asks for it), from its own origin only.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    const paths = new Set(requests.map((url) => url.pathname));
    paths.delete('/favicon.svg');
    expect(paths).toEqual(new Set(['/verifier/', '/verifier/page.css', '/verifier/page.js', '/verifier/verify-receipt.js', '/verifier/compare-witness.js', '/verifier/scheme.js', '/verifier/texts.js']));
  });
});

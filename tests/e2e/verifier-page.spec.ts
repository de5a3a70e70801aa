import AxeBuilder from '@axe-core/playwright';
import * as v from 'valibot';
import { drawProofSchema, upgradeProofSchema } from '@adapters/api/wireFairness';
import { GameBackend, seededSecretBytes } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS, mockInitData } from '@adapters/memory/backend/mockUsers';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { fairnessReceipt } from '@domain/features/fairness/receipt';
import type { OpeningRecord, UpgradeRecord } from '@domain/features/fairness/rollRecords';
import { seededRandom } from '@domain/shared/seededRandom';
import { receiptFragment } from '@ui/screens/fairness/verifierLink';
import { expect, test, type Page } from '../support/test';

/**
 * The outside verifier as shipped by the build (/verifier/): rolls of the demo backend, witnessed
 * as the app records them before each roll, verified from a shared link's hash or a pasted
 * receipt; a tampered receipt shows the mismatch and names what differs. In English and Russian,
 * by the browser's language. The page's own content security policy is watched by the fixture.
 */

const AT = 1_700_000_000_000;
const LUCK_SEED = 'luck-0.04-1.09-2.13-2024';
type Wire = Record<string, unknown>;

/** One opening and one upgrade by the demo's player with the luck code's seed, then the seed revealed. */
function demoRolls() {
  const backend = new GameBackend({ storage: new MemoryStorage(), clock: new ManualClock(AT), random: seededRandom(5), secretBytes: seededSecretBytes(5) });
  const user = MOCK_USERS.find((u) => u.key === 'rich') ?? MOCK_USERS[0];
  if (!user) throw new Error('no mock user');
  const headers = { Authorization: `tma ${mockInitData(user, AT / 1000)}`, 'Content-Type': 'application/json' };
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Wire => {
    const answer = backend.handle({ method, path, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (answer.status !== 200 || 'error' in (answer.body as Wire)) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body as Wire;
  };
  const base = (fairness: Wire) => ({
    ref: 'e2e', at: AT, commitment: fairness.commitment as string, shownAt: AT, nonce: fairness.nonce as number, upgradeRule: null,
    clientSeed: LUCK_SEED, lang: 'ru', receipt: null,
  });
  const seen = (receipt: Wire) => ({ commitment: receipt.commitment as string, clientSeed: receipt.client_seed as string, nonce: receipt.nonce as number });

  // What the case page showed, then the opening.
  const page = call('GET', '/api/case/2/') as { case: { skins: { price: number; chance: number }[] }; fairness: Wire };
  const opened = (call('POST', '/api/case/2/open/', { client_seed: LUCK_SEED }).opened_item as Wire & { win: Wire; fairness: Wire });
  const itemId = String(opened.inventory_id);
  const opening: OpeningRecord = {
    ...base(page.fairness), kind: 'opening', caseId: '2', caseName: 'Case 2', chances: page.case.skins.map((s) => [s.price, s.chance] as const),
    itemId, received: { id: opened.win.id as string, name: opened.win.name as string, value: opened.win.cost as number }, receipt: seen(opened.fairness),
  };

  // The same item staked in an upgrade, at the chance the upgrader showed.
  const { multy, donor } = call('GET', `/api/upgrader/${itemId}/`) as { multy: Record<string, Wire[]>; donor: Wire };
  const target = Object.values(multy)[0]?.[0];
  if (!target) throw new Error('no upgrade target');
  const announced = call('GET', '/api/fairness/').fairness as Wire;
  const { chance } = call('GET', `/api/upgrader/${itemId}/${String(target.id)}/`) as { chance: number };
  const upgraded = call('GET', `/api/upgrader/${itemId}/${String(target.id)}/upgrade/?client_seed=${encodeURIComponent(LUCK_SEED)}`) as Wire & { fairness: Wire };
  const upgrade: UpgradeRecord = {
    ...base(announced), kind: 'upgrade', chance, won: upgraded.win as boolean, receipt: seen(upgraded.fairness),
    donor: { id: String(donor.id), name: donor.name as string, value: Number(donor.cost) },
    target: { id: String(target.id), name: target.name as string, value: Number(target.cost) },
  };

  const { revealed } = call('POST', '/api/fairness/rotate/') as { revealed: { server_seed: string } };
  const drawProof = v.parse(drawProofSchema, call('GET', `/api/fairness/openings/${itemId}/`).proof);
  const upgradeProof = v.parse(upgradeProofSchema, call('GET', `/api/fairness/upgrades/${itemId}/`).proof);
  return {
    opening: fairnessReceipt(drawProof, opening, revealed.server_seed),
    upgrade: fairnessReceipt(upgradeProof, upgrade, revealed.server_seed),
    /** The same opening, but the phone received another item than the proof draws. */
    tampered: fairnessReceipt(drawProof, { ...opening, received: { ...opening.received as NonNullable<OpeningRecord['received']>, id: 'another-skin' } }, revealed.server_seed),
  };
}

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

const rolls = demoRolls();

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
    expect(paths).toEqual(new Set(['/verifier/', '/verifier/page.css', '/verifier/page.js', '/verifier/verify-receipt.js', '/verifier/texts.js']));
  });
});

import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { failOnPageErrors, expectNoErrors, useDemo, type DemoUser } from '../support/demo';

/**
 * Issue 16 in the demo, by role and accessible name: the odds and the seed commitment before
 * paying; an opening with the player's luck code as client seed; the Verify view, sealed until the
 * seed is rotated, then recomputed in the browser (Web Crypto) to 'verified'.
 */

const TEXT = {
  en: {
    user: 'player' as DemoUser, facts: 'Odds and fairness', odds: 'Odds and expected return', contents: 'What can drop', expected: 'Expected return', luck: 'Luck code',
    luckDialog: 'Your luck code', done: 'Done', open: 'Open for 8', spinning: 'The roulette is spinning', verifyLink: 'Verify this drop',
    title: 'Verify the drop', sealed: 'The server seed is still secret', reveal: 'Reveal the seed and verify', verified: 'Verified',
    steps: ['Drop table', 'Commitment', 'Roll', 'Slot in the table'], matches: 'matches', shownBefore: /^This phone was shown this commitment on .+, before the roll\.$/,
    showCodes: 'Seeds and hashes',
  },
  ru: {
    user: 'rich' as DemoUser, facts: 'Шансы и честность', odds: 'Шансы и ожидаемый возврат', contents: 'Что может выпасть', expected: 'Ожидаемый возврат', luck: 'Код удачи',
    luckDialog: 'Твой код удачи', done: 'Готово', open: 'Открыть за 8', spinning: 'Рулетка крутится', verifyLink: 'Проверить дроп',
    title: 'Проверка дропа', sealed: 'Сид сервера пока секретный', reveal: 'Раскрыть сид и проверить', verified: 'Проверено',
    steps: ['Таблица дропа', 'Коммит', 'Бросок', 'Ячейка таблицы'], matches: 'совпадает', shownBefore: /^Этот коммит показали телефону .+, до броска\.$/,
    showCodes: 'Сиды и хэши',
  },
} as const;

for (const [lang, text] of Object.entries(TEXT)) {
  test(`odds before paying, an opening with the luck code, and its drop verified after the seed is rotated (${lang})`, async ({ page }) => {
    const errors = failOnPageErrors(page);
    await page.clock.install();
    await useDemo(page, { user: text.user, theme: lang === 'ru' ? 'dark' : 'light' });
    await page.goto('/cases/2');

    // Before paying: every skin's chance, the expected return, and the commitment of the next draw
    // (folded into one row under the skins until the player opens it).
    await page.getByRole('button', { name: new RegExp(`^${text.facts}`) }).click();
    const odds = page.getByRole('region', { name: text.odds });
    await expect(odds.getByText(text.expected, { exact: true })).toBeVisible();
    const tiles = page.getByRole('list', { name: text.contents }).getByRole('listitem');
    await expect(tiles.first().getByTestId('skin-chance')).toHaveText(/\d\u202f?%$/);
    const commitment = (await odds.getByTestId('commitment').textContent()) ?? '';
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);

    // The luck code becomes the client seed.
    await page.getByRole('button', { name: text.luck }).click();
    const dialog = page.getByRole('dialog', { name: text.luckDialog });
    const box = await dialog.getByRole('img').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 30 + i * 14, box.y + 30 + i * 9);
    await page.mouse.up();
    await dialog.getByRole('button', { name: text.done }).click();
    await dialog.getByRole('button', { name: text.done }).click();
    await expect(odds.getByText(/luck-\d\.\d\d-\d\.\d\d-\d\.\d\d-\d{4}/)).toBeVisible();

    await page.getByRole('button', { name: text.open }).click();
    await page.clock.runFor(3100);
    await expect(page.getByRole('img', { name: text.spinning })).toBeVisible();
    await page.clock.runFor(11_100);
    await page.getByRole('link', { name: text.verifyLink }).click();

    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.sealed })).toBeVisible();
    // Words before hashes: the verdict and the roll in plain words; the seeds and hashes folded until asked for.
    await expect(page.getByText(commitment, { exact: true })).toBeHidden();
    const codes = page.getByRole('button', { name: text.showCodes });
    await expect(codes).toHaveAttribute('aria-expanded', 'false');
    await codes.click();
    await expect(codes).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(commitment, { exact: true })).toBeVisible();
    await expect(page.getByText(/^luck-\d\.\d\d-\d\.\d\d-\d\.\d\d-\d{4}$/)).toBeVisible();
    await expectAccessible(page, `sealed (${lang})`);

    await page.getByRole('button', { name: text.reveal }).click();
    await expect(page.getByRole('heading', { name: text.verified, exact: true })).toBeVisible();
    const steps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(text.steps.map((step) => new RegExp(`^${step}\\s*— ${text.matches}$`)));
    await expect(page.getByText(text.shownBefore)).toBeVisible();
    await expectAccessible(page, `verified (${lang})`);
    await expectNoErrors(errors);
  });
}

test('the seeds screen: reveal the seed in use and every roll made with it is checked at once (en)', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.clock.install();
  await useDemo(page, { user: 'player', theme: 'dark' });
  for (let i = 0; i < 2; i++) {
    await page.goto('/cases/2');
    await page.getByRole('button', { name: 'Open for 8' }).click();
    await page.clock.runFor(3100);
    await page.clock.runFor(11_100);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
  }
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Fair play/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fair play' })).toBeVisible();
  const inUse = page.getByRole('region', { name: 'Seed in use' });
  await expect(inUse.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(inUse.getByText(/^[0-9a-f]{32}$/)).toBeVisible();
  const commitment = (await inUse.getByText(/^[0-9a-f]{64}$/).textContent()) ?? '';
  await expectAccessible(page, 'seeds');

  await inUse.getByRole('button', { name: 'Reveal this seed and check its rolls' }).click();
  const revealed = page.getByRole('region', { name: 'Revealed seeds' }).getByRole('listitem').first();
  await expect(revealed.getByText(commitment, { exact: true })).toBeVisible();
  await expect(revealed.getByRole('status')).toHaveText('2 of 2 rolls check out');
  // A new commitment is in use, with no rolls yet.
  await expect(inUse.getByText(commitment, { exact: true })).toHaveCount(0);

  // Revealing by itself after a number of rolls, chosen here, is kept.
  const group = page.getByRole('group', { name: 'Reveal the seed by itself' });
  await group.getByRole('button', { name: 'After 10 rolls' }).click();
  await expect(group.getByRole('button', { name: 'After 10 rolls' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Reveal the seed by itself' }).getByRole('button', { name: 'After 10 rolls' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'seeds, one revealed');
  await expectNoErrors(errors);
});

import { describe, expect, it } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { DEMO_PACKAGES } from '@adapters/memory/backend/packages';
import { DEMO_TASKS } from '@adapters/memory/backend/tasks';
import { DAY_MS, makeBackend, ok, refused, session, type Session, type WireMe, type WireTask } from './backendHarness';

function task(type: string) {
  const found = DEMO_TASKS.find((t) => t.type === type);
  if (!found) throw new Error(`no task ${type}`);
  return found;
}

const activeOf = (me: WireMe, id: string) => me.tasks.find((t) => t.id === id)?.active;

interface Invoice {
  invoice_url: string;
  payment_id: string;
}

function invoice(player: Session, packageId: string): Invoice {
  const pkg = DEMO_PACKAGES.find((p) => p.id === packageId);
  if (!pkg) throw new Error(`no package ${packageId}`);
  return ok<Invoice>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
}

const paymentStatus = (player: Session, id: string) => ok<{ status: string; balance: number }>(player.get(`/api/payment/status/${id}/`));

describe('GameBackend tasks', () => {
  it('lists every demo task in the profile, all active at first', () => {
    const { backend } = makeBackend();
    const tasks: WireTask[] = session(backend, 'player').me().tasks;
    expect(tasks).toEqual(DEMO_TASKS.map((t) => ({
      id: t.id, type: t.type, name: t.name, bonus: t.bonus, active: true, action: t.action, reward_frequency: t.rewardFrequency,
    })));
  });

  it('covers the spec task categories, frequencies and rewards', () => {
    const types = DEMO_TASKS.map((t) => t.type);
    expect(types).toEqual(expect.arrayContaining([
      'invite', 'topUp', 'subscribeChannel', 'joinChat', 'dailyBonus', 'addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam',
    ]));
    expect(new Set(DEMO_TASKS.map((t) => t.rewardFrequency))).toEqual(new Set(['once', 'daily', 'infinity']));
    expect(new Set(DEMO_TASKS.map((t) => t.id)).size).toBe(DEMO_TASKS.length);
    expect(task('invite').bonus).toBe(500);
    expect(task('linkSteam').bonus).toBe(100);
    expect(task('linkFaceit').bonus).toBe(100);
    for (const t of DEMO_TASKS) {
      expect(t.transactionType).toBeGreaterThanOrEqual(1);
      expect(t.transactionType).toBeLessThanOrEqual(20);
      if (t.action !== null) expect(t.action).toMatch(/^https:\/\//);
    }
  });

  it('credits the daily bonus as a type-9 transaction and deactivates it', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const daily = task('dailyBonus');
    const answer = ok<{ me: WireMe; alert: string }>(player.post(`/api/tasks/${daily.id}/`));
    expect(answer.alert).toBe('+10 credited');
    expect(answer.me.balance).toBe(1260);
    expect(activeOf(answer.me, daily.id)).toBe(false);
    expect(player.state().transactions.at(-1)).toMatchObject({ type: 9, value: 10, balance: 1260 });
    expect(player.transactions()[0]).toMatchObject({ type: '9', value: '+10', balance: '1260' });
  });

  it('reactivates a daily task 24 hours later, not before', () => {
    const { backend, clock } = makeBackend();
    const player = session(backend, 'player');
    const daily = task('dailyBonus');
    ok(player.post(`/api/tasks/${daily.id}/`));
    expect(refused(player.post(`/api/tasks/${daily.id}/`))).toBe('Task already completed');
    clock.advance(DAY_MS - 1);
    expect(activeOf(player.me(), daily.id)).toBe(false);
    expect(refused(player.post(`/api/tasks/${daily.id}/`))).toBe('Task already completed');
    clock.advance(1);
    expect(activeOf(player.me(), daily.id)).toBe(true);
    expect(ok<{ me: WireMe }>(player.post(`/api/tasks/${daily.id}/`)).me.balance).toBe(1270);
    expect(activeOf(player.me(), daily.id)).toBe(false);
  });

  it('keeps a once-task inactive for good', () => {
    const { backend, clock } = makeBackend();
    const player = session(backend, 'player');
    const channel = task('subscribeChannel');
    ok(player.post(`/api/tasks/${channel.id}/`));
    expect(player.state().transactions.at(-1)).toMatchObject({ type: 15, value: 50, balance: 1300 });
    clock.advance(30 * DAY_MS);
    expect(activeOf(player.me(), channel.id)).toBe(false);
    expect(refused(player.post(`/api/tasks/${channel.id}/`))).toBe('Task already completed');
    expect(player.balance()).toBe(1300);
  });

  it.each(DEMO_TASKS.filter((t) => t.type !== 'invite' && t.type !== 'topUp').map((t) => [t.type, t] as const))(
    'credits %s with its bonus and transaction type',
    (_type, t) => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      const answer = ok<{ me: WireMe }>(player.post(`/api/tasks/${t.id}/`));
      expect(answer.me.balance).toBe(1250 + t.bonus);
      expect(player.state().transactions.at(-1)).toMatchObject({ type: t.transactionType, value: t.bonus, balance: 1250 + t.bonus });
      expect(activeOf(answer.me, t.id)).toBe(false);
      // Only that task changed.
      for (const other of answer.me.tasks) if (other.id !== t.id) expect(other.active).toBe(true);
    },
  );

  it('keeps tasks per player', () => {
    const { backend } = makeBackend();
    ok(session(backend, 'player').post(`/api/tasks/${task('dailyBonus').id}/`));
    expect(activeOf(session(backend, 'rich').me(), task('dailyBonus').id)).toBe(true);
  });

  it('alerts and refuses in Russian for a Russian player', () => {
    const { backend } = makeBackend();
    const rich = session(backend, 'rich');
    expect(ok<{ alert: string }>(rich.post(`/api/tasks/${task('joinChat').id}/`)).alert).toBe('Начислено +50');
    expect(refused(rich.post(`/api/tasks/${task('joinChat').id}/`))).toBe('Задание уже выполнено');
    expect(refused(rich.post(`/api/tasks/${task('topUp').id}/`))).toBe('Сначала пополни баланс');
  });

  it("refuses 'topUp' before any paid payment, and credits it after one", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const topUp = task('topUp');
    const before = player.state();
    expect(refused(player.post(`/api/tasks/${topUp.id}/`))).toBe('Top up first');
    expect(player.state()).toEqual(before);
    expect(activeOf(player.me(), topUp.id)).toBe(true);

    const pending = invoice(player, 'p100');
    expect(refused(player.post(`/api/tasks/${topUp.id}/`))).toBe('Top up first');
    backend.settlePayment(pending.payment_id, 'cancelled');
    expect(refused(player.post(`/api/tasks/${topUp.id}/`))).toBe('Top up first');

    const paid = invoice(player, 'p100');
    backend.settlePayment(paid.payment_id, 'paid');
    const balance = player.balance();
    const answer = ok<{ me: WireMe }>(player.post(`/api/tasks/${topUp.id}/`));
    expect(answer.me.balance).toBe(balance + topUp.bonus);
    expect(player.state().transactions.at(-1)).toMatchObject({ type: topUp.transactionType, value: topUp.bonus });
    expect(refused(player.post(`/api/tasks/${topUp.id}/`))).toBe('Task already completed');
  });

  it("refuses 'invite' (the bonus comes when the friend starts the bot) and keeps it active", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const invite = task('invite');
    const before = player.state();
    expect(refused(player.post(`/api/tasks/${invite.id}/`))).toBe('The bonus arrives when your friend starts the bot');
    expect(player.state()).toEqual(before);
    expect(activeOf(player.me(), invite.id)).toBe(true);
  });

  it.each(['999', 'dailyBonus', '0'])('answers 404 to the unknown task %j', (id) => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    expect(player.post(`/api/tasks/${id}/`)).toEqual({ status: 404, body: { detail: 'no such task' } });
    expect(player.state()).toEqual(before);
  });

  it('does not complete tasks with GET', () => {
    const { backend } = makeBackend();
    expect(session(backend, 'player').get(`/api/tasks/${task('dailyBonus').id}/`).status).toBe(404);
  });
});

describe('GameBackend payments', () => {
  it('offers the 7 demo packages', () => {
    const { backend } = makeBackend();
    const { topup } = ok<{ topup: unknown[] }>(session(backend, 'player').get('/api/topup/'));
    expect(topup).toHaveLength(7);
    expect(topup).toEqual(DEMO_PACKAGES.map((p) => ({ id: p.id, crystals: p.crystals, stars: p.stars, popular: p.popular })));
    expect(DEMO_PACKAGES.some((p) => p.popular)).toBe(true);
  });

  it('creates a pending payment and a demo invoice link', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const answer = invoice(player, 'p500');
    expect(answer.payment_id).toMatch(/^700000012-\d+$/);
    expect(answer.invoice_url).toBe(`https://t.me/$demo-${answer.payment_id}`);
    expect(paymentStatus(player, answer.payment_id)).toEqual({ status: 'pending', balance: 1250 });
    expect(player.state().payments[answer.payment_id]).toMatchObject({ packageId: 'p500', crystals: 500, stars: 230, status: 'pending' });
    // Creating an invoice moves no crystals.
    expect(player.balance()).toBe(1250);
  });

  it('gives every invoice its own payment id', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const ids = [invoice(player, 'p100'), invoice(player, 'p100'), invoice(player, 'p250')].map((i) => i.payment_id);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['wrong crystals', 'p500', '?crystals=501&stars=230'],
    ['wrong stars', 'p500', '?crystals=500&stars=1'],
    ["another package's price", 'p500', '?crystals=100&stars=50'],
    ['no price at all', 'p500', ''],
    ['crystals only', 'p100', '?crystals=100'],
  ])('refuses an invoice with %s', (_label, id, query) => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    expect(refused(player.get(`/api/invoice/${id}/${query}`))).toBe('Package price mismatch');
    expect(player.state().payments).toEqual({});
  });

  it('answers 404 to an unknown package', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    expect(player.get('/api/invoice/p7/?crystals=7&stars=7')).toEqual({ status: 404, body: { detail: 'no such package' } });
  });

  it('reads the payment id back from the invoice link', () => {
    const { backend } = makeBackend();
    const answer = invoice(session(backend, 'player'), 'p1000');
    expect(GameBackend.paymentIdFromInvoiceUrl(answer.invoice_url)).toBe(answer.payment_id);
    expect(GameBackend.paymentIdFromInvoiceUrl('https://t.me/$demo-abc_1-2')).toBe('abc_1-2');
    expect(GameBackend.paymentIdFromInvoiceUrl('https://t.me/invoice/abc')).toBeNull();
    expect(GameBackend.paymentIdFromInvoiceUrl('https://t.me/$demo-')).toBeNull();
    expect(GameBackend.paymentIdFromInvoiceUrl('')).toBeNull();
  });

  it('credits the crystals (type 2) and a first-deposit bonus (type 20) on the first paid payment', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { payment_id: id } = invoice(player, 'p500');
    backend.settlePayment(id, 'paid');
    expect(player.state().transactions.slice(-2)).toEqual([
      expect.objectContaining({ type: 2, value: 500, balance: 1750 }),
      expect.objectContaining({ type: 20, value: 50, balance: 1800 }),
    ]);
    expect(paymentStatus(player, id)).toEqual({ status: 'paid', balance: 1800 });
    expect(player.balance()).toBe(1800);
  });

  it('credits no bonus on later paid payments', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const first = invoice(player, 'p100');
    const second = invoice(player, 'p2500');
    backend.settlePayment(first.payment_id, 'paid');
    const count = player.state().transactions.length;
    backend.settlePayment(second.payment_id, 'paid');
    const added = player.state().transactions.slice(count);
    expect(added).toEqual([expect.objectContaining({ type: 2, value: 2500 })]);
    expect(player.balance()).toBe(1250 + 100 + 10 + 2500);
  });

  it('pays the bonus on the first paid payment even when an earlier one was cancelled', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const cancelled = invoice(player, 'p100');
    const paid = invoice(player, 'p250');
    backend.settlePayment(cancelled.payment_id, 'cancelled');
    backend.settlePayment(paid.payment_id, 'paid');
    expect(player.balance()).toBe(1250 + 250 + 25);
  });

  it.each(['cancelled', 'failed'] as const)('credits nothing for a %s payment', (outcome) => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { payment_id: id } = invoice(player, 'p500');
    const before = player.state().transactions;
    backend.settlePayment(id, outcome);
    expect(paymentStatus(player, id)).toEqual({ status: outcome, balance: 1250 });
    expect(player.state().transactions).toEqual(before);
  });

  it('has no further effect when settled again', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { payment_id: id } = invoice(player, 'p500');
    backend.settlePayment(id, 'paid');
    const after = player.state();
    backend.settlePayment(id, 'paid');
    backend.settlePayment(id, 'failed');
    expect(player.state()).toEqual(after);
    expect(paymentStatus(player, id).status).toBe('paid');

    const { payment_id: other } = invoice(player, 'p100');
    backend.settlePayment(other, 'cancelled');
    const cancelled = player.state();
    backend.settlePayment(other, 'paid');
    expect(player.state()).toEqual(cancelled);
    expect(paymentStatus(player, other).status).toBe('cancelled');
  });

  it("leaves a payment settled as 'pending' open for a later outcome", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { payment_id: id } = invoice(player, 'p100');
    backend.settlePayment(id, 'pending');
    expect(paymentStatus(player, id)).toEqual({ status: 'pending', balance: 1250 });
    backend.settlePayment(id, 'paid');
    expect(paymentStatus(player, id)).toEqual({ status: 'paid', balance: 1360 });
  });

  it('ignores an unknown payment id', () => {
    const { backend, storage } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    const stored = storage.get('demo-backend-state');
    expect(() => backend.settlePayment('nope', 'paid')).not.toThrow();
    expect(player.state()).toEqual(before);
    expect(storage.get('demo-backend-state')).toBe(stored);
  });

  it("credits the payment's owner only, and hides it from other players", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const rich = session(backend, 'rich');
    const { payment_id: id } = invoice(player, 'p100');
    backend.settlePayment(id, 'paid');
    expect(rich.balance()).toBe(250000);
    expect(rich.get(`/api/payment/status/${id}/`)).toEqual({ status: 404, body: { detail: 'no such payment' } });
  });

  it('answers 404 to the status of an unknown payment', () => {
    const { backend } = makeBackend();
    expect(session(backend, 'player').get('/api/payment/status/700000012-1/').status).toBe(404);
  });

  it('reports the current balance with the status', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { payment_id: id } = invoice(player, 'p100');
    player.open('2');
    expect(paymentStatus(player, id)).toEqual({ status: 'pending', balance: 1242 });
  });
});

import { WELCOME_CASE_ID } from '@domain/model/case';
import { parseLanguage } from '@domain/model/language';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import { isOwned, type InventoryRecord, type Outcome, type PaymentOutcome, type PlayerState } from './backendState';
import { demoCase, type DemoCase } from './cases';
import { CATALOGUE, type CatalogueSkin } from './catalogue.generated';
import { asWeights, caseTable, casesInTableOrder } from './dropTables';
import { MULTI_OPEN_MOST, pickWeighted, profitLabel, upgradeChance, UPGRADE_MULTIPLIERS } from './economy';
import { FairDraws } from './fairDraws';
import { cryptoSecretBytes, isClientSeed, type SecretBytes } from './fairness';
import type { LiePlan } from './lies';
import type { MockUser } from './mockUsers';
import { DEMO_PACKAGES } from './packages';
import { DEMO_TASKS } from './tasks';
import { meView, skinByKey, skinImage, skinName, targetItemView, upgraderItemView } from './wireViews';

const TRADE_LINK_PREFIX = 'https://steamcommunity.com/tradeoffer/new/?partner=';
/** How long a withdrawal stays in "sending" before the trade resolves. */
export const SEND_DURATION_MS = 60_000;
/** The share of a declined trade's item value kept as a penalty (transaction type 12). */
const PENALTY_SHARE = 0.1;
const DAY_MS = 86_400_000;

/** A business error: answered with 200 and `{ error }`, as the real server does for trade links. */
export class RefusedError extends Error {}
export class NotFound extends Error {}

export interface GameRulesDeps {
  readonly clock: Clock;
  readonly random: Random;
  readonly nextId: () => number;
  /** Every player the backend knows (a trade link may belong to one player only). */
  readonly players: () => Readonly<Record<string, PlayerState>>;
  readonly users: readonly MockUser[];
  /** Where server seeds come from (the platform's CSPRNG unless a scenario or test seeds it). */
  readonly secretBytes?: SecretBytes;
  /** The lies a lying server tells (developer tools, tests); none when absent. */
  readonly lies?: Pick<LiePlan, 'has'>;
}

const ru = (player: PlayerState, russian: string, english: string) => (player.lang === 'ru' ? russian : english);

/** The demo economy's rules: what each call does to a player's state. Time and luck come from the ports. */
export class GameRules {
  forcedDrop: Outcome | null = null;
  forcedUpgrade: Outcome | null = null;
  /** The seeds, commitments and proofs of provably fair draws. */
  readonly fair: FairDraws;

  constructor(private readonly deps: GameRulesDeps) {
    this.fair = new FairDraws(deps.secretBytes ?? cryptoSecretBytes, deps.lies);
  }

  me(player: PlayerState) {
    return meView(player, (taskId) => this.taskActive(player, taskId));
  }

  /**
   * `clientSeed`: what the opening sent (the player's luck code), or undefined for the default one.
   * `count` above 1 is a multi-open (docs/api.md): one charge for all, one roll per drop in order.
   */
  openCase(player: PlayerState, caseId: string, clientSeed?: unknown, count: unknown = 1) {
    const found = demoCase(caseId);
    if (!found) throw new NotFound('no such case');
    const isWelcome = found.id === WELCOME_CASE_ID;
    if (isWelcome && !player.firstVisit) throw new RefusedError(ru(player, 'Приветственный кейс уже открыт', 'The welcome case was already opened'));
    const n = count === 1 || (Number.isInteger(count) && (count as number) >= 2 && (count as number) <= MULTI_OPEN_MOST && !isWelcome) ? (count as number) : 0;
    if (n === 0) throw new RefusedError(ru(player, 'Столько кейсов за раз не открыть', 'That many cases cannot be opened at once'));
    const stake = Math.round(found.price * n * 100) / 100;
    if (player.balance < stake) throw new RefusedError(ru(player, 'Недостаточно кристаллов', 'Not enough crystals'));
    if (clientSeed !== undefined && !isClientSeed(clientSeed)) throw new RefusedError(ru(player, 'Неверный сид клиента', 'Invalid client seed'));
    const drops = Array.from({ length: n }, () => this.dropFrom(player, found, clientSeed));
    if (stake > 0) this.credit(player, 3, -stake);
    if (isWelcome) player.firstVisit = false;
    return n === 1 ? { opened_item: drops[0], balance: player.balance } : { opened_items: drops, balance: player.balance };
  }

  /** One roll of an opening: the drop into the inventory, with its proof. */
  private dropFrom(player: PlayerState, found: DemoCase, clientSeed: unknown) {
    const lies = this.deps.lies;
    // A lying server may draw from another case's table than the one opened (lies.ts).
    const drawnFrom = lies?.has('other-case') ? otherCase(found) : found;
    const { skin: drawn, draw } = this.fair.draw(player, drawnFrom, (clientSeed as string | undefined) ?? null, this.forcedSkin(drawnFrom));
    // …or hand over the case's cheapest skin other than the one its proof draws.
    const skin = lies?.has('other-drop') ? cheapestOf(found, drawn) : drawn;
    const item = this.addItem(player, skin, skin.price);
    item.draw = draw;
    player.recentWins.unshift({ skinKey: skin.key, cost: skin.price, price: found.price, at: this.deps.clock.now() });
    player.recentWins.length = Math.min(player.recentWins.length, 20);
    const profit = lies?.has('profit-label') ? '+50%' : profitLabel(skin.price, found.price);
    return {
      win: { id: skin.key, name: skinName(skin, player.lang), img: skinImage(skin), cost: skin.price, profit, rarity: skin.tier },
      inventory_id: item.id,
      fairness: this.fair.receipt(draw),
    };
  }

  multipliers(player: PlayerState, donorId: string) {
    const donor = this.ownedItem(player, donorId);
    const multy: Record<string, unknown[]> = {};
    for (const m of UPGRADE_MULTIPLIERS) {
      const goal = donor.cost * Number(m);
      const targets = CATALOGUE.filter((s) => s.price >= goal * 0.85 && s.price <= goal * 1.3 && s.key !== donor.skinKey)
        .sort((a, b) => a.price - b.price)
        .slice(0, 6)
        .map((s) => targetItemView(player, s));
      if (targets.length) multy[m] = targets;
    }
    return { multy, donor: upgraderItemView(player, donor) };
  }

  chance(player: PlayerState, donorId: string, targetKey: string) {
    const donor = this.ownedItem(player, donorId);
    const target = skinByKey(targetKey);
    if (!target) throw new NotFound('no such target');
    const chance = upgradeChance(donor.cost, target.price);
    // A lying upgrader shows a better chance than its roll uses (lies.ts).
    return { donor: donor.id, target: target.key, chance: this.deps.lies?.has('upgrade-chance') ? Math.min(95, chance + 10) : chance };
  }

  /** `clientSeed`: what the call sent (the player's own seed), or null for the default one. */
  upgrade(player: PlayerState, donorId: string, targetKey: string, clientSeed: string | null = null) {
    const donor = this.ownedItem(player, donorId);
    const target = skinByKey(targetKey);
    if (!target) throw new NotFound('no such target');
    if (clientSeed !== null && !isClientSeed(clientSeed)) throw new RefusedError(ru(player, 'Неверный сид клиента', 'Invalid client seed'));
    const chance = upgradeChance(donor.cost, target.price);
    const forced = this.forcedUpgrade;
    this.forcedUpgrade = null;
    const draw = this.fair.drawUpgrade(player, clientSeed, forced ? forced === 'win' : null, {
      donorKey: donor.skinKey, donorValue: donor.cost, targetKey: target.key, targetValue: target.price, chance,
    });
    donor.status = 'sold';
    donor.soldUpgrader = true;
    donor.upgrade = draw;
    if (draw.win) Object.assign(this.addItem(player, target, target.price), { winUpgrader: true, upgradeOf: donor.id });
    const told = this.deps.lies?.has('upgrade-outcome') ? !draw.win : draw.win;
    return { donor: donor.id, target: target.key, chance, win: told, fairness: this.fair.receipt(draw) };
  }

  sell(player: PlayerState, itemId: string) {
    const item = this.ownedItem(player, itemId);
    item.status = 'sold';
    this.credit(player, 4, item.cost);
    return { balance: player.balance, alert: ru(player, `Продано за ${item.cost}`, `Sold for ${item.cost}`) };
  }

  send(player: PlayerState, itemId: string) {
    if (!player.tradeLink) throw new RefusedError('Steam trade link is required to withdraw items');
    const item = this.ownedItem(player, itemId);
    const roll = this.deps.random();
    item.status = 'sending';
    item.sendAt = this.deps.clock.now();
    item.tradeOutcome = roll < 0.7 ? 'sent' : roll < 0.85 ? 'declined' : 'replaced';
    return {};
  }

  completeTask(player: PlayerState, taskId: string) {
    const task = DEMO_TASKS.find((t) => t.id === taskId);
    if (!task) throw new NotFound('no such task');
    if (!this.taskActive(player, task.id)) throw new RefusedError(ru(player, 'Задание уже выполнено', 'Task already completed'));
    if (task.type === 'topUp' && !Object.values(player.payments).some((p) => p.status === 'paid')) {
      throw new RefusedError(ru(player, 'Сначала пополни баланс', 'Top up first'));
    }
    if (task.type === 'invite') throw new RefusedError(ru(player, 'Бонус придёт, когда друг запустит бота', 'The bonus arrives when your friend starts the bot'));
    player.completedTasks[task.id] = this.deps.clock.now();
    this.credit(player, task.transactionType, task.bonus);
    return { me: this.me(player), alert: ru(player, `Начислено +${task.bonus}`, `+${task.bonus} credited`) };
  }

  taskActive(player: PlayerState, taskId: string): boolean {
    const task = DEMO_TASKS.find((t) => t.id === taskId);
    const last = player.completedTasks[taskId];
    if (!task || last === undefined) return true;
    if (task.rewardFrequency === 'once') return false;
    if (task.rewardFrequency === 'daily') return this.deps.clock.now() - last >= DAY_MS;
    return true;
  }

  setLanguage(player: PlayerState, requested: string | null) {
    const lang = parseLanguage(requested);
    if (!lang) return { lang: { result: false } };
    player.lang = lang;
    return { lang: { result: true }, me: this.me(player) };
  }

  saveTradeLink(player: PlayerState, link: string) {
    if (!link.startsWith(TRADE_LINK_PREFIX)) return { tradelink: { result: false } };
    const query = new URLSearchParams(link.slice(link.indexOf('?')));
    // Steam would not accept these: a revoked token, and an account barred from trading.
    if (query.get('token') === 'invalid') return { tradelink: { result: false } };
    if (query.get('partner') === '13') throw new RefusedError(ru(player, 'Этот аккаунт Steam не может принимать обмены', 'This Steam account cannot receive trades'));
    const players = this.deps.players();
    const takenByPlayer = Object.values(players).some((p) => p.id !== player.id && p.tradeLink === link);
    // Mock users hold their seed links even before their first visit.
    const takenBySeed = this.deps.users.some((u) => u.id !== player.id && !players[String(u.id)] && u.seed.tradeLink === link);
    if (takenByPlayer || takenBySeed) throw new RefusedError('error not uniq tradelink');
    player.tradeLink = link;
    return { tradelink: { result: true }, me: this.me(player) };
  }

  createInvoice(player: PlayerState, packageId: string, crystals: number, stars: number) {
    const pkg = DEMO_PACKAGES.find((p) => p.id === packageId);
    if (!pkg) throw new NotFound('no such package');
    if (crystals !== pkg.crystals || stars !== pkg.stars) throw new RefusedError('Package price mismatch');
    const paymentId = `${player.id}-${this.deps.nextId()}`;
    player.payments[paymentId] = { id: paymentId, packageId: pkg.id, crystals: pkg.crystals, stars: pkg.stars, status: 'pending', createdAt: this.deps.clock.now() };
    return { invoice_url: `https://t.me/$demo-${paymentId}`, payment_id: paymentId };
  }

  /** What the payment provider reports for a payment; true when it changed anything. */
  settlePayment(player: PlayerState, paymentId: string, outcome: PaymentOutcome): boolean {
    const payment = player.payments[paymentId];
    if (!payment || payment.status !== 'pending') return false;
    payment.status = outcome;
    if (outcome === 'paid') {
      const firstDeposit = !Object.values(player.payments).some((p) => p !== payment && p.status === 'paid');
      this.credit(player, 2, payment.crystals);
      if (firstDeposit) this.credit(player, 20, Math.round(payment.crystals * 0.1));
    }
    return true;
  }

  /** Moves time-driven state forward: withdrawals resolve a minute after they were sent. */
  progress(player: PlayerState): void {
    const now = this.deps.clock.now();
    for (const item of player.inventory) {
      if (item.status !== 'sending' || item.sendAt === undefined || now - item.sendAt < SEND_DURATION_MS) continue;
      if (item.tradeOutcome === 'declined') {
        // The trade was not accepted in time: the item is sold back, less a penalty.
        const penalty = Math.max(0.01, Math.round(item.cost * PENALTY_SHARE * 100) / 100);
        item.status = 'sold';
        item.penalty = penalty;
        this.credit(player, 4, item.cost);
        this.credit(player, 12, -penalty);
      } else if (item.tradeOutcome === 'replaced') {
        // The skin could not be bought on the market: a skin of similar value replaces it.
        const replacement = CATALOGUE.filter((s) => s.key !== item.skinKey)
          .sort((a, b) => Math.abs(a.price - item.cost) - Math.abs(b.price - item.cost))[0];
        if (replacement) item.skinKey = replacement.key;
        item.status = 'returned';
        item.changed = true;
      } else {
        item.status = 'sent';
      }
      delete item.tradeOutcome;
    }
  }

  ownedItem(player: PlayerState, itemId: string): InventoryRecord {
    const item = player.inventory.find((i) => i.id === itemId);
    if (!item) throw new NotFound('no such item');
    if (!isOwned(item)) throw new RefusedError(ru(player, 'Предмет недоступен', 'Item is not available'));
    return item;
  }

  /**
   * The skin the developer tools force (worth more or less than the case, by the table's odds
   * among those), or null for a fair draw. A forced drop is not a fair draw, and its proof says so.
   */
  private forcedSkin(found: DemoCase): CatalogueSkin | null {
    const forced = this.forcedDrop;
    this.forcedDrop = null;
    if (!forced) return null;
    const table = caseTable(found);
    let pool = table.filter((e) => (forced === 'win' ? e.item.price > found.price : e.item.price < found.price));
    if (pool.length === 0) pool = [...table];
    return pickWeighted(this.deps.random, asWeights(pool));
  }

  private credit(player: PlayerState, type: number, value: number): void {
    player.balance = Math.round((player.balance + value) * 100) / 100;
    player.transactions.push({ type, value, balance: player.balance, at: this.deps.clock.now() });
  }

  private addItem(player: PlayerState, skin: CatalogueSkin, cost: number): InventoryRecord {
    const item: InventoryRecord = { id: String(this.deps.nextId()), skinKey: skin.key, cost, status: 'available', createdAt: this.deps.clock.now() };
    player.inventory.push(item);
    return item;
  }
}

/** The case after `found` in the committed order (a lying server's other table). */
function otherCase(found: DemoCase): DemoCase {
  const cases = casesInTableOrder().filter((c) => c.id !== WELCOME_CASE_ID);
  return cases[(cases.findIndex((c) => c.id === found.id) + 1) % cases.length] ?? found;
}

/** The cheapest skin of the case that is not `drawn` (a lie that hands over the drawn skin is none). */
function cheapestOf(found: DemoCase, drawn: CatalogueSkin): CatalogueSkin {
  const others = caseTable(found).map((entry) => entry.item).filter((skin) => skin.key !== drawn.key);
  return others.reduce((cheapest, skin) => (skin.price < cheapest.price ? skin : cheapest), others[0] ?? drawn);
}

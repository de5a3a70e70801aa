import { WELCOME_CASE_ID } from '@domain/model/case';
import type { Language } from '@domain/model/language';
import { pick, type Random } from '@domain/ports/Random';
import type { InventoryRecord, PlayerState } from './backendState';
import { categoryNames, DEMO_CASES, type DemoCase } from './cases';
import { CATALOGUE, type CatalogueSkin } from './catalogue.generated';
import { asWeights, caseTable, ticketPercent } from './dropTables';
import { MULTI_OPEN_MOST, pickWeighted, profitLabel } from './economy';
import type { LiePlan } from './lies';
import { DEMO_TASKS } from './tasks';

/** How the demo backend writes its records on the wire (the shapes of src-adapters/api). */

export function skinByKey(key: string): CatalogueSkin | undefined {
  return CATALOGUE.find((s) => s.key === key);
}

export function skinName(skin: CatalogueSkin, lang: Language): string {
  return lang === 'ru' ? skin.ru : skin.en;
}

export function skinImage(skin: CatalogueSkin): string {
  return `/demo-art/skins/${skin.key}.svg`;
}

export function refLink(player: PlayerState): string {
  return `https://t.me/cs2cases_bot?start=ref${player.id}`;
}

export function meView(player: PlayerState, taskActive: (taskId: string) => boolean) {
  return {
    balance: player.balance,
    lang: player.lang,
    tasks: DEMO_TASKS.map((t) => ({
      id: t.id, type: t.type, name: t.name, bonus: t.bonus, active: taskActive(t.id), action: t.action, reward_frequency: t.rewardFrequency,
    })),
    is_first_visit: player.firstVisit,
    ref_link: refLink(player),
    tradelink: player.tradeLink,
    firstname: player.firstName,
    lastname: player.lastName,
    ava: null,
  };
}

export function caseSummaryView(player: PlayerState, c: DemoCase, lies?: Pick<LiePlan, 'has'>) {
  return { id: c.id, name: c.name, price: lies?.has('zero-price') ? 0 : c.price, img: `/demo-art/cases/${c.slug}.svg`, desc: c.description[player.lang], category: JSON.stringify(categoryNames(c, player.lang)) };
}

/** How many skins a list entry's `top_skins` (beyond spec §7) carries. */
const TOP_SKINS = 3;

/** A case as the list writes it: its summary and, beyond spec §7, its most valuable skins for the card. */
export function caseListEntryView(player: PlayerState, c: DemoCase, lies?: Pick<LiePlan, 'has'>) {
  const top = caseTable(c).map(({ item }) => item).sort((a, b) => b.price - a.price).slice(0, TOP_SKINS);
  return {
    ...caseSummaryView(player, c, lies),
    top_skins: top.map((s) => ({ name: skinName(s, player.lang), img: skinImage(s), price: s.price, rarity: s.tier })),
  };
}

/**
 * A case with its skins, each with the chance (percent) the drop table really gives it — or, when
 * the server plays a liar (lies.ts), the chances in the other order.
 */
export function caseDetailsView(player: PlayerState, c: DemoCase, lies?: Pick<LiePlan, 'has'>) {
  const table = caseTable(c);
  const chances = table.map(({ tickets }) => ticketPercent(tickets));
  if (lies?.has('other-chances')) chances.reverse();
  return {
    ...caseSummaryView(player, c, lies),
    // Beyond spec §7: every case but the welcome one opens up to five at once (docs/api.md).
    ...(c.id === WELCOME_CASE_ID ? {} : { multi_open: MULTI_OPEN_MOST }),
    skins: table.map(({ item: s }, i) => ({ name: skinName(s, player.lang), img: skinImage(s), price: s.price, chance: chances[i], rarity: s.tier })),
  };
}

export function inventoryItemView(player: PlayerState, item: InventoryRecord) {
  const skin = skinByKey(item.skinKey);
  return {
    id: item.id,
    status: item.status,
    win: {
      name: skin ? skinName(skin, player.lang) : null,
      img: skin ? skinImage(skin) : null,
      cost: item.cost,
      penalty: item.penalty ?? null,
      sold_upgrader: item.soldUpgrader ? 1 : 0,
      win_upgrader: item.winUpgrader ? 1 : 0,
      changed: item.changed ? 1 : 0,
      rarity: skin?.tier ?? null,
    },
  };
}

export function upgraderItemView(player: PlayerState, item: InventoryRecord) {
  const skin = skinByKey(item.skinKey);
  return { id: item.id, name: skin ? skinName(skin, player.lang) : '?', img: skin ? skinImage(skin) : '', cost: item.cost.toFixed(2), rarity: skin?.tier ?? null };
}

export function targetItemView(player: PlayerState, skin: CatalogueSkin) {
  return { id: skin.key, name: skinName(skin, player.lang), img: skinImage(skin), cost: skin.price.toFixed(2), rarity: skin.tier };
}

export function recentWinsView(player: PlayerState) {
  return player.recentWins.map((w) => {
    const skin = skinByKey(w.skinKey);
    return { img: skin ? skinImage(skin) : '', name: skin ? skinName(skin, player.lang) : '?', profit: profitLabel(w.cost, w.price), rarity: skin?.tier ?? null };
  });
}

/** Other players' wins: a fresh sample each call, as a busy server would have. */
export function liveView(player: PlayerState, random: Random) {
  const openable = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);
  const win = Array.from({ length: 30 }, () => {
    const c = pick(random, openable);
    const skin = pickWeighted(random, asWeights(caseTable(c)));
    return { img: skinImage(skin), name: skinName(skin, player.lang), profit: profitLabel(skin.price, c.price), rarity: skin.tier, cost: skin.price };
  });
  return { win, online: 900 + Math.floor(random() * 400) };
}

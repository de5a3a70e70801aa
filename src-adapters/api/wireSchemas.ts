import * as v from 'valibot';
import type { CaseDetails, CaseSummary, OpeningResult, Skin } from '@domain/model/case';
import type { InventoryItem } from '@domain/model/inventory';
import { ITEM_STATUSES } from '@domain/model/inventory';
import { parseLanguage } from '@domain/model/language';
import { parseRarity, withRarity } from '@domain/model/rarity';
import type { LiveWin } from '@domain/model/live';
import type { Task } from '@domain/model/task';
import type { Me } from '@domain/model/user';
import { entriesOf } from './bigAnswers/wireLists';
import { NUMBER_BOUND, optionalPart, percent, rollReceiptSchema } from './wireFairness';

/**
 * The wire format of the API, parsed at the edge. The server writes numbers as JSON numbers or
 * numeric text and flags as booleans or 0/1; everything is normalised into domain types here.
 * valibot builds no code at run time (no `eval`, no `new Function`), so a strict content security
 * policy holds.
 */

export { NUMBER_BOUND };

/**
 * A number as JSON number or numeric text, finite and within ±1e15 (309 digits of text would
 * otherwise become Infinity, and 1e308 seconds a date no one can print).
 */
export const numeric = v.pipe(
  v.union([
    v.number(),
    v.pipe(v.string(), v.trim(), v.regex(/^[+-]?\d+(\.\d+)?$/, 'numeric text'), v.transform(Number)),
  ]),
  v.finite('a finite number'),
  v.minValue(-NUMBER_BOUND, 'a number of a sane size'),
  v.maxValue(NUMBER_BOUND, 'a number of a sane size'),
);

/** A balance, price, cost, bonus or age: never below zero. */
export const amount = v.pipe(numeric, v.minValue(0, 'not negative'));

/** What a package sells and costs: more than nothing. */
export const positive = v.pipe(numeric, v.gtValue(0, 'more than zero'));

export const flag = v.pipe(
  v.union([v.boolean(), v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

export const id = v.pipe(v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.integer(), v.minValue(0))]), v.transform(String));

const optionalText = v.pipe(v.nullish(v.string()), v.transform((value) => (value ? value : null)));

/**
 * A long list's items (tasks, cases, inventory items, upgrader items) are read ahead by readers
 * generated from these schemas: after changing one, run `npm run generate:readers`
 * (src-adapters/api/bigAnswers/README.md).
 */
export const taskSchema = v.pipe(
  v.object({
    id,
    type: v.string(),
    name: v.union([
      v.pipe(v.string(), v.transform((ru) => ({ ru }))),
      v.object({ ru: v.optional(v.string()), en: v.optional(v.string()) }),
    ]),
    bonus: amount,
    active: flag,
    action: optionalText,
    reward_frequency: v.fallback(v.picklist(['once', 'daily', 'infinity']), 'once'),
  }),
  v.transform((t): Task => ({
    id: t.id,
    type: t.type,
    name: t.name,
    bonus: t.bonus,
    active: t.active,
    action: t.action ?? null,
    rewardFrequency: t.reward_frequency,
  })),
);
/** An unreadable task is left out of its list (and counted), not the profile's failure. */
export const taskListSchema = entriesOf('tasks', taskSchema);

export const meSchema = v.pipe(
  v.object({
    balance: v.optional(amount),
    points: v.optional(amount),
    lang: v.nullish(v.string()),
    tasks: v.nullish(taskListSchema),
    is_first_visit: v.optional(flag),
    ref_link: optionalText,
    tradelink: optionalText,
    firstname: v.nullish(v.string()),
    lastname: v.nullish(v.string()),
    ava: optionalText,
  }),
  v.check((m) => m.balance !== undefined || m.points !== undefined, 'balance or points is required'),
  v.transform((m): Me => ({
    balance: m.balance ?? m.points ?? 0,
    lang: parseLanguage(m.lang),
    tasks: m.tasks?.items ?? [],
    ...(m.tasks?.leftOut ? { tasksLeftOut: m.tasks.leftOut } : {}),
    isFirstVisit: m.is_first_visit ?? false,
    refLink: m.ref_link ?? null,
    tradeLink: m.tradelink ?? null,
    firstName: m.firstname ?? '',
    lastName: m.lastname ?? '',
    avatarUrl: m.ava ?? null,
  })),
);

const categoryList = v.pipe(
  v.union([v.array(v.string()), v.string(), v.null(), v.undefined()]),
  v.transform((raw): string[] => {
    if (Array.isArray(raw)) return raw;
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
    } catch {
      return [];
    }
  }),
);

/**
 * A CS2 grade (`@domain/model/rarity`), optional everywhere it is sent; any other value
 * counts as none, so a server's new or misspelt grade never rejects an answer.
 */
export const rarity = v.pipe(v.optional(v.unknown()), v.transform(parseRarity));

/** `chance` (percent, beyond spec §7) is optional; an unreadable one counts as not published. */
export const skinSchema = v.pipe(
  v.object({ name: v.string(), img: v.string(), price: amount, chance: optionalPart(percent), rarity }),
  // Fields by name, no rest pattern: a case of a long list may carry its top skins (see caseSummarySchema).
  v.transform(({ name, img, price, chance, rarity: grade }): Skin => withRarity(chance === undefined ? { name, img, price } : { name, img, price, chance }, grade)),
);

const caseFields = {
  id,
  name: v.string(),
  price: amount,
  img: v.string(),
  desc: v.nullish(v.string()),
  category: categoryList,
};

const toCaseSummary = (c: v.InferOutput<v.ObjectSchema<typeof caseFields, undefined>>): CaseSummary => ({
  id: c.id,
  name: c.name,
  price: c.price,
  img: c.img,
  description: c.desc ?? '',
  categories: c.category,
});

/**
 * A list entry may carry `top_skins` (beyond spec §7): a few of its most valuable skins for the
 * card. Optional, and an unreadable one counts as not sent: the case still shows, without them.
 */
export const caseSummarySchema = v.pipe(
  v.object({ ...caseFields, top_skins: optionalPart(v.array(skinSchema)) }),
  // No rest pattern (`{ top_skins, ...c }`): it copies every field generically, and a list of
  // 100 000 cases is read through here (3-4x the reading's time in Node).
  v.transform((c): CaseSummary => {
    const summary = toCaseSummary(c);
    const topSkins = c.top_skins;
    return topSkins && topSkins.length > 0 ? { ...summary, topSkins } : summary;
  }),
);
/** An unreadable case is left out of the list (and counted); the rest shows. */
export const caseListSchema = entriesOf('cases', caseSummarySchema);

/** `multi_open` (beyond spec §7): how many of the case one call opens, a whole number of 2 or more (or its text). */
const multiOpen = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(2),
);

/** A case's details; `multi_open` is optional, and an unreadable one counts as not sent (one at a time). */
export const caseDetailsSchema = v.pipe(
  v.object({ ...caseFields, skins: v.array(skinSchema), multi_open: optionalPart(multiOpen) }),
  v.transform(({ multi_open: most, ...c }): CaseDetails => {
    const details = { ...toCaseSummary(c), skins: c.skins };
    return most === undefined ? details : { ...details, multiOpen: most };
  }),
);

export const openingResultSchema = v.pipe(
  v.object({
    win: v.object({ id, name: v.string(), img: v.string(), cost: amount, profit: v.string(), rarity }),
    inventory_id: v.nullish(id),
    id: v.nullish(id),
    fairness: optionalPart(rollReceiptSchema),
  }),
  v.transform((r): OpeningResult => {
    const { rarity: grade, ...win } = r.win;
    const result = { win: withRarity(win, grade), inventoryId: r.inventory_id ?? r.id ?? null };
    return r.fairness ? { ...result, fairness: r.fairness } : result;
  }),
);

export const inventoryItemSchema = v.pipe(
  v.object({
    id,
    status: v.pipe(v.nullish(v.picklist(ITEM_STATUSES)), v.transform((s) => s ?? 'available')),
    win: v.object({
      name: optionalText,
      img: optionalText,
      cost: amount,
      penalty: v.pipe(v.nullish(numeric), v.transform((p) => (p ? p : null))),
      sold_upgrader: v.nullish(flag),
      win_upgrader: v.nullish(flag),
      changed: v.nullish(flag),
      rarity,
    }),
  }),
  v.transform((i): InventoryItem => ({
    id: i.id,
    status: i.status ?? 'available',
    win: withRarity({
      name: i.win.name ?? null,
      img: i.win.img ?? null,
      cost: i.win.cost,
      penalty: i.win.penalty ?? null,
      soldUpgrader: i.win.sold_upgrader ?? false,
      winUpgrader: i.win.win_upgrader ?? false,
      changed: i.win.changed ?? false,
    }, i.win.rarity),
  })),
);
/** An unreadable item is left out of the inventory (and counted); the rest shows. */
export const inventoryListSchema = entriesOf('inventory items', inventoryItemSchema);

/** `cost` (beyond spec §7): the drop's value; optional, an unreadable one counts as not sent. */
export const liveWinSchema = v.pipe(
  v.object({ img: v.string(), name: v.string(), profit: v.string(), rarity, cost: optionalPart(amount) }),
  v.transform(({ rarity: grade, cost, ...w }): LiveWin => withRarity(cost === undefined ? w : { ...w, cost }, grade)),
);

export const idOrObjectId = v.pipe(
  v.union([id, v.object({ id })]),
  v.transform((value) => (typeof value === 'string' ? value : value.id)),
);

/** Nothing sent: null, an empty text or an empty object. An empty list is a list (an empty inventory). */
const isBlank = (value: unknown) =>
  value === null || value === '' || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** A side field: blank means absent (a server may send every field on every answer); anything else is checked. */
const side = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(v.pipe(v.unknown(), v.transform((value) => (isBlank(value) ? undefined : value)), v.optional(schema)));

/** The server's own words for the player (`alert`, `notification`): blank is not sent. */
export const serverMessage = side(v.string());

/**
 * Side information any response may carry (spec §7). A blank side field is taken as not sent;
 * one with content is parsed with the same strictness as the answer itself, so a malformed side
 * field rejects the whole response and changes nothing.
 */
export const envelopeSchema = v.object({
  me: side(meSchema),
  balance: side(amount),
  tasks: side(taskListSchema),
  cases: side(caseListSchema),
  case: side(caseDetailsSchema),
  inventory: side(inventoryListSchema),
  alert: serverMessage,
  notification: serverMessage,
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

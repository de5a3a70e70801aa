import * as v from 'valibot';
import type { CaseDetails, CaseSummary, OpeningResult, Skin } from '@domain/model/case';
import type { InventoryItem } from '@domain/model/inventory';
import { ITEM_STATUSES } from '@domain/model/inventory';
import { parseLanguage } from '@domain/model/language';
import type { LiveWin } from '@domain/model/live';
import type { CrystalPackage } from '@domain/model/payment';
import type { Task } from '@domain/model/task';
import type { TransactionEntry } from '@domain/model/transaction';
import type { UpgraderItem } from '@domain/model/upgrader';
import type { Me } from '@domain/model/user';

/**
 * The wire format of the API, parsed at the edge. The server writes numbers as JSON numbers or
 * numeric text and flags as booleans or 0/1; everything is normalised into domain types here.
 * valibot builds no code at run time (no `eval`, no `new Function`), so a strict content security
 * policy holds.
 */

export const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^[+-]?\d+(\.\d+)?$/, 'numeric text'), v.transform(Number)),
]);

const flag = v.pipe(
  v.union([v.boolean(), v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

const id = v.pipe(v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.integer(), v.minValue(0))]), v.transform(String));

const optionalText = v.pipe(v.nullish(v.string()), v.transform((value) => (value ? value : null)));

export const taskSchema = v.pipe(
  v.object({
    id,
    type: v.string(),
    name: v.union([
      v.pipe(v.string(), v.transform((ru) => ({ ru }))),
      v.object({ ru: v.optional(v.string()), en: v.optional(v.string()) }),
    ]),
    bonus: numeric,
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

export const meSchema = v.pipe(
  v.object({
    balance: v.optional(numeric),
    points: v.optional(numeric),
    lang: v.nullish(v.string()),
    tasks: v.nullish(v.array(taskSchema)),
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
    tasks: m.tasks ?? [],
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

export const skinSchema = v.pipe(v.object({ name: v.string(), img: v.string(), price: numeric }), v.transform((s): Skin => s));

const caseFields = {
  id,
  name: v.string(),
  price: numeric,
  img: v.string(),
  desc: v.nullish(v.string()),
  category: categoryList,
};

export const caseSummarySchema = v.pipe(
  v.object(caseFields),
  v.transform((c): CaseSummary => ({
    id: c.id,
    name: c.name,
    price: c.price,
    img: c.img,
    description: c.desc ?? '',
    categories: c.category,
  })),
);

export const caseDetailsSchema = v.pipe(
  v.object({ ...caseFields, skins: v.array(skinSchema) }),
  v.transform((c): CaseDetails => ({
    id: c.id,
    name: c.name,
    price: c.price,
    img: c.img,
    description: c.desc ?? '',
    categories: c.category,
    skins: c.skins,
  })),
);

export const openingResultSchema = v.pipe(
  v.object({
    win: v.object({ id, name: v.string(), img: v.string(), cost: numeric, profit: v.string() }),
    inventory_id: v.nullish(id),
    id: v.nullish(id),
  }),
  v.transform((r): OpeningResult => ({ win: r.win, inventoryId: r.inventory_id ?? r.id ?? null })),
);

export const inventoryItemSchema = v.pipe(
  v.object({
    id,
    status: v.pipe(v.nullish(v.picklist(ITEM_STATUSES)), v.transform((s) => s ?? 'available')),
    win: v.object({
      name: optionalText,
      img: optionalText,
      cost: numeric,
      penalty: v.pipe(v.nullish(numeric), v.transform((p) => (p ? p : null))),
      sold_upgrader: v.nullish(flag),
      win_upgrader: v.nullish(flag),
      changed: v.nullish(flag),
    }),
  }),
  v.transform((i): InventoryItem => ({
    id: i.id,
    status: i.status ?? 'available',
    win: {
      name: i.win.name ?? null,
      img: i.win.img ?? null,
      cost: i.win.cost,
      penalty: i.win.penalty ?? null,
      soldUpgrader: i.win.sold_upgrader ?? false,
      winUpgrader: i.win.win_upgrader ?? false,
      changed: i.win.changed ?? false,
    },
  })),
);

export const liveWinSchema = v.pipe(v.object({ img: v.string(), name: v.string(), profit: v.string() }), v.transform((w): LiveWin => w));

/** Upgrader item; the price is parsed from its cost (spec §3). */
export const upgraderItemSchema = v.pipe(
  v.object({
    id,
    name: v.string(),
    img: v.string(),
    cost: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  }),
  // The cost is display text such as "12.5", "12,5" or "12.5 ◆"; the price is its number.
  v.rawTransform(({ dataset, addIssue, NEVER }): UpgraderItem => {
    const item = dataset.value;
    const match = /\d+(?:[.,]\d+)?/.exec(item.cost);
    const price = match ? Number(match[0].replace(',', '.')) : Number.NaN;
    if (!Number.isFinite(price)) {
      addIssue({ message: `upgrader item ${item.id} has no price in cost` });
      return NEVER;
    }
    return { ...item, price };
  }),
);

export const crystalPackageSchema = v.pipe(
  v.object({ id, crystals: numeric, stars: numeric, popular: v.nullish(flag) }),
  v.transform((p): CrystalPackage => ({ id: p.id, crystals: p.crystals, stars: p.stars, popular: p.popular ?? false })),
);

export const transactionSchema = v.pipe(
  v.object({
    type: v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(20)),
    value: numeric,
    balance: numeric,
    sec_ago: numeric,
  }),
  v.transform((t): TransactionEntry => ({ type: t.type, value: t.value, balance: t.balance, secAgo: t.sec_ago })),
);

export const idOrObjectId = v.pipe(
  v.union([id, v.object({ id })]),
  v.transform((value) => (typeof value === 'string' ? value : value.id)),
);

/**
 * Side information any response may carry (spec §7). It is parsed with the same strictness as
 * the answer itself, so a malformed side field rejects the whole response and changes nothing.
 */
export const envelopeSchema = v.object({
  me: v.optional(meSchema),
  balance: v.optional(numeric),
  tasks: v.optional(v.array(taskSchema)),
  cases: v.optional(v.array(caseSummarySchema)),
  case: v.optional(caseDetailsSchema),
  inventory: v.optional(v.array(inventoryItemSchema)),
  alert: v.optional(v.pipe(v.string(), v.minLength(1))),
  notification: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type Envelope = v.InferOutput<typeof envelopeSchema>;

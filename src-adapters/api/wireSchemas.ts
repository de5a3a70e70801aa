import { z } from 'zod';
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
 */

export const numeric = z.union([
  z.number().finite(),
  z.string().trim().regex(/^[+-]?\d+(\.\d+)?$/, 'numeric text').transform(Number),
]);

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

const id = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

const optionalText = z.string().nullish().transform((v) => (v ? v : null));

export const taskSchema = z.object({
  id,
  type: z.string(),
  name: z.union([z.string().transform((ru) => ({ ru })), z.object({ ru: z.string().optional(), en: z.string().optional() })]),
  bonus: numeric,
  active: flag,
  action: optionalText,
  reward_frequency: z.enum(['once', 'daily', 'infinity']).catch('once'),
}).transform((t): Task => ({
  id: t.id,
  type: t.type,
  name: t.name,
  bonus: t.bonus,
  active: t.active,
  action: t.action,
  rewardFrequency: t.reward_frequency,
}));

export const meSchema = z.object({
  balance: numeric.optional(),
  points: numeric.optional(),
  lang: z.string().nullish(),
  tasks: z.array(taskSchema).nullish(),
  is_first_visit: flag.optional(),
  ref_link: optionalText,
  tradelink: optionalText,
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  ava: optionalText,
}).refine((m) => m.balance !== undefined || m.points !== undefined, 'balance or points is required')
  .transform((m): Me => ({
    balance: m.balance ?? m.points ?? 0,
    lang: parseLanguage(m.lang),
    tasks: m.tasks ?? [],
    isFirstVisit: m.is_first_visit ?? false,
    refLink: m.ref_link,
    tradeLink: m.tradelink,
    firstName: m.firstname ?? '',
    lastName: m.lastname ?? '',
    avatarUrl: m.ava,
  }));

const categoryList = z.union([z.array(z.string()), z.string(), z.null(), z.undefined()]).transform((raw): string[] => {
  if (Array.isArray(raw)) return raw;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
});

export const skinSchema = z.object({ name: z.string(), img: z.string(), price: numeric })
  .transform((s): Skin => s);

const caseFields = {
  id,
  name: z.string(),
  price: numeric,
  img: z.string(),
  desc: z.string().nullish(),
  category: categoryList,
};

export const caseSummarySchema = z.object(caseFields).transform((c): CaseSummary => ({
  id: c.id,
  name: c.name,
  price: c.price,
  img: c.img,
  description: c.desc ?? '',
  categories: c.category,
}));

export const caseDetailsSchema = z.object({ ...caseFields, skins: z.array(skinSchema) }).transform((c): CaseDetails => ({
  id: c.id,
  name: c.name,
  price: c.price,
  img: c.img,
  description: c.desc ?? '',
  categories: c.category,
  skins: c.skins,
}));

export const openingResultSchema = z.object({
  win: z.object({ id, name: z.string(), img: z.string(), cost: numeric, profit: z.string() }),
  inventory_id: id.nullish(),
  id: id.nullish(),
}).transform((r): OpeningResult => ({ win: r.win, inventoryId: r.inventory_id ?? r.id ?? null }));

export const inventoryItemSchema = z.object({
  id,
  status: z.enum(ITEM_STATUSES).nullish().transform((s) => s ?? 'available'),
  win: z.object({
    name: optionalText,
    img: optionalText,
    cost: numeric,
    penalty: numeric.nullish().transform((p) => (p ? p : null)),
    sold_upgrader: flag.nullish(),
    win_upgrader: flag.nullish(),
    changed: flag.nullish(),
  }),
}).transform((i): InventoryItem => ({
  id: i.id,
  status: i.status,
  win: {
    name: i.win.name,
    img: i.win.img,
    cost: i.win.cost,
    penalty: i.win.penalty,
    soldUpgrader: i.win.sold_upgrader ?? false,
    winUpgrader: i.win.win_upgrader ?? false,
    changed: i.win.changed ?? false,
  },
}));

export const liveWinSchema = z.object({ img: z.string(), name: z.string(), profit: z.string() })
  .transform((w): LiveWin => w);

/** Upgrader item; the price is parsed from its cost (spec §3). */
export const upgraderItemSchema = z.object({
  id,
  name: z.string(),
  img: z.string(),
  cost: z.union([z.string(), z.number()]).transform(String),
}).transform((item, ctx): UpgraderItem => {
  // The cost is display text such as "12.5", "12,5" or "12.5 ◆"; the price is its number.
  const match = /\d+(?:[.,]\d+)?/.exec(item.cost);
  const price = match ? Number(match[0].replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(price)) {
    ctx.addIssue({ code: 'custom', message: `upgrader item ${item.id} has no price in cost` });
    return z.NEVER;
  }
  return { ...item, price };
});

export const crystalPackageSchema = z.object({ id, crystals: numeric, stars: numeric, popular: flag.nullish() })
  .transform((p): CrystalPackage => ({ id: p.id, crystals: p.crystals, stars: p.stars, popular: p.popular ?? false }));

export const transactionSchema = z.object({
  type: numeric.pipe(z.number().int().min(1).max(20)),
  value: numeric,
  balance: numeric,
  sec_ago: numeric,
}).transform((t): TransactionEntry => ({ type: t.type, value: t.value, balance: t.balance, secAgo: t.sec_ago }));

export const idOrObjectId = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'string' ? v : v.id));

/**
 * Side information any response may carry (spec §7). It is parsed with the same strictness as
 * the answer itself, so a malformed side field rejects the whole response and changes nothing.
 */
export const envelopeSchema = z.object({
  me: meSchema.optional(),
  balance: numeric.optional(),
  tasks: z.array(taskSchema).optional(),
  cases: z.array(caseSummarySchema).optional(),
  case: caseDetailsSchema.optional(),
  inventory: z.array(inventoryItemSchema).optional(),
  alert: z.string().min(1).optional(),
  notification: z.string().min(1).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

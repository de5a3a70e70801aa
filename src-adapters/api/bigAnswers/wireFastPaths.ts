import * as v from 'valibot';
import type { CaseSummary } from '@domain/model/case';
import { ITEM_STATUSES, type InventoryItem, type ItemStatus } from '@domain/model/inventory';
import { parseRarity, withRarity } from '@domain/model/rarity';
import type { Task } from '@domain/model/task';
import type { UpgraderItem } from '@domain/model/upgrader';
import { NUMBER_BOUND } from '@adapters/api/wireFairness';

/**
 * Fast paths for the items of the long lists (inventory, cases, upgrader items, tasks), which a
 * server may send by the hundred thousand: valibot takes about 3 µs an item, these readers a tenth
 * of it. Each reader accepts only values in the forms the server writes (numbers as numbers or
 * numeric text, flags as booleans, 0/1 or '0'/'1'), which its full schema in wireSchemas.ts accepts too, and
 * returns exactly what that schema returns; for anything else it returns undefined and the full
 * schema decides, with its own issues and paths. So the parsing rules are the schemas', unchanged
 * (tests/unit/adapters/wireFastPaths.property.test.ts holds each reader to its schema). Only
 * the long lists' chunk (longLists.ts) imports this file: it is not on the first load.
 */

/** An item's reader: `fast` first, then `schema`; what the schema gives for a valid item, undefined otherwise. */
export function readerOf<T>(fast: (input: unknown) => T | undefined, schema: v.GenericSchema<unknown, T>): (input: unknown) => T | undefined {
  return (input) => {
    const quick = fast(input);
    if (quick !== undefined) return quick;
    const full = v.safeParse(schema, input);
    return full.success ? full.output : undefined;
  };
}

type Wire = Record<string, unknown>;
/** Marks a value the fast path does not take. */
const NO = Symbol('not the fast path');
type Read<T> = T | typeof NO;

const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);

function id(value: unknown): Read<string> {
  if (typeof value === 'string') return value.length > 0 ? value : NO;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : NO;
}

/** The schema's numeric text: digits, an optional sign and decimals, around spaces. */
const NUMERIC_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** `numeric`: a JSON number or numeric text, finite and within the bound. */
function numeric(value: unknown): Read<number> {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) n = Number(value.trim());
  else return NO;
  return Number.isFinite(n) && n >= -NUMBER_BOUND && n <= NUMBER_BOUND ? n : NO;
}

/** `amount`: `numeric`, not below zero. */
function amount(value: unknown): Read<number> {
  const n = numeric(value);
  return n !== NO && n >= 0 ? n : NO;
}

/** `flag` under `nullish`, absent or null read as false. */
function flag(value: unknown): Read<boolean> {
  if (value === undefined || value === null || value === false || value === 0 || value === '0') return false;
  return value === true || value === 1 || value === '1' ? true : NO;
}

/** `optionalText`: a non-empty text, else null. */
function optionalText(value: unknown): Read<string | null> {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value || null : NO;
}

function text(value: unknown): Read<string> {
  return typeof value === 'string' ? value : NO;
}

export function fastInventoryItem(input: unknown): InventoryItem | undefined {
  if (!isRecord(input) || !isRecord(input.win)) return undefined;
  const { win } = input;
  const itemId = id(input.id);
  const status = input.status === undefined || input.status === null ? 'available'
    : (ITEM_STATUSES as readonly unknown[]).includes(input.status) ? (input.status as ItemStatus) : NO;
  const name = optionalText(win.name);
  const img = optionalText(win.img);
  const cost = amount(win.cost);
  const penaltyValue = win.penalty === undefined || win.penalty === null ? null : numeric(win.penalty);
  const penalty = penaltyValue === NO ? NO : penaltyValue || null;
  const soldUpgrader = flag(win.sold_upgrader);
  const winUpgrader = flag(win.win_upgrader);
  const changed = flag(win.changed);
  if (itemId === NO || status === NO || name === NO || img === NO || cost === NO || penalty === NO
    || soldUpgrader === NO || winUpgrader === NO || changed === NO) return undefined;
  return { id: itemId, status, win: withRarity({ name, img, cost, penalty, soldUpgrader, winUpgrader, changed }, parseRarity(win.rarity)) };
}

export function fastCaseSummary(input: unknown): CaseSummary | undefined {
  if (!isRecord(input) || !('category' in input)) return undefined;
  const caseId = id(input.id);
  const name = text(input.name);
  const price = amount(input.price);
  const img = text(input.img);
  const description = input.desc === undefined || input.desc === null ? '' : text(input.desc);
  const { category } = input;
  const categories = category === undefined || category === null || category === '' ? []
    : Array.isArray(category) && category.every((c) => typeof c === 'string') ? [...category as string[]] : NO;
  if (caseId === NO || name === NO || price === NO || img === NO || description === NO || categories === NO) return undefined;
  return { id: caseId, name, price, img, description, categories };
}

/** The first number in the display text of an upgrader item's cost ("12.5", "12,5", "12.5 ◆"). */
const COST_NUMBER = /\d+(?:[.,]\d+)?/;

export function fastUpgraderItem(input: unknown): UpgraderItem | undefined {
  if (!isRecord(input)) return undefined;
  const itemId = id(input.id);
  const name = text(input.name);
  const img = text(input.img);
  const raw = input.cost;
  const cost = typeof raw === 'string' ? raw : typeof raw === 'number' && !Number.isNaN(raw) ? String(raw) : NO;
  if (itemId === NO || name === NO || img === NO || cost === NO) return undefined;
  const match = COST_NUMBER.exec(cost);
  const price = match ? Number(match[0].replace(',', '.')) : Number.NaN;
  return Number.isFinite(price) ? withRarity({ id: itemId, name, img, cost, price }, parseRarity(input.rarity)) : undefined;
}

const REWARD_FREQUENCIES: readonly unknown[] = ['once', 'daily', 'infinity'];

function taskName(value: unknown): Read<Task['name']> {
  if (typeof value === 'string') return { ru: value };
  if (!isRecord(value)) return NO;
  const name: { ru?: string; en?: string } = {};
  if ('ru' in value) {
    if (typeof value.ru !== 'string') return NO;
    name.ru = value.ru;
  }
  if ('en' in value) {
    if (typeof value.en !== 'string') return NO;
    name.en = value.en;
  }
  return name;
}

export function fastTask(input: unknown): Task | undefined {
  if (!isRecord(input) || !('active' in input)) return undefined;
  const taskId = id(input.id);
  const type = text(input.type);
  const name = taskName(input.name);
  const bonus = amount(input.bonus);
  const active = input.active === undefined || input.active === null ? NO : flag(input.active);
  const action = optionalText(input.action);
  const rewardFrequency = REWARD_FREQUENCIES.includes(input.reward_frequency) ? (input.reward_frequency as Task['rewardFrequency']) : 'once';
  if (taskId === NO || type === NO || name === NO || bonus === NO || active === NO || action === NO) return undefined;
  return { id: taskId, type, name, bonus, active, action, rewardFrequency };
}

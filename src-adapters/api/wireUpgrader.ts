import * as v from 'valibot';
import { withRarity } from '@domain/model/rarity';
import type { UpgraderItem } from '@domain/model/upgrader';
import { listOf } from './bigAnswers/wireLists';
import { id, rarity } from './wireSchemas';

/** The upgrader's items on the wire; outside the first load (the upgrader's calls and the long-list reader use them). */

/** The first number in an upgrader item's cost. */
const COST_NUMBER = /\d+(?:[.,]\d+)?/;

/** Upgrader item; the price is parsed from its cost (spec §3). Its long lists' reader is generated from it: `npm run generate:readers`. */
export const upgraderItemSchema = v.pipe(
  v.object({
    id,
    name: v.string(),
    img: v.string(),
    cost: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    rarity,
  }),
  // The cost is display text such as "12.5", "12,5" or "12.5 ◆"; the price is its number. (A
  // transform and a check rather than one raw transform: the long lists' generated reader walks
  // these itself, and would leave a raw transform to valibot, at valibot's speed.)
  v.transform(({ id: itemId, name, img, cost, rarity: grade }): UpgraderItem => {
    const match = COST_NUMBER.exec(cost);
    return withRarity({ id: itemId, name, img, cost, price: match ? Number(match[0].replace(',', '.')) : Number.NaN }, grade);
  }),
  v.check((item) => Number.isFinite(item.price), (issue) => `upgrader item ${(issue.input as UpgraderItem).id} has no price in cost`),
);
/** Any unreadable item fails the list: the upgrader's flow has no way to say one is missing. */
export const upgraderListSchema = listOf(upgraderItemSchema);

import * as v from 'valibot';
import { withRarity } from '@domain/model/rarity';
import type { UpgraderItem } from '@domain/model/upgrader';
import { listOf } from './bigAnswers/wireLists';
import { id, rarity } from './wireSchemas';

/** The upgrader's items on the wire; outside the first load (the upgrader's calls and the long-list reader use them). */

/** Upgrader item; the price is parsed from its cost (spec §3). Its long lists' reader is generated from it: `npm run generate:readers`. */
export const upgraderItemSchema = v.pipe(
  v.object({
    id,
    name: v.string(),
    img: v.string(),
    cost: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    rarity,
  }),
  // The cost is display text such as "12.5", "12,5" or "12.5 ◆"; the price is its number.
  v.rawTransform(({ dataset, addIssue, NEVER }): UpgraderItem => {
    const { rarity: grade, ...item } = dataset.value;
    const match = /\d+(?:[.,]\d+)?/.exec(item.cost);
    const price = match ? Number(match[0].replace(',', '.')) : Number.NaN;
    if (!Number.isFinite(price)) {
      addIssue({ message: `upgrader item ${item.id} has no price in cost` });
      return NEVER;
    }
    return withRarity({ ...item, price }, grade);
  }),
);
/** Any unreadable item fails the list: the upgrader's flow has no way to say one is missing. */
export const upgraderListSchema = listOf(upgraderItemSchema);

import { LONG_LIST, type ListSchema } from './wireFastPaths';
import { caseListSchema, inventoryListSchema, taskListSchema, upgraderListSchema } from './wireSchemas';

/** How a long job gives the main thread back: the time now (ms) and a pause. */
export interface Slicing {
  readonly now: () => number;
  readonly pause: () => Promise<void>;
  /** Main-thread time before a pause (ms). */
  readonly budgetMs?: number;
}

/** The fields that may hold a list of any size, with the list's schema (spec §7's names). */
const LONG_LISTS: Readonly<Record<string, ListSchema<unknown>>> = {
  inventory: inventoryListSchema,
  cases: caseListSchema,
  upgrader: upgraderListSchema,
  tasks: taskListSchema,
};
/** Items read between two looks at the clock. */
const STRIDE = 256;

/**
 * Reads every long list of an answer ahead of the answer's schema, a slice at a time, so that
 * 100 000 items never make one long task (a chunk of its own: only such answers need it). What
 * the schema then does is unchanged: it takes a list read here as it is, and reads (and reports)
 * any other itself; a list with an item that does not pass is left to it whole. The lists are
 * looked for where the API puts them: fields of the answer, and fields of its objects (`me.tasks`).
 */
export async function prepareLongLists(body: object, slicing: Slicing): Promise<void> {
  const budget = slicing.budgetMs ?? 12;
  let sliceStart = slicing.now();
  for (const { items, schema } of longListsIn(body)) {
    const output: unknown[] = [];
    for (const raw of items) {
      const read = schema.item.read(raw);
      if (read === undefined) break;
      output.push(read);
      if (output.length % STRIDE === 0 && slicing.now() - sliceStart >= budget) {
        await slicing.pause();
        sliceStart = slicing.now();
      }
    }
    if (output.length === items.length) schema.remember(items, output);
  }
}

function longListsIn(body: object): { items: readonly unknown[]; schema: ListSchema<unknown> }[] {
  const found: { items: readonly unknown[]; schema: ListSchema<unknown> }[] = [];
  const look = (record: object, deeper: boolean) => {
    for (const [key, value] of Object.entries(record)) {
      const schema = Object.hasOwn(LONG_LISTS, key) ? LONG_LISTS[key] : undefined;
      if (schema && Array.isArray(value) && value.length > LONG_LIST) found.push({ items: value, schema });
      else if (deeper && typeof value === 'object' && value !== null && !Array.isArray(value)) look(value, false);
    }
  };
  look(body, true);
  return found;
}

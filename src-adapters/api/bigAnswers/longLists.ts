import { longArraysIn, type ReadAhead } from './wireLists';
import { FAILS, ITEM_READERS } from './itemReaders.generated';
import { LONG_LIST_SCHEMAS } from './longListSchemas';

/** How a long job gives the main thread back: the time now (ms) and a pause. */
export interface Slicing {
  readonly now: () => number;
  readonly pause: () => Promise<void>;
  /** Main-thread time before a pause (ms). */
  readonly budgetMs?: number;
}

interface LongList {
  readonly schema: ReadAhead<unknown>;
  /** One item read as the list's item schema reads it (itemReaders.generated.ts); FAILS when it does not pass. */
  readonly read: (input: unknown) => unknown;
}

/** The fields that may hold a list of any size, with the list's schema and its items' reader. */
const LONG_LISTS: Readonly<Record<string, LongList>> = Object.fromEntries(
  Object.entries(LONG_LIST_SCHEMAS).map(([name, schema]) => [name, { schema: schema as ReadAhead<unknown>, read: ITEM_READERS[name as keyof typeof ITEM_READERS](schema.item) }]),
);
/** Items read between two looks at the clock. */
const STRIDE = 256;

/**
 * Reads every long list of an answer ahead of the answer's schema, a slice at a time, so that
 * 100 000 items never make one long task (a chunk of its own: only such answers need it). What
 * the schema then does is unchanged: it takes a list read here as it gives it (the items read, and
 * which could not be), and reads (and reports) any other itself; a list that fails at an item that
 * does not pass is left to it whole (a list that leaves such items out goes on past them). The
 * lists are looked for where the API puts them: fields of the answer, and of its objects (`me.tasks`).
 */
export async function prepareLongLists(body: object, slicing: Slicing): Promise<void> {
  const budget = slicing.budgetMs ?? 40;
  let sliceStart = slicing.now();
  for (const { items, list } of longListsIn(body)) {
    const output: unknown[] = [];
    const unreadable: number[] = [];
    for (let i = 0; i < items.length; i++) {
      const read = list.read(items[i]);
      if (read !== FAILS) output.push(read);
      else if (list.schema.leavesOut) unreadable.push(i);
      else {
        unreadable.push(i);
        break;
      }
      if (i % STRIDE === STRIDE - 1 && slicing.now() - sliceStart >= budget) {
        await slicing.pause();
        sliceStart = slicing.now();
      }
    }
    list.schema.remember(items, output, unreadable);
  }
}

function longListsIn(body: object): { items: readonly unknown[]; list: LongList }[] {
  return longArraysIn(body).flatMap(({ key, items }) => (Object.hasOwn(LONG_LISTS, key) ? [{ items, list: LONG_LISTS[key]! }] : []));
}

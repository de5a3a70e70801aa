import * as v from 'valibot';

/**
 * The list plumbing of the wire schemas, on the first load: the bounds, and the list schema that
 * can take a long list read ahead a slice at a time. The readers that do the reading ahead
 * (wireFastPaths.ts) travel in the long lists' own chunk (longLists.ts): only answers with such a
 * list need them, and a list of a few hundred items takes valibot a millisecond or two.
 */

/** No count or sum of crystals, stars or seconds the game deals in comes near this. */
export const NUMBER_BOUND = 1e15;

/** A list's schema that can take the list read ahead, a slice at a time (longLists.ts). */
export type ListSchema<T> = v.GenericSchema<unknown, T[]> & {
  /** The schema of one item: what decides an item the fast path does not take. */
  readonly item: v.GenericSchema<unknown, T>;
  /** `output` is `items` read by `item`, all of them: the schema's next run on this very array returns it. */
  readonly remember: (items: readonly unknown[], output: readonly unknown[]) => void;
};

/** From this length a list is read ahead in slices (shorter ones take the schema a few ms). */
export const LONG_LIST = 2_000;

/** `v.array(item)`, which returns a list read ahead at once, so 100 000 items never make one long task. */
export function listOf<T>(item: v.GenericSchema<unknown, T>): ListSchema<T> {
  /** Lists read ahead, each taken once (and gone with its array). */
  const remembered = new WeakMap<readonly unknown[], T[]>();
  const take = (input: unknown): T[] | undefined => {
    if (!Array.isArray(input)) return undefined;
    const output = remembered.get(input);
    if (output !== undefined) remembered.delete(input);
    return output;
  };
  return Object.assign(delegating(take, v.array(item)), {
    item,
    remember: (items: readonly unknown[], output: readonly unknown[]) => {
      remembered.set(items, output as T[]);
    },
  });
}

/** `schema`, with `first` answering before it whenever it can; `schema`'s issues keep their paths. */
function delegating<T>(first: (input: unknown) => T | undefined, schema: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, config, addIssue, NEVER }) => {
      const quick = first(dataset.value);
      if (quick !== undefined) return quick;
      const full = v.safeParse(schema, dataset.value, { lang: config.lang, abortEarly: config.abortEarly, abortPipeEarly: config.abortPipeEarly });
      if (full.success) return full.output;
      for (const issue of full.issues) {
        addIssue({ message: issue.message, input: issue.input, expected: issue.expected ?? undefined, received: issue.received, path: issue.path });
      }
      return NEVER;
    }),
  );
}

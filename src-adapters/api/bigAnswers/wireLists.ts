import * as v from 'valibot';
import type { ListAnswer } from '@domain/model/listAnswer';

/**
 * The list plumbing of the wire schemas, on the first load: the list schemas that can take a
 * long list read ahead a slice at a time. The readers that do the reading ahead (generated from
 * the item schemas, itemReaders.generated.ts) travel in the long lists' own chunk (longLists.ts):
 * only answers with such a list need them, and a list of a few hundred items takes valibot a
 * millisecond or two.
 */

/** What a list schema offers the read-ahead (longLists.ts). */
export interface ReadAhead<T> {
  /** The schema of one item: what its reader is written from, and what reports an item that does not pass. */
  readonly item: v.GenericSchema<unknown, T>;
  /** Whether an unreadable item is left out of the list (the rest kept) rather than failing it. */
  readonly leavesOut: boolean;
  /**
   * `output` is `items` read by `item`, all but those at `unreadable` (their indices, ascending;
   * a list that fails at an item need not be read further): the schema's next run on this very
   * array returns what it would have read itself, or reads it itself when the list fails.
   */
  readonly remember: (items: readonly unknown[], output: readonly T[], unreadable: readonly number[]) => void;
}

/** A list of items, any of which failing fails the list. */
export type ListSchema<T> = v.GenericSchema<unknown, T[]> & ReadAhead<T>;
/** A list that leaves its unreadable items out and counts them (ListAnswer). */
export type EntriesSchema<T> = v.GenericSchema<unknown, ListAnswer<T>> & ReadAhead<T>;

/** From this length a list is read ahead in slices (shorter ones take the schema a few ms). */
export const LONG_LIST = 2_000;

/**
 * The lists of more than LONG_LIST items where the API puts lists: fields of the answer, and
 * fields of its objects (`me.tasks`). The API client asks whether there are any (and so whether
 * to fetch the read-ahead's chunk); the read-ahead reads those it knows.
 */
export function longArraysIn(body: object): { readonly key: string; readonly items: readonly unknown[] }[] {
  const found: { key: string; items: readonly unknown[] }[] = [];
  const look = (record: object, deeper: boolean) => {
    for (const [key, value] of Object.entries(record)) {
      if (Array.isArray(value)) {
        if (value.length > LONG_LIST) found.push({ key, items: value });
      } else if (deeper && typeof value === 'object' && value !== null) look(value, false);
    }
  };
  look(body, true);
  return found;
}

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
    leavesOut: false,
    remember: (items: readonly unknown[], output: readonly T[], unreadable: readonly number[]) => {
      if (unreadable.length === 0) remembered.set(items, output as T[]);
    },
  });
}

/** Items a lenient list left out of one answer, for the log. */
export interface Omission {
  /** What the list holds ('cases', 'packages', …). */
  readonly what: string;
  readonly count: number;
  readonly of: number;
  /** Why the first of them could not be read: its index, the path in it and the schema's message. */
  readonly first: string;
}

/** Whoever is reading an answer now and wants to hear of items left out (see whileReadingLists). */
let listener: ((omission: Omission) => void) | null = null;

/**
 * Runs `read` (a synchronous parse) and returns what it returned with the items its lenient lists
 * left out, so that the API client can log them: a schema has no other way to tell its caller
 * anything but its output or a failure.
 */
export function whileReadingLists<R>(read: () => R): { readonly result: R; readonly omissions: readonly Omission[] } {
  const heard: Omission[] = [];
  const outer = listener;
  listener = (omission) => heard.push(omission);
  try {
    return { result: read(), omissions: heard };
  } finally {
    listener = outer;
  }
}

/** Why an item could not be read, as the log says it: 'at 3.price: Invalid type: …'. */
function why(index: number, issues: readonly v.BaseIssue<unknown>[] | undefined): string {
  const issue = issues?.[0];
  const path = issue ? v.getDotPath(issue) : null;
  return `at ${index}${path ? `.${path}` : ''}: ${issue?.message ?? 'unreadable'}`;
}

/**
 * A list whose unreadable items are left out and counted (a careless server's one bad case must
 * not hide the other 40), read ahead like `listOf`. A list none of whose items can be read fails
 * as `v.array(item)` does, with its issues: that is a server speaking another format, not a slip.
 * What is not a list at all fails as before.
 */
export function entriesOf<T>(what: string, item: v.GenericSchema<unknown, T>): EntriesSchema<T> {
  const strict = v.array(item);
  const remembered = new WeakMap<readonly unknown[], { readonly list: ListAnswer<T>; readonly omission: Omission | null }>();
  const told = (list: ListAnswer<T>, omission: Omission | null): ListAnswer<T> => {
    if (omission) listener?.(omission);
    return list;
  };
  const read = (input: unknown): ListAnswer<T> | undefined => {
    if (!Array.isArray(input)) return undefined;
    const ahead = remembered.get(input);
    if (ahead !== undefined) {
      remembered.delete(input);
      return told(ahead.list, ahead.omission);
    }
    const items: T[] = [];
    let first: string | null = null;
    for (let i = 0; i < input.length; i++) {
      const one = v.safeParse(item, input[i]);
      if (one.success) items.push(one.output);
      else first ??= why(i, one.issues);
    }
    if (first === null) return { items, leftOut: 0 };
    if (items.length === 0) return undefined;
    const leftOut = input.length - items.length;
    return told({ items, leftOut }, { what, count: leftOut, of: input.length, first });
  };
  const schema = delegating(read, v.pipe(strict, v.transform((items): ListAnswer<T> => ({ items, leftOut: 0 }))));
  return Object.assign(schema, {
    item,
    leavesOut: true,
    remember: (items: readonly unknown[], output: readonly T[], unreadable: readonly number[]) => {
      if (output.length === 0 && unreadable.length > 0) return;
      const index = unreadable[0];
      const omission = index === undefined ? null
        : { what, count: unreadable.length, of: items.length, first: why(index, v.safeParse(item, items[index]).issues) };
      remembered.set(items, { list: { items: output, leftOut: unreadable.length }, omission });
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

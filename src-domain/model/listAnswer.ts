/**
 * A list as the client read it from an answer: the entries it could read, and how many it could
 * not. One careless entry does not hide the rest: it is left out, counted and logged, and the
 * screen says how many are missing. A list none of whose entries can be read is a failed answer.
 */
export interface ListAnswer<T> {
  readonly items: readonly T[];
  /** Entries the answer held that could not be read (0 for a clean list). */
  readonly leftOut: number;
}

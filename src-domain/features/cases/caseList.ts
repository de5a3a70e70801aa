import { WELCOME_CASE_ID, WELCOME_CASE_NAME, type CaseSummary, type Skin } from '@domain/model/case';
import type { Storage } from '@domain/ports/Storage';

/** The "All" filter. Server category names never collide with it: it is not a string. */
export const ALL_CATEGORIES = null;
export type CategoryFilter = string | null;

/** Spec §2: in All, these come first in this order. */
export const FEATURED_CASE_ORDER = ['All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case'] as const;

const byPriceOnly = (a: CaseSummary, b: CaseSummary) => a.price - b.price;
const byName = (a: CaseSummary, b: CaseSummary) => a.name.localeCompare(b.name);
/** Spec §2's price order; equal prices by name. */
const byPrice = (a: CaseSummary, b: CaseSummary) => byPriceOnly(a, b) || byName(a, b);

/** The Welcome Case is never listed. */
const isListed = (c: CaseSummary) => c.name !== WELCOME_CASE_NAME && c.id !== WELCOME_CASE_ID;

export function listedCases(cases: readonly CaseSummary[]): CaseSummary[] {
  return cases.filter(isListed);
}

/** Categories gathered from the listed cases, in order of first appearance. */
export function categoriesOf(cases: readonly CaseSummary[]): string[] {
  const seen = new Set<string>();
  for (const c of cases) if (isListed(c)) for (const category of c.categories) seen.add(category);
  return [...seen];
}

/**
 * Spec §2: in All, the four featured cases first in their order, then the rest by price
 * ascending; within a category, by price ascending. Equal prices by name, then as sent.
 */
export function casesFor(cases: readonly CaseSummary[], filter: CategoryFilter): CaseSummary[] {
  const steps = casesInSteps(cases, filter, Number.POSITIVE_INFINITY);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Cases sorted or merged per step of `casesInSteps`: about 20 ms of a slow phone's main thread. */
export const SORT_STEP = 16_384;

/**
 * `casesFor` in steps, for a list too long to sort in one task: it yields after each piece of
 * about `step` cases sorted and after each `step` cases merged, so that its caller can give the
 * main thread back in between. The order is `casesFor`'s exactly: the pieces are sorted stably
 * and merged taking the earlier piece's case on a tie. A list of at most `step` cases is sorted
 * at once, without a yield.
 */
export function* casesInSteps(cases: readonly CaseSummary[], filter: CategoryFilter, step = SORT_STEP): Generator<void, CaseSummary[], void> {
  const listed = listedCases(cases);
  if (filter !== ALL_CATEGORIES) return yield* sortedInSteps(listed.filter((c) => c.categories.includes(filter)), step);
  // Each case's rank is found once, not at each of the n·log n comparisons.
  const featured: Ranked[] = [];
  const rest: CaseSummary[] = [];
  for (const c of listed) {
    const rank = allRank(c);
    if (rank < FEATURED_CASE_ORDER.length) featured.push({ c, rank });
    else rest.push(c);
  }
  const sortedRest = yield* sortedInSteps(rest, step);
  return [...featured.sort(byAllOrder).map(({ c }) => c), ...sortedRest];
}

/** `cases` (a fresh array) in `byPrice` order: pieces of `step` sorted, then merged pairwise. */
function* sortedInSteps(cases: CaseSummary[], step: number): Generator<void, CaseSummary[], void> {
  if (cases.length <= step) return sortedByPrice(cases);
  let runs: CaseSummary[][] = [];
  for (let start = 0; start < cases.length; start += step) {
    runs.push(sortedByPrice(cases.slice(start, start + step)));
    yield;
  }
  while (runs.length > 1) {
    const merged: CaseSummary[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const [left, right] = [runs[i] as CaseSummary[], runs[i + 1]];
      merged.push(right ? yield* mergedInSteps(left, right, step) : left);
    }
    runs = merged;
  }
  return runs[0] as CaseSummary[];
}

/** Two `byPrice`-ordered runs as one; on a tie the left run's case first (so the merge is stable). */
function* mergedInSteps(left: readonly CaseSummary[], right: readonly CaseSummary[], step: number): Generator<void, CaseSummary[], void> {
  const out: CaseSummary[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const [a, b] = [left[i] as CaseSummary, right[j] as CaseSummary];
    if (byPrice(b, a) < 0) {
      out.push(b);
      j++;
    } else {
      out.push(a);
      i++;
    }
    if (out.length % step === 0) yield;
  }
  for (; i < left.length; i++) out.push(left[i] as CaseSummary);
  for (; j < right.length; j++) out.push(right[j] as CaseSummary);
  return out;
}

/**
 * `cases` (a fresh array, sorted in place) in `byPrice` order, in two passes that cost less than
 * one with `byPrice` on a long list: by price alone (numbers), then each run of equal prices by
 * name. Both sorts are stable, so the order is `byPrice`'s exactly.
 */
function sortedByPrice(cases: CaseSummary[]): CaseSummary[] {
  cases.sort(byPriceOnly);
  for (let start = 0; start < cases.length;) {
    const price = (cases[start] as CaseSummary).price;
    let end = start + 1;
    while (end < cases.length && (cases[end] as CaseSummary).price === price) end++;
    if (end - start > 1) cases.slice(start, end).sort(byName).forEach((c, i) => { cases[start + i] = c; });
    start = end;
  }
  return cases;
}

/** A case's place among the featured ones in All (the four named first; every other case after them). */
function allRank(c: CaseSummary): number {
  const index = (FEATURED_CASE_ORDER as readonly string[]).indexOf(c.name);
  return index < 0 ? FEATURED_CASE_ORDER.length : index;
}

type Ranked = { readonly c: CaseSummary; readonly rank: number };
const byAllOrder = (a: Ranked, b: Ranked) => a.rank - b.rank || byPrice(a.c, b.c);

/**
 * The first `count` (≥ 0) cases of `casesFor(cases, filter)` (all of them when fewer), found in one pass
 * without sorting the list: what the first screen of a list too long to sort at once shows while
 * its whole order is worked out. The pass keeps the best `count` cases seen, in order.
 */
export function casesHead(cases: readonly CaseSummary[], filter: CategoryFilter, count: number): CaseSummary[] {
  const head: Ranked[] = [];
  for (const c of cases) {
    if ((filter !== ALL_CATEGORIES && !c.categories.includes(filter)) || !isListed(c)) continue;
    // Within a category the featured cases are not first: every case has the same rank there.
    const rank = filter === ALL_CATEGORIES ? allRank(c) : 0;
    if (head.length >= count) {
      const last = head[head.length - 1];
      // On a tie the case seen first stays first, as the stable sort keeps it.
      if (last === undefined || rankedOrder(c, rank, last) >= 0) continue;
    }
    // The first place whose case comes after this one (binary search: the head is in order).
    let low = 0;
    let high = head.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (rankedOrder(c, rank, head[middle] as Ranked) < 0) high = middle;
      else low = middle + 1;
    }
    head.splice(low, 0, { c, rank });
    if (head.length > count) head.pop();
  }
  return head.map(({ c }) => c);
}

/** `byAllOrder` of `c` (of rank `rank`) and `other`, without wrapping `c` first: most cases of a long list are only compared once. */
function rankedOrder(c: CaseSummary, rank: number, other: Ranked): number {
  return rank - other.rank || byPrice(c, other.c);
}

/** The case home features: the first of All's order, found without sorting a long list. Null when no case is listed. */
export function featuredCase(cases: readonly CaseSummary[]): CaseSummary | null {
  return casesHead(cases, ALL_CATEGORIES, 1)[0] ?? null;
}

/** How many of a case's skins its card shows peeking out. */
export const PEEK_COUNT = 3;

/**
 * What a case card shows of what is inside, from the list answer's optional `topSkins`: up to
 * three skins, most valuable first, and the best drop (the most valuable). Without them, nothing.
 */
export function caseHighlights(c: Pick<CaseSummary, 'topSkins'>): { readonly peek: readonly Skin[]; readonly best: Skin | null } {
  const peek = [...(c.topSkins ?? [])].sort((a, b) => b.price - a.price).slice(0, PEEK_COUNT);
  return { peek, best: peek[0] ?? null };
}

const FILTER_KEY = 'cases.category';

/** The selected category, remembered locally (spec §2). */
export class CategoryPreference {
  constructor(private readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>) {}

  read(): CategoryFilter {
    const raw = this.storage.get(FILTER_KEY);
    if (raw === null) return ALL_CATEGORIES;
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'string' ? value : ALL_CATEGORIES;
    } catch {
      return ALL_CATEGORIES;
    }
  }

  write(filter: CategoryFilter): void {
    if (filter === ALL_CATEGORIES) this.storage.remove(FILTER_KEY);
    else this.storage.set(FILTER_KEY, JSON.stringify(filter));
  }

  /** The remembered filter if the current cases still have that category, else All. */
  resolve(cases: readonly CaseSummary[]): CategoryFilter {
    const remembered = this.read();
    return remembered !== ALL_CATEGORIES && categoriesOf(cases).includes(remembered) ? remembered : ALL_CATEGORIES;
  }
}

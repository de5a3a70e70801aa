/**
 * How many cases a navigation state asks for (the opening's, or the case page's "open again"): a
 * whole number, else 1. Whether the case allows it (allowedCount) is the opening's to decide.
 */
export function openingCountOf(state: unknown): number {
  const count = typeof state === 'object' && state !== null ? (state as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : 1;
}

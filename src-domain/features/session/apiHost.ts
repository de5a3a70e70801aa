/** The API's host when the build names none (README: run modes); `{shard}` is spec §7's shard. */
export const DEFAULT_API_BASE_TEMPLATE = 'https://api{shard}.cs2cases.app';

/** The number of API hosts (spec §7: the user id modulo 10). */
export const API_SHARDS = 10;

/** Spec §7: calls go to a numbered API host chosen by the messenger user id modulo 10. */
export function apiShard(userId: number | null): number {
  // No id, or one that is not a whole number from 0 up to 2^53 − 1, goes to the first host.
  const id = userId ?? Number.NaN;
  if (!Number.isSafeInteger(id) || id < 0) return 0;
  return id % API_SHARDS;
}

/** Replaces `{shard}` in a base-URL template such as `https://api{shard}.example.com`. */
export function apiBaseUrl(template: string, userId: number | null): string {
  return template.replaceAll('{shard}', String(apiShard(userId))).replace(/\/+$/, '');
}

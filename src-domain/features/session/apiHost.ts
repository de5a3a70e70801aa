/** Spec §7: calls go to a numbered API host chosen by the messenger user id modulo 10. */
export function apiShard(userId: number | null): number {
  if (userId === null || !Number.isSafeInteger(userId) || userId < 0) return 0;
  return userId % 10;
}

/** Replaces `{shard}` in a base-URL template such as `https://api{shard}.example.com`. */
export function apiBaseUrl(template: string, userId: number | null): string {
  return template.replaceAll('{shard}', String(apiShard(userId))).replace(/\/+$/, '');
}

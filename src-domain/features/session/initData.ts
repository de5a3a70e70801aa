import { queryParam } from '@domain/shared/queryString';

/** Spec §9: init data older than this only triggers a warning. */
export const INIT_DATA_MAX_AGE_SECONDS = 86400;

export type InitDataCheck =
  | { readonly valid: true; readonly stale: boolean; readonly authDate: number }
  | { readonly valid: false; readonly reason: 'too-short' | 'no-user' | 'no-auth-date' };

/**
 * Spec §5: init data is valid only if it is at least 10 characters long and contains `user`
 * and `auth_date`. Data older than a day is still valid but stale (a warning, not a refusal).
 */
export function checkInitData(raw: string, nowSeconds: number): InitDataCheck {
  if (raw.length < 10) return { valid: false, reason: 'too-short' };
  if (!queryParam(raw, 'user')) return { valid: false, reason: 'no-user' };
  const authDateText = queryParam(raw, 'auth_date');
  if (!authDateText) return { valid: false, reason: 'no-auth-date' };
  const authDate = Number(authDateText);
  const stale = Number.isFinite(authDate) && nowSeconds - authDate > INIT_DATA_MAX_AGE_SECONDS;
  return { valid: true, stale, authDate };
}

import { describe, expect, it } from 'vitest';
import { checkInitData, INIT_DATA_MAX_AGE_SECONDS } from '@domain/features/session/initData';

const USER = encodeURIComponent(JSON.stringify({ id: 700000012, first_name: 'Alex' }));
const AUTH = 1_700_000_000;
const valid = (authDate: number | string = AUTH) => `query_id=AAH&user=${USER}&auth_date=${authDate}&hash=abc123`;

describe('checkInitData', () => {
  it('uses a max age of one day', () => {
    expect(INIT_DATA_MAX_AGE_SECONDS).toBe(86400);
  });

  it.each(['', 'a', 'user=1&au', '123456789'])('rejects %j (shorter than 10 characters) as too short', (raw) => {
    expect(raw.length).toBeLessThan(10);
    expect(checkInitData(raw, AUTH)).toEqual({ valid: false, reason: 'too-short' });
  });

  it('passes the length check at exactly 10 characters', () => {
    expect(checkInitData('abcdefghij', AUTH)).toEqual({ valid: false, reason: 'no-user' });
  });

  it('rejects data without user', () => {
    expect(checkInitData(`auth_date=${AUTH}&hash=abc123`, AUTH)).toEqual({ valid: false, reason: 'no-user' });
  });

  it('rejects data with an empty user', () => {
    expect(checkInitData(`user=&auth_date=${AUTH}&hash=abc123`, AUTH)).toEqual({ valid: false, reason: 'no-user' });
  });

  it('does not mistake a similarly named key for user', () => {
    expect(checkInitData(`username=alex&auth_date=${AUTH}`, AUTH)).toEqual({ valid: false, reason: 'no-user' });
  });

  it('rejects data without auth_date', () => {
    expect(checkInitData(`user=${USER}&hash=abc123`, AUTH)).toEqual({ valid: false, reason: 'no-auth-date' });
  });

  it('rejects data with an empty auth_date', () => {
    expect(checkInitData(`user=${USER}&auth_date=&hash=abc123`, AUTH)).toEqual({ valid: false, reason: 'no-auth-date' });
  });

  it('accepts valid data and reports its auth date', () => {
    expect(checkInitData(valid(), AUTH + 10)).toEqual({ valid: true, stale: false, authDate: AUTH });
  });

  it('accepts the keys in any order', () => {
    expect(checkInitData(`auth_date=${AUTH}&user=${USER}`, AUTH)).toEqual({ valid: true, stale: false, authDate: AUTH });
  });

  it('is not stale at exactly 86400 s', () => {
    expect(checkInitData(valid(), AUTH + 86400)).toEqual({ valid: true, stale: false, authDate: AUTH });
  });

  it('is stale one second later, and still valid', () => {
    expect(checkInitData(valid(), AUTH + 86401)).toEqual({ valid: true, stale: true, authDate: AUTH });
  });

  it('is stale long after, and still valid', () => {
    const result = checkInitData(valid(), AUTH + 30 * 86400);
    expect(result.valid).toBe(true);
    expect(result).toMatchObject({ stale: true });
  });

  it('is not stale when the auth date lies in the future', () => {
    expect(checkInitData(valid(AUTH + 100), AUTH)).toEqual({ valid: true, stale: false, authDate: AUTH + 100 });
  });
});

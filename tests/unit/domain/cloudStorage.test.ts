import { describe, expect, it } from 'vitest';
import { CLOUD_STORAGE_LIMITS, CloudStorageError, cloudKeyOf, isCloudKey, isCloudValue, refuseBadKeys } from '@domain/ports/CloudStorage';

/** Telegram's CloudStorage limits (TOOLCHAIN.md): keys of 1–128 of A-Z a-z 0-9 _ -, values of up to 4096 characters. */
describe('the cloud storage port’s rules', () => {
  it('a key is 1 to 128 letters, digits, _ or -', () => {
    for (const key of ['a', 'limits_settings', 'limits_ledger_aB3-x', 'k'.repeat(128)]) expect(isCloudKey(key), key).toBe(true);
    for (const key of ['', 'k'.repeat(129), 'limits.settings', 'a b', ' a', 'a ', 'ключ', 'a/b']) expect(isCloudKey(key), key).toBe(false);
  });

  it('a value is up to 4096 characters', () => {
    expect(isCloudValue('x'.repeat(CLOUD_STORAGE_LIMITS.valueLength))).toBe(true);
    expect(isCloudValue('x'.repeat(CLOUD_STORAGE_LIMITS.valueLength + 1))).toBe(false);
    expect(isCloudValue('')).toBe(true);
  });

  it('a key Telegram would refuse is refused before anything is sent, and named', () => {
    expect(() => refuseBadKeys(['limits_settings', 'k'])).not.toThrow();
    let caught: unknown;
    try {
      refuseBadKeys(['limits_settings', 'limits.ledger']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CloudStorageError);
    expect(caught).toMatchObject({ reason: 'key', name: 'CloudStorageError', message: expect.stringContaining('"limits.ledger"') as unknown });
  });

  it('a dotted storage key becomes a cloud key with _ for each dot; one that cannot is an error', () => {
    expect(cloudKeyOf('limits.settings')).toBe('limits_settings');
    expect(cloudKeyOf('a.b.c')).toBe('a_b_c');
    expect(() => cloudKeyOf('limits settings')).toThrow(/limits settings/);
    expect(() => cloudKeyOf('')).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiBaseUrl, apiShard, DEFAULT_API_BASE_TEMPLATE } from '@domain/features/session/apiHost';
import { safeLinkUrl } from '@domain/shared/safeUrl';

describe('apiShard', () => {
  it.each([
    [0, 0],
    [7, 7],
    [10, 0],
    [19, 9],
    [700000012, 2],
    [2 ** 52 - 1, 5],
    [2 ** 52, 6],
    [4503599627370497, 7],
    [Number.MAX_SAFE_INTEGER, 1],
  ])('shard of %d is %d', (id, shard) => {
    expect(apiShard(id)).toBe(shard);
  });

  it('is the id modulo 10 for every integer in [0, 2^52] (checked with BigInt)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n }), (big) => {
        expect(apiShard(Number(big))).toBe(Number(big % 10n));
      }),
      { numRuns: 1000 },
    );
  });

  it('always lies in 0..9 for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(null)), (id) => {
        const shard = apiShard(id);
        expect(Number.isInteger(shard)).toBe(true);
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThanOrEqual(9);
      }),
    );
  });

  it.each([
    ['null', null],
    ['-1', -1],
    ['-17', -17],
    ['1.5', 1.5],
    ['9.99', 9.99],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('falls back to shard 0 for %s', (_label, id) => {
    expect(apiShard(id)).toBe(0);
  });
});

describe('apiBaseUrl', () => {
  it('replaces {shard} with the shard', () => {
    expect(apiBaseUrl('https://api{shard}.example.com', 123)).toBe('https://api3.example.com');
  });

  it('replaces every {shard}', () => {
    expect(apiBaseUrl('https://api{shard}.example.com/s{shard}/x{shard}', 48)).toBe('https://api8.example.com/s8/x8');
  });

  it('uses shard 0 without a user', () => {
    expect(apiBaseUrl('https://api{shard}.example.com', null)).toBe('https://api0.example.com');
  });

  it('strips trailing slashes', () => {
    expect(apiBaseUrl('https://api{shard}.example.com/', 5)).toBe('https://api5.example.com');
    expect(apiBaseUrl('https://api{shard}.example.com/base///', 5)).toBe('https://api5.example.com/base');
  });

  it('without a configured host, each of the 10 shards has an https host of its own', () => {
    const hosts = Array.from({ length: 10 }, (_, shard) => apiBaseUrl(DEFAULT_API_BASE_TEMPLATE, shard));
    expect(new Set(hosts).size).toBe(10);
    for (const host of hosts) expect(safeLinkUrl(host)).toBe(host);
  });

  it('keeps a template without a placeholder', () => {
    expect(apiBaseUrl('https://api.example.com/v1', 5)).toBe('https://api.example.com/v1');
  });

  it('uses the big-id shard correctly', () => {
    expect(apiBaseUrl('https://api{shard}.example.com', 4503599627370497)).toBe('https://api7.example.com');
  });
});

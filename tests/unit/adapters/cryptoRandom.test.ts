import { describe, expect, it, vi } from 'vitest';
import { cryptoRandom } from '@adapters/browser/cryptoRandom';

/** The random port from Web Crypto: in [0, 1), 53 bits a draw, spread over the whole range. */
describe('cryptoRandom', () => {
  it('maps the extreme words to 0 and to the largest double below 1', () => {
    const fill = (a: number, b: number) => vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(((array: Uint32Array) => {
      array[0] = a;
      array[1] = b;
      return array;
    }) as typeof crypto.getRandomValues);
    fill(0, 0);
    expect(cryptoRandom()).toBe(0);
    fill(0xffffffff, 0xffffffff);
    expect(cryptoRandom()).toBe(1 - 2 ** -53);
    fill(0x80000000, 0);
    expect(cryptoRandom()).toBe(0.5);
    vi.restoreAllMocks();
  });

  it('draws distinct values spread over [0, 1)', () => {
    const draws = Array.from({ length: 4000 }, () => cryptoRandom());
    expect(new Set(draws).size).toBe(draws.length);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    // Each tenth of the range gets its share (4000 draws: 400 ± a wide 6 sigma).
    for (let d = 0; d < 10; d++) {
      const inTenth = draws.filter((x) => x >= d / 10 && x < (d + 1) / 10).length;
      expect(Math.abs(inTenth - 400)).toBeLessThan(6 * Math.sqrt(4000 * 0.1 * 0.9));
    }
  });
});

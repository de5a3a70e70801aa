import { describe, expect, it, vi } from 'vitest';
import { JsonBody } from '@adapters/api/bigAnswers/jsonBody';

// The sliced parser's chunk cannot be fetched (offline, or a deploy replaced the files).
vi.mock('@adapters/api/bigAnswers/slicedJson', () => {
  throw new Error('Failed to fetch dynamically imported module: slicedJson.js');
});

describe('JsonBody without the sliced parser', () => {
  it('a big answer is still parsed, whole, by JSON.parse', async () => {
    const value = { inventory: Array.from({ length: 8_000 }, (_, i) => ({ id: String(i), name: `Skin ${i}` })) };
    const text = JSON.stringify(value);
    const body = new JsonBody();
    for (let at = 0; at < text.length; at += 16 * 1024) body.take(text.slice(at, at + 16 * 1024));
    expect(await body.value(() => text)).toEqual(value);
    const broken = new JsonBody();
    broken.take(text.slice(0, -1));
    expect(await broken.value(() => text.slice(0, -1))).toBe(text.slice(0, -1));
  });
});

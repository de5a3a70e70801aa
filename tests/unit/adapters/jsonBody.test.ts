import { describe, expect, it } from 'vitest';
import { JsonBody } from '@adapters/api/bigAnswers/jsonBody';

/** Feeds `text` in pieces of `size` characters, as readBodyText hands them over, then asks for the value. */
async function parsed(text: string, size: number): Promise<{ value: unknown; joined: boolean }> {
  const body = new JsonBody();
  for (let at = 0; at < text.length; at += size) {
    body.take(text.slice(at, at + size));
    // The network's pace: the reader runs between pieces.
    await new Promise((resolve) => setImmediate(resolve));
  }
  let joined = false;
  const value = await body.value(() => {
    joined = true;
    return text;
  });
  return { value, joined };
}

const big = { inventory: Array.from({ length: 8_000 }, (_, i) => ({ id: String(i), name: `AK-47 | Redline #${i}`, cost: i / 4 })) };

describe('JsonBody: a body parsed as its text arrives', () => {
  it('a big answer is read from its pieces, and its whole text is never joined', async () => {
    const text = JSON.stringify(big);
    expect(text.length).toBeGreaterThan(300_000);
    const { value, joined } = await parsed(text, 16 * 1024);
    expect(value).toEqual(big);
    expect(joined).toBe(false);
  });

  it('a small answer is parsed whole, by JSON.parse', async () => {
    expect(await parsed('{"balance": 12.5, "alert": null}', 4)).toEqual({ value: { balance: 12.5, alert: null }, joined: true });
  });

  it('a big body that is not JSON stays text, one of only whitespace is null, as for a small one', async () => {
    const page = `<html>${'bad gateway '.repeat(30_000)}</html>`;
    expect((await parsed(page, 8 * 1024)).value).toBe(page);
    expect((await parsed(' \n'.repeat(200_000), 8 * 1024)).value).toBeNull();
    expect((await parsed('<html>bad gateway</html>', 7)).value).toBe('<html>bad gateway</html>');
    expect((await parsed('', 1)).value).toBeNull();
  });

  it('a big answer cut short is text, not a value made of what arrived', async () => {
    const text = JSON.stringify(big).slice(0, -1);
    expect((await parsed(text, 16 * 1024)).value).toBe(text);
  });
});

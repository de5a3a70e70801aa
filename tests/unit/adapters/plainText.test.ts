import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonMayHoldDirectionControls, withoutDirectionControls } from '@adapters/api/plainText';

/** The strip that every answer goes through walks long lists without rebuilding them. */
describe('withoutDirectionControls', () => {
  const RLO = '\u202E';

  it('an answer without a control comes back as it was given: the same objects, nothing copied', () => {
    const answer = { inventory: Array.from({ length: 1000 }, (_, i) => ({ id: i, win: { name: `Skin ${i}`, cost: 1, flag: null } })), me: null };
    const cleaned = withoutDirectionControls(answer) as typeof answer;
    expect(cleaned).toBe(answer);
    expect(cleaned.inventory[999]).toBe(answer.inventory[999]);
  });

  it('only the path to a changed text is copied; the value given is left as it was', () => {
    const answer = JSON.parse(`{"inventory": [{"id": 1, "win": {"name": "a"}}, {"id": 2, "win": {"name": "b${RLO}c", "cost": 3}}], "me": {"x": 1}}`);
    const before = JSON.stringify(answer);
    const cleaned = withoutDirectionControls(answer) as typeof answer;
    expect(cleaned.inventory[1].win).toEqual({ name: 'bc', cost: 3 });
    expect(cleaned.inventory[0]).toBe(answer.inventory[0]);
    expect(cleaned.me).toBe(answer.me);
    expect(cleaned).not.toBe(answer);
    expect(JSON.stringify(answer)).toBe(before);
  });

  it('a changed text under a "__proto__" key stays a plain key of the copy, never its prototype', () => {
    const cleaned = withoutDirectionControls(JSON.parse(`{"a": 1, "__proto__": "x${RLO}y"}`)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['a', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(cleaned, '__proto__')?.value).toBe('xy');
  });
});

describe('jsonMayHoldDirectionControls', () => {
  const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
  /** A JSON text of `value` with some characters of its strings written as \\u escapes (upper or lower case), as a server may. */
  const escapedSome = (value: Record<string, string>, every: number, upper: boolean) => {
    let n = 0;
    const quote = (text: string) => {
      let out = '"';
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        const hex = code.toString(16).padStart(4, '0');
        out += n++ % every === 0 ? `\\u${upper ? hex.toUpperCase() : hex}` : JSON.stringify(text[i]).slice(1, -1);
      }
      return `${out}"`;
    };
    return `{${Object.entries(value).map(([key, text]) => `${quote(key)}:${quote(text)}`).join(',')}}`;
  };
  const texts = fc.array(fc.oneof(fc.string(), fc.constantFrom(...CONTROLS), fc.constantFrom('\\u202e', '\\', '"')), { maxLength: 6 }).map((parts) => parts.join(''));

  it('never says "no" for a text whose parsed strings hold a control, however the text writes it', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), texts), fc.integer({ min: 1, max: 5 }), fc.boolean(), (value, every, upper) => {
        const text = escapedSome(value, every, upper);
        const holds = JSON.stringify(JSON.parse(text)).match(/[\u202A-\u202E\u2066-\u2069]/) !== null;
        if (holds) expect(jsonMayHoldDirectionControls(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('says "no" for the ordinary answer, so that its walk is skipped', () => {
    const text = JSON.stringify({ inventory: Array.from({ length: 100 }, (_, i) => ({ id: i, win: { name: `AK-47 | Redline #${i}`, img: '/a.svg' } })) });
    expect(jsonMayHoldDirectionControls(text)).toBe(false);
  });
});

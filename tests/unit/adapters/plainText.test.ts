import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonMayHoldDirectionControls, withoutDirectionControls } from '@adapters/api/plainText';

/** The direction controls stripped from server texts (plainText.ts): embeddings, overrides, isolates and marks. */
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ANY_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const escape = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

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

  it('the marks that act as letters of a direction go too: RLM, LRM and the Arabic letter mark', () => {
    const answer = { alert: 'Sold for \u200F-5\u200E', name: 'AK\u061C-47', profit: '\u200F+12%' };
    expect(withoutDirectionControls(answer)).toEqual({ alert: 'Sold for -5', name: 'AK-47', profit: '+12%' });
  });

  it('every control of the set goes, and the characters beside them stay (U+200D joiner, U+200B, U+061B, U+2065, U+202F)', () => {
    const neighbours = '\u200D\u200B\u061B\u2065\u202F\u2070';
    for (const control of CONTROLS) expect(withoutDirectionControls(`a${control}b${neighbours}`), escape(control)).toBe(`ab${neighbours}`);
  });

  it('a changed text under a "__proto__" key stays a plain key of the copy, never its prototype', () => {
    const cleaned = withoutDirectionControls(JSON.parse(`{"a": 1, "__proto__": "x${RLO}y"}`)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['a', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(cleaned, '__proto__')?.value).toBe('xy');
  });
});

describe('jsonMayHoldDirectionControls', () => {
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
  const texts = fc.array(fc.oneof(fc.string(), fc.constantFrom(...CONTROLS), fc.constantFrom('\\u202e', '\\u200F', '\\u061c', '\\', '"')), { maxLength: 6 }).map((parts) => parts.join(''));

  it('never says "no" for a text whose parsed strings hold a control, however the text writes it', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), texts), fc.integer({ min: 1, max: 5 }), fc.boolean(), (value, every, upper) => {
        const text = escapedSome(value, every, upper);
        const holds = ANY_CONTROL.test(JSON.stringify(JSON.parse(text)));
        if (holds) expect(jsonMayHoldDirectionControls(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('finds each control written raw, and as an escape in lower and upper case', () => {
    for (const control of CONTROLS) {
      const hex = control.charCodeAt(0).toString(16).padStart(4, '0');
      for (const written of [control, `\\u${hex}`, `\\u${hex.toUpperCase()}`]) {
        expect(jsonMayHoldDirectionControls(`{"name":"a${written}b"}`), `${escape(control)} as ${JSON.stringify(written)}`).toBe(true);
      }
    }
    // Near misses: other characters of the same blocks, raw and escaped.
    for (const near of ['\u200D', '\u061B', '\u2065', '\\u200d', '\\u061b', '\\u2065', '\\u202f', '\\u2029']) {
      expect(jsonMayHoldDirectionControls(`{"name":"a${near}b"}`), JSON.stringify(near)).toBe(false);
    }
  });

  it('says "no" for the ordinary answer, so that its walk is skipped', () => {
    const text = JSON.stringify({ inventory: Array.from({ length: 100 }, (_, i) => ({ id: i, win: { name: `AK-47 | Redline #${i}`, img: '/a.svg' } })) });
    expect(jsonMayHoldDirectionControls(text)).toBe(false);
  });
});

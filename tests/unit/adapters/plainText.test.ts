import { describe, expect, it } from 'vitest';
import { withoutDirectionControls } from '@adapters/api/plainText';

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

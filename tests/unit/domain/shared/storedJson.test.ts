import { describe, expect, it } from 'vitest';
import { isJsonObject, parseStored, storedObject } from '@domain/shared/storedJson';

/** What the device's storage gives back is read as JSON, and never throws. */
describe('storedJson', () => {
  it('parses stored text; absent or unreadable text is null', () => {
    expect(parseStored('{"a":1}')).toEqual({ a: 1 });
    expect(parseStored('[1]')).toEqual([1]);
    expect(parseStored(null)).toBeNull();
    expect(parseStored('{')).toBeNull();
    expect(parseStored('')).toBeNull();
  });

  it('a JSON object is one with named fields: not null, a list, a number or a text', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 'text', 3, true]) expect(isJsonObject(value), JSON.stringify(value)).toBe(false);
  });

  it('storedObject is the stored object, or null for anything else', () => {
    expect(storedObject('{"v":1}')).toEqual({ v: 1 });
    for (const raw of ['[1]', '"x"', '3', 'null', '{', null]) expect(storedObject(raw), String(raw)).toBeNull();
  });
});

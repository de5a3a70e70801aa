import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryParam } from '@domain/shared/queryString';

describe('queryParam', () => {
  it('reads a parameter with or without a leading ?', () => {
    expect(queryParam('?a=1&b=2', 'b')).toBe('2');
    expect(queryParam('a=1&b=2', 'a')).toBe('1');
    expect(queryParam('?a=1', 'a')).toBe('1');
  });

  it('does not treat the ? as part of the first key', () => {
    expect(queryParam('?tab=sold', '?tab')).toBeNull();
    expect(queryParam('?tab=sold', 'tab')).toBe('sold');
  });

  it('decodes + as a space', () => {
    expect(queryParam('q=hello+world', 'q')).toBe('hello world');
  });

  it('decodes percent-escapes in values', () => {
    expect(queryParam('q=a%20b%26c%3Dd', 'q')).toBe('a b&c=d');
    expect(queryParam('name=%D0%9C%D0%B0%D1%80%D0%B8%D1%8F', 'name')).toBe('Мария');
    expect(queryParam('plus=1%2B1', 'plus')).toBe('1+1');
  });

  it('decodes percent-escapes in keys', () => {
    expect(queryParam('my%20key=v', 'my key')).toBe('v');
    expect(queryParam('my+key=v', 'my key')).toBe('v');
  });

  it('keeps = signs inside the value', () => {
    expect(queryParam('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('returns null for a missing key', () => {
    expect(queryParam('a=1&b=2', 'c')).toBeNull();
    expect(queryParam('', 'a')).toBeNull();
    expect(queryParam('?', 'a')).toBeNull();
  });

  it('does not match a key by prefix', () => {
    expect(queryParam('username=x', 'user')).toBeNull();
    expect(queryParam('user=x', 'username')).toBeNull();
  });

  it('returns an empty string for a key without a value', () => {
    expect(queryParam('a&b=2', 'a')).toBe('');
    expect(queryParam('a=&b=2', 'a')).toBe('');
  });

  it('returns the first occurrence of a repeated key', () => {
    expect(queryParam('a=1&a=2', 'a')).toBe('1');
  });

  it('skips empty pairs', () => {
    expect(queryParam('&&a=1&&', 'a')).toBe('1');
  });

  it('keeps a malformed percent-escape as raw text instead of throwing', () => {
    expect(() => queryParam('q=%E0%A4%A', 'q')).not.toThrow();
    expect(queryParam('q=%E0%A4%A', 'q')).toBe('%E0%A4%A');
    expect(queryParam('q=100%', 'q')).toBe('100%');
    expect(queryParam('bad%zz=1&ok=2', 'ok')).toBe('2');
    expect(queryParam('bad%zz=1', 'bad%zz')).toBe('1');
  });

  it('reads what the browser’s URLSearchParams reads, for any name, an empty one included (property)', () => {
    // Well-formed escapes only: a malformed one is kept as text here, where the browser puts U+FFFD.
    const piece = fc.constantFrom('a', 'b', '=', '&', '+', '?', '%20', '%3D', '%26', '%2B');
    const query = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    const name = fc.constantFrom('', 'a', 'b', 'ab', 'a b', '=', '=a', 'a=', '&', '?a');
    fc.assert(fc.property(query, name, (text, key) => {
      expect(queryParam(text, key)).toBe(new URLSearchParams(text).get(key));
    }), { numRuns: 2000 });
  });
});

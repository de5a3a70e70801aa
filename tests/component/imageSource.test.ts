// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { imageSource } from '@ui/components/imageSource';

describe('imageSource: the domain rule, and the URL parser decides what a path resolves to', () => {
  it.each(['/img/ak.png', '/demo-art/skins/975.svg', '/%5Cevil.example/x.png', 'https://cdn.example.com/a.png'])('loads %j', (url) => {
    expect(imageSource(url)).toBe(url);
  });

  it.each([
    ['a backslash that browsers read as a second slash', '/\\evil.example/track.png'],
    ['a protocol-relative URL', '//evil.example/track.png'],
    ['a tab between the slashes (the URL parser would drop it)', '/\t/evil.example/x.png'],
    ['plain http', 'http://evil.example/x.png'],
  ])('refuses %s', (_label, url) => {
    expect(imageSource(url)).toBeNull();
  });

  it('a path is checked against this page’s origin', () => {
    expect(new URL(imageSource('/img/a.png') ?? '', location.href).origin).toBe(location.origin);
  });
});

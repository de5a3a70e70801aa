import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '@domain/shared/safeUrl';

describe('safeImageUrl: https, data images of our kinds, and paths that stay on this origin', () => {
  it.each([
    'https://cdn.example.com/skins/ak.png',
    '/img/ak.png',
    '/demo-art/skins/975.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    '  /img/padded.png  ',
    // An encoded backslash is not a separator: the URL parser keeps it on this origin.
    '/%5Cevil.example/x.png',
  ])('takes %j', (url) => {
    expect(safeImageUrl(url)).toBe(url.trim());
  });

  it.each([
    ['a backslash that browsers read as a second slash', '/\\evil.example/track.png'],
    ['a backslash later in the path', '/img\\..\\..\\x.png'],
    ['a protocol-relative URL', '//evil.example/track.png'],
    ['a tab between the slashes (the URL parser would drop it and leave the origin)', '/\t/evil.example/x.png'],
    ['plain http', 'http://evil.example/x'],
    ['credentials in the host', 'https://user@evil.example/x.png'],
    ['a script URL', ['javascript', 'alert(1)'].join(':')],
    ['a data URI that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'img/ak.png'],
    ['a control character', '/img/\u0000ak.png'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_label, url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});

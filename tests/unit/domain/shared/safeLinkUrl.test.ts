import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from '@domain/shared/safeUrl';

/**
 * Links the app opens from server text (a referral link, a task's action): https with a host and
 * nothing that fools a filter. Checked here directly, not only through the callers that check again.
 */
describe('safeLinkUrl', () => {
  it.each([
    'https://t.me/cs2cases_bot?start=ref1',
    'HTTPS://Example.com/a?b=c#d',
    'https://example.com:8443/path',
  ])('takes %j as it is', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it('forgives surrounding whitespace and returns the link without it', () => {
    expect(safeLinkUrl('  https://t.me/x \n')).toBe('https://t.me/x');
  });

  it.each([
    ['plain http', 'http://t.me/x'],
    ['a script URL', ['javascript', 'alert(1)//https://t.me/'].join(':')],
    ['a scheme after other text', 'see https://t.me/x'],
    ['no host', 'https:///x'],
    ['credentials before the host', 'https://t.me@evil.example/'],
    ['a password before the host', 'https://user:pass@evil.example/'],
    ['a backslash in the host', 'https://t.me\\evil.example/'],
    ['a space inside', 'https://t.me/a b'],
    ['a tab inside', 'https://t.me/a\tb'],
    ['a null character', 'https://t.me/a\u0000b'],
    ['DEL', 'https://t.me/a\u007fb'],
    ['a C1 control (NEL)', 'https://t.me/a\u0085b'],
    ['the last C1 control', 'https://t.me/a\u009fb'],
    ['nothing', ''],
    ['only spaces', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });

  it('letters beyond ASCII are no control characters', () => {
    expect(safeLinkUrl('https://example.com/caf\u00e9')).toBe('https://example.com/caf\u00e9');
  });
});

describe('safeImageUrl: the edges of what it takes', () => {
  it.each([
    'data:image/jpg;base64,/9j/4AAQ',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp,UklGRg',
    'https://cdn.example.com/skins/\u00e9t\u00e9.png',
    // A space is no control character: the browser encodes it in an image's address.
    'https://cdn.example.com/skins/a b.png',
  ])('takes %j', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it.each([
    ['a script URL that carries a data image further on', ['javascript', 'x//data:image/png;base64,AAAA'].join(':')],
    ['text before a data image', 'xdata:image/png;base64,AAAA'],
    ['DEL', 'https://cdn.example.com/a\u007f.png'],
    ['a C1 control', 'https://cdn.example.com/a\u0080.png'],
    ['the last C1 control', 'https://cdn.example.com/a\u009f.png'],
  ])('refuses %s', (_label, url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});

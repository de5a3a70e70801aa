import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { parseTradeLink, saveTradeLink } from '@domain/features/profile/tradeLink';

/** Spec §5: the parts of a trade link each checked by itself, and a save with no profile to re-read. */

const BASE = 'https://steamcommunity.com/tradeoffer/new/';

describe('parseTradeLink — the query is partner, then token, by name', () => {
  it.each([
    ['a misspelt token', '?partner=1&tokn=abcdef'],
    ['another parameter in the token’s place', '?partner=1&secret=abcdef'],
    ['a longer name ending in token', '?partner=1&xtoken=abc'],
    ['a misspelt partner', '?partnr=1&token=abc'],
    ['token first', '?token=abc&partner=1'],
  ])('refuses %s', (_label, query) => {
    expect(parseTradeLink(`${BASE}${query}`)).toBeNull();
  });

  it('reads the values after the names, whatever their length', () => {
    expect(parseTradeLink(`${BASE}?partner=4294967295&token=t`)).toMatchObject({ partner: '4294967295', token: 't' });
  });
});

describe('parseTradeLink — the scheme starts the link', () => {
  it.each(['0https', '+https', '.https', '-https'])('refuses a link that starts with %s://', (prefix) => {
    expect(parseTradeLink(`${prefix}://steamcommunity.com/tradeoffer/new/?partner=1&token=abc`)).toBeNull();
    expect(parseTradeLink(`${prefix}${BASE.slice('https'.length)}?partner=1&token=abc`)).toBeNull();
  });

  it('a value that is not text at all (a careless caller) is no link, and does not throw', () => {
    for (const value of [null, undefined, 42, { href: `${BASE}?partner=1&token=abc` }]) {
      expect(parseTradeLink(value as unknown as string)).toBeNull();
    }
  });
});

describe('saveTradeLink without a way to re-read the profile', () => {
  it('an answer lost on the way is a plain failure, never an error thrown at the screen', async () => {
    const lost = { saveTradeLink: async (): Promise<boolean> => { throw new ApiError('malformed', 'bad body'); } };
    await expect(saveTradeLink(lost, `${BASE}?partner=42&token=tok`)).resolves.toEqual({ ok: false, error: { kind: 'failed' } });
  });
});

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import {
  TRADE_LINK_PREFIX, TRADE_LINK_TAKEN_MESSAGE, parseTradeLink, saveTradeLink, tradeLinkFailure,
} from '@domain/features/profile/tradeLink';

const HOST = 'steamcommunity.com';
const PATH = '/tradeoffer/new/';
const RUNS = 1000;

const partnerArb = fc.integer({ min: 1, max: 4_294_967_295 }).map(String);
const tokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/);
/** Upper/lower case mixed at random, as people paste them. */
const anyCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));
const spaceArb = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \n ');

interface Parts { scheme: string; authority: string; path: string; query: string; fragment: string }
const link = (p: Parts) => `${p.scheme}://${p.authority}${p.path}${p.query}${p.fragment}`;

const validPartsArb = fc.record({
  scheme: anyCase('https'),
  authority: anyCase(HOST),
  partner: partnerArb,
  token: tokenArb,
  before: spaceArb,
  after: spaceArb,
});

/** The browser's own parser: where would this link really go? */
function pointsAtSteamTradeOffer(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname === HOST && url.port === '' && url.username === '' && url.password === ''
    && url.pathname === PATH && /^[1-9]\d*$/.test(url.searchParams.get('partner') ?? '') && url.hash === '';
}

describe('parseTradeLink — examples', () => {
  it('accepts the trade-offer URL and returns its canonical form', () => {
    const text = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123';
    expect(parseTradeLink(text)).toEqual({ url: text, partner: '123456789', token: 'AbCd_123' });
    expect(parseTradeLink(`  ${text}\n`)?.url).toBe(text);
    expect(parseTradeLink('HTTPS://SteamCommunity.COM/tradeoffer/new/?partner=1&token=x-Y')?.url)
      .toBe('https://steamcommunity.com/tradeoffer/new/?partner=1&token=x-Y');
    expect(TRADE_LINK_PREFIX).toBe('https://steamcommunity.com/tradeoffer/new/?partner=');
  });

  it.each([
    ['plain http', 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['no scheme', 'steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['protocol-relative', '//steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['one slash', 'https:/steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a backslash', 'https:\\\\steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a suffixed look-alike host', 'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=abc'],
    ['a prefixed look-alike host', 'https://evilsteamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a subdomain', 'https://www.steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a misspelt host', 'https://steamcommunlty.com/tradeoffer/new/?partner=1&token=abc'],
    ['a Cyrillic і in the host', 'https://steamcommunіty.com/tradeoffer/new/?partner=1&token=abc'],
    ['a trailing-dot host', 'https://steamcommunity.com./tradeoffer/new/?partner=1&token=abc'],
    ['a port', 'https://steamcommunity.com:443/tradeoffer/new/?partner=1&token=abc'],
    ['userinfo hiding the real host', 'https://steamcommunity.com@evil.example/tradeoffer/new/?partner=1&token=abc'],
    ['userinfo before the host', 'https://user:pass@steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['an extra path segment after', 'https://steamcommunity.com/tradeoffer/new/evil/?partner=1&token=abc'],
    ['an extra path segment before', 'https://steamcommunity.com/evil/tradeoffer/new/?partner=1&token=abc'],
    ['no trailing slash', 'https://steamcommunity.com/tradeoffer/new?partner=1&token=abc'],
    ['a dot segment', 'https://steamcommunity.com/tradeoffer/new/../new/?partner=1&token=abc'],
    ['an encoded path', 'https://steamcommunity.com/tradeoffer/new%2F?partner=1&token=abc'],
    ['no query', 'https://steamcommunity.com/tradeoffer/new/'],
    ['no token', 'https://steamcommunity.com/tradeoffer/new/?partner=1'],
    ['an empty token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token='],
    ['a token first', 'https://steamcommunity.com/tradeoffer/new/?token=abc&partner=1'],
    ['a non-numeric partner', 'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=abc'],
    ['a negative partner', 'https://steamcommunity.com/tradeoffer/new/?partner=-1&token=abc'],
    ['a zero partner', 'https://steamcommunity.com/tradeoffer/new/?partner=0&token=abc'],
    ['a leading-zero partner', 'https://steamcommunity.com/tradeoffer/new/?partner=0123&token=abc'],
    ['a partner beyond 32 bits', 'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=abc'],
    ['a token with a quote', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=ab"c'],
    ['a token with an angle bracket', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=<script>'],
    ['a percent-encoded token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a%20b'],
    ['a token that is too long', `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${'a'.repeat(33)}`],
    ['a duplicate partner', 'https://steamcommunity.com/tradeoffer/new/?partner=1&partner=2&token=abc'],
    ['an extra parameter', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc&next=https://evil.example'],
    ['a fragment', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc#x'],
    ['a space inside', 'https://steamcommunity.com/tradeoffer/new/?partner=1 &token=abc'],
    ['a control character', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=ab\u0000c'],
    // Built from parts: the lint rule forbids the literal.
    ['a script URL', ['java', 'script:alert(1)//steamcommunity.com/tradeoffer/new/?partner=1&token=abc'].join('')],
    ['empty text', ''],
    ['spaces only', '   '],
  ])('refuses %s', (_name, text) => {
    expect(parseTradeLink(text)).toBeNull();
  });
});

describe('parseTradeLink — properties', () => {
  it('accepts every well-formed link (any case, surrounding spaces), canonically and idempotently', () => {
    fc.assert(
      fc.property(validPartsArb, ({ scheme, authority, partner, token, before, after }) => {
        const text = `${before}${scheme}://${authority}${PATH}?partner=${partner}&token=${token}${after}`;
        const parsed = parseTradeLink(text);
        expect(parsed).toEqual({ url: `${TRADE_LINK_PREFIX}${partner}&token=${token}`, partner, token });
        expect(parseTradeLink(parsed!.url)).toEqual(parsed);
        expect(pointsAtSteamTradeOffer(text)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  /** A valid link with exactly one part made hostile. */
  const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const valid = fc.record({ partner: partnerArb, token: tokenArb });
  const base = ({ partner, token }: { partner: string; token: string }): Parts =>
    ({ scheme: 'https', authority: HOST, path: PATH, query: `?partner=${partner}&token=${token}`, fragment: '' });
  const mutate = <T,>(arb: fc.Arbitrary<T>, change: (parts: Parts, value: T, p: { partner: string; token: string }) => Partial<Parts>) =>
    fc.tuple(valid, arb).map(([p, value]) => ({ ...base(p), ...change(base(p), value, p) }));
  const attackArb = fc.oneof(
    // Other schemes, http: first among them.
    mutate(fc.constantFrom('http', 'HTTP', 'ftp', 'wss', 'file', 'javascript', 'data', 'httpss', 'http+https'), (_b, scheme) => ({ scheme })),
    // Look-alike hosts.
    mutate(label, (_b, l) => ({ authority: `${HOST}.${l}.example` })),
    mutate(label, (_b, l) => ({ authority: `${l}.${HOST}` })),
    mutate(label, (_b, l) => ({ authority: `${l}${HOST}` })),
    mutate(label, (_b, l) => ({ authority: `${HOST}${l}` })),
    mutate(fc.constantFrom('steamcommunity.co', 'steamcommunity.com.', 'steamcommunіty.com', 'steamcornmunity.com', 'xn--steamcommunity-xyz.com', 'steamcommunity.com.evil.example'),
      (_b, authority) => ({ authority })),
    mutate(fc.integer({ min: 0, max: 65535 }), (_b, port) => ({ authority: `${HOST}:${port}` })),
    // Userinfo tricks, both ways round.
    mutate(label, (_b, l) => ({ authority: `${HOST}@${l}.example` })),
    mutate(label, (_b, l) => ({ authority: `${l}@${HOST}` })),
    mutate(fc.tuple(label, label), (_b, [u, pw]) => ({ authority: `${u}:${pw}@${HOST}` })),
    mutate(label, (_b, l) => ({ authority: `${HOST}:${l}@evil.example` })),
    // Extra or changed path segments.
    mutate(label, (_b, l) => ({ path: `${PATH}${l}/` })),
    mutate(label, (_b, l) => ({ path: `/${l}${PATH}` })),
    mutate(label, (_b, l) => ({ path: `/tradeoffer/${l}/new/` })),
    mutate(fc.constantFrom('/tradeoffer/new', '/tradeoffer/new//', '//tradeoffer/new/', '/tradeoffer/NEW/', '/TradeOffer/new/', '/tradeoffer/new/./', '/tradeoffer/new/../new/', '/tradeoffer/new%2F', ''),
      (_b, path) => ({ path })),
    // A partner that is not a plain positive 32-bit number.
    mutate(fc.string({ maxLength: 12 }).filter((s) => !/^[1-9]\d{0,9}$/.test(s) || Number(s) > 4_294_967_295),
      (_b, bad, p) => ({ query: `?partner=${bad}&token=${p.token}` })),
    // A token with at least one unsafe character.
    mutate(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9_-]/.test(c)), fc.string({ maxLength: 8 })),
      (_b, [a, bad, c], p) => ({ query: `?partner=${p.partner}&token=${a}${bad}${c}z` })),
    // Query and fragment games.
    mutate(fc.integer({ min: 0, max: 6 }), (_b, i, p) => ({
      query: ['', '?', `?partner=${p.partner}`, `?token=${p.token}&partner=${p.partner}`, `?partner=${p.partner}&token=${p.token}&`,
        `?partner=${p.partner}&token=${p.token}&x=1`, `?partner=${p.partner}&&token=${p.token}`][i] as string,
    })),
    mutate(fc.string({ maxLength: 10 }), (_b, f) => ({ fragment: `#${f}` })),
  );

  it('refuses every link with one hostile part: http:, look-alike hosts, ports, userinfo, extra segments, bad partner or token', () => {
    fc.assert(
      fc.property(attackArb, (parts) => {
        expect(parseTradeLink(link(parts))).toBeNull();
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('never throws, and whatever it accepts really goes to Steam’s trade-offer page (checked with the browser’s URL parser)', () => {
    const wellFormed = fc.tuple(partnerArb, tokenArb).map(([partner, token]) => `${TRADE_LINK_PREFIX}${partner}&token=${token}`);
    const urlish = fc.oneof(
      fc.string({ maxLength: 120 }),
      // Near misses: a well-formed link with a few characters inserted or deleted somewhere.
      fc.tuple(wellFormed, fc.nat(), fc.string({ maxLength: 3 }), fc.nat({ max: 3 })).map(([text, at, insert, remove]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + remove);
      }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.tuple(
        fc.constantFrom('https', 'http', 'HTTPS', 'hTTps'),
        fc.constantFrom('://', ':/', ':\\\\', '://\\'),
        fc.constantFrom(HOST, `${HOST}@evil.example`, `evil.example@${HOST}`, `${HOST}.evil.example`, `${HOST}:443`, 'STEAMCOMMUNITY.COM', `${HOST}%2F`),
        fc.constantFrom(PATH, '/tradeoffer/new', `${PATH}x/`, '/x/tradeoffer/new/', '/tradeoffer/new/%2e%2e/'),
        fc.constantFrom('?partner=', '?token=', '?partner=1&token=', '?'),
        fc.oneof(fc.string({ maxLength: 20 }), partnerArb),
        fc.constantFrom('', '&token=abc', '#frag', '&token=a b', '&token=Zz9-xy'),
      ).map((parts) => parts.join('')),
    );
    let accepted = 0;
    fc.assert(
      fc.property(urlish, (text) => {
        const parsed = parseTradeLink(text);
        if (parsed === null) return;
        accepted++;
        expect(pointsAtSteamTradeOffer(text)).toBe(true);
        expect(pointsAtSteamTradeOffer(parsed.url)).toBe(true);
        expect(parsed.url.startsWith(TRADE_LINK_PREFIX)).toBe(true);
      }),
      { numRuns: RUNS * 2 },
    );
    // The generator does reach accepted links, so the check above is exercised.
    expect(accepted).toBeGreaterThan(10);
  });
});

describe('saveTradeLink (spec §5, §8)', () => {
  const good = 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=tok_en';

  it('an invalid link is refused as invalid-format and never reaches the server', async () => {
    const api = { saveTradeLink: vi.fn(async () => true) };
    expect(await saveTradeLink(api, 'https://steamcommunity.com@evil.example/tradeoffer/new/?partner=1&token=a'))
      .toEqual({ ok: false, error: { kind: 'invalid-format' } });
    expect(api.saveTradeLink).not.toHaveBeenCalled();
  });

  it('saves the canonical link', async () => {
    const api = { saveTradeLink: vi.fn(async () => true) };
    expect(await saveTradeLink(api, ` HTTPS://SteamCommunity.com/tradeoffer/new/?partner=42&token=tok_en `)).toEqual({ ok: true, url: good });
    expect(api.saveTradeLink).toHaveBeenCalledWith(good);
  });

  it('a lost or unreadable answer: the re-read profile decides whether it was saved', async () => {
    const unreadable = { saveTradeLink: async (): Promise<boolean> => { throw new ApiError('malformed', 'bad body'); } };
    expect(await saveTradeLink(unreadable, good, async () => good)).toEqual({ ok: true, url: good });
    expect(await saveTradeLink(unreadable, good, async () => null)).toEqual({ ok: false, error: { kind: 'failed' } });
    expect(await saveTradeLink(unreadable, good, async () => { throw new ApiError('network', 'offline'); })).toEqual({ ok: false, error: { kind: 'failed' } });
    // A refusal is final: the profile is not even asked.
    const savedLink = vi.fn(async () => good);
    const refused = { saveTradeLink: async (): Promise<boolean> => { throw new ApiError('forbidden', 'Access denied', 403); } };
    // …and the transport policy has already said 'Access denied': the screen adds nothing.
    expect(await saveTradeLink(refused, good, savedLink)).toEqual({ ok: false, error: { kind: 'failed', reported: true } });
    expect(savedLink).not.toHaveBeenCalled();
  });

  it('a result of false is an incorrect trade link', async () => {
    expect(await saveTradeLink({ saveTradeLink: async () => false }, good)).toEqual({ ok: false, error: { kind: 'incorrect' } });
  });

  it('the server’s “error not uniq tradelink” means already in use', async () => {
    const api = { saveTradeLink: async () => { throw new ApiError('server', TRADE_LINK_TAKEN_MESSAGE); } };
    expect(await saveTradeLink(api, good)).toEqual({ ok: false, error: { kind: 'already-in-use' } });
    expect(TRADE_LINK_TAKEN_MESSAGE).toBe('error not uniq tradelink');
  });

  it('another server message is passed on as it is', async () => {
    const api = { saveTradeLink: async () => { throw new ApiError('server', 'Profile is private'); } };
    expect(await saveTradeLink(api, good)).toEqual({ ok: false, error: { kind: 'server', message: 'Profile is private' } });
  });

  it.each([
    ['an HTTP status', ApiError.http(500)],
    ['a malformed answer', new ApiError('malformed', 'Malformed response')],
    ['an empty server message', new ApiError('server', '  ')],
    ['a plain error', new Error('boom')],
  ])('%s gives the default trade-link error', (_name, error) => {
    expect(tradeLinkFailure(error)).toEqual({ kind: 'failed' });
  });

  it.each([
    ['a network failure', new ApiError('network', 'offline')],
    ['an unauthorised call', ApiError.http(401)],
    ['a forbidden call', ApiError.http(403)],
  ])('%s has been told by the transport policy: no trade-link message of its own', (_name, error) => {
    expect(tradeLinkFailure(error)).toEqual({ kind: 'failed', reported: true });
  });
});

import { isApiError, outcomeUnknown, toldByTransport } from '@domain/shared/ApiError';
import type { Api } from '@domain/ports/Api';

/** The marketplace host and trade-offer path of spec §5. */
export const TRADE_LINK_HOST = 'steamcommunity.com';
export const TRADE_LINK_PATH = '/tradeoffer/new/';
export const TRADE_LINK_PREFIX = `https://${TRADE_LINK_HOST}${TRADE_LINK_PATH}?partner=`;

/** The server's answer when another player already saved this link. */
export const TRADE_LINK_TAKEN_MESSAGE = 'error not uniq tradelink';

/** A Steam account id: a positive 32-bit number, no leading zeros. */
const PARTNER = /^[1-9][0-9]{0,9}$/;
const MAX_PARTNER = 4_294_967_295;
/** Steam's access tokens are short runs of letters, digits, '-' and '_'. */
const TOKEN = /^[A-Za-z0-9_-]{1,32}$/;
/** scheme "://" authority path "?" query, and no fragment — each part without the others' delimiters. */
const URL_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)\?([^#]*)$/;

export interface TradeLink {
  /** The link in its canonical form: what is saved. */
  readonly url: string;
  readonly partner: string;
  readonly token: string;
}

/**
 * Spec §5: a trade link is an https URL on the marketplace host with the trade-offer path and a
 * `?partner=` query. The URL is taken apart rather than compared as a string, so look-alike hosts
 * (`steamcommunity.com.evil.example`), credentials (`https://steamcommunity.com@evil.example`),
 * ports, other paths, fragments, and odd query values are all refused. Surrounding whitespace is
 * forgiven; anything else returns null.
 */
export function parseTradeLink(input: string): TradeLink | null {
  if (typeof input !== 'string') return null;
  // Each part below is held to the exact host and path, or to a pattern of ASCII letters, digits
  // and a few marks: a space, a control, a backslash or a letter of another script fails one of them.
  const parts = URL_PARTS.exec(input.trim());
  if (!parts) return null;
  // The pattern has no optional group: when it matches, every part is there.
  const [, scheme, authority, path, query] = parts as unknown as [string, string, string, string, string];
  if (scheme.toLowerCase() !== 'https') return null;
  // No userinfo, no port, no trailing dot: exactly the marketplace host.
  if (authority.toLowerCase() !== TRADE_LINK_HOST) return null;
  if (path !== TRADE_LINK_PATH) return null;
  const params = parseQuery(query);
  if (!params) return null;
  const { partner, token } = params;
  if (!PARTNER.test(partner) || Number(partner) > MAX_PARTNER) return null;
  if (!TOKEN.test(token)) return null;
  return { url: `${TRADE_LINK_PREFIX}${partner}&token=${token}`, partner, token };
}

/** `partner` first (the spec's prefix), then `token`; each once, nothing else. */
function parseQuery(query: string): { partner: string; token: string } | null {
  const pairs = query.split('&');
  if (pairs.length !== 2) return null;
  const [first, second] = pairs as [string, string];
  if (!first.startsWith('partner=') || !second.startsWith('token=')) return null;
  return { partner: first.slice('partner='.length), token: second.slice('token='.length) };
}

/** Why a trade link was not saved (spec §5, §8). Keys are the profile area's texts. */
export type TradeLinkError =
  | { readonly kind: 'invalid-format' }
  | { readonly kind: 'already-in-use' }
  | { readonly kind: 'incorrect' }
  /** Another failure with the server's own message. */
  | { readonly kind: 'server'; readonly message: string }
  /** Another failure without one: the default trade-link error. */
  | {
      readonly kind: 'failed';
      /** The transport policy has told the player already (401, 403, no connection). */
      readonly reported?: true;
    };

export type SaveTradeLinkOutcome =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly error: TradeLinkError };

/**
 * Validates, then saves. An invalid link never reaches the server. The server's 'error not uniq
 * tradelink' means the link is taken; `tradelink.result` false means it is incorrect. When a
 * failure leaves the outcome unknown, `savedLink` re-reads the profile: if it holds the link, it
 * was saved after all.
 */
export async function saveTradeLink(
  api: Pick<Api, 'saveTradeLink'>,
  input: string,
  savedLink: () => Promise<string | null> = async () => null,
): Promise<SaveTradeLinkOutcome> {
  const link = parseTradeLink(input);
  if (!link) return { ok: false, error: { kind: 'invalid-format' } };
  let accepted: boolean;
  try {
    accepted = await api.saveTradeLink(link.url);
  } catch (error) {
    // A re-read that fails tells nothing: any value but the link's own would do.
    // Stryker disable next-line ArrowFunction: undefined, like null, is not the link
    if (outcomeUnknown(error) && (await savedLink().catch(() => null)) === link.url) return { ok: true, url: link.url };
    return { ok: false, error: tradeLinkFailure(error) };
  }
  return accepted ? { ok: true, url: link.url } : { ok: false, error: { kind: 'incorrect' } };
}

export function tradeLinkFailure(error: unknown): TradeLinkError {
  if (toldByTransport(error)) return { kind: 'failed', reported: true };
  if (!isApiError(error) || error.kind !== 'server') return { kind: 'failed' };
  const message = error.message.trim();
  if (message.toLowerCase() === TRADE_LINK_TAKEN_MESSAGE) return { kind: 'already-in-use' };
  return message ? { kind: 'server', message } : { kind: 'failed' };
}

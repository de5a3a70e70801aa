/**
 * The scheme of docs/fairness.md, for the outside verifier (verify-receipt.js, compare-witness.js):
 * the hashes over UTF-8, values in hundredths, the upgrade rule, the 52-bit ticket and the slot walk.
 */

/** Every drop table holds exactly this many tickets; so does the ticket range of a roll. */
export const TABLE_TICKETS = 1000000;


export const utf8 = (text) => new TextEncoder().encode(text);
export const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function subtle() {
  const found = globalThis.crypto && globalThis.crypto.subtle;
  if (!found) throw new Error('Web Crypto (crypto.subtle) is unavailable: open the page over https or localhost, or use Node 20 or later');
  return found;
}

export const sha256Hex = async (text) => toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(text))));
export async function hmacSha256(key, message) {
  const secret = await subtle().importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', secret, utf8(message)));
}

/** A value in crystals as whole hundredths: round(value × 100) in double precision, halves up. */
export const hundredths = (value) => Math.round(value * 100);
export const committable = (id) => id.length > 0 && !/[:\n\r|]/.test(id);

/** "upgrade:<edge bp>:<min>:<max>" → the rule, or null when the text is none (then no rule is committed). */
export function parseRule(text) {
  // One way to write each number (no leading zeros), as the commitment carries the rule written back.
  const match = typeof text === 'string' ? /^upgrade:(0|[1-9]\d{0,4}):(0|[1-9]\d{0,4}):(0|[1-9]\d{0,4})$/.exec(text) : null;
  if (!match) return null;
  const [edgeBp, min, max] = match.slice(1).map(Number);
  return edgeBp < 10000 && min >= 1 && max <= 10000 && min <= max ? { edgeBp, min, max } : null;
}

export const ruleText = (rule) => `upgrade:${rule.edgeBp}:${rule.min}:${rule.max}`;

/** The upgrade chance in hundredths of a percent: ⌊donor × (10 000 − edge) / target⌋ on hundredths, within [min, max]. */
export function ruleChance(rule, donorValue, targetValue) {
  const target = BigInt(hundredths(targetValue));
  if (target <= 0n) return rule.max;
  const donor = BigInt(Math.max(0, hundredths(donorValue)));
  return Math.min(rule.max, Math.max(rule.min, Number((donor * BigInt(10000 - rule.edgeBp)) / target)));
}

/** The first 52 bits of a HMAC as a ticket: ⌊bits × 1 000 000 / 2^52⌋. */
export function ticketOf(mac) {
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(mac[i]);
  bits >>= 4n;
  return { bits: bits.toString(16).padStart(13, '0'), ticket: Number((bits * BigInt(TABLE_TICKETS)) >> 52n) };
}

/** The slot whose tickets [from, to) hold the ticket, walking the table in order; null past its end. */
export function walk(table, ticket) {
  let from = 0;
  for (const [index, slot] of table.entries()) {
    const to = from + slot.tickets;
    if (ticket < to) return { index, slot, from, to };
    from = to;
  }
  return null;
}


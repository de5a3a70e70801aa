/** Where the outside verifier is served, beside the app (public/verifier). */
export const VERIFIER_PATH = '/verifier/';

/** A share message holds at most 4096 characters: a longer link is left out (the receipt can still be copied). */
export const MAX_VERIFIER_LINK = 3200;

/** base64url of the UTF-8 JSON of a receipt, as the verifier page's address carries it. */
export function receiptFragment(receipt: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(receipt));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The outside verifier with the receipt in its address, or null when that is too long to share. */
export function verifierLink(origin: string, receipt: unknown): string | null {
  const link = `${origin}${VERIFIER_PATH}#r=${receiptFragment(receipt)}`;
  return link.length <= MAX_VERIFIER_LINK ? link : null;
}

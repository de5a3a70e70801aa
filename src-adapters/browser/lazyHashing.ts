import type { Hashing } from '@domain/ports/Hashing';

/**
 * The Hashing port with its Web Crypto adapter fetched on first use: only the Verify view hashes,
 * so the home route's first load carries none of it.
 */
export function lazyWebCryptoHashing(): Hashing {
  let adapter: Promise<Hashing> | null = null;
  const load = () => (adapter ??= import('./WebCryptoHashing').then(
    (m) => new m.WebCryptoHashing(),
    (error: unknown) => {
      // A chunk that could not be fetched (offline) is fetched again on the next try.
      adapter = null;
      throw error;
    },
  ));
  return {
    sha256: async (text) => (await load()).sha256(text),
    hmacSha256: async (key, message) => (await load()).hmacSha256(key, message),
  };
}

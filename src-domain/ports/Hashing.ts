/**
 * The hashes a verifier needs, over UTF-8 text (the browser's Web Crypto in the app). Asynchronous,
 * as Web Crypto is; the domain never implements a hash itself.
 */
export interface Hashing {
  /** SHA-256 of the UTF-8 bytes of `text`. */
  sha256(text: string): Promise<Uint8Array>;
  /** HMAC-SHA256 keyed with the UTF-8 bytes of `key`, over the UTF-8 bytes of `message`. */
  hmacSha256(key: string, message: string): Promise<Uint8Array>;
}

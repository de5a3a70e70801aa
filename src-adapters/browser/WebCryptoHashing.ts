import type { Hashing } from '@domain/ports/Hashing';

const encoder = new TextEncoder();

/**
 * The Hashing port on the platform's Web Crypto (`crypto.subtle`): nothing is downloaded for it.
 * Browsers offer it only in secure contexts (https, localhost); elsewhere (the demo opened over
 * plain http on a LAN address) each call rejects, and the verifier says it could not compute.
 */
export class WebCryptoHashing implements Hashing {
  constructor(private readonly given?: SubtleCrypto) {}

  async sha256(text: string): Promise<Uint8Array> {
    return new Uint8Array(await this.subtle().digest('SHA-256', encoder.encode(text)));
  }

  async hmacSha256(key: string, message: string): Promise<Uint8Array> {
    const subtle = this.subtle();
    const hmacKey = await subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new Uint8Array(await subtle.sign('HMAC', hmacKey, encoder.encode(message)));
  }

  private subtle(): SubtleCrypto {
    const subtle = this.given ?? (globalThis.crypto as Crypto | undefined)?.subtle;
    if (!subtle) throw new Error('Web Crypto is not available here (it needs a secure context: https or localhost)');
    return subtle;
  }
}

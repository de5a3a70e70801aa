import { safeImageUrl } from '@domain/shared/safeUrl';

/**
 * Where an image from the server may load from: the domain's rule (https, our data images, a
 * path), and for a path the URL parser's word that it resolves to this page's own origin — not
 * the text's look (`/\evil.example` is another host to a browser).
 */
export function imageSource(raw: string | null | undefined): string | null {
  const url = safeImageUrl(raw);
  if (url === null || !url.startsWith('/') || typeof location === 'undefined') return url;
  try {
    return new URL(url, location.href).origin === location.origin ? url : null;
  } catch {
    return null;
  }
}

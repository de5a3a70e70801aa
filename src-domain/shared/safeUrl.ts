/**
 * Server-supplied URLs are untrusted. Links open only over https; images load from https,
 * same-origin paths, or raster/SVG data URIs (which cannot run script inside an <img>).
 * A same-origin path starts with one slash and never a second one or a backslash: browsers read
 * `/\evil.example/x` as `//evil.example/x`, another host.
 */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

function parse(raw: string): { protocol: string; host: string } | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(raw);
  if (!match) return null;
  return { protocol: (match[1] as string).toLowerCase(), host: match[2] as string };
}

/** An https URL with a host and no credentials; anything else is refused. */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // Control characters and whitespace inside a URL are how filters get fooled.
  if (!text || hasControlOrSpace(text)) return null;
  const parsed = parse(text);
  if (!parsed || parsed.protocol !== 'https') return null;
  if (!parsed.host || parsed.host.includes('@') || parsed.host.includes('\\')) return null;
  return text;
}

export function safeImageUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || hasControl(text)) return null;
  if (SAFE_DATA_IMAGE.test(text)) return text;
  if (text.includes('\\')) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  const parsed = parse(text);
  if (parsed && parsed.protocol === 'https' && parsed.host && !parsed.host.includes('@')) return text;
  return null;
}

function hasControl(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function hasControlOrSpace(text: string): boolean {
  return hasControl(text) || /\s/.test(text);
}

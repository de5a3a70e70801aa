/**
 * The one drawing of a case: a CS2 weapon case seen from above the front-right — a hard shell with
 * a handle, two latches, corner guards and a printed front in the case's colour with its emblem.
 * It is an SVG text: the app shows it as a data image (`caseArtUrl`), and
 * `scripts/generate-demo-art.mjs` writes the demo server's case pictures with it, so the demo's
 * cases and the app's own drawing are the same shape.
 */

/**
 * The signs a case the server gave no usable picture for may carry on its front, drawn on a 120 x 72
 * box. The demo's own cases add their weapons and themes (scripts/demoCaseEmblems.ts): kept out
 * of here, they stay out of the app's first load.
 */
export const CASE_EMBLEMS = {
  star: '<path d="M60 2l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z"/>',
  diamond: '<path d="M36 10h48l18 18-42 42-42-42z"/><path d="M18 28h84M48 10l-8 18 20 42 20-42-8-18" fill="none"/>',
  shield: '<path d="M60 2l40 12v22c0 20-18 32-40 36-22-4-40-16-40-36V14z"/><path d="M60 18l6 13 14 1-11 9 4 14-13-8-13 8 4-14-11-9 14-1z" fill="none" stroke-width="3" stroke-linejoin="round"/>',
  crown: '<path d="M14 62l-6-46 26 20 26-32 26 32 26-20-6 46z"/><circle cx="60" cy="46" r="6" fill="none" stroke-width="3"/><circle cx="8" cy="14" r="5"/><circle cx="60" cy="4" r="5"/><circle cx="112" cy="14" r="5"/>',
} as const satisfies Record<string, string>;
export type CaseEmblem = keyof typeof CASE_EMBLEMS;

/** `#rrggbb` lightened (amount > 0) or darkened (< 0) by that share. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.max(0, Math.min(255, Math.round(c + (amount > 0 ? (255 - c) * amount : c * amount))));
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map(mix).map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The case drawn in `color` (`#rrggbb`) with `emblem` (SVG shapes on a 120 x 72 box) on its front, as SVG text (200 x 160). */
export function caseSvg(color: string, emblem: string): string {
  const c = color;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" width="200" height="160">
<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.35)}"/><stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.3)}"/></linearGradient>
<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, -0.15)}"/><stop offset="1" stop-color="${shade(c, -0.45)}"/></linearGradient>
<radialGradient id="h" cx="0.5" cy="0.55" r="0.55"><stop offset="0" stop-color="${c}" stop-opacity="0.45"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
<clipPath id="p"><rect x="30" y="62" width="122" height="68" rx="5"/></clipPath></defs>
<ellipse cx="100" cy="92" rx="98" ry="66" fill="url(#h)"/>
<ellipse cx="100" cy="146" rx="76" ry="7" fill="#000" opacity="0.28"/>
<path d="M84 44V30q0-8 8-8h20q8 0 8 8v12" fill="none" stroke="${shade(c, -0.7)}" stroke-width="7" stroke-linecap="round"/>
<path d="M20 52l20-16h142l-20 16z" fill="url(#t)"/>
<path d="M162 52l20-16v86l-20 18z" fill="${shade(c, -0.6)}"/>
<rect x="20" y="50" width="142" height="90" rx="7" fill="${shade(c, -0.65)}"/>
<rect x="20" y="50" width="142" height="9" rx="4" fill="${shade(c, -0.35)}"/>
<rect x="30" y="62" width="122" height="68" rx="5" fill="url(#f)"/>
<g clip-path="url(#p)" fill="#fff" opacity="0.16"><path d="M30 130L98 62h22l-68 68z"/><path d="M118 130l34-34v14l-20 20z"/></g>
<g fill="${shade(c, -0.8)}"><rect x="20" y="50" width="12" height="12" rx="3"/><rect x="150" y="50" width="12" height="12" rx="3"/><rect x="20" y="128" width="12" height="12" rx="3"/><rect x="150" y="128" width="12" height="12" rx="3"/></g>
<g fill="${shade(c, 0.6)}"><rect x="48" y="46" width="14" height="12" rx="2"/><rect x="120" y="46" width="14" height="12" rx="2"/></g>
<g transform="translate(43 67) scale(0.8)" fill="${shade(c, 0.85)}" stroke="${shade(c, -0.55)}" stroke-width="2.5" stroke-linejoin="round">${emblem}</g>
</svg>
`;
}

/** The product's own case (onboarding, home, not-found): gold, with a star. */
export const PRODUCT_CASE = { color: '#f5b83d', emblem: 'star' } as const satisfies { color: string; emblem: CaseEmblem };

const SEEDED_EMBLEMS: readonly CaseEmblem[] = ['star', 'diamond', 'shield', 'crown'];

/**
 * A case the server gave no usable picture for, drawn from its id: the same id always gets the
 * same colour and emblem, and different ids mostly differ.
 */
export function seededCase(id: string): { readonly color: string; readonly emblem: CaseEmblem } {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619) >>> 0;
  const hue = hash % 360;
  return { color: hslHex(hue, 0.72, 0.56), emblem: SEEDED_EMBLEMS[(hash >>> 9) % SEEDED_EMBLEMS.length] ?? 'star' };
}

function hslHex(hue: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `#${[0, 8, 4].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`;
}

/** The drawing as an image address the app can show (a data image: no network). */
export function caseArtUrl(art: { readonly color: string; readonly emblem: CaseEmblem }): string {
  return `data:image/svg+xml,${encodeURIComponent(caseSvg(art.color, CASE_EMBLEMS[art.emblem]))}`;
}

#!/usr/bin/env node
/**
 * Draws the demo's offline artwork into public/demo-art: one SVG per catalogue skin (a weapon
 * silhouette in its rarity colour) and one per demo case (a crate in the case's colour with its
 * own emblem: a knife, a scoped AWP, a pistol, chips, a gem, a coin, a crown, …). Re-run after changing the catalogue:
 *   node scripts/generate-demo-art.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const catalogueSource = readFileSync(new URL('src-adapters/memory/backend/catalogue.generated.ts', root), 'utf8');
const skins = JSON.parse(catalogueSource.slice(catalogueSource.indexOf('= [') + 2, catalogueSource.lastIndexOf(']') + 1));
const casesSource = readFileSync(new URL('src-adapters/memory/backend/cases.ts', root), 'utf8');
const caseSlugs = [...casesSource.matchAll(/slug: '([\w-]+)'/g)].map((m) => m[1]);

const KIND = {
  pistol: ['Glock-18', 'P2000', 'USP-S', 'P250', 'Desert Eagle', 'Five-SeveN', 'Tec-9', 'CZ75-Auto', 'Dual Berettas'],
  rifle: ['AK-47', 'M4A4', 'M4A1-S', 'FAMAS', 'Galil AR', 'SG 553'],
  sniper: ['AWP', 'SSG 08'],
  smg: ['MP9', 'MAC-10', 'UMP-45', 'MP7', 'P90', 'PP-Bizon'],
  shotgun: ['Nova', 'MAG-7', 'Sawed-Off'],
  knife: ['Karambit', 'Butterfly Knife', 'M9 Bayonet', 'Bayonet', 'Flip Knife', 'Gut Knife'],
  glove: ['Sport Gloves', 'Specialist Gloves'],
};
const kindOf = (weapon) => Object.keys(KIND).find((k) => KIND[k].includes(weapon)) ?? 'rifle';

// Side-view silhouettes on a 200x120 canvas.
const SHAPES = {
  rifle: 'M10 52h28l6-8h70l4 6h52v10h-30l-4 6H96l-6 24H72l4-24H60l-10 30H30l8-30H10z',
  sniper: 'M4 54h40l6-6h60l4-10h20l4 10h58v8H150l-4 6h-36l-8 28H84l6-28H66l-12 30H34l10-30H4z',
  pistol: 'M40 40h110v18H112l-6 8H96l-10 36H62l12-40H54l-14-4z',
  smg: 'M24 50h30l6-8h66l6 8h38v12h-30l-4 6h-22l-4 30H92l4-30H78l-8 22H54l8-24H24z',
  shotgun: 'M8 54h36l6-6h86l4 6h50v8h-48l-4 6H98l-8 26H74l6-26H60l-12 28H28l10-28H8z',
  knife: 'M24 66c40-30 96-40 150-34-30 10-64 24-96 30l-6 8H56l-8 22H30l8-22z',
  glove: 'M70 24h12v34h6V18h12v40h6V22h12v40h6V34h12v44c0 18-14 30-32 30H92c-16 0-26-10-30-22L52 56l10-6 12 16z',
};

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.max(0, Math.min(255, Math.round(c + (amount > 0 ? (255 - c) * amount : c * amount))));
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map(mix).map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function skinSvg(skin) {
  const light = shade(skin.color, 0.45);
  const dark = shade(skin.color, -0.45);
  const id = `g${skin.key}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" width="200" height="120">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${skin.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="${id}h" cx="0.5" cy="0.55" r="0.55"><stop offset="0" stop-color="${skin.color}" stop-opacity="0.35"/><stop offset="1" stop-color="${skin.color}" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="100" cy="64" rx="96" ry="54" fill="url(#${id}h)"/>
<path d="${SHAPES[kindOf(skin.weapon)]}" fill="url(#${id})" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>
</svg>
`;
}

const CASE_COLORS = ['#f5b83d', '#ff5d5d', '#3d8bff', '#c99a5b', '#ffd700', '#7ccf6b', '#b0b7c3', '#8a5cff', '#ff8a3d', '#e04bd6'];

// What each case shows on its front, so that a player tells them apart at a glance: the weapon it
// is about, or a sign of its theme. Drawn on a 120 x 72 box (the skin silhouettes at 0.6).
const weapon = (shape) => `<path d="${SHAPES[shape]}" transform="scale(0.6)"/>`;
const EMBLEMS = {
  knife: weapon('knife'),
  awp: `${weapon('sniper')}<g fill="none" stroke-width="3"><circle cx="88" cy="20" r="15"/><path d="M88 1v38M69 20h38"/></g>`,
  pistol: `<path d="${SHAPES.pistol}" transform="translate(-14 -16) scale(0.85)"/>`,
  'old-school': `${weapon('rifle')}<path d="M60 44l4 9 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1z"/>`,
  'all-in': '<ellipse cx="60" cy="58" rx="34" ry="10"/><ellipse cx="60" cy="46" rx="34" ry="10"/><ellipse cx="60" cy="34" rx="34" ry="10"/><ellipse cx="60" cy="22" rx="34" ry="10"/><ellipse cx="60" cy="22" rx="16" ry="4" fill="none" stroke-width="3"/>',
  blue: '<path d="M36 10h48l18 18-42 42-42-42z"/><path d="M18 28h84M48 10l-8 18 20 42 20-42-8-18" fill="none"/>',
  budget: '<circle cx="60" cy="36" r="30"/><circle cx="60" cy="36" r="21" fill="none" stroke-width="3"/><path d="M66 26c-3-3-12-3-12 3s12 5 12 11-9 6-13 3M60 20v32" fill="none" stroke-width="4" stroke-linecap="round"/>',
  classified: '<path d="M60 2l40 12v22c0 20-18 32-40 36-22-4-40-16-40-36V14z"/><path d="M60 18l6 13 14 1-11 9 4 14-13-8-13 8 4-14-11-9 14-1z" fill="none" stroke-width="3" stroke-linejoin="round"/>',
  'rich-guy': '<path d="M14 62l-6-46 26 20 26-32 26 32 26-20-6 46z"/><circle cx="60" cy="46" r="6" fill="none" stroke-width="3"/><circle cx="8" cy="14" r="5"/><circle cx="60" cy="4" r="5"/><circle cx="112" cy="14" r="5"/>',
  welcome: '<path d="M58 18c-8-18-34-16-26-2 4 6 16 5 26 2zM62 18c8-18 34-16 26 2-4 6-16 5-26-2z"/><rect x="26" y="20" width="68" height="14" rx="3"/><rect x="30" y="34" width="60" height="36" rx="3"/><path d="M60 20v50" stroke-width="8"/>',
};

function caseSvg(slug, i) {
  const c = CASE_COLORS[i % CASE_COLORS.length];
  const emblem = EMBLEMS[slug] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" width="200" height="160">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.3)}"/><stop offset="1" stop-color="${shade(c, -0.35)}"/></linearGradient>
<linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.55)}"/><stop offset="1" stop-color="${shade(c, -0.1)}"/></linearGradient>
<radialGradient id="h" cx="0.5" cy="0.6" r="0.6"><stop offset="0" stop-color="${c}" stop-opacity="0.4"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="100" cy="96" rx="96" ry="62" fill="url(#h)"/>
<rect x="24" y="62" width="152" height="82" rx="14" fill="url(#b)"/>
<rect x="18" y="44" width="164" height="32" rx="10" fill="url(#l)"/>
<rect x="30" y="80" width="140" height="58" rx="8" fill="${shade(c, -0.7)}" opacity="0.55"/>
<g transform="translate(46 70) scale(0.9)" fill="${shade(c, 0.75)}" stroke="${shade(c, 0.95)}" stroke-width="2" stroke-linejoin="round">${emblem}</g>
</svg>
`;
}

mkdirSync(new URL('public/demo-art/skins/', root), { recursive: true });
mkdirSync(new URL('public/demo-art/cases/', root), { recursive: true });
for (const skin of skins) writeFileSync(new URL(`public/demo-art/skins/${skin.key}.svg`, root), skinSvg(skin));
caseSlugs.forEach((slug, i) => writeFileSync(new URL(`public/demo-art/cases/${slug}.svg`, root), caseSvg(slug, i)));
console.log(`wrote ${skins.length} skin and ${caseSlugs.length} case images`);

#!/usr/bin/env node
/**
 * Draws the demo's offline artwork into public/demo-art: one SVG per catalogue skin (a weapon
 * silhouette in its rarity colour) and one per demo case (a CS2-style weapon case in the case's colour
 * with its own emblem: a knife, a scoped AWP, a pistol, chips, a gem, a coin, a crown, …; the
 * drawing is the app's own, src-ui/components/caseArtDrawing.ts; the demo's emblems are in
 * scripts/demoCaseEmblems.ts). Re-run after changing either:
 *   node scripts/generate-demo-art.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

// The drawings the app shares (src-ui/components/caseArtDrawing.ts), loaded through Vite's module loader.
const loader = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
const { caseSvg, shade } = await loader.ssrLoadModule('/src-ui/components/caseArtDrawing.ts');
const { WEAPON_SHAPES: SHAPES, DEMO_CASE_EMBLEMS, DEMO_CASE_COLORS } = await loader.ssrLoadModule('/scripts/demoCaseEmblems.ts');
await loader.close();

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

mkdirSync(new URL('public/demo-art/skins/', root), { recursive: true });
mkdirSync(new URL('public/demo-art/cases/', root), { recursive: true });
for (const skin of skins) writeFileSync(new URL(`public/demo-art/skins/${skin.key}.svg`, root), skinSvg(skin));
// Every case its own colour and emblem: a case added to cases.ts without them is an error here, not a blank box.
const unstyled = caseSlugs.filter((slug) => !DEMO_CASE_COLORS[slug] || !DEMO_CASE_EMBLEMS[slug]);
if (unstyled.length > 0) throw new Error(`no colour or emblem in scripts/demoCaseEmblems.ts for: ${unstyled.join(', ')}`);
for (const slug of caseSlugs) writeFileSync(new URL(`public/demo-art/cases/${slug}.svg`, root), caseSvg(DEMO_CASE_COLORS[slug], DEMO_CASE_EMBLEMS[slug]));
console.log(`wrote ${skins.length} skin and ${caseSlugs.length} case images`);

/**
 * The demo's art only (scripts/generate-demo-art.mjs, never the app): weapon silhouettes for its
 * skin pictures, and what each demo case shows on its front — the weapon it is about, or a sign
 * of its theme — drawn on a 120 x 72 box, beside the app's own signs (caseArtDrawing.ts).
 */
import { CASE_EMBLEMS } from '../src-ui/components/caseArtDrawing.ts';

/** Weapon silhouettes seen from the side, on a 200 x 120 box. */
export const WEAPON_SHAPES = {
  rifle: 'M10 52h28l6-8h70l4 6h52v10h-30l-4 6H96l-6 24H72l4-24H60l-10 30H30l8-30H10z',
  sniper: 'M4 54h40l6-6h60l4-10h20l4 10h58v8H150l-4 6h-36l-8 28H84l6-28H66l-12 30H34l10-30H4z',
  pistol: 'M40 40h110v18H112l-6 8H96l-10 36H62l12-40H54l-14-4z',
  smg: 'M24 50h30l6-8h66l6 8h38v12h-30l-4 6h-22l-4 30H92l4-30H78l-8 22H54l8-24H24z',
  shotgun: 'M8 54h36l6-6h86l4 6h50v8h-48l-4 6H98l-8 26H74l6-26H60l-12 28H28l10-28H8z',
  knife: 'M24 66c40-30 96-40 150-34-30 10-64 24-96 30l-6 8H56l-8 22H30l8-22z',
  glove: 'M70 24h12v34h6V18h12v40h6V22h12v40h6V34h12v44c0 18-14 30-32 30H92c-16 0-26-10-30-22L52 56l10-6 12 16z',
} as const;

const weapon = (shape: keyof typeof WEAPON_SHAPES) => `<path d="${WEAPON_SHAPES[shape]}" transform="scale(0.6)"/>`;

/** Each demo case's emblem, by its slug (cases.ts). */
export const DEMO_CASE_EMBLEMS: Readonly<Record<string, string>> = {
  knife: weapon('knife'),
  awp: `${weapon('sniper')}<g fill="none" stroke-width="3"><circle cx="88" cy="20" r="15"/><path d="M88 1v38M69 20h38"/></g>`,
  pistol: `<path d="${WEAPON_SHAPES.pistol}" transform="translate(-14 -16) scale(0.85)"/>`,
  'old-school': `${weapon('rifle')}<path d="M60 44l4 9 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1z"/>`,
  'all-in': '<ellipse cx="60" cy="58" rx="34" ry="10"/><ellipse cx="60" cy="46" rx="34" ry="10"/><ellipse cx="60" cy="34" rx="34" ry="10"/><ellipse cx="60" cy="22" rx="34" ry="10"/><ellipse cx="60" cy="22" rx="16" ry="4" fill="none" stroke-width="3"/>',
  blue: CASE_EMBLEMS.diamond,
  budget: '<circle cx="60" cy="36" r="30"/><circle cx="60" cy="36" r="21" fill="none" stroke-width="3"/><path d="M66 26c-3-3-12-3-12 3s12 5 12 11-9 6-13 3M60 20v32" fill="none" stroke-width="4" stroke-linecap="round"/>',
  classified: CASE_EMBLEMS.shield,
  'rich-guy': CASE_EMBLEMS.crown,
  welcome: '<path d="M58 18c-8-18-34-16-26-2 4 6 16 5 26 2zM62 18c8-18 34-16 26 2-4 6-16 5-26-2z"/><rect x="26" y="20" width="68" height="14" rx="3"/><rect x="30" y="34" width="60" height="36" rx="3"/><path d="M60 20v50" stroke-width="8"/>',
};

/**
 * Each demo case's colour, by its slug (cases.ts): what its name says (the Blue Case blue, the Rich
 * Guy Case gold, the Classified Case in the classified grade's pink), else its theme.
 */
export const DEMO_CASE_COLORS: Readonly<Record<string, string>> = {
  'all-in': '#ff5d5d',
  blue: '#3d8bff',
  'old-school': '#c99a5b',
  'rich-guy': '#ffd700',
  budget: '#7ccf6b',
  pistol: '#b0b7c3',
  awp: '#2fb8a6',
  knife: '#8a5cff',
  classified: '#d32ce6',
  welcome: '#f5b83d',
};

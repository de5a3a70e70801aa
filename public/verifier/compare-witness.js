/**
 * The proof against what the device recorded before the roll (docs/fairness.md, "What the device
 * compares"), for verify-receipt.js: every comparison, as { field, ok, …what was compared }.
 */
import { hundredths, parseRule, TABLE_TICKETS, walk } from './scheme.js';

/** Decimals a chance was shown with (at most 6), as the nearest-decimal test of docs/fairness.md. */
function decimalsOf(value) {
  for (let d = 0; d < 6; d++) {
    const scaled = value * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) return d;
  }
  return 6;
}

/**
 * The shown chances (non-zero) pair one for one with the table's slots of the same value, each
 * within half its last decimal (a skin shown without a chance pairs with any slot of its value).
 * Within a value, windows are matched earliest closing first, each to the smallest slot it reaches.
 */
export function chancesAgree(shown, table) {
  const listed = shown.filter(([, chance]) => chance !== 0);
  if (listed.length !== table.length) return false;
  const group = (pairs) => pairs.reduce((map, [value, chance]) => map.set(value, [...(map.get(value) ?? []), chance]), new Map());
  const slots = group(table.map((s) => [hundredths(s.value), (s.tickets / TABLE_TICKETS) * 100]));
  for (const [value, chances] of group(listed.map(([v, c]) => [hundredths(v), c]))) {
    const open = (slots.get(value) ?? []).sort((a, b) => a - b);
    if (open.length !== chances.length) return false;
    const used = open.map(() => false);
    const windows = chances.filter((c) => c !== null).map((c) => [c - 0.5 * 10 ** -decimalsOf(c) - 1e-9, c + 0.5 * 10 ** -decimalsOf(c) + 1e-9]);
    for (const [low, high] of windows.sort((a, b) => a[1] - b[1])) {
      const i = open.findIndex((chance, k) => !used[k] && chance >= low);
      if (i < 0 || open[i] > high) return false;
      used[i] = true;
    }
  }
  return true;
}

/** Names are compared only in the language they were recorded in (the proof's names may be in another). */
const sameItem = (a, b, names) => a.id === b.id && hundredths(a.value) === hundredths(b.value) && (!names || a.name.trim() === b.name.trim());
const namesComparable = (seen, proofLang) => proofLang === null || seen.lang === proofLang;

/** What a 'verified' does not rest on. */
export function witnessGaps(seen, proofLang) {
  const gaps = [];
  if (seen.kind === 'opening' && !seen.chances.some(([, c]) => c !== null)) gaps.push('no-chances-shown');
  if (!namesComparable(seen, proofLang)) gaps.push('names-other-language');
  return gaps;
}

export function compare(p, steps, seen, proofLang) {
  const names = namesComparable(seen, proofLang);
  const out = [
    { field: 'commitmentUnseen', ok: seen.commitment === p.commitment, shown: seen.commitment, proof: p.commitment },
    { field: 'clientSeed', ok: seen.client_seed === p.client_seed, sent: seen.client_seed, proof: p.client_seed },
  ];
  if (seen.nonce !== null) out.push({ field: 'nonceSkipped', ok: seen.nonce === p.nonce, announced: seen.nonce, proof: p.nonce });
  out.push({ field: 'nonceReused', ok: !seen.nonces_used.includes(p.nonce), used: seen.nonces_used });
  const told = seen.receipt;
  if (told) out.push({ field: 'receipt', ok: told.commitment === p.commitment && told.client_seed === p.client_seed && told.nonce === p.nonce, told });
  const announced = parseRule(seen.upgrade_rule);
  if (announced) out.push({ field: 'upgradeRule', ok: JSON.stringify(announced) === JSON.stringify(parseRule(p.upgrade_rule)) });
  if (p.kind !== seen.kind) return [...out, { field: 'otherRoll', ok: false, proof: p.kind, recorded: seen.kind }];
  if (p.kind === 'upgrade') {
    out.push({ field: 'upgradeItems', ok: sameItem(p.donor, seen.donor, names) && sameItem(p.target, seen.target, names) });
    out.push({ field: 'upgradeChance', ok: hundredths(p.chance) === hundredths(seen.chance), shown: seen.chance, proof: p.chance });
    if (seen.won !== null) out.push({ field: 'upgradeOutcome', ok: seen.won === p.win, told: seen.won, proof: p.win });
    return out;
  }
  out.push({ field: 'case', ok: p.case_id === seen.case_id, opened: seen.case_id, proof: p.case_id });
  out.push({ field: 'chances', ok: chancesAgree(seen.chances, p.table) });
  const got = seen.received;
  if (got) {
    // Once the seed is known the drawn slot is the roll's; before, the slot the proof names.
    const roll = steps.find((s) => s.id === 'roll');
    const slot = roll ? walk(p.table, roll.ticket)?.slot ?? null : p.table.find((s) => s.id === p.drop.id) ?? null;
    const drawn = slot ? { id: slot.id, name: slot.name, value: slot.value } : { ...p.drop, value: null };
    const ok = drawn.id === got.id && p.drop.id === got.id && (!names || drawn.name.trim() === got.name.trim())
      && (drawn.value === null || hundredths(drawn.value) === hundredths(got.value));
    out.push({ field: 'drop', ok, received: got, drawn });
  }
  return out;
}

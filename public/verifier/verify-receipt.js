/**
 * The outside verifier of a fairness receipt, written from docs/fairness.md alone: it shares no
 * code with the app, so a mistake in one of them shows as a disagreement between the two. A plain
 * ES module (with compare-witness.js beside it), using only `globalThis.crypto.subtle`: the same
 * files run in a browser (public/verifier/index.html) and in Node 20+ (scripts/verify-receipt.mjs).
 *
 * verifyReceipt(receipt) → { verdict, reason, failedStep, fields, steps, comparisons, disagreements, gaps, lines }
 * An unreadable receipt throws an Error named 'ReceiptError' whose message says what is wrong.
 */

import { compare, witnessGaps } from './compare-witness.js';
import { committable, hmacSha256, hundredths, parseRule, ruleChance, ruleText, sha256Hex, TABLE_TICKETS, ticketOf, toHex, walk } from './scheme.js';

export { chancesAgree } from './compare-witness.js';
export { parseRule, ruleChance, TABLE_TICKETS, ticketOf } from './scheme.js';

export const RECEIPT_FORMAT = 'cs2cases-fairness-receipt';
export const RECEIPT_VERSION = 1;

function unreadable(message) {
  throw Object.assign(new Error(message), { name: 'ReceiptError' });
}

// ---- reading: JSON types only; every rule on the values is a step's, as in the app ----

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const TYPES = { string: (v) => typeof v === 'string', number: (v) => typeof v === 'number' && Number.isFinite(v), boolean: (v) => typeof v === 'boolean' };
/** A part that may be null (or absent: read as null). */
const maybe = (spec) => ({ $maybe: spec });

/**
 * Reads `value` by `spec`: a type name ('number'; 'number?' may be null or absent), [spec] for a
 * list, maybe(spec), a function for anything else, or an object of specs by key.
 */
function read(value, path, spec) {
  if (typeof spec === 'function') return spec(value, path);
  if (typeof spec === 'string') {
    const kind = spec.replace('?', '');
    if (spec.endsWith('?') && (value === null || value === undefined)) return null;
    return TYPES[kind](value) ? value : unreadable(`${path} should be a ${kind}${spec.endsWith('?') ? ' or null' : ''}`);
  }
  if (Array.isArray(spec)) return Array.isArray(value) ? value.map((v, i) => read(v, `${path}[${i}]`, spec[0])) : unreadable(`${path} should be a list`);
  if (spec.$maybe) return value === null || value === undefined ? null : read(value, path, spec.$maybe);
  if (!isObject(value)) unreadable(`${path} should be an object`);
  const out = { ...value };
  for (const [key, part] of Object.entries(spec)) out[key] = read(value[key], `${path}.${key}`, part);
  return out;
}

const ITEM = { id: 'string', name: 'string', value: 'number' };
const SEEN_RECEIPT = { commitment: 'string', client_seed: 'string', nonce: 'number' };
const chancePair = (pair, path) => (Array.isArray(pair) && pair.length === 2 && TYPES.number(pair[0]) && (pair[1] === null || TYPES.number(pair[1]))
  ? pair : unreadable(`${path} should be [value, chance or null]`));
const PROOF = {
  both: { kind: 'string', commitment: 'string', client_seed: 'string', nonce: 'number', server_seed: 'string?', forced: 'boolean', roll: 'number?', upgrade_rule: 'string?' },
  opening: { case_id: 'string', drop: { id: 'string', name: 'string' }, table: [{ ...ITEM, tickets: 'number' }], tables: [{ case_id: 'string', digest: 'string' }] },
  upgrade: { donor: ITEM, target: ITEM, chance: 'number', win: 'boolean', tables_digest: 'string' },
};
const WITNESS = {
  both: {
    kind: 'string', commitment: 'string?', shown_at: 'number?', nonce: 'number?', client_seed: 'string', lang: 'string', receipt: maybe(SEEN_RECEIPT),
    upgrade_rule: 'string?', nonces_used: (v, path) => (v === undefined || v === null ? [] : read(v, path, ['number'])),
  },
  opening: { case_id: 'string', chances: [chancePair], received: maybe(ITEM) },
  upgrade: { donor: ITEM, target: ITEM, chance: 'number', won: 'boolean?' },
};

/** A proof or a witness: the fields both kinds have, then its kind's own. */
function readKind(value, path, specs) {
  const both = read(value, path, specs.both);
  if (both.kind !== 'opening' && both.kind !== 'upgrade') unreadable(`${path}.kind should be "opening" or "upgrade"`);
  return { ...read(value, path, specs[both.kind]), ...both };
}

/** The receipt's three parts, or a ReceiptError that says what is wrong. */
export function readReceipt(receipt) {
  if (!isObject(receipt)) unreadable('a receipt is a JSON object');
  if (receipt.format !== RECEIPT_FORMAT) unreadable(`not a fairness receipt: "format" should be "${RECEIPT_FORMAT}"`);
  if (receipt.v !== RECEIPT_VERSION) unreadable(`receipt version ${JSON.stringify(receipt.v)} is unknown: this verifier reads version ${RECEIPT_VERSION}`);
  const revealed = receipt.revealed_seed ?? null;
  if (revealed !== null && typeof revealed !== 'string') unreadable('revealed_seed should be a string or null');
  const proofLang = receipt.proof_lang ?? null;
  if (proofLang !== null && typeof proofLang !== 'string') unreadable('proof_lang should be a string or null');
  const witness = receipt.witness === null || receipt.witness === undefined ? null : readKind(receipt.witness, 'witness', WITNESS);
  return { proof: readKind(receipt.proof, 'proof', PROOF), witness, revealedSeed: revealed, proofLang };
}

// ---- the proof against itself ----

async function tableStep(p) {
  const tickets = p.table.reduce((sum, slot) => sum + slot.tickets, 0);
  const digest = await sha256Hex(p.table.map((s) => `${s.id}:${s.tickets}:${hundredths(s.value)}`).join('\n'));
  const listings = p.tables.filter((t) => t.case_id === p.case_id);
  const listed = listings.length === 1 ? listings[0].digest : null;
  const slotsOk = p.table.every((s) => Number.isInteger(s.tickets) && s.tickets > 0 && committable(s.id) && s.value >= 0);
  const casesOk = new Set(p.tables.map((t) => t.case_id)).size === p.tables.length && p.tables.every((t) => committable(t.case_id));
  return { id: 'table', ok: tickets === TABLE_TICKETS && slotsOk && casesOk && listed === digest, tickets, digest, listed, slotsOk, casesOk };
}

async function commitmentStep(p, rule, tablesDigest) {
  const text = rule ? `${p.server_seed}|${tablesDigest}|${ruleText(rule)}` : `${p.server_seed}|${tablesDigest}`;
  const computed = await sha256Hex(text);
  return { id: 'commitment', ok: computed === p.commitment, tablesDigest, rule: rule ? ruleText(rule) : null, computed, published: p.commitment };
}

async function rollStep(p) {
  const message = `${p.client_seed}:${p.nonce}`;
  const mac = await hmacSha256(p.server_seed, message);
  const { bits, ticket } = ticketOf(mac);
  return { id: 'roll', ok: p.roll === null || p.roll === ticket, message, hmac: toHex(mac), bits, ticket, stated: p.roll };
}

/** The steps of a proof, in order; a sealed proof (no server seed) gets only the first. */
async function proofSteps(p, rule) {
  if (p.kind === 'opening') {
    const table = await tableStep(p);
    if (p.server_seed === null) return [table];
    const tablesDigest = await sha256Hex(p.tables.map((t) => `${t.case_id}:${t.digest}`).join('\n'));
    const roll = await rollStep(p);
    const hit = table.tickets === TABLE_TICKETS ? walk(p.table, roll.ticket) : null;
    const slot = { id: 'slot', ok: hit !== null && hit.slot.id === p.drop.id, ticket: roll.ticket, hit, drop: p.drop };
    return [table, await commitmentStep(p, rule, tablesDigest), roll, slot];
  }
  const expected = rule ? ruleChance(rule, p.donor.value, p.target.value) : null;
  const ruleStep = { id: 'rule', ok: expected !== null && expected === hundredths(p.chance), expected: expected === null ? null : expected / 100, applied: p.chance };
  if (p.server_seed === null) return [ruleStep];
  const roll = await rollStep(p);
  const winTickets = hundredths(p.chance) * (TABLE_TICKETS / 10000);
  const outcome = { id: 'outcome', ok: (roll.ticket < winTickets) === p.win, ticket: roll.ticket, winTickets, won: p.win };
  return [ruleStep, await commitmentStep(p, rule, p.tables_digest), roll, outcome];
}

// ---- the verdict ----

const STEP_NAMES = { table: 'Drop table', rule: 'Upgrade rule', commitment: 'Commitment', roll: 'Roll', slot: 'Slot in the table', outcome: 'Outcome' };

function stepLine(s) {
  const mark = s.ok ? 'ok  ' : 'FAIL';
  if (s.id === 'table') return `${mark} ${STEP_NAMES.table}: ${s.tickets} tickets, SHA-256 ${s.digest}; listed for this case: ${s.listed ?? 'nothing (or twice)'}${s.slotsOk && s.casesOk ? '' : '; malformed slot or case id'}`;
  if (s.id === 'rule') return `${mark} ${STEP_NAMES.rule}: the committed rule gives ${s.expected ?? 'nothing (no rule committed)'}%, the server applied ${s.applied}%`;
  if (s.id === 'commitment') return `${mark} ${STEP_NAMES.commitment}: SHA-256(server seed|${s.tablesDigest}${s.rule ? `|${s.rule}` : ''}) = ${s.computed}; published ${s.published}`;
  if (s.id === 'roll') return `${mark} ${STEP_NAMES.roll}: HMAC-SHA256(server seed, "${s.message}") = ${s.hmac} → 52 bits ${s.bits} → ticket ${s.ticket}${s.stated === null ? '' : `; the server says ${s.stated}`}`;
  if (s.id === 'slot') return `${mark} ${STEP_NAMES.slot}: ticket ${s.ticket} ${s.hit ? `falls in slot ${s.hit.index} [${s.hit.from}, ${s.hit.to}) = ${s.hit.slot.id}` : 'falls in no slot'}; the drop is ${s.drop.id}`;
  return `${mark} ${STEP_NAMES.outcome}: ticket ${s.ticket} ${s.ticket < s.winTickets ? 'is below' : 'is not below'} ${s.winTickets}; the upgrade says it ${s.won ? 'won' : 'lost'}`;
}

const CHECK_NAMES = {
  commitmentUnseen: 'commitment shown before the roll', clientSeed: 'client seed sent', nonceSkipped: 'nonce announced', receipt: "the roll's answer",
  revealedSeed: 'server seed revealed to the device', otherRoll: 'kind of roll', case: 'case opened', chances: 'chances shown',
  drop: 'item received', upgradeItems: 'items staked and aimed at', upgradeChance: 'chance shown', upgradeOutcome: 'outcome told',
  nonceReused: 'nonce not used before', upgradeRule: 'upgrade rule announced',
};

/** Verifies a receipt: its proof against itself (steps), then against the device's witness (comparisons). */
export async function verifyReceipt(receipt) {
  const read = readReceipt(receipt);
  const { witness, revealedSeed, proofLang } = read;
  // A proof still sent sealed, though the device was revealed its seed: checked with the device's seed.
  const proof = read.proof.server_seed === null && revealedSeed !== null ? { ...read.proof, server_seed: revealedSeed } : read.proof;
  const rule = parseRule(proof.upgrade_rule);
  const base = { reason: null, failedStep: null, fields: [], steps: [], comparisons: [], disagreements: [], gaps: [] };
  if (proof.forced) {
    return { ...base, verdict: 'forced', lines: ['The outcome was chosen (forced), not drawn: there is no draw to verify.', 'In the demo that is its developer tools; the app calls a live server that claims it "cannot be checked".', 'Verdict: forced'] };
  }
  const steps = await proofSteps(proof, rule);
  // A seed revealed to the device contradicts the proof with or without a record of the roll.
  const revealedCheck = revealedSeed !== null && proof.server_seed !== null ? [{ field: 'revealedSeed', ok: revealedSeed === proof.server_seed }] : [];
  const comparisons = [...revealedCheck, ...(witness ? compare(proof, steps, witness, proofLang) : [])];
  const disagreements = comparisons.filter((c) => !c.ok);
  const failedStep = steps.find((s) => !s.ok)?.id ?? null;
  const sealed = proof.server_seed === null;
  let verdict = 'verified';
  if (failedStep !== null || disagreements.length > 0) verdict = 'mismatch';
  else if (sealed) verdict = 'sealed';
  else if (!witness) verdict = 'unverifiable';
  // As in the app, a gap qualifies only a 'verified': it says what that verdict does not rest on.
  const gaps = verdict === 'verified' ? witnessGaps(witness, proofLang) : [];
  const lines = steps.map(stepLine);
  if (sealed) lines.push('…   The server seed is still secret: the other steps wait until it is revealed.');
  if (witness || revealedCheck.length) for (const c of comparisons) lines.push(`${c.ok ? 'ok  ' : 'FAIL'} Device: ${CHECK_NAMES[c.field]} ${c.ok ? 'agrees' : `differs (${c.field})`}`);
  else lines.push('--   No device record in the receipt: nothing shows this is what the player was shown and sent.');
  if (gaps.includes('no-chances-shown')) lines.push('--   The case page showed no chances: the table was compared with the values only.');
  if (gaps.includes('names-other-language')) lines.push('--   Names were not compared: the roll was recorded in another language than the proof.');
  lines.push(`Verdict: ${verdict}${failedStep ? ` (fails at: ${failedStep})` : ''}${disagreements.length ? ` (differs: ${disagreements.map((d) => d.field).join(', ')})` : ''}`);
  return {
    ...base, verdict, reason: verdict === 'unverifiable' ? 'no-record' : null, failedStep, fields: disagreements.map((d) => d.field),
    steps, comparisons, disagreements, gaps, lines,
  };
}

/** The receipt in a verifier link's hash (#r=<base64url of its UTF-8 JSON>), or in a whole link. */
export function receiptFromFragment(text) {
  const match = /(?:^|[#&])r=([A-Za-z0-9_-]+)/.exec(text.trim());
  if (!match) return null;
  try {
    const binary = atob(match[1].replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return unreadable('the link does not hold a readable receipt (base64url of UTF-8 JSON)');
  }
}

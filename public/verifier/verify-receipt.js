/**
 * The outside verifier of a fairness receipt, written from docs/fairness.md alone: it shares no
 * code with the app, so a mistake in one of them shows as a disagreement between the two. A plain
 * ES module without imports, using only `globalThis.crypto.subtle`: the same file runs in a
 * browser (public/verifier/index.html) and in Node 20+ (scripts/verify-receipt.mjs).
 *
 * verifyReceipt(receipt) → { verdict, reason, failedStep, fields, steps, comparisons, disagreements, gaps, lines }
 * An unreadable receipt throws an Error named 'ReceiptError' whose message says what is wrong.
 */

export const RECEIPT_FORMAT = 'cs2cases-fairness-receipt';
export const RECEIPT_VERSION = 1;
/** Every drop table holds exactly this many tickets; so does the ticket range of a roll. */
export const TABLE_TICKETS = 1000000;

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
  both: { kind: 'string', commitment: 'string?', shown_at: 'number?', nonce: 'number?', client_seed: 'string', lang: 'string', receipt: maybe(SEEN_RECEIPT) },
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
  const witness = receipt.witness === null || receipt.witness === undefined ? null : readKind(receipt.witness, 'witness', WITNESS);
  return { proof: readKind(receipt.proof, 'proof', PROOF), witness, revealedSeed: revealed };
}

// ---- the scheme (docs/fairness.md) ----

const utf8 = (text) => new TextEncoder().encode(text);
const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function subtle() {
  const found = globalThis.crypto && globalThis.crypto.subtle;
  if (!found) throw new Error('Web Crypto (crypto.subtle) is unavailable: open the page over https or localhost, or use Node 20 or later');
  return found;
}

const sha256Hex = async (text) => toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(text))));
async function hmacSha256(key, message) {
  const secret = await subtle().importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', secret, utf8(message)));
}

/** A value in crystals as whole hundredths: round(value × 100) in double precision, halves up. */
const hundredths = (value) => Math.round(value * 100);
const committable = (id) => id.length > 0 && !/[:\n\r|]/.test(id);

/** "upgrade:<edge bp>:<min>:<max>" → the rule, or null when the text is none (then no rule is committed). */
export function parseRule(text) {
  const match = typeof text === 'string' ? /^upgrade:(\d{1,5}):(\d{1,5}):(\d{1,5})$/.exec(text) : null;
  if (!match) return null;
  const [edgeBp, min, max] = match.slice(1).map(Number);
  return edgeBp < 10000 && min >= 1 && max <= 10000 && min <= max ? { edgeBp, min, max } : null;
}

const ruleText = (rule) => `upgrade:${rule.edgeBp}:${rule.min}:${rule.max}`;

/** The upgrade chance in hundredths of a percent: ⌊donor × (10 000 − edge) / target⌋ on hundredths, within [min, max]. */
export function ruleChance(rule, donorValue, targetValue) {
  const target = BigInt(hundredths(targetValue));
  if (target <= 0n) return rule.max;
  const donor = BigInt(Math.max(0, hundredths(donorValue)));
  return Math.min(rule.max, Math.max(rule.min, Number((donor * BigInt(10000 - rule.edgeBp)) / target)));
}

/** The first 52 bits of a HMAC as a ticket: ⌊bits × 1 000 000 / 2^52⌋. */
export function ticketOf(mac) {
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(mac[i]);
  bits >>= 4n;
  return { bits: bits.toString(16).padStart(13, '0'), ticket: Number((bits * BigInt(TABLE_TICKETS)) >> 52n) };
}

/** The slot whose tickets [from, to) hold the ticket, walking the table in order; null past its end. */
function walk(table, ticket) {
  let from = 0;
  for (const [index, slot] of table.entries()) {
    const to = from + slot.tickets;
    if (ticket < to) return { index, slot, from, to };
    from = to;
  }
  return null;
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

// ---- the proof against what the device recorded before the roll ----

/** Decimals a chance was shown with (at most 6), as the nearest-decimal test of docs/fairness.md. */
function decimalsOf(value) {
  for (let d = 0; d < 6; d++) {
    const scaled = value * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) return d;
  }
  return 6;
}

/** The shown chances (non-zero) pair one for one with the table's slots by value, each within half its last decimal. */
export function chancesAgree(shown, table) {
  const listed = shown.filter(([, chance]) => chance !== 0);
  if (listed.length !== table.length) return false;
  const order = (a, b) => a[0] - b[0] || (a[1] ?? -1) - (b[1] ?? -1);
  const left = listed.map(([value, chance]) => [hundredths(value), chance]).sort(order);
  const right = table.map((s) => [hundredths(s.value), (s.tickets / TABLE_TICKETS) * 100]).sort(order);
  return left.every(([value, chance], i) => value === right[i][0]
    && (chance === null || Math.abs(chance - right[i][1]) <= 0.5 * 10 ** -decimalsOf(chance) + 1e-9));
}

const sameItem = (a, b) => a.id === b.id && hundredths(a.value) === hundredths(b.value) && a.name.trim() === b.name.trim();

/** Every comparison with the witness, in order: { field, ok, …what was compared }. */
function compare(p, steps, seen, revealedSeed) {
  const out = [
    { field: 'commitmentUnseen', ok: seen.commitment === p.commitment, shown: seen.commitment, proof: p.commitment },
    { field: 'clientSeed', ok: seen.client_seed === p.client_seed, sent: seen.client_seed, proof: p.client_seed },
  ];
  if (seen.nonce !== null) out.push({ field: 'nonceSkipped', ok: seen.nonce === p.nonce, announced: seen.nonce, proof: p.nonce });
  const told = seen.receipt;
  if (told) out.push({ field: 'receipt', ok: told.commitment === p.commitment && told.client_seed === p.client_seed && told.nonce === p.nonce, told });
  if (revealedSeed !== null && p.server_seed !== null) out.push({ field: 'revealedSeed', ok: revealedSeed === p.server_seed });
  if (p.kind !== seen.kind) return [...out, { field: 'otherRoll', ok: false, proof: p.kind, recorded: seen.kind }];
  if (p.kind === 'upgrade') {
    out.push({ field: 'upgradeItems', ok: sameItem(p.donor, seen.donor) && sameItem(p.target, seen.target) });
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
    const ok = drawn.id === got.id && p.drop.id === got.id && drawn.name.trim() === got.name.trim()
      && (drawn.value === null || hundredths(drawn.value) === hundredths(got.value));
    out.push({ field: 'drop', ok, received: got, drawn });
  }
  return out;
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
};

/** Verifies a receipt: its proof against itself (steps), then against the device's witness (comparisons). */
export async function verifyReceipt(receipt) {
  const { proof, witness, revealedSeed } = readReceipt(receipt);
  const rule = parseRule(proof.upgrade_rule);
  const base = { reason: null, failedStep: null, fields: [], steps: [], comparisons: [], disagreements: [], gaps: [] };
  if (proof.forced) {
    return { ...base, verdict: 'forced', lines: ['The outcome was chosen (forced), not drawn: there is no draw to verify.', 'In the demo that is its developer tools; the app calls a live server that claims it "cannot be checked".', 'Verdict: forced'] };
  }
  const steps = await proofSteps(proof, rule);
  const comparisons = witness ? compare(proof, steps, witness, revealedSeed) : [];
  const disagreements = comparisons.filter((c) => !c.ok);
  const failedStep = steps.find((s) => !s.ok)?.id ?? null;
  const sealed = proof.server_seed === null;
  let verdict = 'verified';
  if (failedStep !== null || disagreements.length > 0) verdict = 'mismatch';
  else if (sealed) verdict = 'sealed';
  else if (!witness) verdict = 'unverifiable';
  // As in the app, a gap qualifies only a 'verified': it says what that verdict does not rest on.
  const gaps = verdict === 'verified' && witness.kind === 'opening' && !witness.chances.some(([, c]) => c !== null) ? ['no-chances-shown'] : [];
  const lines = steps.map(stepLine);
  if (sealed) lines.push('…   The server seed is still secret: the other steps wait until it is revealed.');
  if (witness) for (const c of comparisons) lines.push(`${c.ok ? 'ok  ' : 'FAIL'} Device: ${CHECK_NAMES[c.field]} ${c.ok ? 'agrees' : `differs (${c.field})`}`);
  else lines.push('--   No device record in the receipt: nothing shows this is what the player was shown and sent.');
  if (gaps.length) lines.push('--   The case page showed no chances: the table was compared with the values only.');
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

/**
 * The verifier page: reads a receipt from the address (#r=<base64url of its UTF-8 JSON>, as the
 * app's share link writes it) or from the text box, checks it with verify-receipt.js and shows the
 * verdict, each step of the proof and each comparison with the phone's record. Everything is
 * built with DOM calls (no HTML from strings): a receipt is untrusted text.
 */
import { receiptFromFragment, TABLE_TICKETS, verifyReceipt } from './verify-receipt.js';
import { TEXTS } from './texts.js';

const lang = /^ru\b/i.test(navigator.language || '') ? 'ru' : 'en';
const t = TEXTS[lang];
const locale = lang === 'ru' ? 'ru-RU' : 'en-US';

const $ = (id) => document.getElementById(id);
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => (key in values ? String(values[key]) : `{${key}}`));
const number = (value) => value.toLocaleString(locale);

/** An element with attributes and children (text or nodes; null and false are left out). */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children.flat()) if (child !== null && child !== false && child !== undefined) node.append(child);
  return node;
}

/** A sentence whose {placeholders} hold long values (hashes, seeds) as code that may wrap anywhere. */
function sentence(template, values) {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (key === undefined) return part;
    const value = values[key];
    return typeof value === 'object' && value !== null ? value : String(value ?? '');
  });
  return el('p', { class: 'detail' }, parts);
}

const code = (text) => el('code', {}, text);

function stepDetail(step) {
  switch (step.id) {
    case 'table':
      return [
        sentence(t.tableDetail, { tickets: number(step.tickets), digest: code(step.digest), listed: step.listed === null ? t.tableUnlisted : code(step.listed) }),
        step.slotsOk && step.casesOk ? null : el('p', { class: 'detail' }, t.tableMalformed),
      ];
    case 'rule':
      return step.expected === null ? sentence(t.ruleNone, { applied: step.applied }) : sentence(t.ruleDetail, { expected: step.expected, applied: step.applied });
    case 'commitment':
      return sentence(t.commitmentDetail, { digests: code([step.tablesDigest, step.rule].filter(Boolean).join(' | ')), computed: code(step.computed), published: code(step.published) });
    case 'roll':
      return [
        sentence(t.rollDetail, { message: code(step.message), hmac: code(step.hmac), bits: code(step.bits), ticket: number(step.ticket), total: number(TABLE_TICKETS) }),
        step.stated === null ? null : sentence(t.rollStated, { stated: number(step.stated) }),
      ];
    case 'slot':
      return step.hit
        ? sentence(t.slotDetail, { ticket: number(step.ticket), index: step.hit.index, from: number(step.hit.from), to: number(step.hit.to), id: code(step.hit.slot.id), drop: code(step.drop.id) })
        : sentence(t.slotNone, { ticket: number(step.ticket), drop: code(step.drop.id) });
    default:
      return sentence(step.ticket < step.winTickets ? t.outcomeWon : t.outcomeLost, { ticket: number(step.ticket), win: number(step.winTickets), said: step.won ? t.won : t.lost });
  }
}

const status = (ok) => el('span', { class: ok ? 'badge ok' : 'badge fail' }, el('span', { 'aria-hidden': 'true' }, ok ? '✓ ' : '✗ '), ok ? t.ok : t.failed);

/** What the phone recorded and what the proof says, for the comparisons where both are a value. */
function comparisonDetail(c) {
  const show = (value) => (value === null || value === undefined ? t.none : typeof value === 'boolean' ? (value ? t.won : t.lost) : String(value));
  const item = (value) => (value ? `${value.id}, ${value.value ?? '?'}` : t.none);
  const pairs = {
    commitmentUnseen: [c.shown, c.proof], clientSeed: [c.sent, c.proof], nonceSkipped: [c.announced, c.proof], case: [c.opened, c.proof],
    upgradeChance: [c.shown, c.proof], upgradeOutcome: [c.told, c.proof], otherRoll: [c.recorded, c.proof], drop: [item(c.received), item(c.drawn)],
  }[c.field];
  return pairs && !c.ok ? sentence(t.pair, { mine: code(show(pairs[0])), theirs: code(show(pairs[1])) }) : null;
}

function facts(result, receipt) {
  const proof = receipt.proof;
  const subject = proof.kind === 'opening' ? `${t.kind.opening} · ${t.facts.case} ${proof.case_id}` : `${t.kind.upgrade} · ${proof.donor?.name} → ${proof.target?.name} · ${fill(t.percent, { value: proof.chance })}`;
  const row = (name, value) => [el('dt', {}, name), el('dd', {}, value)];
  return el('div', { class: 'facts' }, el('dl', {},
    row(t.facts.commitment, code(proof.commitment)), row(t.facts.serverSeed, proof.server_seed ? code(proof.server_seed) : t.facts.secret),
    row(t.facts.clientSeed, code(proof.client_seed)), row(t.facts.nonce, String(proof.nonce))), el('p', { class: 'subject' }, subject));
}

function render(result, receipt) {
  const [title, body] = t.verdict[result.verdict];
  const notes = [];
  if (result.failedStep) notes.push(el('p', { class: 'finding' }, fill(t.failsAt, { step: t.step[result.failedStep] })));
  if (result.fields.length) notes.push(el('p', { class: 'finding' }, fill(t.differs, { fields: result.fields.map((f) => t.field[f] ?? f).join(', ') })));
  const steps = result.steps.map((step) => el('li', { class: step.ok ? 'step' : 'step failed' },
    el('div', { class: 'row' }, el('span', { class: 'name' }, t.step[step.id]), status(step.ok)), stepDetail(step)));
  const comparisons = result.comparisons.map((c) => el('li', { class: c.ok ? 'step' : 'step failed' },
    el('div', { class: 'row' }, el('span', { class: 'name' }, t.field[c.field] ?? c.field), status(c.ok)), comparisonDetail(c)));
  const hasWitness = receipt.witness !== null && receipt.witness !== undefined;
  return el('div', {},
    el('div', { class: `verdict ${result.verdict}` }, el('span', { class: 'icon', 'aria-hidden': 'true' }, { verified: '✓', mismatch: '✗', sealed: '…', unverifiable: '?', forced: '!' }[result.verdict]),
      el('h2', { id: 'verdict', tabindex: '-1' }, title)),
    el('p', {}, body), notes, result.verdict === 'forced' ? null : [
      facts(result, receipt),
      el('h3', { id: 'steps-title' }, t.stepsTitle), el('ol', { class: 'steps', 'aria-labelledby': 'steps-title' }, steps),
      (receipt.proof.server_seed ?? null) === null ? el('p', { class: 'note' }, t.sealedRest) : null,
      el('h3', { id: 'device-title' }, t.deviceTitle),
      hasWitness ? el('ul', { class: 'steps', 'aria-labelledby': 'device-title' }, comparisons) : el('p', { class: 'note' }, t.noWitness),
      result.gaps.includes('no-chances-shown') ? el('p', { class: 'note' }, t.gap) : null,
      hasWitness ? el('p', { class: 'note' }, t.reusedNote) : null,
    ]);
}

function showMessage(text) {
  $('result').replaceChildren(el('p', { class: 'message', role: 'alert' }, text));
  $('result').hidden = false;
}

async function check(receipt, { focus }) {
  const button = $('verify');
  button.disabled = true;
  button.textContent = t.checking;
  try {
    const result = await verifyReceipt(receipt);
    $('result').replaceChildren(render(result, receipt));
    $('result').hidden = false;
    if (focus) $('verdict').focus();
  } catch (error) {
    showMessage(fill(error.name === 'ReceiptError' ? t.unreadable : t.cryptoError, { reason: error.message }));
  } finally {
    button.disabled = false;
    button.textContent = t.verify;
  }
}

/** The receipt in pasted text: its JSON, or a link (or hash) that carries it; null when it is neither. */
function parsePasted(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) {
    const fromLink = receiptFromFragment(trimmed);
    if (fromLink !== null) return fromLink;
  }
  try {
    return JSON.parse(trimmed);
  } catch {
    return null;
  }
}

function fromAddress() {
  if (!/[#&]r=/.test(location.hash)) return;
  try {
    const receipt = receiptFromFragment(location.hash);
    $('receipt').value = JSON.stringify(receipt, null, 2);
    void check(receipt, { focus: false });
  } catch {
    showMessage(t.badLink);
  }
}

function start() {
  document.documentElement.lang = lang;
  document.title = t.title;
  for (const [id, text] of Object.entries({ title: t.title, intro: t.intro, 'receipt-label': t.receiptLabel, verify: t.verify, how: t.how })) $(id).textContent = text;
  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('receipt').value;
    if (text.trim() === '') {
      showMessage(t.empty);
      return;
    }
    let receipt;
    try {
      receipt = parsePasted(text);
    } catch {
      showMessage(t.badLink);
      return;
    }
    if (receipt === null) showMessage(t.notJson);
    else void check(receipt, { focus: true });
  });
  window.addEventListener('hashchange', fromAddress);
  fromAddress();
}

start();

import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { DrawProof, TicketSlot, UpgradeProof, UpgradeRule } from '@domain/model/fairness';
import type { OpeningRecord, RollRecord, UpgradeRecord } from '@domain/features/fairness/rollRecords';

/**
 * Honest rolls made by a third implementation of docs/fairness.md — Node's own SHA-256 and HMAC,
 * synchronous, sharing nothing with the app's verifier or the outside one — so that the two
 * verifiers are compared on rolls neither of them made. Each roll comes with what an honest
 * device would have recorded before it, and the verdict both verifiers must reach.
 */

const TICKETS = 1_000_000;
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The ticket of HMAC-SHA256(server seed, "client seed:nonce"): its first 52 bits scaled to 1 000 000. */
export function ticketOf(serverSeed: string, clientSeed: string, nonce: number): number {
  const mac = createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(`${clientSeed}:${nonce}`, 'utf8').digest();
  const bits = BigInt(`0x${mac.subarray(0, 7).toString('hex')}`) >> 4n;
  return Number((bits * 1_000_000n) / 2n ** 52n);
}

const centsOf = (value: number) => Math.round(value * 100);
export const tableTextOf = (table: readonly TicketSlot[]) => table.map((s) => `${s.id}:${s.tickets}:${centsOf(s.value)}`).join('\n');
const ruleTextOf = (rule: UpgradeRule) => `upgrade:${rule.edgeBp}:${rule.min}:${rule.max}`;
export const commitmentOf = (serverSeed: string, tablesDigest: string, rule: UpgradeRule | null) =>
  sha256Hex(rule ? `${serverSeed}|${tablesDigest}|${ruleTextOf(rule)}` : `${serverSeed}|${tablesDigest}`);

/** Chance in hundredths of a percent by the rule, on values in hundredths, in integers. */
function ruleChance(rule: UpgradeRule, donor: number, target: number): number {
  if (centsOf(target) <= 0) return rule.max;
  const raw = (BigInt(Math.max(0, centsOf(donor))) * BigInt(10_000 - rule.edgeBp)) / BigInt(centsOf(target));
  return Math.min(rule.max, Math.max(rule.min, Number(raw)));
}

// ---- what a roll is made of ----

/** Texts as ids: any characters but the separators, non-ASCII included. */
const idText = fc.oneof(
  fc.stringMatching(/^[a-z0-9_.-]{1,10}$/),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((s) => !/[:\n\r|]/.test(s)),
);
const seedText = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);
const clientSeed = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{32}$/),
  fc.tuple(fc.nat(19), fc.nat(19), fc.nat(19), fc.integer({ min: 0, max: 9999 }), fc.nat(5)).map(([a, b, c, n, order]) => {
    const words = [`0.${String(a).padStart(2, '0')}`, `1.${String(b).padStart(2, '0')}`, `2.${String(c).padStart(2, '0')}`];
    const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]][order] as number[];
    return `luck-${orders.map((i) => words[i]).join('-')}-${String(n).padStart(4, '0')}`;
  }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom('удача-7', '幸運', 'seed with spaces', '🎲🎲', 'é:ü:1'),
);
const nonce = fc.oneof(fc.nat(50), fc.nat(), fc.maxSafeNat());
const rule = fc.tuple(fc.nat(9999), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }))
  .map(([edgeBp, a, b]): UpgradeRule => ({ edgeBp, min: Math.min(a, b), max: Math.max(a, b) }));
/** A value in crystals with at most two decimals (as the committed texts carry it). */
const value = fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 1, max: 500 })).map((cents) => cents / 100);

/** 1–12 slots with distinct ids and whole tickets adding up to 1 000 000. */
const table = fc.uniqueArray(idText, { minLength: 1, maxLength: 12 }).chain((ids) =>
  fc.tuple(fc.uniqueArray(fc.integer({ min: 1, max: TICKETS - 1 }), { minLength: ids.length - 1, maxLength: ids.length - 1 }), fc.array(value, { minLength: ids.length, maxLength: ids.length }), fc.array(fc.string({ maxLength: 12 }), { minLength: ids.length, maxLength: ids.length }))
    .map(([cuts, values, names]) => {
      const edges = [0, ...cuts.sort((a, b) => a - b), TICKETS];
      return ids.map((id, i): TicketSlot => ({ id, name: names[i] as string, value: values[i] as number, tickets: (edges[i + 1] as number) - (edges[i] as number) }));
    }));

/** How a roll is seen: the seed revealed or not, the device's record or none, and what it knew. */
const witnessing = fc.record({
  revealed: fc.boolean(),
  recorded: fc.boolean(),
  deviceKnowsSeed: fc.boolean(),
  statedRoll: fc.boolean(),
  announcedNonce: fc.boolean(),
  answered: fc.boolean(),
  lang: fc.constantFrom('en', 'ru'),
  shownAt: fc.nat(),
  chanceDecimals: fc.constantFrom(null, 4, 2, 1),
  forced: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
});

export interface HonestRoll {
  readonly proof: DrawProof | UpgradeProof;
  readonly record: RollRecord | null;
  /** The server seed revealed to the device, as the receipt carries it. */
  readonly revealedSeed: string | null;
  /** What both verifiers must say of it untouched. */
  readonly expected: 'verified' | 'sealed' | 'unverifiable' | 'forced';
}

type Witnessing = typeof witnessing extends fc.Arbitrary<infer W> ? W : never;

function expectedOf(w: Witnessing): HonestRoll['expected'] {
  if (w.forced) return 'forced';
  if (!w.revealed) return 'sealed';
  return w.recorded ? 'verified' : 'unverifiable';
}

/** A chance as a case page would show it: exact (4 decimals), rounded, or not at all. */
function shownChance(tickets: number, decimals: number | null): number | null {
  if (decimals === null) return null;
  const exact = tickets / 10_000;
  const rounded = Math.round(exact * 10 ** decimals) / 10 ** decimals;
  return rounded === 0 ? exact : rounded;
}

export const honestOpening: fc.Arbitrary<HonestRoll> = fc.record({
  serverSeed: seedText, clientSeed, nonce, rule: fc.option(rule), table, caseId: idText, caseName: fc.string({ maxLength: 10 }),
  others: fc.uniqueArray(fc.tuple(idText, fc.stringMatching(/^[0-9a-f]{64}$/)), { maxLength: 5, selector: ([id]) => id }),
  at: fc.nat(5), w: witnessing,
}).map(({ serverSeed, clientSeed: seed, nonce: n, rule: r, table: slots, caseId, caseName, others, at, w }): HonestRoll => {
  const listed = [...others.filter(([id]) => id !== caseId)];
  listed.splice(Math.min(at, listed.length), 0, [caseId, sha256Hex(tableTextOf(slots))]);
  const tables = listed.map(([id, digest]) => ({ caseId: id, digest }));
  const tablesDigest = sha256Hex(tables.map((t) => `${t.caseId}:${t.digest}`).join('\n'));
  const commitment = commitmentOf(serverSeed, tablesDigest, r);
  const ticket = ticketOf(serverSeed, seed, n);
  let upTo = 0;
  const drawn = slots.find((s) => (upTo += s.tickets) > ticket) as TicketSlot;
  const proof: DrawProof = {
    kind: 'opening', commitment, clientSeed: seed, nonce: n, serverSeed: w.revealed ? serverSeed : null, forced: w.forced,
    roll: w.statedRoll ? ticket : null, upgradeRule: r, caseId, drop: { id: drawn.id, name: drawn.name }, table: slots, tables,
  };
  const record: OpeningRecord = {
    ...recordBase(commitment, seed, n, r, w), kind: 'opening', caseId, caseName,
    chances: slots.map((s) => [s.value, shownChance(s.tickets, w.chanceDecimals)] as const),
    itemId: w.answered ? 'item-1' : null, received: w.answered ? { id: drawn.id, name: drawn.name, value: drawn.value } : null,
  };
  return { proof, record: w.recorded ? record : null, revealedSeed: w.deviceKnowsSeed && w.revealed ? serverSeed : null, expected: expectedOf(w) };
});

export const honestUpgrade: fc.Arbitrary<HonestRoll> = fc.record({
  serverSeed: seedText, clientSeed, nonce, rule, tablesDigest: fc.stringMatching(/^[0-9a-f]{64}$/),
  donor: fc.record({ id: idText, name: fc.string({ maxLength: 12 }), value }), target: fc.record({ id: idText, name: fc.string({ maxLength: 12 }), value }),
  w: witnessing,
}).map(({ serverSeed, clientSeed: seed, nonce: n, rule: r, tablesDigest, donor, target, w }): HonestRoll => {
  const commitment = commitmentOf(serverSeed, tablesDigest, r);
  const chance = ruleChance(r, donor.value, target.value) / 100;
  const ticket = ticketOf(serverSeed, seed, n);
  const win = ticket < Math.round(chance * 100) * 100;
  const proof: UpgradeProof = {
    kind: 'upgrade', commitment, clientSeed: seed, nonce: n, serverSeed: w.revealed ? serverSeed : null, forced: w.forced,
    roll: w.statedRoll ? ticket : null, upgradeRule: r, donor, target, chance, win, tablesDigest,
  };
  const record: UpgradeRecord = { ...recordBase(commitment, seed, n, r, w), kind: 'upgrade', donor, target, chance, won: w.answered ? win : null };
  return { proof, record: w.recorded ? record : null, revealedSeed: w.deviceKnowsSeed && w.revealed ? serverSeed : null, expected: expectedOf(w) };
});

function recordBase(commitment: string, seed: string, n: number, r: UpgradeRule | null, w: Witnessing) {
  return {
    ref: 'r1', at: w.shownAt + 1, commitment, shownAt: w.shownAt, nonce: w.announcedNonce ? n : null, upgradeRule: r, clientSeed: seed, lang: w.lang,
    receipt: w.answered ? { commitment, clientSeed: seed, nonce: n } : null,
  };
}

export const honestRoll = fc.oneof(honestOpening, honestUpgrade);

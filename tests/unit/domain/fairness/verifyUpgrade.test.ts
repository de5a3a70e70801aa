import { describe, expect, it } from 'vitest';
import { TABLE_TICKETS, winTicketsOf } from '@domain/features/fairness/provablyFair';
import { verifyUpgrade } from '@domain/features/fairness/verifyDraw';
import type { Hashing } from '@domain/ports/Hashing';
import type { UpgradeProof } from '@domain/model/fairness';
import { DONOR, hashing, realProofs, UPGRADE_SEED } from './realProofs';

/**
 * The verifier of upgrades: real proofs from the demo backend (a win and a loss) verify; the
 * rule's chance, the commitment, the roll and the outcome each fail on their own tampering.
 */

const { sealed, revealed, upgrade: answer } = realProofs();
const won = revealed.upgrade;
const lost = revealed.second;
const flipLast = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

/** Web Crypto's SHA-256, and an HMAC whose first 52 bits make `ticket` (so the win range's edge can be hit). */
function rollingTicket(ticket: number): Hashing {
  const bits = (BigInt(ticket) * 2n ** 52n + BigInt(TABLE_TICKETS) - 1n) / BigInt(TABLE_TICKETS);
  const mac = new Uint8Array(32);
  let shifted = bits << 4n;
  for (let i = 6; i >= 0; i--) {
    mac[i] = Number(shifted & 0xffn);
    shifted >>= 8n;
  }
  return { sha256: (text) => hashing.sha256(text), hmacSha256: () => Promise.resolve(mac) };
}

describe('verifyUpgrade: real upgrades', () => {
  it('the proofs are the upgrades made: the item staked, the target, the chance, the client seed sent', () => {
    expect(won).toMatchObject({ kind: 'upgrade', donor: { id: DONOR }, target: { id: answer.target }, chance: answer.chance, win: true, clientSeed: UPGRADE_SEED });
    expect(lost.win).toBe(false);
  });

  it.each([['a win', won], ['a loss', lost]] as const)('%s verifies step by step: rule, commitment, roll, outcome', async (_label, proof) => {
    const result = await verifyUpgrade(proof, hashing);
    expect(result).toMatchObject({ kind: 'checked', failed: null });
    if (result.kind !== 'checked') return;
    expect(result.steps.map((s) => s.id)).toEqual(['rule', 'commitment', 'roll', 'outcome']);
    expect(result.steps[0]).toMatchObject({ ok: true, expected: proof.chance, applied: proof.chance });
    expect(result.steps[1]).toMatchObject({ ok: true, computed: proof.commitment, rule: 'upgrade:1000:1:9500', tablesDigest: proof.tablesDigest });
    expect(result.steps[2]).toMatchObject({ ok: true, message: `${UPGRADE_SEED}:${proof.nonce}`, stated: proof.roll });
    expect(result.steps[3]).toMatchObject({ ok: true, ticket: proof.roll, winTickets: winTicketsOf(proof.chance), won: proof.win });
  });

  it('a forced upgrade is not a roll at all', async () => {
    expect(await verifyUpgrade({ ...won, forced: true }, hashing)).toEqual({ kind: 'forced' });
  });
});

describe('verifyUpgrade: tampering fails at the right step', () => {
  it.each([
    ['a chance other than the rule’s', { chance: won.chance + 1 }, 'rule'],
    ['a chance a hundredth off', { chance: won.chance - 0.01 }, 'rule'],
    ['the donor’s value (the rule gives another chance)', { donor: { ...won.donor, value: won.donor.value * 2 } }, 'rule'],
    ['the target’s value', { target: { ...won.target, value: won.target.value + 1 } }, 'rule'],
    ['no rule committed', { upgradeRule: null }, 'rule'],
    ['no rule committed, and a chance of 0', { upgradeRule: null, chance: 0 }, 'rule'],
    ['another rule, whose chance it is', { upgradeRule: { edgeBp: 1000, min: 1, max: 9400 } }, 'commitment'],
    ['the server seed', { serverSeed: flipLast(won.serverSeed ?? '') }, 'commitment'],
    ['the commitment', { commitment: flipLast(won.commitment) }, 'commitment'],
    ['the tables digest', { tablesDigest: flipLast(won.tablesDigest) }, 'commitment'],
    ['the client seed', { clientSeed: `${won.clientSeed}x` }, 'roll'],
    ['the nonce', { nonce: won.nonce + 1 }, 'roll'],
    ['the stated ticket', { roll: (won.roll ?? 0) + 1 }, 'roll'],
    ['the outcome', { win: false }, 'outcome'],
  ] as const)('%s → %s', async (_label, change, step) => {
    expect(await verifyUpgrade({ ...won, ...change } as UpgradeProof, hashing)).toMatchObject({ kind: 'checked', failed: step });
  });

  it('a loss told as a win fails the outcome', async () => {
    expect(await verifyUpgrade({ ...lost, win: true }, hashing)).toMatchObject({ kind: 'checked', failed: 'outcome' });
  });

  it('the win range is [0, chance × 10 000): its last ticket wins, the next loses', async () => {
    const edge = winTicketsOf(won.chance);
    const unstated = { ...won, roll: null };
    expect(await verifyUpgrade({ ...unstated, win: true }, rollingTicket(edge - 1))).toMatchObject({ failed: null });
    expect(await verifyUpgrade({ ...unstated, win: true }, rollingTicket(edge))).toMatchObject({ failed: 'outcome' });
    expect(await verifyUpgrade({ ...unstated, win: false }, rollingTicket(edge))).toMatchObject({ failed: null });
  });
});

describe('verifyUpgrade: sealed (the seed still secret)', () => {
  it('checks only the rule, and passes a real one', async () => {
    const result = await verifyUpgrade(sealed.upgrade, hashing);
    expect(result).toMatchObject({ kind: 'sealed', failed: null });
    expect(result.kind !== 'forced' && result.steps.map((s) => s.id)).toEqual(['rule']);
  });

  it('still catches a chance other than the rule’s; what needs the seed is not claimed', async () => {
    expect(await verifyUpgrade({ ...sealed.upgrade, chance: 95 }, hashing)).toMatchObject({ kind: 'sealed', failed: 'rule' });
    expect(await verifyUpgrade({ ...sealed.upgrade, win: !sealed.upgrade.win }, hashing)).toMatchObject({ kind: 'sealed', failed: null });
  });
});

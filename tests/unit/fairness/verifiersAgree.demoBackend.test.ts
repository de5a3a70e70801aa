import { describe, expect, it } from 'vitest';
import { demoReceipts, type DemoRoll } from '../../support/demoReceipts';
import { appJudgement, loadOutsideVerifier, outsideJudgement } from './bothVerifiers';

/**
 * The demo backend's own rolls (noble's SHA-256 and HMAC, its real tables and upgrade rule,
 * several seeds revealed in turn) through both verifiers: the property tests' Node-crypto rolls
 * stand for this server, and this holds them to it.
 */

const judge = async (roll: DemoRoll) => {
  const outside = await loadOutsideVerifier();
  const [app, other] = await Promise.all([
    appJudgement(roll.proof, roll.record, roll.revealedSeed),
    outsideJudgement(outside, roll.proof, roll.record, roll.revealedSeed),
  ]);
  return { app, other };
};

describe('the demo backend’s rolls, through both verifiers', () => {
  it('every opening and upgrade of several revealed seeds is verified by both', async () => {
    const { openings, upgrades } = demoReceipts({ rounds: 24, seed: 9 });
    expect(openings).toHaveLength(24);
    expect(upgrades.length).toBeGreaterThanOrEqual(8);
    const rolls = [...openings, ...upgrades];
    // Several seeds were revealed, and each roll carries the one revealed for its own commitment.
    expect(new Set(rolls.map((r) => r.revealedSeed)).size).toBeGreaterThan(3);
    for (const { app, other } of await Promise.all(rolls.map(judge))) {
      expect(app).toEqual({ verdict: 'verified', step: null, fields: [] });
      expect(other).toEqual(app);
    }
  });

  it('the tampered opening is a mismatch in both, naming the item received', async () => {
    const { app, other } = await judge(demoReceipts().tampered);
    expect(app).toEqual({ verdict: 'mismatch', step: null, fields: ['drop'] });
    expect(other).toEqual(app);
  });
});

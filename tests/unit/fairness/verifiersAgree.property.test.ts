import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { appJudgement, bothJudgements, loadOutsideVerifier, outsideJudgement, type OutsideVerifier } from './bothVerifiers';
import { honestOpening, honestRoll, honestUpgrade, type HonestRoll } from './honestRolls';

/**
 * The app's verifier and the outside one (public/verifier) agree on thousands of honest rolls made
 * by a third implementation (honestRolls.ts, Node's crypto): openings and upgrades, any server and
 * client seeds (non-ASCII and luck codes too), any nonce, random tables and upgrade rules, with
 * and without the device's record, revealed and sealed. Rolls go in batches: Web Crypto is
 * asynchronous, and a batch keeps its thread pool busy instead of waiting on one hash at a time.
 */

const BATCH = 40;
const RUNS = 60;
/** 2 400 rolls: under the mutation run's instrumentation (npm run mutation) they take 4–5 s, beyond its 4 s default. */
const MANY_ROLLS_TIMEOUT_MS = 30_000;

let outside: OutsideVerifier;
beforeAll(async () => {
  outside = await loadOutsideVerifier();
});

async function agreeOn(rolls: readonly HonestRoll[]): Promise<void> {
  const judged = await Promise.all(rolls.map((roll) => bothJudgements(outside, roll.proof, roll.record, roll.revealedSeed)));
  judged.forEach(({ app, outside: other }, i) => {
    const roll = rolls[i] as HonestRoll;
    const which = `roll ${JSON.stringify(roll)}`;
    expect(other, `the outside verifier agrees with the app on ${which}`).toEqual(app);
    expect(app.verdict, `the verdict on the honest ${which}`).toBe(roll.expected);
  });
}

describe('the app and the outside verifier agree on honest rolls', () => {
  it(`openings and upgrades: ${RUNS} batches of ${BATCH}`, { timeout: MANY_ROLLS_TIMEOUT_MS }, async () => {
    let rolls = 0;
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(honestRoll, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        rolls += batch.length;
        for (const roll of batch) seen.set(`${roll.proof.kind} ${roll.expected}`, (seen.get(`${roll.proof.kind} ${roll.expected}`) ?? 0) + 1);
        await agreeOn(batch);
      }),
      // A batch cannot shrink (its size is fixed) and the failing roll is in the message: stop at the first.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(rolls).toBeGreaterThanOrEqual(RUNS * BATCH);
    // Every kind of roll and every verdict an honest roll can get was tried, not only the common ones.
    for (const kind of ['opening', 'upgrade']) {
      for (const verdict of ['verified', 'sealed', 'unverifiable', 'forced']) expect(seen.get(`${kind} ${verdict}`) ?? 0, `${kind} ${verdict}`).toBeGreaterThan(20);
    }
  });

  it('a forced outcome: the outside verifier says forced, as the demo app does; a live app says it cannot be checked', async () => {
    const forced = fc.sample(fc.oneof(honestOpening, honestUpgrade).filter((r) => r.expected === 'forced'), { numRuns: 20, seed: 7 });
    for (const roll of forced) {
      const other = await outsideJudgement(outside, roll.proof, roll.record, roll.revealedSeed);
      expect(other.verdict).toBe('forced');
      expect((await appJudgement(roll.proof, roll.record, roll.revealedSeed, true)).verdict).toBe('forced');
      expect((await appJudgement(roll.proof, roll.record, roll.revealedSeed, false)).verdict).toBe('unverifiable');
    }
  });

  it('an honest verified receipt says so line by line, and the unverifiable one why', async () => {
    const [verified] = fc.sample(honestOpening.filter((r) => r.expected === 'verified'), { numRuns: 1, seed: 11 });
    const [orphan] = fc.sample(honestUpgrade.filter((r) => r.expected === 'unverifiable'), { numRuns: 1, seed: 12 });
    if (!verified || !orphan) throw new Error('no sample');
    const { fairnessReceipt } = await import('@domain/features/fairness/receipt');
    const good = await outside.verifyReceipt(JSON.parse(JSON.stringify(fairnessReceipt(verified.proof, verified.record, { revealedSeed: verified.revealedSeed, lang: verified.record?.lang ?? 'en', noncesUsed: [] }))));
    expect(good.steps.map((s) => [s.id, s.ok])).toEqual([['table', true], ['commitment', true], ['roll', true], ['slot', true]]);
    expect(good.lines.at(-1)).toBe('Verdict: verified');
    const bare = await outside.verifyReceipt(JSON.parse(JSON.stringify(fairnessReceipt(orphan.proof, null, { revealedSeed: null, lang: 'en', noncesUsed: [] }))));
    expect(bare).toMatchObject({ verdict: 'unverifiable', reason: 'no-record', failedStep: null, fields: [] });
    expect(bare.steps.map((s) => s.id)).toEqual(['rule', 'commitment', 'roll', 'outcome']);
  });
});

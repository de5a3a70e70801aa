import { describe, expect, it, vi } from 'vitest';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import type { OpeningRecord } from '@domain/features/fairness/rollRecords';
import { rollsUnder, SeedAudit, type SeedAuditDeps, type SeedAuditState } from '@domain/features/fairness/SeedAudit';
import type { DrawProof, SeedRotation, UpgradeProof } from '@domain/model/fairness';
import { ApiError } from '@domain/shared/ApiError';
import { seededRandom } from '@domain/shared/seededRandom';
import { deferred, flush, mapStorage, type Deferred } from '../cases/fixtures';
import { hashing, realProofs, SECOND_DONOR } from './realProofs';
import { openingRecord, upgradeRecord } from './witnessFixtures';

/** The seeds screen: the seed in use, revealing it, and every roll under a revealed seed audited. */

const { itemId, revealed } = realProofs();
const commitment = revealed.opening.commitment;
const NEXT = { commitment: 'c'.repeat(64), clientSeed: 'srv', nonce: 0, upgradeRule: null };
const rotation: SeedRotation = { revealed: { commitment, serverSeed: revealed.opening.serverSeed ?? '', nonce: 3 }, current: NEXT };

function setup(api: SeedAuditDeps['api'] = honestApi(), options: { rotate?: () => Promise<SeedRotation | null> } = {}) {
  const memory = new FairPlayMemory(mapStorage(), '7', seededRandom(2));
  memory.announce({ commitment, clientSeed: 'srv', nonce: 0, upgradeRule: revealed.opening.upgradeRule }, 1);
  for (const record of [openingRecord(revealed.opening, itemId), upgradeRecord(revealed.upgrade), upgradeRecord(revealed.second)]) memory.saveRecord(record);
  const witness = {
    serverHasNoFairness: false,
    refresh: vi.fn(() => Promise.resolve()),
    rotate: vi.fn(options.rotate ?? (() => {
      memory.rememberReveal({ ...rotation.revealed, at: 5 });
      memory.announce(rotation.current, 5);
      return Promise.resolve(rotation);
    })),
  };
  const audit = new SeedAudit({ api, hashing, memory, witness, language: () => 'en', forcedAllowed: true });
  return { audit, memory, witness };
}

function honestApi() {
  const upgrades: Record<string, UpgradeProof> = { [revealed.upgrade.donor.id]: revealed.upgrade, [SECOND_DONOR]: revealed.second };
  return {
    getDrawProof: vi.fn((id: string): Promise<DrawProof | null> => Promise.resolve(id === itemId ? revealed.opening : null)),
    getUpgradeProof: vi.fn((id: string): Promise<UpgradeProof | null> => Promise.resolve(upgrades[id] ?? null)),
  };
}

const auditIn = (state: SeedAuditState) => state.revealed.find((s) => s.seed.commitment === commitment)?.audit;
const auditOf = (audit: SeedAudit) => auditIn(audit.state);

describe('rollsUnder', () => {
  const record = openingRecord(revealed.opening, itemId);

  it('counts a roll under the commitment its answer said, else the one shown before it; never one without an item', () => {
    expect(rollsUnder([record], commitment)).toEqual([record]);
    const answeredElsewhere = { ...record, receipt: { ...record.receipt, commitment: NEXT.commitment } } as OpeningRecord;
    expect(rollsUnder([answeredElsewhere], commitment)).toEqual([]);
    expect(rollsUnder([answeredElsewhere], NEXT.commitment)).toEqual([answeredElsewhere]);
    expect(rollsUnder([{ ...record, receipt: null }], commitment)).toHaveLength(1);
    expect(rollsUnder([{ ...record, itemId: null, received: null, receipt: null }], commitment)).toEqual([]);
  });
});

describe('SeedAudit', () => {
  it('shows the seed in use, the rolls under it, the client seed and the auto-rotation', () => {
    const { audit, memory } = setup();
    expect(audit.state).toMatchObject({ current: { commitment }, currentRolls: 3, clientSeed: memory.clientSeed(), revealed: [], autoRotate: 0, rotation: 'idle' });
    audit.setAutoRotate(25);
    expect(memory.autoRotateEvery()).toBe(25);
    expect(audit.state.autoRotate).toBe(25);
  });

  it('reveal: rotates, lists the revealed seed newest first and audits every roll under it — "3 of 3"', async () => {
    const { audit, witness } = setup();
    await audit.rotate();
    expect(witness.rotate).toHaveBeenCalledTimes(1);
    expect(audit.state).toMatchObject({ rotation: 'idle', current: { commitment: NEXT.commitment }, currentRolls: 0 });
    expect(audit.state.revealed).toEqual([{ seed: { ...rotation.revealed, at: 5 }, rolls: 3, audit: { kind: 'done', total: 3, verified: 3, findings: [] } }]);
  });

  it('a failed rotation says so and audits nothing', async () => {
    const api = honestApi();
    const { audit } = setup(api, { rotate: () => Promise.resolve(null) });
    await audit.rotate();
    expect(audit.state.rotation).toBe('failed');
    expect(api.getDrawProof).not.toHaveBeenCalled();
  });

  it('lists what does not check out: a roll that differs, and one that cannot be checked', async () => {
    const api = honestApi();
    api.getUpgradeProof = vi.fn((id: string): Promise<UpgradeProof | null> => Promise.resolve(id === SECOND_DONOR ? null : { ...revealed.upgrade, win: !revealed.upgrade.win }));
    const { audit } = setup(api);
    await audit.rotate();
    expect(auditOf(audit)).toEqual({
      kind: 'done', total: 3, verified: 1, findings: expect.arrayContaining([
        expect.objectContaining({ itemId: revealed.upgrade.donor.id, kind: 'upgrade', outcome: 'mismatch', label: expect.stringContaining(' → ') as unknown }),
        expect.objectContaining({ itemId: SECOND_DONOR, kind: 'upgrade', outcome: 'unverifiable' }),
      ]) as unknown,
    });
  });

  it('a proof served for another staked item than the one asked about is a finding', async () => {
    const api = honestApi();
    // Asked about item 1000's upgrade, the server answers item 1001's (which verifies on its own).
    api.getUpgradeProof = vi.fn((_id: string): Promise<UpgradeProof | null> => Promise.resolve(revealed.upgrade));
    const { audit } = setup(api);
    await audit.rotate();
    expect(auditOf(audit)).toMatchObject({ kind: 'done', total: 3, verified: 2, findings: [{ itemId: SECOND_DONOR, kind: 'upgrade', outcome: 'mismatch' }] });
  });

  it('asks for each roll’s proof of its own kind', async () => {
    const api = honestApi();
    const { audit } = setup(api);
    await audit.rotate();
    expect(api.getDrawProof).toHaveBeenCalledExactlyOnceWith(itemId);
    expect(api.getUpgradeProof.mock.calls.map(([id]) => id).sort()).toEqual([revealed.upgrade.donor.id, SECOND_DONOR].sort());
  });

  it('counts progress while it checks, and a failing fetch makes the audit "failed", to be tried again', async () => {
    const api = honestApi();
    api.getDrawProof = vi.fn<(id: string) => Promise<DrawProof | null>>().mockRejectedValueOnce(new Error('offline')).mockImplementation(() => Promise.resolve(revealed.opening));
    const { audit } = setup(api);
    const seen: string[] = [];
    audit.subscribe((s) => {
      const a = auditIn(s);
      if (a) seen.push(a.kind === 'checking' ? `${a.done}/${a.total}` : a.kind);
    });
    await audit.rotate();
    expect(seen[0]).toBe('idle');
    expect(seen).toContain('0/3');
    expect(seen.at(-1)).toBe('failed');
    await audit.audit(commitment);
    expect(auditOf(audit)).toMatchObject({ kind: 'done', total: 3, verified: 3 });
  });

  it('fetches at most three proofs at once, and checks every roll', async () => {
    const waiting: Deferred<null>[] = [];
    let inFlight = 0;
    let most = 0;
    const pending = () => {
      const next = deferred<null>();
      waiting.push(next);
      inFlight++;
      most = Math.max(most, inFlight);
      return next.promise.finally(() => inFlight--);
    };
    const { audit, memory } = setup({ getDrawProof: pending, getUpgradeProof: pending });
    for (let i = 0; i < 7; i++) memory.saveRecord(openingRecord(revealed.opening, `extra-${i}`, { ref: `x${i}` }));
    const done = audit.rotate();
    for (let answered = 0; answered < 10; answered++) {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(answered));
      waiting[answered]?.resolve(null);
    }
    await done;
    expect(most).toBe(3);
    expect(waiting).toHaveLength(10);
    expect(auditOf(audit)).toMatchObject({ kind: 'done', total: 10, verified: 0 });
  });

  it('one audit of a seed at a time', async () => {
    const api = honestApi();
    const { audit, memory } = setup(api);
    memory.rememberReveal({ ...rotation.revealed, at: 5 });
    const first = audit.audit(commitment);
    const second = audit.audit(commitment);
    await Promise.all([first, second]);
    expect(api.getDrawProof).toHaveBeenCalledTimes(1);
  });

  it('start: reads the server’s commitment, then audits the newest revealed seed if it has rolls and was not audited', async () => {
    const api = honestApi();
    const { audit, memory, witness } = setup(api);
    memory.rememberReveal({ ...rotation.revealed, at: 5 });
    await audit.start();
    expect(witness.refresh).toHaveBeenCalledTimes(1);
    expect(auditOf(audit)).toMatchObject({ kind: 'done', verified: 3 });
    await audit.start();
    expect(api.getDrawProof).toHaveBeenCalledTimes(1);
  });

  it('disposal stops the audit: no more fetches, the state stays', async () => {
    const first = deferred<DrawProof | null>();
    const getDrawProof = vi.fn(() => first.promise);
    const getUpgradeProof = vi.fn(() => new Promise<UpgradeProof | null>(() => {}));
    const { audit, memory } = setup({ getDrawProof, getUpgradeProof });
    for (let i = 0; i < 5; i++) memory.saveRecord(openingRecord(revealed.opening, `extra-${i}`, { ref: `x${i}` }));
    memory.rememberReveal({ ...rotation.revealed, at: 5 });
    const running = audit.audit(commitment);
    await flush();
    const before = audit.state;
    audit.dispose();
    first.resolve(null);
    await flush();
    expect(getDrawProof).toHaveBeenCalledTimes(1);
    expect(audit.state).toBe(before);
    void running;
  });
});

describe('SeedAudit: more of what the seeds screen shows', () => {
  it('a roll not yet answered counts under the commitment shown before it, not under another', () => {
    const unanswered = { ...openingRecord(revealed.opening, itemId), receipt: null, commitment: NEXT.commitment };
    expect(rollsUnder([unanswered], commitment)).toEqual([]);
    expect(rollsUnder([unanswered], NEXT.commitment)).toEqual([unanswered]);
  });

  it('revealed seeds are listed newest first', () => {
    const { audit, memory } = setup();
    memory.rememberReveal({ commitment: 'a'.repeat(64), serverSeed: 's1', nonce: 1, at: 1 });
    memory.rememberReveal({ commitment: 'b'.repeat(64), serverSeed: 's2', nonce: 1, at: 2 });
    audit.setAutoRotate(0);
    expect(audit.state.revealed.map((s) => s.seed.serverSeed)).toEqual(['s2', 's1']);
  });

  it('while the seed is revealed the screen says so, and a second tap asks for no second rotation', async () => {
    const answer = deferred<SeedRotation | null>();
    const { audit, witness } = setup(honestApi(), { rotate: () => answer.promise });
    const first = audit.rotate();
    expect(audit.state.rotation).toBe('rotating');
    await audit.rotate();
    answer.resolve(null);
    await first;
    expect(witness.rotate).toHaveBeenCalledTimes(1);
    expect(audit.state.rotation).toBe('failed');
  });

  it('progress counts up roll by roll, and stops being shown once a fetch failed', async () => {
    const seen: string[] = [];
    const track = (audit: SeedAudit) => audit.subscribe((s) => {
      const a = auditIn(s);
      if (a?.kind === 'checking') seen.push(`${a.done}/${a.total}`);
    });
    const honest = setup();
    track(honest.audit);
    await honest.audit.rotate();
    expect(seen).toEqual(['0/3', '1/3', '2/3', '3/3']);

    seen.length = 0;
    const api = honestApi();
    api.getDrawProof = vi.fn((_id: string): Promise<DrawProof | null> => Promise.reject(new Error('offline')));
    const failing = setup(api);
    track(failing.audit);
    await failing.audit.rotate();
    expect(seen).toEqual(['0/3']);
    expect(auditOf(failing.audit)).toEqual({ kind: 'failed' });
  });

  it('start audits the newest revealed seed only when this device rolled under it', async () => {
    const api = honestApi();
    const { audit, memory } = setup(api);
    await audit.start();
    expect(api.getDrawProof).not.toHaveBeenCalled();
    memory.rememberReveal({ commitment: 'a'.repeat(64), serverSeed: 's', nonce: 0, at: 5 });
    await audit.start();
    expect(audit.state.revealed).toEqual([{ seed: { commitment: 'a'.repeat(64), serverSeed: 's', nonce: 0, at: 5 }, rolls: 0, audit: { kind: 'idle' } }]);
    expect(api.getDrawProof).not.toHaveBeenCalled();
  });

  it('a server without the proof calls: every roll is a finding that cannot be checked, named by its item', async () => {
    const missing = () => Promise.reject(new ApiError('http', 'HTTP 404', 404));
    const { audit, memory } = setup({ getDrawProof: missing, getUpgradeProof: missing });
    memory.saveRecord(openingRecord(revealed.opening, 'no-answer', { ref: 'u', received: null }));
    await audit.rotate();
    const done = auditOf(audit);
    expect(done).toMatchObject({ kind: 'done', total: 4, verified: 0 });
    const findings = done?.kind === 'done' ? done.findings : [];
    expect(findings.every((f) => f.outcome === 'unverifiable')).toBe(true);
    expect(findings.find((f) => f.itemId === itemId)?.label).toBe(openingRecord(revealed.opening, itemId).received?.name);
    expect(findings.find((f) => f.itemId === 'no-answer')?.label).toBe('no-answer');
  });

  it('a roll a live server calls forced is a finding that cannot be checked, not a mismatch', async () => {
    const api = honestApi();
    api.getDrawProof = vi.fn((_id: string): Promise<DrawProof | null> => Promise.resolve({ ...revealed.opening, forced: true }));
    const { memory, witness } = setup(api);
    const live = new SeedAudit({ api, hashing, memory, witness, language: () => 'en', forcedAllowed: false });
    await live.rotate();
    expect(auditOf(live)).toMatchObject({ kind: 'done', total: 3, verified: 2, findings: [{ itemId, kind: 'opening', outcome: 'unverifiable' }] });
  });

  it('says the server publishes no verifiable rolls only when it has no fairness call and no commitment was ever shown', () => {
    const bare = (serverHasNoFairness: boolean, announced: boolean) => {
      const memory = new FairPlayMemory(mapStorage(), '7', seededRandom(2));
      if (announced) memory.announce(NEXT, 1);
      const witness = { serverHasNoFairness, refresh: vi.fn(() => Promise.resolve()), rotate: vi.fn(() => Promise.resolve(null)) };
      return new SeedAudit({ api: honestApi(), hashing, memory, witness, language: () => 'en', forcedAllowed: true }).state.unsupported;
    };
    expect(bare(true, false)).toBe(true);
    expect(bare(true, true)).toBe(false);
    expect(bare(false, false)).toBe(false);
  });
});

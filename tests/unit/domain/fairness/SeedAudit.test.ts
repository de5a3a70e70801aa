import { describe, expect, it, vi } from 'vitest';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import type { OpeningRecord } from '@domain/features/fairness/rollRecords';
import { rollsUnder, SeedAudit, type SeedAuditDeps, type SeedAuditState } from '@domain/features/fairness/SeedAudit';
import type { DrawProof, SeedRotation, UpgradeProof } from '@domain/model/fairness';
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

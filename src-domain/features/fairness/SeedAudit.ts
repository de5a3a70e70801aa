import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import { Flow } from '@domain/shared/Flow';
import type { AutoRotateEvery, Announcement, FairPlayMemory, RevealedSeed } from './FairPlayMemory';
import type { RollRecord } from './rollRecords';
import type { RollWitness } from './RollWitness';
import { checkRoll, fetchProof, withRevealedSeed } from './VerifyRoll';

/** A roll of a revealed seed that did not check out: which item, and whether it differs or could not be checked. */
export interface AuditFinding {
  readonly itemId: string;
  /** What the roll was, as this device recorded it: the drop's name, or "staked → aimed at". */
  readonly label: string;
  readonly kind: RollRecord['kind'];
  readonly outcome: 'mismatch' | 'unverifiable';
}

export type AuditState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking'; readonly done: number; readonly total: number }
  /** `verified` of `total` rolls check out; the rest are listed. */
  | { readonly kind: 'done'; readonly total: number; readonly verified: number; readonly findings: readonly AuditFinding[] }
  | { readonly kind: 'failed' };

export interface SeedView {
  readonly seed: RevealedSeed;
  /** The rolls this device made under it. */
  readonly rolls: number;
  readonly audit: AuditState;
}

export interface SeedAuditState {
  /** The commitment the next roll is made under, and the rolls this device made under it so far. */
  readonly current: Announcement | null;
  readonly currentRolls: number;
  readonly clientSeed: string;
  /** Newest first. */
  readonly revealed: readonly SeedView[];
  readonly autoRotate: AutoRotateEvery;
  readonly rotation: 'idle' | 'rotating' | 'failed';
  /** The server has no fairness call (it answered 404): it publishes no verifiable rolls. */
  readonly unsupported: boolean;
}

export interface SeedAuditDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'getUpgradeProof'>;
  readonly hashing: Hashing;
  readonly memory: Pick<FairPlayMemory, 'records' | 'revealedSeeds' | 'current' | 'clientSeed' | 'autoRotateEvery' | 'setAutoRotateEvery'>;
  readonly witness: Pick<RollWitness, 'rotate' | 'refresh' | 'serverHasNoFairness'>;
  readonly language: () => string;
  readonly forcedAllowed: boolean;
}

/** How many proofs are fetched at once while a seed is audited. */
const AUDIT_CONCURRENCY = 3;

/** The rolls made under a commitment: as their answers said, or as announced for those without an answer. */
export function rollsUnder(records: readonly RollRecord[], commitment: string): RollRecord[] {
  return records.filter((r) => (r.receipt ? r.receipt.commitment === commitment : r.commitment === commitment) && itemOf(r) !== null);
}

function itemOf(record: RollRecord): string | null {
  return record.kind === 'opening' ? record.itemId : record.donor.id;
}

/**
 * The player's seeds: the one in use (its commitment, the client seed, the rolls so far), revealing
 * it on request or after as many rolls as the player chose, and the seeds revealed — each audited
 * at once: every roll this device made under it fetched, recomputed and held against its record
 * ("42 of 42 rolls check out").
 */
export class SeedAudit extends Flow<SeedAuditState> {
  private readonly audits = new Map<string, AuditState>();

  constructor(private readonly deps: SeedAuditDeps) {
    super({ ...viewOf(deps, new Map()), rotation: 'idle' });
  }

  /** Reads the device's memory again, and the server's current commitment. */
  async start(): Promise<void> {
    this.reread();
    await this.deps.witness.refresh();
    // Left meanwhile: the state no longer changes (Flow.set), and an audit fetches nothing more.
    this.reread();
    const newest = this.state.revealed[0];
    if (newest && newest.rolls > 0 && newest.audit.kind === 'idle') await this.audit(newest.seed.commitment);
  }

  /** Reveals the seed in use (the server commits a new one) and audits its rolls at once. */
  async rotate(): Promise<void> {
    if (this.state.rotation === 'rotating') return;
    this.set({ ...this.state, rotation: 'rotating' });
    const rotation = await this.deps.witness.rotate();
    this.set({ ...this.state, rotation: rotation ? 'idle' : 'failed' });
    this.reread();
    if (rotation) await this.audit(rotation.revealed.commitment);
  }

  setAutoRotate(every: AutoRotateEvery): void {
    this.deps.memory.setAutoRotateEvery(every);
    this.reread();
  }

  /** Fetches and checks every roll this device made under a revealed seed. */
  async audit(commitment: string): Promise<void> {
    const current = this.audits.get(commitment);
    if (current?.kind === 'checking') return;
    const rolls = rollsUnder(this.deps.memory.records(), commitment);
    let done = 0;
    const findings: AuditFinding[] = [];
    this.setAudit(commitment, { kind: 'checking', done, total: rolls.length });
    const queue = [...rolls];
    let failed = false;
    const worker = async () => {
      for (let record = queue.shift(); record && !failed && !this.disposed; record = queue.shift()) {
        const finding = await this.check(record).catch(() => {
          failed = true;
          return null;
        });
        if (finding) findings.push(finding);
        done++;
        if (!failed) this.setAudit(commitment, { kind: 'checking', done, total: rolls.length });
      }
    };
    await Promise.all(Array.from({ length: AUDIT_CONCURRENCY }, worker));
    this.setAudit(commitment, failed ? { kind: 'failed' } : { kind: 'done', total: rolls.length, verified: rolls.length - findings.length, findings });
  }

  /** One roll: null when it checks out, else what is wrong. A failed fetch throws (the audit can be tried again). */
  private async check(record: RollRecord): Promise<AuditFinding | null> {
    const itemId = itemOf(record) as string;
    const label = record.kind === 'opening' ? record.received?.name ?? itemId : `${record.donor.name} → ${record.target.name}`;
    const proof = await fetchProof(this.deps.api, itemId, record.kind);
    if (proof === null || proof === 'unsupported') return { itemId, label, kind: record.kind, outcome: 'unverifiable' };
    const { verdict } = await checkRoll(withRevealedSeed(proof, this.deps.memory.revealedSeeds()), itemId, this.deps);
    if (verdict.kind === 'verified') return null;
    return { itemId, label, kind: record.kind, outcome: verdict.kind === 'mismatch' ? 'mismatch' : 'unverifiable' };
  }

  private setAudit(commitment: string, audit: AuditState): void {
    this.audits.set(commitment, audit);
    this.reread();
  }

  private reread(): void {
    this.set({ ...this.state, ...viewOf(this.deps, this.audits) });
  }
}

/** Everything the seeds screen shows but the rotation, as the device's memory has it now. */
function viewOf(deps: SeedAuditDeps, audits: ReadonlyMap<string, AuditState>): Omit<SeedAuditState, 'rotation'> {
  const { memory } = deps;
  const records = memory.records();
  const current = memory.current();
  const revealed = [...memory.revealedSeeds()].reverse().map((seed): SeedView => ({
    seed, rolls: rollsUnder(records, seed.commitment).length, audit: audits.get(seed.commitment) ?? { kind: 'idle' },
  }));
  return {
    current, currentRolls: current ? rollsUnder(records, current.commitment).length : 0,
    clientSeed: memory.clientSeed(), revealed, autoRotate: memory.autoRotateEvery(),
    unsupported: deps.witness.serverHasNoFairness && current === null,
  };
}

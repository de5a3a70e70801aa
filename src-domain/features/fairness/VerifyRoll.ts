import type { RollProof } from '@domain/model/fairness';
import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import { isApiError } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import { judgeRoll, type RollVerdict } from './compareWithRecord';
import type { FairPlayMemory, RevealedSeed } from './FairPlayMemory';
import type { RollRecord } from './rollRecords';
import type { RollWitness } from './RollWitness';
import { verifyDraw, verifyUpgrade, type Verification } from './verifyDraw';

/** Which roll an item came from, when the caller knows: its opening, or the upgrade that staked or won it. */
export type RollKind = 'opening' | 'upgrade';

export type VerifyPhase =
  | { readonly kind: 'loading' }
  /** The server has no proof call (or this client none): its rolls are not verifiable. */
  | { readonly kind: 'unsupported' }
  /** The item was not drawn by a verifiable roll (a gift, an older opening). */
  | { readonly kind: 'no-proof' }
  /** The proof could not be fetched, or the browser could not compute (no Web Crypto). */
  | { readonly kind: 'error'; readonly reason: 'load' | 'crypto' }
  | {
      readonly kind: 'ready';
      readonly proof: RollProof;
      readonly verification: Verification;
      /** The proof against itself and against what this device saw. */
      readonly verdict: RollVerdict;
      /** This device's record of the roll; null when it has none. */
      readonly record: RollRecord | null;
      /** The seed is being revealed (rotated), or the last try failed. */
      readonly rotation: 'idle' | 'rotating' | 'failed';
    };

export interface VerifyRollDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'getUpgradeProof'>;
  readonly hashing: Hashing;
  readonly memory: Pick<FairPlayMemory, 'records' | 'revealedSeeds'>;
  readonly witness: Pick<RollWitness, 'rotate'>;
  /** The app's language now. */
  readonly language: () => string;
  /** Demo mode: a forced outcome is the developer tools'; live, a proof that claims one cannot be checked. */
  readonly forcedAllowed: boolean;
}

/**
 * The proof of an item's roll: its opening's, else the upgrade's that staked or won it (or only the
 * kind asked for). 'unsupported' when the server answers neither call (404, or no such call here).
 */
export async function fetchProof(api: VerifyRollDeps['api'], itemId: string, kind: RollKind | null): Promise<RollProof | null | 'unsupported'> {
  const calls = [
    kind === 'upgrade' ? undefined : api.getDrawProof?.bind(api),
    kind === 'opening' ? undefined : api.getUpgradeProof?.bind(api),
  ];
  let answered = false;
  for (const call of calls) {
    if (!call) continue;
    try {
      const proof = await call(itemId);
      answered = true;
      if (proof) return proof;
    } catch (error) {
      // A 404 is a server without this call: the next one may have it.
      if (!isApiError(error) || error.status !== 404) throw error;
    }
  }
  return answered ? null : 'unsupported';
}

/**
 * A proof the server still sends sealed although this device was revealed its seed (a rotation's
 * answer): checked with the seed the device holds, rather than waiting for the server forever.
 */
export function withRevealedSeed(proof: RollProof, revealed: readonly RevealedSeed[]): RollProof {
  if (proof.serverSeed !== null) return proof;
  const seed = revealed.find((s) => s.commitment === proof.commitment)?.serverSeed;
  return seed ? { ...proof, serverSeed: seed } : proof;
}

/**
 * The device's record of the roll a proof is about: an opening by its item; an upgrade by the item
 * asked about when it was staked here (so a proof of another stake shows as other items), else by
 * the stake the proof names (the item asked about was won: its link to the stake is the server's).
 */
export function recordOf(records: readonly RollRecord[], proof: RollProof, itemId: string): RollRecord | null {
  if (proof.kind === 'opening') return records.find((r) => r.kind === 'opening' && r.itemId === itemId) ?? null;
  const upgrades = records.filter((r) => r.kind === 'upgrade');
  return upgrades.find((r) => r.donor.id === itemId) ?? upgrades.find((r) => r.donor.id === proof.donor.id) ?? null;
}

/** Checks a proof against itself (Web Crypto) and against the device's record. */
export async function checkRoll(proof: RollProof, itemId: string, deps: Omit<VerifyRollDeps, 'api' | 'witness'>) {
  const verification = proof.kind === 'opening' ? await verifyDraw(proof, deps.hashing) : await verifyUpgrade(proof, deps.hashing);
  const records = deps.memory.records();
  const record = recordOf(records, proof, itemId);
  const verdict = judgeRoll(proof, verification, {
    record, records, revealed: deps.memory.revealedSeeds(), lang: deps.language(), forcedAllowed: deps.forcedAllowed,
  });
  return { verification, verdict, record };
}

/**
 * Verifying one roll (an opening's drop or an upgrade): fetch its proof, recompute it in the app,
 * hold it against what this device recorded before the roll, and — while the server seed is still
 * secret — reveal it by rotating the seed (the next rolls then use a new committed seed). A server
 * without the proof calls makes the feature say so honestly.
 */
export class VerifyRoll extends Flow<VerifyPhase> {
  private target: { readonly itemId: string; readonly kind: RollKind | null } | null = null;

  constructor(private readonly deps: VerifyRollDeps) {
    super({ kind: 'loading' });
  }

  async start(itemId: string, kind: RollKind | null = null): Promise<void> {
    this.target = { itemId, kind };
    this.set({ kind: 'loading' });
    let proof: RollProof | null | 'unsupported';
    try {
      proof = await fetchProof(this.deps.api, itemId, kind);
    } catch {
      // After dispose a flow's state no longer changes (Flow.set): no check of its own is needed.
      this.set({ kind: 'error', reason: 'load' });
      return;
    }
    // Left meanwhile: nothing more to read or hash.
    if (this.disposed) return;
    if (proof === 'unsupported' || proof === null) {
      this.set({ kind: proof === null ? 'no-proof' : 'unsupported' });
      return;
    }
    const shown = withRevealedSeed(proof, this.deps.memory.revealedSeeds());
    try {
      const checked = await checkRoll(shown, itemId, this.deps);
      this.set({ kind: 'ready', proof: shown, ...checked, rotation: 'idle' });
    } catch {
      this.set({ kind: 'error', reason: 'crypto' });
    }
  }

  async retry(): Promise<void> {
    if (this.target !== null && this.state.kind === 'error') await this.start(this.target.itemId, this.target.kind);
  }

  /** Reveals the server seed (and commits a new one), then verifies with it. */
  async reveal(): Promise<void> {
    const phase = this.state;
    const target = this.target;
    if (phase.kind !== 'ready' || phase.rotation === 'rotating' || phase.verification.kind !== 'sealed' || target === null) return;
    this.set({ ...phase, rotation: 'rotating' });
    const rotation = await this.deps.witness.rotate();
    if (this.disposed) return;
    if (!rotation) {
      if (this.state.kind === 'ready') this.set({ ...this.state, rotation: 'failed' });
      return;
    }
    await this.start(target.itemId, target.kind);
  }
}

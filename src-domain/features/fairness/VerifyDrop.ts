import type { DrawProof } from '@domain/model/fairness';
import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import { isApiError } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import type { FairPlayMemory } from './FairPlayMemory';
import { verifyDraw, type Verification } from './verifyDraw';

export type VerifyPhase =
  | { readonly kind: 'loading' }
  /** The server has no proof call (or this client none): its drops are not verifiable. */
  | { readonly kind: 'unsupported' }
  /** The item was not drawn by a verifiable opening (an upgrade, a gift, an older opening). */
  | { readonly kind: 'no-proof' }
  /** The proof could not be fetched, or the browser could not compute (no Web Crypto). */
  | { readonly kind: 'error'; readonly reason: 'load' | 'crypto' }
  | {
      readonly kind: 'ready';
      readonly proof: DrawProof;
      readonly verification: Verification;
      /** This device was shown the commitment before the opening (false: not recorded on this device). */
      readonly publishedBefore: boolean;
      /** The seed is being revealed (rotated), or the last try failed. */
      readonly rotation: 'idle' | 'rotating' | 'failed';
    };

export interface VerifyDropDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'rotateFairnessSeed'>;
  readonly hashing: Hashing;
  readonly memory: Pick<FairPlayMemory, 'wasPublished'>;
}

/**
 * Verifying one opened item's drop (issue 16): fetch its proof, recompute it in the app, and —
 * while the server seed is still secret — reveal it by rotating the seed (the next openings then
 * use a new committed seed). A server without the proof call makes the feature say so honestly.
 */
export class VerifyDrop extends Flow<VerifyPhase> {
  private itemId: string | null = null;

  constructor(private readonly deps: VerifyDropDeps) {
    super({ kind: 'loading' });
  }

  async start(itemId: string): Promise<void> {
    this.itemId = itemId;
    const getDrawProof = this.deps.api.getDrawProof?.bind(this.deps.api);
    if (!getDrawProof) {
      this.set({ kind: 'unsupported' });
      return;
    }
    this.set({ kind: 'loading' });
    let proof: DrawProof | null;
    try {
      proof = await getDrawProof(itemId);
    } catch (error) {
      this.set(isApiError(error) && error.status === 404 ? { kind: 'unsupported' } : { kind: 'error', reason: 'load' });
      return;
    }
    if (this.disposed) return;
    if (!proof) {
      this.set({ kind: 'no-proof' });
      return;
    }
    await this.check(proof);
  }

  async retry(): Promise<void> {
    if (this.itemId !== null && this.state.kind === 'error') await this.start(this.itemId);
  }

  /** Reveals the server seed (and commits a new one), then verifies with it. */
  async reveal(): Promise<void> {
    const phase = this.state;
    const rotate = this.deps.api.rotateFairnessSeed?.bind(this.deps.api);
    if (phase.kind !== 'ready' || phase.rotation === 'rotating' || phase.verification.kind !== 'sealed' || this.itemId === null) return;
    if (!rotate) {
      this.set({ kind: 'unsupported' });
      return;
    }
    this.set({ ...phase, rotation: 'rotating' });
    try {
      await rotate();
    } catch {
      if (this.state.kind === 'ready') this.set({ ...this.state, rotation: 'failed' });
      return;
    }
    await this.start(this.itemId);
  }

  private async check(proof: DrawProof): Promise<void> {
    let verification: Verification;
    try {
      verification = await verifyDraw(proof, this.deps.hashing);
    } catch {
      this.set({ kind: 'error', reason: 'crypto' });
      return;
    }
    this.set({ kind: 'ready', proof, verification, publishedBefore: this.deps.memory.wasPublished(proof.commitment), rotation: 'idle' });
  }
}

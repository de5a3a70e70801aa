import { makeAutoObservable } from 'mobx';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import { receiptShareLink } from '@domain/features/fairness/receipt';
import { VerifyDrop, type VerifyPhase } from '@domain/features/fairness/VerifyDrop';
import type { StepId } from '@domain/features/fairness/verifyDraw';
import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import type { Messenger } from '@domain/ports/Messenger';
import type { Storage } from '@domain/ports/Storage';
import type { Texts } from '@ui/i18n/Texts';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';

export interface VerifyDropViewModelDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'rotateFairnessSeed'>;
  readonly hashing: Hashing;
  readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>;
  readonly messenger: Pick<Messenger, 'user' | 'openTelegramLink'>;
  readonly session: Pick<SessionStore, 'me'>;
  readonly texts: Texts;
}

/** The overall word on a drop: verified, not matching (and where), or not checkable yet. */
export type Verdict = { readonly kind: 'verified' } | { readonly kind: 'mismatch'; readonly step: StepId } | { readonly kind: 'sealed' } | { readonly kind: 'forced' };

/**
 * The Verify view (issue 16): the VerifyDrop flow for one item, the verdict it comes to, and the
 * fairness receipt shared through the messenger's share link.
 */
export class VerifyDropViewModel {
  readonly verify: FlowBinding<VerifyDrop>;

  constructor(readonly itemId: string, private readonly deps: VerifyDropViewModelDeps) {
    const memory = FairPlayMemory.of(deps.storage, deps.messenger.user);
    this.verify = new FlowBinding(() => new VerifyDrop({ api: deps.api, hashing: deps.hashing, memory }));
    makeAutoObservable<VerifyDropViewModel, 'deps'>(this, { deps: false, itemId: false, verify: false }, { autoBind: true });
  }

  get phase(): VerifyPhase {
    return this.verify.state;
  }

  get verdict(): Verdict | null {
    const phase = this.phase;
    if (phase.kind !== 'ready') return null;
    const { verification } = phase;
    if (verification.kind === 'forced') return { kind: 'forced' };
    if (verification.kind === 'sealed') return { kind: 'sealed' };
    return verification.failed === null ? { kind: 'verified' } : { kind: 'mismatch', step: verification.failed };
  }

  mount(): () => void {
    const stop = this.verify.mount();
    void this.verify.actions.start(this.itemId);
    return stop;
  }

  /** Shares the fairness receipt (commitment, seeds, nonce, result) through the messenger's share link. */
  share(): void {
    const phase = this.phase;
    const verdict = this.verdict;
    if (phase.kind !== 'ready' || !verdict) return;
    const { t } = this.deps.texts;
    const { proof, verification } = phase;
    const ticket = verification.kind === 'checked' ? verification.steps[2].roll.ticket : proof.roll;
    const text = t('fairness.verify.receipt', {
      case: proof.caseName ?? proof.caseId,
      drop: proof.drop.name,
      commitment: proof.commitment,
      serverSeed: proof.serverSeed ?? t('fairness.verify.secret'),
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
      ticket: ticket ?? '—',
      verdict: this.verdictText(verdict),
    });
    this.deps.messenger.openTelegramLink(receiptShareLink(text, this.deps.session.me?.refLink ?? null));
  }

  private verdictText(verdict: Verdict): string {
    const { t } = this.deps.texts;
    if (verdict.kind === 'verified') return t('fairness.verify.verified');
    if (verdict.kind === 'mismatch') return `${t('fairness.verify.mismatch')} (${t(`fairness.verify.step.${verdict.step}`)})`;
    if (verdict.kind === 'sealed') return t('fairness.verify.sealedTitle');
    return t('fairness.verify.forced');
  }
}

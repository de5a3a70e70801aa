import { formatOddsPercent } from '@ui/i18n/formatPercent';
import { makeAutoObservable } from 'mobx';
import { fairnessReceipt, shareLink } from '@domain/features/fairness/receipt';
import { VerifyRoll, type RollKind, type VerifyPhase } from '@domain/features/fairness/VerifyRoll';
import { noncesUsedBefore, type RollVerdict } from '@domain/features/fairness/compareWithRecord';
import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import type { Messenger } from '@domain/ports/Messenger';
import type { Texts } from '@ui/i18n/Texts';
import type { SessionStore } from '@ui/stores/SessionStore';
import type { Toaster } from '@ui/toasts/Toaster';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import type { FairPlay } from '@domain/features/fairness/fairPlay';
import { verdictText } from './verdictText';
import { verifierLink } from './verifierLink';

export interface VerifyRollViewModelDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'getUpgradeProof'>;
  readonly hashing: Hashing;
  readonly fairPlay: Pick<FairPlay, 'memory' | 'witness' | 'forcedAllowed'>;
  readonly messenger: Pick<Messenger, 'openTelegramLink' | 'copyText'>;
  readonly session: Pick<SessionStore, 'me' | 'language'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly texts: Texts;
  /** Where the app is served: the outside verifier page is shipped beside it. */
  readonly origin: string;
}

/**
 * The Verify view: the VerifyRoll flow for one item (its opening or its upgrade), its verdict, and
 * the fairness receipt — shared through the messenger's share link with a link to the outside
 * verifier, or copied whole for `npm run verify`.
 */
export class VerifyRollViewModel {
  readonly verify: FlowBinding<VerifyRoll>;
  private readonly verifyFlow: () => VerifyRoll;

  constructor(readonly itemId: string, private readonly kind: RollKind | null, private readonly deps: VerifyRollViewModelDeps) {
    const { memory, witness, forcedAllowed } = deps.fairPlay;
    [this.verify, this.verifyFlow] = FlowBinding.of(() => new VerifyRoll({
      api: deps.api, hashing: deps.hashing, memory, witness, forcedAllowed, language: () => deps.session.language,
    }));
    makeAutoObservable<VerifyRollViewModel, 'deps' | 'kind' | 'verifyFlow'>(this, { deps: false, kind: false, itemId: false, verify: false, verifyFlow: false }, { autoBind: true });
  }

  get phase(): VerifyPhase {
    return this.verify.state;
  }

  get verdict(): RollVerdict | null {
    return this.phase.kind === 'ready' ? this.phase.verdict : null;
  }

  mount(): () => void {
    const stop = this.verify.mount();
    void this.verifyFlow().start(this.itemId, this.kind);
    return stop;
  }

  retryPressed(): void {
    void this.verifyFlow().retry();
  }

  revealPressed(): void {
    void this.verifyFlow().reveal();
  }

  /** The receipt an outside verifier reads: the proof, what this device witnessed, the seed revealed to it. */
  private receipt(): Record<string, unknown> | null {
    const phase = this.phase;
    if (phase.kind !== 'ready') return null;
    const { memory } = this.deps.fairPlay;
    const revealed = memory.revealedSeeds().find((seed) => seed.commitment === phase.proof.commitment);
    const noncesUsed = phase.record ? noncesUsedBefore(memory.records(), phase.record, phase.proof.commitment) : [];
    return fairnessReceipt(phase.proof, phase.record, { revealedSeed: revealed?.serverSeed ?? null, lang: this.deps.session.language, noncesUsed });
  }

  /** Shares what was checked and the verdict, with a link that lets anyone check it outside the app. */
  sharePressed(): void {
    const phase = this.phase;
    const receipt = this.receipt();
    if (phase.kind !== 'ready' || !receipt) return;
    const { t } = this.deps.texts;
    const { proof } = phase;
    const subject = proof.kind === 'opening'
      ? t('fairness.verify.receiptOpening', { case: phase.record?.kind === 'opening' ? phase.record.caseName : proof.caseId, drop: proof.drop.name })
      : t('fairness.verify.receiptUpgrade', { donor: proof.donor.name, target: proof.target.name, chance: formatOddsPercent(proof.chance, this.deps.session.language) });
    const link = verifierLink(this.deps.origin, receipt);
    const text = t('fairness.verify.receipt', {
      subject, verdict: verdictText(phase.verdict, t), commitment: proof.commitment,
      serverSeed: proof.serverSeed ?? t('fairness.verify.secret'), clientSeed: proof.clientSeed, nonce: proof.nonce,
    });
    this.deps.messenger.openTelegramLink(shareLink(link ? `${text}\n${t('fairness.verify.checkIt', { link })}` : text, this.deps.session.me?.refLink));
  }

  /** Copies the whole receipt (JSON), for `npm run verify` or the verifier page. */
  async copyPressed(): Promise<void> {
    const receipt = this.receipt();
    if (!receipt) return;
    const copied = await this.deps.messenger.copyText(JSON.stringify(receipt, null, 2));
    this.deps.toaster.show(copied
      ? { kind: 'success', message: { key: 'fairness.verify.copied' } }
      : { kind: 'error', message: { key: 'fairness.verify.copyFailed' } });
  }
}

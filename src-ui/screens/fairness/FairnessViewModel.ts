import { makeAutoObservable } from 'mobx';
import type { AutoRotateEvery } from '@domain/features/fairness/FairPlayMemory';
import { SeedAudit, type SeedAuditState } from '@domain/features/fairness/SeedAudit';
import type { Api } from '@domain/ports/Api';
import type { Hashing } from '@domain/ports/Hashing';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import type { FairPlay } from '@domain/features/fairness/fairPlay';

export interface FairnessViewModelDeps {
  readonly api: Pick<Api, 'getDrawProof' | 'getUpgradeProof' | 'getFairness'>;
  readonly hashing: Hashing;
  readonly fairPlay: Pick<FairPlay, 'memory' | 'witness' | 'forcedAllowed'>;
  readonly session: Pick<SessionStore, 'language'>;
}

/** The seeds screen: the seed in use, revealing it (by hand or after N rolls), and each revealed seed's audit. */
export class FairnessViewModel {
  readonly seeds: FlowBinding<SeedAudit>;
  private readonly seedsFlow: () => SeedAudit;

  constructor(deps: FairnessViewModelDeps) {
    const { memory, witness, forcedAllowed } = deps.fairPlay;
    [this.seeds, this.seedsFlow] = FlowBinding.of(() => new SeedAudit({
      api: deps.api, hashing: deps.hashing, memory, witness, forcedAllowed, language: () => deps.session.language,
    }));
    makeAutoObservable<FairnessViewModel, 'seedsFlow'>(this, { seeds: false, seedsFlow: false }, { autoBind: true });
  }

  get state(): SeedAuditState {
    return this.seeds.state;
  }

  /** The server publishes no commitment (no fairness call, or it answered 404) and none was ever shown: nothing to show but that. */
  get unsupported(): boolean {
    return this.state.unsupported && this.state.revealed.length === 0;
  }

  mount(): () => void {
    const stop = this.seeds.mount();
    void this.seedsFlow().start();
    return stop;
  }

  revealPressed(): void {
    void this.seedsFlow().rotate();
  }

  autoRotateChosen(every: AutoRotateEvery): void {
    this.seedsFlow().setAutoRotate(every);
  }

  auditPressed(commitment: string): void {
    void this.seedsFlow().audit(commitment);
  }
}

import { prefersReducedMotion } from '@ui/components/motion';
import type { AppServices } from '@ui/services';
import { CaseDetailViewModel } from './CaseDetailViewModel';
import { CaseListViewModel } from './CaseListViewModel';
import { LuckCodeViewModel, type LuckCodeViewModelDeps } from './LuckCodeViewModel';
import { OpeningViewModel } from './OpeningViewModel';

// The cases' screens wired: the only code that knows what their view-models need.

export function createCaseListViewModel(services: AppServices): CaseListViewModel {
  return new CaseListViewModel({ api: services.api, storage: services.storage, store: services.cases, session: services.session, clock: services.clock });
}

/** `goTo`: where the main button leads (the screen's router knows how). */
export function createCaseDetailViewModel(
  services: AppServices,
  { caseId, goTo, count = 1 }: {
    readonly caseId: string;
    readonly goTo: { readonly opening: (caseId: string, count: number) => void; readonly payment: () => void };
    /** The count picked before ("Open again" after a multi-open). */
    readonly count?: number;
  },
): CaseDetailViewModel {
  return new CaseDetailViewModel(caseId, {
    api: services.api, store: services.cases, session: services.session, limits: services.limits, fairPlay: services.fairPlay, goTo,
  }, count);
}

/** The luck-code editor: its canvas's size, and what the case page does with a code and with Done. */
export function createLuckCodeViewModel(
  services: AppServices,
  params: Pick<LuckCodeViewModelDeps, 'size' | 'onCode' | 'close'>,
): LuckCodeViewModel {
  return new LuckCodeViewModel({ messenger: services.messenger, texts: services.texts, ...params });
}

export function createOpeningViewModel(
  services: AppServices,
  /** `allowed`: the navigation state's allow flag, read once when the screen opened (spec §5); `count`: how many at once. */
  { caseId, allowed, count = 1 }: { readonly caseId: string; readonly allowed: boolean; readonly count?: number },
): OpeningViewModel {
  return new OpeningViewModel(caseId, allowed, {
    api: services.api, clock: services.clock, random: services.random, sound: services.sound, storage: services.storage,
    messenger: services.messenger, guard: services.guard, texts: services.texts, toaster: services.toaster, session: services.session,
    cases: services.cases, reducedMotion: prefersReducedMotion(), limits: services.limits, witness: services.fairPlay.witness,
    fast: services.settings.fastOpen,
  }, count);
}

import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@domain/shared/ApiError';
import { caseOdds, type CaseOdds } from '@domain/features/cases/caseOdds';
import type { LuckCode } from '@domain/features/cases/luckCode';
import { isRare, limitSubject, openCounts, stakeOf } from '@domain/features/cases/opening';
import type { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import type { RollWitness } from '@domain/features/fairness/RollWitness';
import type { CaseDetails, Skin } from '@domain/model/case';
import type { FairnessState } from '@domain/model/fairness';
import { splitItemName } from '@domain/model/itemName';
import type { Api } from '@domain/ports/Api';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { LimitsStore } from '@ui/stores/LimitsStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export type DetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface SkinView {
  readonly skin: Skin;
  readonly rare: boolean;
  /** 'weapon | finish' split on the bar into two lines (spec §2). */
  readonly lines: readonly [string, string | null];
  /** The published drop chance in percent, or null when the server gives none. */
  readonly chance: number | null;
}

/** What the case page keeps of fair play: the player's client seed (a luck code or the device's own), the commitments it was shown. */
export interface CaseFairPlay {
  readonly memory: Pick<FairPlayMemory, 'luckCode' | 'setLuckCode' | 'clientSeed'>;
  readonly witness: Pick<RollWitness, 'announce'>;
}

/** Case detail (spec §2): open-for-price or top-up-needed, the skins by price descending. */
export class CaseDetailViewModel {
  /** Where the screen's own call for the details stands. */
  private own: DetailStatus = 'loading';
  /** Set once Open was tapped, so a burst of taps navigates once. */
  opening = false;
  /** The player's luck code, the client seed of their openings; null: this device's own random seed. */
  luckCode: LuckCode | null;
  /** The client seed the next opening sends: always the player's (the luck code's, or this device's own). */
  clientSeed: string | null;
  /** How many of the case to open at once (multi-open, where the case offers it); 1 by default. */
  private picked: number;

  constructor(
    private readonly caseId: string,
    private readonly deps: {
      api: Pick<Api, 'getCase'>; store: Pick<CasesStore, 'details'>; session: Pick<SessionStore, 'balance' | 'isLoading' | 'isRecovering' | 'ensureProfile'>;
      /** The player's own limits; absent: none. */
      limits?: Pick<LimitsStore, 'reached'>;
      /** Fair play kept on this device: the client seed, the commitments shown. */
      fairPlay?: CaseFairPlay;
      /** Where the main button leads: the opening (allowed once, `count` of the case) and the top-up. */
      goTo?: { readonly opening: (caseId: string, count: number) => void; readonly payment: () => void };
    },
    /** The count picked before ("Open again" after a multi-open keeps it). */
    count = 1,
  ) {
    this.picked = count;
    this.luckCode = deps.fairPlay?.memory.luckCode() ?? null;
    this.clientSeed = deps.fairPlay?.memory.clientSeed() ?? null;
    makeAutoObservable<CaseDetailViewModel, 'deps' | 'caseId'>(this, { deps: false, caseId: false }, { autoBind: true });
  }

  get details(): CaseDetails | null {
    return this.deps.store.details.get(this.caseId) ?? null;
  }

  /** Details in the store show, whichever call brought them (an earlier visit's, or one still out when the page opened). */
  get status(): DetailStatus {
    return this.details ? 'ready' : this.own;
  }

  get balance(): number | null {
    return this.deps.session.balance;
  }

  /** The counts the case page offers: [1] unless the server opens several of this case in one call. */
  get counts(): readonly number[] {
    return this.details ? openCounts(this.details) : [1];
  }

  /** How many open at once: the one picked, where the case still offers it. */
  get count(): number {
    return this.counts.includes(this.picked) ? this.picked : 1;
  }

  /** The player picked how many to open at once (×1 … ×5). */
  countPicked(count: number): void {
    if (this.counts.includes(count)) this.picked = count;
  }

  /** What opening takes: the price times the count. */
  get stake(): number {
    const d = this.details;
    return d ? stakeOf(d.price, this.count) : 0;
  }

  get canOpen(): boolean {
    const d = this.details;
    return d !== null && this.balance !== null && this.balance >= this.stake && this.limitReached === null;
  }

  /** The player's own limit does not allow the stake now: why, and when it does again. */
  get limitReached(): LimitReached | null {
    const d = this.details;
    return d && this.deps.limits ? this.deps.limits.reached('play', this.stake, limitSubject(d.id, this.count)) : null;
  }

  /**
   * What the open button offers: to open, to top up the missing crystals — or, while the balance
   * is unknown, to load it again (never a top-up computed from an unknown balance).
   */
  get offer(): 'open' | 'top-up' | 'balance-loading' | 'balance-unknown' | 'limit' {
    // The limit comes first: a player who may not spend is not offered a top-up.
    if (this.limitReached) return 'limit';
    if (this.balance === null) {
      const { isLoading, isRecovering } = this.deps.session;
      return isLoading || isRecovering ? 'balance-loading' : 'balance-unknown';
    }
    return this.canOpen ? 'open' : 'top-up';
  }

  /** Asks for the unknown balance again (the player's Retry). */
  retryBalance(): void {
    this.deps.session.ensureProfile();
  }

  /** Crystals still missing to open, when the balance is short. */
  get missing(): number {
    const d = this.details;
    if (!d || this.balance === null) return 0;
    return Math.max(0, Math.round((this.stake - this.balance) * 100) / 100);
  }

  get skins(): SkinView[] {
    return [...(this.details?.skins ?? [])]
      .sort((a, b) => b.price - a.price)
      .map((skin) => ({ skin, rare: isRare(skin.price), lines: splitItemName(skin.name), chance: skin.chance ?? null }));
  }

  /** The published odds, expected return and break-even chance (or that none are published, or they do not add up). */
  get odds(): CaseOdds {
    return caseOdds(this.details ?? { price: 0, skins: [] });
  }

  /** The player's seed commitment published with the case; null when the server publishes none. */
  get fairness(): FairnessState | null {
    return this.details?.fairness ?? null;
  }

  /** A luck code drawn in the editor becomes the client seed of the next openings. */
  setLuckCode(code: LuckCode): void {
    this.luckCode = code;
    this.deps.fairPlay?.memory.setLuckCode(code);
    this.clientSeed = this.deps.fairPlay?.memory.clientSeed() ?? null;
  }

  mount(): void {
    this.rememberCommitment();
    void this.load();
  }

  async load(): Promise<void> {
    this.own = 'loading';
    try {
      // The details reach the cases store through the server-event stream.
      await this.deps.api.getCase(this.caseId);
      runInAction(() => {
        this.own = 'ready';
      });
      this.rememberCommitment();
    } catch (error) {
      runInAction(() => {
        this.own = isApiError(error) && error.status === 404 ? 'not-found' : 'error';
      });
    }
  }

  /** The commitment shown here is one published before the next opening: the verifier holds the roll to it. */
  private rememberCommitment(): void {
    const fairness = this.fairness;
    if (fairness) this.deps.fairPlay?.witness.announce(fairness);
  }

  /**
   * The player pressed the main button (the messenger's own or the page's): open — once per visit,
   * however many presses arrive —, top up the missing crystals, or ask for an unknown balance again.
   */
  mainPressed(): void {
    if (!this.details) return;
    switch (this.offer) {
      case 'open':
        if (this.claimOpen()) this.deps.goTo?.opening(this.caseId, this.count);
        return;
      case 'top-up':
        this.deps.goTo?.payment();
        return;
      case 'balance-unknown':
        this.retryBalance();
        return;
      default:
    }
  }

  /** Claims the single open for this visit; false when it was already claimed. */
  claimOpen(): boolean {
    if (this.opening || !this.canOpen) return false;
    this.opening = true;
    return true;
  }
}

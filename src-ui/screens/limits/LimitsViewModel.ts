import { makeAutoObservable } from 'mobx';
import {
  LIMIT_KINDS, LIMITS, isLimitAmount, type LimitChange, type LimitKind, type LimitSetting, type RealityCheckMinutes,
} from '@domain/features/limits/limitRules';
import type { LimitsStore } from '@ui/stores/LimitsStore';

export interface LimitRow {
  readonly kind: LimitKind;
  readonly setting: LimitSetting;
  /** What counts against it now. */
  readonly spent: number;
}

/** What the last save of a limit did, said under its field. */
export type SaveNote =
  | { readonly kind: 'applied'; readonly amount: number | null }
  | { readonly kind: 'pending'; readonly amount: number | null; readonly effectiveAt: number }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'invalid' };

/**
 * The field's text as a limit: a whole number of crystals, spaces and comma grouping allowed
 * ("1 000", "1,000"); null when it is not one ("12.5", "1,5", "-3", "").
 */
export function parseLimitInput(text: string): number | null {
  let digits = text.replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d{1,3}(,\d{3})+$/.test(digits)) digits = digits.replace(/,/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const value = Number(digits);
  return isLimitAmount(value) ? value : null;
}

/** The limits screen: each limit, what counts against it, a field to change it; the reality check's interval. */
export class LimitsViewModel {
  readonly drafts = new Map<LimitKind, string>();
  readonly notes = new Map<LimitKind, SaveNote>();

  constructor(private readonly deps: { limits: Pick<LimitsStore, 'state' | 'spent' | 'player' | 'cloud'> }) {
    makeAutoObservable<LimitsViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The limits follow the player to their other devices (the messenger keeps them in its cloud); otherwise they stay on this one. */
  get followsPlayer(): boolean {
    return this.deps.limits.cloud.available;
  }

  get rows(): readonly LimitRow[] {
    const { settings } = this.deps.limits.state;
    return LIMIT_KINDS.map((kind) => ({ kind, setting: settings.limits[kind], spent: this.deps.limits.spent(kind) }));
  }

  get realityCheckMinutes(): RealityCheckMinutes {
    return this.deps.limits.state.settings.realityCheckMinutes;
  }

  readonly realityCheckChoices = LIMITS.realityCheckMinutes;
  readonly maxAmount = LIMITS.maxAmount;

  draft(kind: LimitKind): string {
    return this.drafts.get(kind) ?? '';
  }

  setDraft(kind: LimitKind, text: string): void {
    this.drafts.set(kind, text);
    if (this.notes.get(kind)?.kind === 'invalid') this.notes.delete(kind);
  }

  /** Saves the field's limit: at once when stricter, in 24 hours when looser. */
  save(kind: LimitKind): void {
    const amount = parseLimitInput(this.draft(kind));
    if (amount === null) {
      this.notes.set(kind, { kind: 'invalid' });
      return;
    }
    this.apply(kind, amount);
    this.drafts.set(kind, '');
  }

  /** No limit (in 24 hours). */
  remove(kind: LimitKind): void {
    this.apply(kind, null);
  }

  /** Cancels a waiting change: the limit in force stays. */
  keepCurrent(kind: LimitKind): void {
    this.apply(kind, this.deps.limits.state.settings.limits[kind].amount);
  }

  setRealityCheck(minutes: RealityCheckMinutes): void {
    this.deps.limits.player.setRealityCheck(minutes);
  }

  private apply(kind: LimitKind, amount: number | null): void {
    const change: LimitChange = this.deps.limits.player.setLimit(kind, amount);
    this.notes.set(kind, change.kind === 'pending'
      ? { kind: 'pending', amount, effectiveAt: change.effectiveAt }
      : change.kind === 'applied' ? { kind: 'applied', amount: change.setting.amount } : { kind: 'unchanged' });
  }
}

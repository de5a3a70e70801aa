import type { MessengerUser } from '@domain/model/user';
import type { Clock } from '@domain/ports/Clock';
import type { Storage } from '@domain/ports/Storage';
import { Flow } from '@domain/shared/Flow';
import { mirroredEntries, othersKey, readMirror, writeMirror } from './deviceLedgers';
import { checkSpend, type LimitCheck } from './limitCheck';
import {
  DEFAULT_SETTINGS, LIMIT_KINDS, requestLimit, settleSettings, type LimitChange, type LimitKind, type LimitSettings, type RealityCheckMinutes,
  type SpendKind,
} from './limitRules';
import { addPlay, newSitting, readSitting, resume, sessionOf, sittingKey, writeSitting, type PlaySession, type StoredSitting } from './sitting';
import { nextDropOut, pruneLedger, spentAgainst, type LedgerEntry } from './spendLedger';
import {
  ledgerKey, readOwnLedger, readSettingsDoc, settingsKey, writeLedger, writeSettingsDoc, type OwnLedger, type SettingName, type SettingsDoc,
} from './storedLimits';
import { readTaken, rememberTaken, stakeFor, subjectsKey, writeTaken, type TakenEntry } from './subjectMemory';
import { LEGACY_DEVICE, bumpVersion } from './versionVectors';

/**
 * A spend the server confirmed: a case opened or an upgrade made (what the server took, and what
 * came back), or crystals bought. `subject` names what was bought or opened (a case id, a package
 * id), so the next check of the same subject can count what it took this time.
 */
export type Spend =
  | { readonly kind: 'play'; readonly stake: number; readonly won: number; readonly subject?: string }
  | { readonly kind: 'buy'; readonly crystals: number; readonly subject?: string };

/**
 * What the flows that spend need of the limits: ask before sending anything, tell once the server
 * has confirmed. Flows take it as an optional dependency (absent: no limits).
 */
export interface SpendingGuard {
  /**
   * May `amount` be spent on `kind` now? With a `subject`, the stake checked is the larger of
   * `amount` (the price shown) and what the same subject took the last time it was recorded.
   */
  check(kind: SpendKind, amount: number, subject?: string): LimitCheck;
  record(spend: Spend): void;
}

export type { PlaySession } from './sitting';

export interface PlayerLimitsState {
  /** The limits as they stand at `at` (a change whose time has come is applied). */
  readonly settings: LimitSettings;
  /** The spends of the last 7 days: this device's and, as last synced, the player's other devices'. */
  readonly entries: readonly LedgerEntry[];
  /** What each subject took the last time it was recorded (a check of it counts at least that). */
  readonly taken: readonly TakenEntry[];
  /** The sitting the reality check reports on (kept across reloads; see sitting.ts). */
  readonly session: PlaySession;
  /** Clock time of the last change: a spend, a setting, or a spend leaving its rolling period. */
  readonly at: number;
}

export interface PlayerLimitsContext {
  /** The messenger user's id (null outside the messenger): each account on a device has its own limits. */
  readonly owner: string | null;
  readonly clock: Clock;
  /**
   * When this run of the app began (default: now): a sitting used within 30 minutes before it goes
   * on; otherwise a new one counts from there.
   */
  readonly startedAt?: number;
  /** This device's name among the player's devices (deviceId.ts): its changes count as its decisions. */
  readonly device?: string;
}

/**
 * The player's own limits: the settings and the spends of the last week, kept per
 * messenger user through the storage port, and the guard the spending flows ask. The state moves
 * on by itself, on the clock port, at each moment the answer of a check can change — a waiting
 * change applying, a spend dropping out of a window — so whoever shows it is never stale.
 *
 * The storage is the one copy it reads, synchronously: LimitsSync brings the cloud's copy into it
 * (the other devices' settings and spends) and calls `refresh`.
 *
 * These limits live on the player's devices: they are the player's own tool, not an enforcement a
 * determined player could not get around (only a server can do that).
 */
export class PlayerLimits extends Flow<PlayerLimitsState> implements SpendingGuard {
  private readonly keys: {
    readonly settings: string; readonly ledger: string; readonly others: string; readonly subjects: string; readonly sitting: string;
  };
  /** As last read from the storage: the settings with their versions, this device's ledger, the others' spends. */
  private doc: SettingsDoc = readSettingsDoc(null, 0);
  private own: OwnLedger = { entries: [], count: 0 };
  private others: readonly LedgerEntry[] = [];

  constructor(private readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>, private readonly context: PlayerLimitsContext) {
    const now = context.clock.now();
    const startedAt = Math.min(context.startedAt ?? now, now);
    super({ settings: DEFAULT_SETTINGS, entries: [], taken: [], session: sessionOf(newSitting(startedAt)), at: now }, context.clock);
    const owner = context.owner;
    this.keys = {
      settings: settingsKey(owner), ledger: ledgerKey(owner), others: othersKey(owner), subjects: subjectsKey(owner), sitting: sittingKey(owner),
    };
    const sitting = this.saveSitting(resume(this.storedSitting(now), now, startedAt));
    this.update({ ...this.fresh(now), session: sessionOf(sitting) });
  }

  /** The limits of the messenger's user (or of nobody in particular outside the messenger). */
  static of(storage: Pick<Storage, 'get' | 'set' | 'remove'>, user: Pick<MessengerUser, 'id'> | null, clock: Clock, startedAt?: number): PlayerLimits {
    return new PlayerLimits(storage, { owner: user ? String(user.id) : null, clock, ...(startedAt === undefined ? {} : { startedAt }) });
  }

  /** May `amount` crystals be spent on `kind` now? With a `subject`, at least what it took last time. */
  check(kind: SpendKind, amount: number, subject?: string): LimitCheck {
    return checkSpend(this.state.settings, this.state.entries, kind, stakeFor(this.state.taken, kind, amount, subject), this.context.clock.now());
  }

  /** What counts against `limit` now. */
  spent(limit: LimitKind, now = this.context.clock.now()): number {
    return spentAgainst(this.state.entries, limit, now);
  }

  /** A spend the server confirmed: it counts against the limits from now on. */
  record(spend: Spend): void {
    const now = this.context.clock.now();
    const amount = spend.kind === 'play' ? spend.stake : spend.crystals;
    const won = spend.kind === 'play' ? spend.won : 0;
    if (!(amount > 0) && !(won > 0) && spend.subject === undefined) return;
    // Read back first: another window of the app may have spent meanwhile.
    const fresh = this.fresh(now);
    const taken = spend.subject === undefined ? fresh.taken : rememberTaken(fresh.taken, spend.kind, spend.subject, Math.max(0, amount));
    if (taken !== fresh.taken) this.storage.set(this.keys.subjects, writeTaken(taken));
    if (amount > 0) {
      this.own = { entries: [...this.own.entries, { at: now, kind: spend.kind, amount }], count: this.own.count + 1 };
      this.storage.set(this.keys.ledger, writeLedger(this.own.entries, this.own.count));
    }
    // Buying crystals is not play: the sitting's figures are what went into and came out of cases and upgrades.
    const session = spend.kind === 'play' ? sessionOf(this.saveSitting(addPlay(resume(this.storedSitting(now), now), amount, won, now))) : fresh.session;
    this.update({ ...fresh, entries: [...this.own.entries, ...this.others], taken, session });
  }

  /**
   * The player sets a limit (null: none). A stricter one applies at once; a looser one in 24 hours
   * — the answer says which, and when.
   */
  setLimit(kind: LimitKind, amount: number | null): LimitChange {
    const fresh = this.fresh(this.context.clock.now());
    const change = requestLimit(fresh.settings.limits[kind], amount, fresh.at);
    if (change.kind !== 'unchanged') this.save(fresh, { ...fresh.settings, limits: { ...fresh.settings.limits, [kind]: change.setting } }, kind);
    return change;
  }

  /** How often the reality check reminds (0: never). It is a reminder, not a limit: it applies at once. */
  setRealityCheck(minutes: RealityCheckMinutes): void {
    const now = this.context.clock.now();
    const fresh = this.fresh(now);
    if (minutes === fresh.settings.realityCheckMinutes) return;
    // A new interval counts from the moment it was chosen.
    const sitting = this.saveSitting({ ...resume(this.storedSitting(now), now), intervalFrom: now });
    this.save({ ...fresh, session: sessionOf(sitting) }, { ...fresh.settings, realityCheckMinutes: minutes }, 'realityCheck');
  }

  /** The storage changed under it (LimitsSync wrote what it merged from the cloud): read it again. */
  refresh(): void {
    this.update(this.fresh(this.context.clock.now()));
  }

  /**
   * The app is in use now (in front of the player: ActivityWatch says so every minute). A sitting
   * left unused for 30 minutes has ended, and a new one begins now.
   */
  touch(): void {
    const now = this.context.clock.now();
    this.showSitting(this.saveSitting(resume(this.storedSitting(now), now)));
  }

  /** 'Continue' on the reality check: its next interval counts from now. */
  restartInterval(): void {
    const now = this.context.clock.now();
    this.showSitting(this.saveSitting({ ...resume(this.storedSitting(now), now), intervalFrom: now }));
  }

  /** 'Take a break': the sitting ends; the next use begins a new one. */
  endSitting(): void {
    this.storage.remove(this.keys.sitting);
    this.showSitting(newSitting(this.context.clock.now()));
  }

  /** A decision of the player on setting `name`: stored with one more decision of this device in its version. */
  private save(fresh: PlayerLimitsState, settings: LimitSettings, name: SettingName): void {
    const versions = { ...this.doc.versions, [name]: bumpVersion(this.doc.versions[name], this.context.device ?? LEGACY_DEVICE) };
    this.doc = { settings, versions };
    this.storage.set(this.keys.settings, writeSettingsDoc(this.doc));
    this.update({ ...fresh, settings });
  }

  /**
   * The state as stored at `now` (another window of the app, or a sync, may have written
   * meanwhile), with what has come due applied and what has aged out dropped — and stored so.
   */
  private fresh(now: number): PlayerLimitsState {
    const rawSettings = this.storage.get(this.keys.settings);
    const doc = readSettingsDoc(rawSettings, now);
    this.doc = { settings: settleSettings(doc.settings, now), versions: doc.versions };
    const rawLedger = this.storage.get(this.keys.ledger);
    const stored = readOwnLedger(rawLedger);
    this.own = { entries: pruneLedger(stored.entries, now), count: stored.count };
    const rawOthers = this.storage.get(this.keys.others);
    const mirror = readMirror(rawOthers, now);
    this.others = mirroredEntries(mirror);
    const taken = readTaken(this.storage.get(this.keys.subjects));
    // What was read is stored back as understood: unreadable parts dropped, a waiting change that a
    // clock moved back had pushed out brought within 24 hours, future spends dated now.
    this.storeIfChanged(this.keys.settings, rawSettings, writeSettingsDoc(this.doc));
    this.storeIfChanged(this.keys.ledger, rawLedger, writeLedger(this.own.entries, this.own.count));
    this.storeIfChanged(this.keys.others, rawOthers, writeMirror(mirror));
    return { ...this.state, settings: this.doc.settings, entries: [...this.own.entries, ...this.others], taken, at: now };
  }

  private storeIfChanged(key: string, raw: string | null, value: string): void {
    if (raw !== null && raw !== value) this.storage.set(key, value);
  }

  private storedSitting(now: number): StoredSitting | null {
    return readSitting(this.storage.get(this.keys.sitting), now);
  }

  private saveSitting(sitting: StoredSitting): StoredSitting {
    this.storage.set(this.keys.sitting, writeSitting(sitting));
    return sitting;
  }

  /** Tells the readers of the session when its figures changed (another window's spend, a new sitting). */
  private showSitting(sitting: StoredSitting): void {
    const session = sessionOf(sitting);
    const shown = this.state.session;
    if (session.startedAt === shown.startedAt && session.spent === shown.spent && session.won === shown.won && session.intervalFrom === shown.intervalFrom) return;
    this.set({ ...this.state, session });
  }

  /** Sets the state and plans the next moment it moves on by itself. */
  private update(state: PlayerLimitsState): void {
    this.set(state);
    this.cancelTimers();
    const next = this.nextChange(state);
    if (next !== null) this.after(next - state.at, () => this.update(this.fresh(this.context.clock.now())));
  }

  private nextChange(state: PlayerLimitsState): number | null {
    let next = nextDropOut(state.entries, state.at);
    for (const kind of LIMIT_KINDS) {
      const pending = state.settings.limits[kind].pending;
      // Settled at `at`: a waiting change still waiting applies after it.
      if (pending && (next === null || pending.effectiveAt < next)) next = pending.effectiveAt;
    }
    return next;
  }
}

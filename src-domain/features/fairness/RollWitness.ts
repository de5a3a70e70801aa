import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { FairnessState, RollReceipt, SeedRotation, UpgradeRule } from '@domain/model/fairness';
import type { UpgradeResult } from '@domain/model/upgrader';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import { isApiError } from '@domain/shared/ApiError';
import type { FairPlayMemory } from './FairPlayMemory';
import type { RollRecord, SeenItem, SeenReceipt } from './rollRecords';

export interface RollWitnessDeps {
  readonly memory: FairPlayMemory;
  readonly api: Pick<Api, 'getFairness' | 'rotateFairnessSeed'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly random: Random;
  /** The app's language now (names are recorded in it). */
  readonly language: () => string;
}

/** A record begun before a roll: its key, and the client seed the roll must send (the one recorded). */
export interface BegunRoll {
  readonly ref: string;
  readonly clientSeed: string;
}

export type RecordRef = string;

/**
 * What the rolling flows (OpenCase, UpgraderFlow) tell the device's memory, so that the device
 * can later hold a proof against what it saw: before a roll, the commitment shown and when, the
 * nonce announced, the client seed sent and what was on offer; after it, what was received. Also
 * reveals the seed by itself after as many rolls as the player chose.
 */
export class RollWitness {
  private rotating = false;
  /** The fairness call in flight, so that callers share it. */
  private refreshing: Promise<void> | null = null;
  /** The upgrade rule of the freshest commitment this device has seen: what the next upgrade's chance follows (null: none). */
  get upgradeRule(): UpgradeRule | null {
    return this.deps.memory.current()?.upgradeRule ?? null;
  }

  /** The server answered the fairness call 404: it has none, and is not asked again in this run. */
  private noFairnessCall = false;

  constructor(private readonly deps: RollWitnessDeps) {}

  /** Whether this device has seen the server publish a commitment (its rolls are then verifiable). */
  get publishes(): boolean {
    return this.deps.memory.current() !== null;
  }

  /** The server answered the fairness call 404 in this run: it has no verifiable rolls (or no longer). */
  get serverHasNoFairness(): boolean {
    return this.noFairnessCall || !this.deps.api.getFairness;
  }

  /** The client seed the next roll sends: the player's own, never the server's. */
  clientSeed(): string {
    return this.deps.memory.clientSeed();
  }

  /** A seed state the server published (with a case, or by the fairness call). */
  announce(state: FairnessState): void {
    this.deps.memory.announce(state, this.deps.clock.now());
  }

  /**
   * Asks the server for its current commitment (the fairness call); a server without it stays as
   * it was. `known`: a state the caller holds (a case's), announced first if never seen, so that
   * what the call brings counts as fresher.
   */
  refresh(known?: FairnessState): Promise<void> {
    if (known && !this.deps.memory.announcements().some((a) => a.commitment === known.commitment)) this.announce(known);
    const getFairness = this.deps.api.getFairness?.bind(this.deps.api);
    if (!getFairness || this.noFairnessCall) return Promise.resolve();
    this.refreshing ??= getFairness().then(
      (state) => this.announce(state),
      (error: unknown) => {
        // A server without the call is not asked again; a failed read leaves what was announced before.
        if (isApiError(error) && error.status === 404) this.noFairnessCall = true;
      },
    ).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Resolves once a fairness call in flight (if any) has answered: a roll then starts from the freshest state. */
  settled(): Promise<void> {
    return this.refreshing ?? Promise.resolve();
  }

  /** Before an opening's call: what the case page showed. Null when the server publishes no commitment. */
  beginOpening(details: CaseDetails): BegunRoll | null {
    return this.beginOpenings(details, 1)?.[0] ?? null;
  }

  /**
   * Before a call that opens `count` of a case at once: one record per roll, the nonces expected one
   * after another (the server rolls them in order, under the one client seed the call sends). Null
   * when the server publishes no commitment.
   */
  beginOpenings(details: CaseDetails, count: number): readonly BegunRoll[] | null {
    // The case's own commitment was announced when the page (or the countdown's refresh) saw it.
    if (!details.fairness) return null;
    const rolls: BegunRoll[] = [];
    for (let offset = 0; offset < count; offset++) {
      const base = this.base(offset);
      if (!base) return null;
      this.deps.memory.saveRecord({
        ...base, kind: 'opening', caseId: details.id, caseName: details.name,
        chances: details.skins.map((skin) => [skin.price, skin.chance ?? null] as const), itemId: null, received: null,
      });
      rolls.push({ ref: base.ref, clientSeed: base.clientSeed });
    }
    return rolls;
  }

  /** The opening's answer: the item received and what its receipt said. */
  completeOpening(ref: RecordRef, result: OpeningResult): void {
    const record = this.deps.memory.record(ref);
    if (record?.kind !== 'opening') return;
    const received: SeenItem = { id: result.win.id, name: result.win.name, value: result.win.cost };
    this.complete({ ...record, itemId: result.inventoryId, received, receipt: receiptOf(result.fairness) });
  }

  /** Before an upgrade's call: the items and the chance the upgrader showed. Null when no commitment is known. */
  beginUpgrade(donor: SeenItem, target: SeenItem, chance: number): BegunRoll | null {
    const base = this.base();
    if (!base) return null;
    this.deps.memory.saveRecord({ ...base, kind: 'upgrade', donor, target, chance, won: null });
    return { ref: base.ref, clientSeed: base.clientSeed };
  }

  completeUpgrade(ref: RecordRef, result: UpgradeResult): void {
    const record = this.deps.memory.record(ref);
    if (record?.kind !== 'upgrade') return;
    this.complete({ ...record, won: result.win, receipt: receiptOf(result.fairness) });
  }

  /** Reveals the current seed (and commits a new one); what it revealed is kept. Null when it failed. */
  async rotate(): Promise<SeedRotation | null> {
    const rotate = this.deps.api.rotateFairnessSeed?.bind(this.deps.api);
    if (!rotate || this.rotating) return null;
    this.rotating = true;
    try {
      const rotation = await rotate();
      const at = this.deps.clock.now();
      this.deps.memory.rememberReveal({ ...rotation.revealed, at });
      this.deps.memory.announce(rotation.current, at);
      // A client seed chosen after the new commitment: the server could not have picked its seed to suit it.
      this.deps.memory.renewDeviceSeed();
      return rotation;
    } catch {
      return null;
    } finally {
      this.rotating = false;
    }
  }

  private complete(record: RollRecord): void {
    const { memory, clock } = this.deps;
    memory.saveRecord(record);
    // A receipt under the commitment shown moves the next nonce on; it never makes a commitment "seen before".
    const current = memory.current();
    if (record.receipt && current && record.receipt.commitment === current.commitment) {
      memory.announce({ commitment: current.commitment, clientSeed: record.clientSeed, nonce: record.receipt.nonce + 1, upgradeRule: current.upgradeRule }, clock.now());
    }
    const every = memory.autoRotateEvery();
    if (every > 0 && current && this.rollsUnder(current.commitment) >= every) void this.rotate();
  }

  private rollsUnder(commitment: string): number {
    return this.deps.memory.records().filter((r) => r.receipt?.commitment === commitment).length;
  }

  /**
   * What every record starts with: the commitment last shown, the nonce to expect (`offset` rolls
   * after the next one, for the later rolls of one call), the seed sent.
   */
  private base(offset = 0) {
    const { memory, clock, random, language } = this.deps;
    const current = memory.current();
    if (!current) return null;
    const used = memory.records()
      .filter((r) => r.receipt?.commitment === current.commitment)
      .map((r) => (r.receipt as SeenReceipt).nonce + 1);
    const ref = `${clock.now().toString(36)}-${Math.floor(random() * 2 ** 32).toString(36)}${offset > 0 ? `-${offset}` : ''}`;
    return {
      ref, at: clock.now(), commitment: current.commitment, shownAt: current.firstSeenAt, nonce: Math.max(current.nonce, ...used) + offset,
      upgradeRule: current.upgradeRule, clientSeed: memory.clientSeed(), lang: language(), receipt: null,
    };
  }
}

function receiptOf(fairness: RollReceipt | undefined): SeenReceipt | null {
  return fairness ? { commitment: fairness.commitment, clientSeed: fairness.clientSeed, nonce: fairness.nonce } : null;
}

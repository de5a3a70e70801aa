import type { Cancel, Clock } from '@domain/ports/Clock';
import { CloudStorageError, cloudKeyOf, type CloudStorage } from '@domain/ports/CloudStorage';
import type { Presence } from '@domain/ports/Presence';
import type { Storage } from '@domain/ports/Storage';
import { Flow } from '@domain/shared/Flow';
import {
  decodeCloudLedger, deviceOfCloudKey, encodeCloudLedger, hasAgedOut, ledgerCloudKey, mergeMirror, othersKey, readMirror, writeMirror,
  type DeviceLedger,
} from './deviceLedgers';
import type { PlayerLimits } from './PlayerLimits';
import { mergeSettingsDocs } from './settingsMerge';
import { pruneLedger } from './spendLedger';
import { ledgerKey, readOwnLedger, readSettingsDoc, settingsKey, writeSettingsDoc } from './storedLimits';

export const SYNC_TIMING = {
  /** While the app is open, the cloud is read again this often (another device may have spent). */
  everyMs: 5 * 60_000,
  /** After a failed sync, the next try. */
  retryMs: 60_000,
  /** The longest wait for one answer of the messenger: an answer that never comes is a failure. */
  answerMs: 15_000,
  /** How long the screens that spend wait for the first sync at start (firstSync). */
  firstWaitMs: 2_000,
} as const;

/** The settings' cloud key: one for all the player's devices. */
export const SETTINGS_CLOUD_KEY = cloudKeyOf('limits.settings');

export interface LimitsSyncState {
  /** The messenger has a cloud: the limits follow the player to their other devices. */
  readonly available: boolean;
  /** When the device and the cloud last agreed; null before the first sync went through. */
  readonly syncedAt: number | null;
  /** The last sync failed; the limits hold on this device meanwhile, and it is tried again. */
  readonly failing: boolean;
}

export interface LimitsSyncDeps {
  readonly cloud: CloudStorage;
  /** The device's copy, which PlayerLimits reads. */
  readonly storage: Pick<Storage, 'get' | 'set'>;
  readonly clock: Clock;
  readonly owner: string | null;
  /** This device's name (deviceId.ts): its spends go under its own cloud key. */
  readonly device: string;
  readonly limits: Pick<PlayerLimits, 'refresh' | 'subscribe'>;
  /** The app coming back to the front is a moment to sync. */
  readonly presence?: Presence;
}

/**
 * Keeps the player's limits the same on all their devices through the messenger's cloud storage.
 * The device's storage stays the copy PlayerLimits reads, synchronously — at start-up and offline
 * the limits work as they always did; this brings the cloud into it and it into the cloud:
 *
 * - at start, when the app comes back to the front, every 5 minutes while it is open, and after
 *   every change on this device (a setting, a spend);
 * - pull: the settings merged with this device's (settingsMerge.ts: the stricter wins where they
 *   disagree), the other devices' spends into the mirror (deviceLedgers.ts);
 * - push: the merged settings, this device's own spends under its own key (compacted to 4096
 *   characters, the stricter way), and the keys of devices whose spends have all aged out removed.
 *
 * A sync that fails — no answer within 15 s, an error — changes nothing on the device; it is tried
 * again a minute later. Two devices pushing at once: each device's spends are its own key, so no
 * spend is ever overwritten; the settings merge is idempotent and its versions only grow, so a
 * setting one of them overwrote comes back with that device's next sync and both agree.
 */
export class LimitsSync extends Flow<LimitsSyncState> {
  private running: Promise<void> | null = null;
  private again = false;
  private applying = false;
  /** What this device last knew the cloud to hold: a change is pushed when the device's copy differs. */
  private pushed: { settings: string | null; own: string | null } | null = null;
  private readonly unfollow: Cancel[] = [];

  constructor(private readonly deps: LimitsSyncDeps) {
    super({ available: deps.cloud.available, syncedAt: null, failing: false }, deps.clock);
    if (!this.state.available) return;
    this.unfollow.push(deps.limits.subscribe(() => {
      if (!this.applying && this.changedSincePush()) void this.request();
    }));
    if (deps.presence) this.unfollow.push(deps.presence.onChange((inFront) => {
      if (inFront) void this.request();
    }));
    void this.request();
  }

  /** Syncs now, or once more right after the sync under way; resolves when it is over (whether it went through or not). */
  request(): Promise<void> {
    if (this.disposed || !this.state.available) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.run().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  /**
   * Resolves when the sync under way (at start: the first) is over, or after `ms`, whichever comes
   * first. The screens that spend wait for it, so that a device that has never synced, or not for
   * days, knows the limits set on the others before anything can be spent — but a slow or silent
   * cloud holds them up for 2 seconds at most (the limits then hold as the device knows them).
   */
  firstSync(ms: number = SYNC_TIMING.firstWaitMs): Promise<void> {
    const running = this.running;
    if (!running) return Promise.resolve();
    return new Promise((resolve) => {
      const cancel = this.deps.clock.schedule(resolve, ms);
      void running.then(() => {
        cancel();
        resolve();
      });
    });
  }

  override dispose(): void {
    for (const cancel of this.unfollow) cancel();
    super.dispose();
  }

  private async run(): Promise<void> {
    let ok: boolean;
    do {
      this.again = false;
      ok = await this.syncOnce().then(() => true, () => false);
      if (this.disposed) return;
      this.set({ ...this.state, failing: !ok, syncedAt: ok ? this.deps.clock.now() : this.state.syncedAt });
    } while (this.again);
    this.cancelTimers();
    this.after(ok ? SYNC_TIMING.everyMs : SYNC_TIMING.retryMs, () => void this.request());
  }

  private async syncOnce(): Promise<void> {
    const { cloud, device } = this.deps;
    const keys = await this.answer(cloud.getKeys());
    const ledgerKeys = keys.filter((key) => deviceOfCloudKey(key) !== null);
    const values = await this.answer(cloud.getItems([SETTINGS_CLOUD_KEY, ...ledgerKeys]));
    if (this.disposed) return;

    // Pull: what the cloud holds, brought into the device's copy in one synchronous step.
    const now = this.deps.clock.now();
    const remoteSettings = values[SETTINGS_CLOUD_KEY] || null;
    const settings = this.mergeSettings(remoteSettings, now);
    const pulled = new Map<string, DeviceLedger>();
    const agedOut: string[] = [];
    for (const key of ledgerKeys) {
      const owner = deviceOfCloudKey(key) as string;
      const ledger = decodeCloudLedger(values[key]);
      // This device's own copy is never counted: it has the original.
      if (owner === device || ledger === null) continue;
      pulled.set(owner, ledger);
      if (hasAgedOut(ledger, now)) agedOut.push(key);
    }
    this.mergeMirror(pulled, now);
    this.applying = true;
    try {
      this.deps.limits.refresh();
    } finally {
      this.applying = false;
    }

    // Push: what this device holds.
    if (settings !== remoteSettings) await this.answer(cloud.setItem(SETTINGS_CLOUD_KEY, settings));
    const ownKey = ledgerCloudKey(device);
    const own = this.ownText(now);
    if (own === null && values[ownKey]) await this.answer(cloud.removeItems([ownKey]));
    else if (own !== null && own !== values[ownKey]) await this.answer(cloud.setItem(ownKey, own));
    if (agedOut.length > 0) await this.answer(cloud.removeItems(agedOut));
    this.pushed = { settings, own };
  }

  /** The device's settings merged with the cloud's, stored on the device; the text to push. */
  private mergeSettings(remote: string | null, now: number): string {
    const key = settingsKey(this.deps.owner);
    const raw = this.deps.storage.get(key);
    const merged = writeSettingsDoc(mergeSettingsDocs(readSettingsDoc(raw, now), readSettingsDoc(remote, now), now));
    if (merged !== raw) this.deps.storage.set(key, merged);
    return merged;
  }

  private mergeMirror(pulled: ReadonlyMap<string, DeviceLedger>, now: number): void {
    const key = othersKey(this.deps.owner);
    const raw = this.deps.storage.get(key);
    const mirror = writeMirror(mergeMirror(readMirror(raw, now), pulled, now));
    if (mirror !== raw) this.deps.storage.set(key, mirror);
  }

  /** This device's spends as their cloud copy; null when there are none (its key is then removed). */
  private ownText(now: number): string | null {
    const stored = readOwnLedger(this.deps.storage.get(ledgerKey(this.deps.owner)));
    const entries = pruneLedger(stored.entries, now);
    return entries.length === 0 ? null : encodeCloudLedger({ entries, count: stored.count });
  }

  private changedSincePush(): boolean {
    if (!this.pushed) return true;
    const now = this.deps.clock.now();
    return this.deps.storage.get(settingsKey(this.deps.owner)) !== this.pushed.settings || this.ownText(now) !== this.pushed.own;
  }

  /** The messenger's answer, or a failure after 15 s without one. */
  private answer<T>(call: Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      // The reason is for a debugger: a failed sync shows only as failing, whatever failed.
      // Stryker disable next-line StringLiteral: no rule reads the reason's texts
      const cancel = this.deps.clock.schedule(() => reject(new CloudStorageError('messenger', 'the messenger did not answer')), SYNC_TIMING.answerMs);
      call.then(
        (value) => {
          cancel();
          resolve(value);
        },
        (error: unknown) => {
          cancel();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

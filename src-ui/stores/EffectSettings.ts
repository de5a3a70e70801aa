import { makeAutoObservable } from 'mobx';
import type { Storage } from '@domain/ports/Storage';

const KEY = 'settings.effects';

/**
 * The player's sound, haptics and fast-open switches (profile), kept through the storage port.
 * Sound and haptics are on until the player turns them off, fast open off until they turn it on;
 * an unreadable record counts as the defaults.
 */
export class EffectSettings {
  sound = true;
  haptics = true;
  /** A short spin instead of spec §9's 10 s (the countdown stays). */
  fastOpen = false;

  constructor(private readonly storage: Pick<Storage, 'get' | 'set'>) {
    try {
      const stored: unknown = JSON.parse(storage.get(KEY) ?? 'null');
      if (typeof stored === 'object' && stored !== null) {
        const { sound, haptics, fastOpen } = stored as { sound?: unknown; haptics?: unknown; fastOpen?: unknown };
        if (typeof sound === 'boolean') this.sound = sound;
        if (typeof haptics === 'boolean') this.haptics = haptics;
        if (typeof fastOpen === 'boolean') this.fastOpen = fastOpen;
      }
    } catch {
      /* the defaults stand */
    }
    makeAutoObservable<EffectSettings, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  setSound(on: boolean): void {
    this.sound = on;
    this.save();
  }

  setHaptics(on: boolean): void {
    this.haptics = on;
    this.save();
  }

  setFastOpen(on: boolean): void {
    this.fastOpen = on;
    this.save();
  }

  private save(): void {
    this.storage.set(KEY, JSON.stringify({ sound: this.sound, haptics: this.haptics, fastOpen: this.fastOpen }));
  }
}

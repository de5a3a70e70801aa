import { makeAutoObservable } from 'mobx';
import type { Storage } from '@domain/ports/Storage';

const KEY = 'settings.effects';

/**
 * The player's sound and haptics switches (profile), kept through the storage port. Both are on
 * until the player turns them off; an unreadable record counts as the defaults.
 */
export class EffectSettings {
  sound = true;
  haptics = true;

  constructor(private readonly storage: Pick<Storage, 'get' | 'set'>) {
    try {
      const stored: unknown = JSON.parse(storage.get(KEY) ?? 'null');
      if (typeof stored === 'object' && stored !== null) {
        const { sound, haptics } = stored as { sound?: unknown; haptics?: unknown };
        if (typeof sound === 'boolean') this.sound = sound;
        if (typeof haptics === 'boolean') this.haptics = haptics;
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

  private save(): void {
    this.storage.set(KEY, JSON.stringify({ sound: this.sound, haptics: this.haptics }));
  }
}

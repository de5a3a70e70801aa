import type { Messenger } from '@domain/ports/Messenger';
import type { Sound } from '@domain/ports/Sound';

/** The Sound port, silent while `enabled` says no (the player's switch); stopping always works. */
export function gateSound(sound: Sound, enabled: () => boolean): Sound {
  return {
    preload: (ids) => (enabled() ? sound.preload(ids) : Promise.resolve()),
    play: (id, options) => {
      if (enabled()) sound.play(id, options);
    },
    stopAll: () => sound.stopAll(),
  };
}

const HAPTICS = new Set<PropertyKey>(['hapticImpact', 'hapticNotification', 'hapticSelection']);

/** The Messenger port with its haptic feedback silenced while `enabled` says no; everything else untouched. */
export function gateHaptics(messenger: Messenger, enabled: () => boolean): Messenger {
  return new Proxy(messenger, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (HAPTICS.has(property) && typeof value === 'function') {
        return (...args: unknown[]) => {
          if (enabled()) Reflect.apply(value, target, args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

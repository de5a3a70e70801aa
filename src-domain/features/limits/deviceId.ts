import type { Random } from '@domain/ports/Random';
import type { Storage } from '@domain/ports/Storage';

/**
 * This device's name among the player's devices: random, made once and kept on the device. It
 * names the cloud key of this device's own spends and counts its decisions on each setting. Storage
 * cleared makes a new one: the old name's spends then count as another device's, never lost.
 */
export const DEVICE_ID_KEY = 'limits.device';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 12;
const VALID = /^[A-Za-z0-9]{12}$/;

export function deviceIdOf(storage: Pick<Storage, 'get' | 'set'>, random: Random): string {
  const stored = storage.get(DEVICE_ID_KEY);
  if (VALID.test(stored ?? '')) return stored as string;
  let id = '';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))];
  storage.set(DEVICE_ID_KEY, id);
  return id;
}

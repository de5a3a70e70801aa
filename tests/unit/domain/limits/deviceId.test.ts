import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { DEVICE_ID_KEY, deviceIdOf } from '@domain/features/limits/deviceId';
import { seededRandom } from '@domain/shared/seededRandom';

/** This device's name among the player's devices: 12 letters and digits, made once and kept. */
describe('deviceIdOf', () => {
  it('is made once, of 12 letters and digits, and kept for the next runs', () => {
    const storage = new MemoryStorage();
    const random = vi.fn(seededRandom(4));
    const id = deviceIdOf(storage, random);
    expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(random).toHaveBeenCalledTimes(12);
    expect(deviceIdOf(storage, () => 0)).toBe(id);
    expect(random).toHaveBeenCalledTimes(12);
  });

  it('reads the name a former run kept', () => {
    const storage = new MemoryStorage();
    storage.set(DEVICE_ID_KEY, 'Kept4Device9');
    expect(deviceIdOf(storage, () => 0)).toBe('Kept4Device9');
  });

  it('uses the whole alphabet, from its first letter to its last digit', () => {
    expect(deviceIdOf(new MemoryStorage(), () => 0)).toBe('AAAAAAAAAAAA');
    expect(deviceIdOf(new MemoryStorage(), () => 1 - 2 ** -53)).toBe('999999999999');
    const draws = [0.5, 26 / 62, 52 / 62, 0.99];
    let i = 0;
    expect(deviceIdOf(new MemoryStorage(), () => draws[i++ % draws.length] as number)).toBe('fa09fa09fa09');
  });

  it.each(['', 'short', 'Kept4Device9x', 'xKept4Device', 'Kept4Device!', 'Kept4 evice9', 'Kept4Dévice9'])('a kept name that is not one (%j) is made anew', (bad) => {
    const storage = new MemoryStorage();
    storage.set(DEVICE_ID_KEY, bad);
    const id = deviceIdOf(storage, seededRandom(9));
    expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(storage.get(DEVICE_ID_KEY)).toBe(id);
  });
});

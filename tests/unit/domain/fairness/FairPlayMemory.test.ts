import { describe, expect, it } from 'vitest';
import { FairPlayMemory, luckCodeSeed, SEEN_COMMITMENTS_KEPT } from '@domain/features/fairness/FairPlayMemory';
import { mapStorage } from '../cases/fixtures';

const code = { words: [3, 17, 9] as [number, number, number], number: '0420', order: 2 };

describe('luckCodeSeed', () => {
  it('is the words as list.index in the order shown, then the number', () => {
    // Order 2 is [1, 0, 2]: list 1 first.
    expect(luckCodeSeed(code)).toBe('luck-1.17-0.03-2.09-0420');
    expect(luckCodeSeed({ ...code, order: 0 })).toBe('luck-0.03-1.17-2.09-0420');
  });

  it('is a client seed the backend accepts (1–64 printable characters)', () => {
    expect(luckCodeSeed(code)).toMatch(/^[\x21-\x7e]{1,64}$/);
  });
});

describe('FairPlayMemory', () => {
  it('keeps the luck code per messenger user; the client seed follows it; clearing goes back to the default', () => {
    const storage = mapStorage();
    const alex = FairPlayMemory.of(storage, { id: 1 });
    const kim = FairPlayMemory.of(storage, { id: 2 });
    expect(alex.clientSeed()).toBeNull();
    alex.setLuckCode(code);
    expect(FairPlayMemory.of(storage, { id: 1 }).luckCode()).toEqual(code);
    expect(alex.clientSeed()).toBe(luckCodeSeed(code));
    expect(kim.clientSeed()).toBeNull();
    alex.setLuckCode(null);
    expect(alex.clientSeed()).toBeNull();
  });

  it('ignores a stored luck code that is not one', () => {
    const storage = mapStorage();
    for (const bad of ['{', '{"words":[1,2],"number":"1234","order":0}', '{"words":[1,2,20],"number":"1234","order":0}', '{"words":[1,2,3],"number":"12345","order":0}', '{"words":[1,2,3],"number":"1234","order":6}']) {
      storage.set('fairness.luckCode.7', bad);
      expect(FairPlayMemory.of(storage, { id: 7 }).clientSeed(), bad).toBeNull();
    }
  });

  it('remembers the commitments it was shown, newest kept', () => {
    const memory = FairPlayMemory.of(mapStorage(), null);
    expect(memory.wasPublished('a')).toBe(false);
    memory.rememberCommitment('a');
    memory.rememberCommitment('a');
    expect(memory.wasPublished('a')).toBe(true);
    for (let i = 0; i < SEEN_COMMITMENTS_KEPT; i++) memory.rememberCommitment(`c${i}`);
    expect(memory.wasPublished('a')).toBe(false);
    expect(memory.wasPublished(`c${SEEN_COMMITMENTS_KEPT - 1}`)).toBe(true);
  });
});

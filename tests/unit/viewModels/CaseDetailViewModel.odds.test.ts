import { describe, expect, it, vi } from 'vitest';
import { FairPlayMemory, luckCodeSeed } from '@domain/features/fairness/FairPlayMemory';
import type { CaseDetails } from '@domain/model/case';
import { CaseDetailViewModel } from '@ui/screens/cases/CaseDetailViewModel';
import { flush } from '../../support/async';
import { details, mapStorage, skin } from '../domain/cases/fixtures';

/** Issue 16 on the case page's view-model: the odds it derives, the commitment it remembers, the luck code as client seed. */

const FAIR = { commitment: 'c'.repeat(64), clientSeed: 'default-seed', nonce: 2 };

function setup(answer: CaseDetails, storage = mapStorage()) {
  const store = { details: new Map<string, CaseDetails>() };
  const api = { getCase: vi.fn(async (_id: string) => {
    store.details.set(answer.id, answer);
    return answer;
  }) };
  const session = { balance: 1000, isLoading: false, isRecovering: false, ensureProfile: vi.fn() };
  const fairPlay = FairPlayMemory.of(storage, { id: 7 });
  const vm = new CaseDetailViewModel(answer.id, { api, store, session, fairPlay });
  return { vm, fairPlay, storage };
}

describe('CaseDetailViewModel: odds and verifiable drops', () => {
  it('shows each skin’s published chance, by price descending, and the case’s odds', async () => {
    const { vm } = setup(details({ price: 10, skins: [{ ...skin('Cheap', 2), chance: 70 }, { ...skin('Dear', 30), chance: 30 }] }));
    vm.mount();
    await flush();
    expect(vm.skins.map((s) => [s.skin.name, s.chance])).toEqual([['Dear', 30], ['Cheap', 70]]);
    expect(vm.odds).toMatchObject({ kind: 'published', addsUp: true, breakEvenChance: 30, returnPercent: 104 });
  });

  it('says the odds are unpublished (and each skin has no chance) when the server sends none', async () => {
    const { vm } = setup(details());
    vm.mount();
    await flush();
    expect(vm.odds).toEqual({ kind: 'unpublished' });
    expect(vm.skins.every((s) => s.chance === null)).toBe(true);
    expect(vm.fairness).toBeNull();
  });

  it('remembers the commitment shown with the case: the verifier checks an opening against it', async () => {
    const { vm, fairPlay } = setup(details({ fairness: FAIR }));
    expect(fairPlay.wasPublished(FAIR.commitment)).toBe(false);
    vm.mount();
    await flush();
    expect(vm.fairness).toEqual(FAIR);
    expect(fairPlay.wasPublished(FAIR.commitment)).toBe(true);
  });

  it('a luck code drawn becomes the client seed, kept for the next visit', async () => {
    const storage = mapStorage();
    const { vm } = setup(details({ fairness: FAIR }), storage);
    expect(vm.clientSeed).toBeNull();
    const code = { words: [1, 2, 3] as [number, number, number], number: '0007', order: 5 };
    vm.setLuckCode(code);
    expect(vm.clientSeed).toBe(luckCodeSeed(code));
    expect(setup(details({ fairness: FAIR }), storage).vm.luckCode).toEqual(code);
  });
});

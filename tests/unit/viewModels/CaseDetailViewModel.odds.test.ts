import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { FairPlayMemory, luckCodeSeed } from '@domain/features/fairness/FairPlayMemory';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import type { CaseDetails } from '@domain/model/case';
import { seededRandom } from '@domain/shared/seededRandom';
import { CaseDetailViewModel } from '@ui/screens/cases/CaseDetailViewModel';
import { flush } from '../../support/async';
import { details, mapStorage, skin } from '../domain/cases/fixtures';

/** The case page's view-model and verifiable rolls: the odds it derives, the commitment it announces, the client seed. */

const FAIR = { commitment: 'c'.repeat(64), clientSeed: 'default-seed', nonce: 2, upgradeRule: { edgeBp: 1000, min: 1, max: 9500 } };

function setup(answer: CaseDetails, storage = mapStorage(), known: CaseDetails | null = null) {
  const store = { details: new Map<string, CaseDetails>(known ? [[known.id, known]] : []) };
  const api = { getCase: vi.fn(async (_id: string) => {
    store.details.set(answer.id, answer);
    return answer;
  }) };
  const session = { balance: 1000, isLoading: false, isRecovering: false, ensureProfile: vi.fn() };
  const clock = new ManualClock(5_000);
  const memory = FairPlayMemory.of(storage, { id: 7 }, seededRandom(9));
  const witness = new RollWitness({ memory, api: {}, clock, random: seededRandom(2), language: () => 'en' });
  const vm = new CaseDetailViewModel(answer.id, { api, store, session, fairPlay: { memory, witness } });
  return { vm, memory, clock, storage };
}

const chanced = (entries: [number, number | undefined][]) => entries.map(([price, chance]) => ({ ...skin(`S${price}`, price), ...(chance === undefined ? {} : { chance }) }));

describe('CaseDetailViewModel: odds', () => {
  it('shows each skin’s published chance, by price descending, and the case’s odds', async () => {
    const { vm } = setup(details({ price: 10, skins: [{ ...skin('Cheap', 2), chance: 70 }, { ...skin('Dear', 30), chance: 30 }] }));
    vm.mount();
    await flush();
    expect(vm.skins.map((s) => [s.skin.name, s.chance])).toEqual([['Dear', 30], ['Cheap', 70]]);
    expect(vm.odds).toMatchObject({ kind: 'published', breakEvenChance: 30, returnPercent: 104 });
  });

  it('says the odds are unpublished (and each skin has no chance) when the server sends none', async () => {
    const { vm } = setup(details());
    vm.mount();
    await flush();
    expect(vm.odds).toEqual({ kind: 'unpublished' });
    expect(vm.skins.every((s) => s.chance === null)).toBe(true);
    expect(vm.fairness).toBeNull();
  });

  it('chances that do not add up are inconsistent, with no expected return', async () => {
    const { vm } = setup(details({ price: 10, skins: chanced([[2, 60], [30, 30], [50, undefined]]) }));
    vm.mount();
    await flush();
    expect(vm.odds).toEqual({ kind: 'inconsistent', total: 90, missing: 1 });
  });
});

describe('CaseDetailViewModel: verifiable rolls', () => {
  it('announces the commitment it shows, when the page shows it, as first seen then', async () => {
    const { vm, memory, clock } = setup(details({ fairness: FAIR }));
    expect(memory.current()).toBeNull();
    vm.mount();
    await flush();
    expect(vm.fairness).toEqual(FAIR);
    expect(memory.current()).toEqual({ commitment: FAIR.commitment, nonce: 2, upgradeRule: FAIR.upgradeRule, firstSeenAt: clock.now(), at: clock.now() });
  });

  it('a case already in the store is announced on mount, before its reload answers', () => {
    const known = details({ fairness: FAIR });
    const { vm, memory } = setup(details({ fairness: { ...FAIR, commitment: 'd'.repeat(64) } }), mapStorage(), known);
    vm.mount();
    expect(memory.current()?.commitment).toBe(FAIR.commitment);
  });

  it('a case without a commitment announces nothing', async () => {
    const { vm, memory } = setup(details());
    vm.mount();
    await flush();
    expect(memory.announcements()).toEqual([]);
  });

  it('the client seed is the device’s own when there is no luck code — never the server’s', () => {
    const { vm, memory } = setup(details({ fairness: FAIR }));
    expect(vm.luckCode).toBeNull();
    expect(vm.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(vm.clientSeed).toBe(memory.clientSeed());
    expect(vm.clientSeed).not.toBe(FAIR.clientSeed);
  });

  it('a luck code drawn becomes the client seed, kept for the next visit', () => {
    const storage = mapStorage();
    const { vm } = setup(details({ fairness: FAIR }), storage);
    const code = { words: [1, 2, 3] as [number, number, number], number: '0007', order: 5 };
    vm.setLuckCode(code);
    expect(vm.clientSeed).toBe(luckCodeSeed(code));
    const next = setup(details({ fairness: FAIR }), storage).vm;
    expect(next.luckCode).toEqual(code);
    expect(next.clientSeed).toBe(luckCodeSeed(code));
  });
});

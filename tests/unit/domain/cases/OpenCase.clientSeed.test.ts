import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { OpenCase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { FairnessState } from '@domain/model/fairness';
import type { RollOptions } from '@domain/ports/Api';
import { details, flush, mapStorage, opening } from './fixtures';

/**
 * The opening and the device as a witness: to a server that publishes a commitment, the player's
 * own client seed (a luck code's, else one this device made) goes with the open call, and what the
 * device saw is written down before the call and completed with the answer.
 */
function setup(options: { fresh?: FairnessState; withFairnessCall?: boolean } = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const storage = mapStorage();
  const memory = new FairPlayMemory(storage, '7', seededRandom(11));
  const seenAtCall: unknown[] = [];
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(details())),
    openCase: vi.fn((_id: string, _options?: RollOptions): Promise<OpeningResult> => {
      seenAtCall.push(memory.records().at(-1) ?? null);
      return Promise.resolve({ ...opening({ win: { id: 'skin-9', name: 'AK-47 | Redline', cost: 12 }, inventoryId: 'inv-5' }), fairness: {
        commitment: FAIR.commitment, clientSeed: memory.clientSeed(), nonce: 3, serverSeed: null, forced: false,
      } });
    }),
    getInventoryItem: vi.fn(),
    ...(options.withFairnessCall ? { getFairness: vi.fn(() => Promise.resolve(options.fresh ?? FAIR)) } : {}),
  };
  const witness = new RollWitness({ memory, api, clock, random: seededRandom(5), language: () => 'en' });
  const reveals = new PendingReveals(mapStorage(), { owner: '7', clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(7), balance: () => 1000, reveals, witness });
  const open = async (known: CaseDetails) => {
    await flow.start(known.id, true, known);
    await flush();
    // The countdown's seconds, with promise callbacks between them (the fairness call answers while it counts).
    await clock.advanceAsync(3000);
    await flush();
  };
  return { api, open, memory, seenAtCall };
}

const FAIR: FairnessState = { commitment: 'a'.repeat(64), clientSeed: 'servers-own', nonce: 3, upgradeRule: null };

describe('OpenCase and the client seed', () => {
  it('sends the luck code’s seed when the case came with a seed commitment', async () => {
    const h = setup();
    h.memory.setLuckCode({ words: [1, 2, 3], number: '1234', order: 0 });
    await h.open(details({ fairness: FAIR }));
    expect(h.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1', { clientSeed: 'luck-0.01-1.02-2.03-1234' });
  });

  it('without a luck code sends this device’s own random seed — never the server’s — and the same one each time', async () => {
    const h = setup();
    await h.open(details({ fairness: FAIR }));
    const seed = h.api.openCase.mock.calls[0]?.[1]?.clientSeed;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seed).not.toBe(FAIR.clientSeed);
    expect(h.memory.clientSeed()).toBe(seed);
  });

  it('sends nothing extra, and records nothing, to a server that publishes no commitment', async () => {
    const h = setup();
    await h.open(details());
    expect(h.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1');
    expect(h.memory.records()).toEqual([]);
  });
});

describe('OpenCase writes what the device saw before the roll', () => {
  it('the record exists when the call is sent: commitment and when it was shown, nonce, seed, case and chances', async () => {
    const h = setup();
    const skins = [{ name: 'A | x', img: '', price: 12, chance: 10 }, { name: 'B | y', img: '', price: 1, chance: 90 }];
    await h.open(details({ fairness: FAIR, skins }));
    expect(h.seenAtCall[0]).toMatchObject({
      kind: 'opening', caseId: 'case-1', commitment: FAIR.commitment, nonce: 3, clientSeed: h.memory.clientSeed(), itemId: null, received: null,
      chances: [[12, 10], [1, 90]],
    });
  });

  it('is completed with the item received and the answer’s receipt, and the next nonce moves on', async () => {
    const h = setup();
    await h.open(details({ fairness: FAIR }));
    expect(h.memory.records()[0]).toMatchObject({
      itemId: 'inv-5', received: { id: 'skin-9', name: 'AK-47 | Redline', value: 12 }, receipt: { commitment: FAIR.commitment, nonce: 3 },
    });
    expect(h.memory.current()?.nonce).toBe(4);
  });

  it('the countdown fetches the freshest commitment: the roll is held to it, not to the case page’s older one', async () => {
    const fresh = { ...FAIR, commitment: 'b'.repeat(64), nonce: 0 };
    const h = setup({ withFairnessCall: true, fresh });
    await h.open(details({ fairness: FAIR }));
    expect(h.api.getFairness).toHaveBeenCalledTimes(1);
    expect(h.seenAtCall[0]).toMatchObject({ commitment: fresh.commitment, nonce: 0 });
  });
});

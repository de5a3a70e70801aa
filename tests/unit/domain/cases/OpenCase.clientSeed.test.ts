import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { OpenCase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { OpenCaseOptions } from '@domain/ports/Api';
import { details, flush, mapStorage, opening } from './fixtures';

/** Issue 16: the player's luck code goes with the open call as the client seed — to a server that publishes verifiable drops only. */
function setup(clientSeed: (() => string | null) | undefined) {
  const clock = new ManualClock(1_700_000_000_000);
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(details())),
    openCase: vi.fn((_id: string, _options?: OpenCaseOptions): Promise<OpeningResult> => Promise.resolve(opening())),
  };
  const reveals = new PendingReveals(mapStorage(), { owner: '7', clock });
  const flow = new OpenCase({ api, clock, random: seededRandom(7), balance: () => 1000, reveals, ...(clientSeed ? { clientSeed } : {}) });
  const open = async (known: CaseDetails) => {
    await flow.start(known.id, true, known);
    clock.advance(3000);
    await flush();
  };
  return { api, open };
}

const FAIR = { commitment: 'a'.repeat(64), clientSeed: 'default', nonce: 3 };

describe('OpenCase and the client seed', () => {
  it('sends the luck code’s seed when the case came with a seed commitment', async () => {
    const h = setup(() => 'luck-0.01-1.02-2.03-1234');
    await h.open(details({ fairness: FAIR }));
    expect(h.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1', { clientSeed: 'luck-0.01-1.02-2.03-1234' });
  });

  it('sends the spec’s call (no options at all) without a luck code', async () => {
    const h = setup(() => null);
    await h.open(details({ fairness: FAIR }));
    expect(h.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1');
  });

  it('sends nothing extra to a server that publishes no commitment, luck code or not', async () => {
    const h = setup(() => 'luck-0.01-1.02-2.03-1234');
    await h.open(details());
    expect(h.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1');
    const none = setup(undefined);
    await none.open(details({ fairness: FAIR }));
    expect(none.api.openCase).toHaveBeenCalledExactlyOnceWith('case-1');
  });
});

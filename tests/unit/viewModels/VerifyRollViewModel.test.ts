import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { drawProofSchema } from '@adapters/api/fairnessCalls';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import type { DrawProof } from '@domain/model/fairness';
import { VerifyDropViewModel } from '@ui/screens/fairness/VerifyDropViewModel';
import { mapStorage } from '../domain/cases/fixtures';
import { makeBackend, ok, session } from '../adapters/backendHarness';

/** The Verify view's model: its verdict, and the receipt it shares through the messenger's share link. */

function revealedProof(): DrawProof {
  const { backend } = makeBackend({ seed: 4 });
  const alex = session(backend, 'player');
  const id = ok<{ opened_item: { inventory_id: string } }>(alex.post('/api/case/2/open/')).opened_item.inventory_id;
  ok(alex.post('/api/fairness/rotate/'));
  return v.parse(drawProofSchema, ok<{ proof: unknown }>(alex.get(`/api/fairness/openings/${id}/`)).proof);
}

function setup(proof: DrawProof, refLink: string | null = 'https://t.me/cs2cases_bot?start=ref1') {
  const messenger = { user: { id: 7, firstName: 'A', lastName: '', username: null, languageCode: 'en', photoUrl: null }, openTelegramLink: vi.fn() };
  const texts = { t: (key: string, params?: Readonly<Record<string, unknown>>) => (params ? `${key} ${JSON.stringify(params)}` : key), money: String };
  const vm = new VerifyDropViewModel('9', {
    api: { getDrawProof: () => Promise.resolve(proof), rotateFairnessSeed: vi.fn() },
    hashing: new WebCryptoHashing(), storage: mapStorage(), messenger, session: { me: refLink === null ? null : ({ refLink } as never) }, texts,
  });
  /** Mounts and waits for the verification (Web Crypto answers outside the microtask queue). */
  const mounted = async () => {
    const stop = vm.mount();
    await vi.waitFor(() => expect(vm.verdict).not.toBeNull());
    return stop;
  };
  return { vm, messenger, mounted };
}

describe('VerifyDropViewModel', () => {
  const proof = revealedProof();

  it('comes to a verdict: verified, or the step that does not match', async () => {
    const good = setup(proof);
    const stop = await good.mounted();
    expect(good.vm.verdict).toEqual({ kind: 'verified' });
    stop();
    const bad = setup({ ...proof, nonce: proof.nonce + 1 });
    await bad.mounted();
    expect(bad.vm.verdict).toEqual({ kind: 'mismatch', step: 'roll' });
  });

  it('shares a receipt with the commitment, both seeds, the nonce and the result through t.me/share/url', async () => {
    const { vm, messenger, mounted } = setup(proof);
    await mounted();
    vm.share();
    const link = new URL(messenger.openTelegramLink.mock.calls[0]?.[0] as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe('https://t.me/cs2cases_bot?start=ref1');
    const text = link.searchParams.get('text') ?? '';
    expect(text.startsWith('fairness.verify.receipt ')).toBe(true);
    expect(JSON.parse(text.slice('fairness.verify.receipt '.length))).toEqual({
      case: 'Blue Case', drop: proof.drop.name, commitment: proof.commitment, serverSeed: proof.serverSeed, clientSeed: proof.clientSeed,
      nonce: proof.nonce, ticket: proof.roll, verdict: 'fairness.verify.verified',
    });
  });

  it('before the seed is revealed the receipt says it is still secret', async () => {
    const { vm, messenger, mounted } = setup({ ...proof, serverSeed: null }, null);
    await mounted();
    expect(vm.verdict).toEqual({ kind: 'sealed' });
    vm.share();
    const link = new URL(messenger.openTelegramLink.mock.calls[0]?.[0] as string);
    expect(link.searchParams.get('url')).toBe('https://t.me/cs2cases_bot');
    expect(JSON.parse((link.searchParams.get('text') ?? '').slice('fairness.verify.receipt '.length))).toMatchObject({
      serverSeed: 'fairness.verify.secret', verdict: 'fairness.verify.sealedTitle',
    });
  });
});

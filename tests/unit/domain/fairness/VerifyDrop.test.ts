import { describe, expect, it, vi } from 'vitest';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import { VerifyDrop, type VerifyDropDeps } from '@domain/features/fairness/VerifyDrop';
import type { DrawProof, SeedRotation } from '@domain/model/fairness';
import { ApiError } from '@domain/shared/ApiError';
import { drawProofSchema } from '@adapters/api/fairnessCalls';
import * as v from 'valibot';
import { makeBackend, ok, session } from '../../adapters/backendHarness';

/** The Verify view's flow over object-literal fakes (the proofs are real ones from the demo backend). */

function proofs() {
  const { backend } = makeBackend({ seed: 8 });
  const alex = session(backend, 'player');
  const id = ok<{ opened_item: { inventory_id: string } }>(alex.post('/api/case/5/open/')).opened_item.inventory_id;
  const read = () => v.parse(drawProofSchema, ok<{ proof: unknown }>(alex.get(`/api/fairness/openings/${id}/`)).proof);
  const sealed = read();
  ok(alex.post('/api/fairness/rotate/'));
  return { sealed, revealed: read() };
}

const rotation: SeedRotation = { revealed: { commitment: 'a'.repeat(64), serverSeed: 'b'.repeat(64), nonce: 1 }, current: { commitment: 'c'.repeat(64), clientSeed: 'd', nonce: 0 } };

function flow(api: Partial<VerifyDropDeps['api']>, options: { published?: boolean; hashing?: VerifyDropDeps['hashing'] } = {}) {
  const memory = { wasPublished: vi.fn(() => options.published ?? true) };
  return { flow: new VerifyDrop({ api, hashing: options.hashing ?? new WebCryptoHashing(), memory }), memory };
}

describe('VerifyDrop', () => {
  const { sealed, revealed } = proofs();

  it('a client or server without the proof call: the drops are not verifiable, said honestly', async () => {
    const without = flow({});
    await without.flow.start('1');
    expect(without.flow.state).toEqual({ kind: 'unsupported' });
    const notFound = flow({ getDrawProof: () => Promise.reject(ApiError.http(404)) });
    await notFound.flow.start('1');
    expect(notFound.flow.state).toEqual({ kind: 'unsupported' });
  });

  it('an item no opening drew has no proof', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(null) });
    await f.start('1');
    expect(f.state).toEqual({ kind: 'no-proof' });
  });

  it('a failed load offers a retry that asks again', async () => {
    const getDrawProof = vi.fn<(id: string) => Promise<DrawProof | null>>()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce(revealed);
    const { flow: f } = flow({ getDrawProof });
    await f.start('42');
    expect(f.state).toEqual({ kind: 'error', reason: 'load' });
    await f.retry();
    expect(getDrawProof).toHaveBeenLastCalledWith('42');
    expect(f.state).toMatchObject({ kind: 'ready', verification: { kind: 'checked', failed: null }, publishedBefore: true });
  });

  it('sealed → reveal rotates the seed once, reloads the proof and verifies it', async () => {
    const getDrawProof = vi.fn<(id: string) => Promise<DrawProof | null>>().mockResolvedValueOnce(sealed).mockResolvedValueOnce(revealed);
    const rotateFairnessSeed = vi.fn(() => Promise.resolve(rotation));
    const { flow: f } = flow({ getDrawProof, rotateFairnessSeed }, { published: false });
    await f.start('7');
    expect(f.state).toMatchObject({ kind: 'ready', verification: { kind: 'sealed', table: { ok: true } }, rotation: 'idle', publishedBefore: false });
    const states: string[] = [];
    f.subscribe((s) => states.push(s.kind === 'ready' ? `ready:${s.rotation}:${s.verification.kind}` : s.kind));
    const first = f.reveal();
    void f.reveal();
    await first;
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['ready:rotating:sealed', 'loading', 'ready:idle:checked']);
    expect(f.state).toMatchObject({ kind: 'ready', verification: { kind: 'checked', failed: null } });
  });

  it('a failed rotation keeps the sealed proof and says so', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(sealed), rotateFairnessSeed: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) });
    await f.start('7');
    await f.reveal();
    expect(f.state).toMatchObject({ kind: 'ready', rotation: 'failed', verification: { kind: 'sealed' } });
  });

  it('a browser that cannot hash says so', async () => {
    const broken = { sha256: () => Promise.reject(new Error('no subtle')), hmacSha256: () => Promise.reject(new Error('no subtle')) };
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(revealed) }, { hashing: broken });
    await f.start('7');
    expect(f.state).toEqual({ kind: 'error', reason: 'crypto' });
  });

  it('nothing changes after dispose', async () => {
    let answer: (proof: DrawProof) => void = () => {};
    const { flow: f } = flow({ getDrawProof: () => new Promise((resolve) => { answer = resolve; }) });
    const started = f.start('7');
    f.dispose();
    answer(revealed);
    await started;
    expect(f.state).toEqual({ kind: 'loading' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { formatOddsPercent } from '@ui/i18n/formatPercent';
import type { RollRecord } from '@domain/features/fairness/rollRecords';
import type { DrawProof, RollProof, SeedRotation } from '@domain/model/fairness';
import { ApiError } from '@domain/shared/ApiError';
import { VerifyRollViewModel } from '@ui/screens/fairness/VerifyRollViewModel';
import { receiptFragment } from '@ui/screens/fairness/verifierLink';
import { hashing, realProofs } from '../domain/fairness/realProofs';
import { openingRecord, revealedOf, upgradeRecord } from '../domain/fairness/witnessFixtures';

/** The Verify view's model: its phases and verdict, the receipt it shares (with a verifier link) and copies. */

const { itemId, sealed, revealed } = realProofs();
const ORIGIN = 'https://app.example';
const rotation: SeedRotation = { revealed: { commitment: revealed.opening.commitment, serverSeed: revealed.opening.serverSeed ?? '', nonce: 3 }, current: { commitment: 'c'.repeat(64), clientSeed: 'd', nonce: 0, upgradeRule: null } };

function setup(proofs: { opening?: () => Promise<DrawProof | null>; upgrade?: () => Promise<RollProof | null> }, options: {
  records?: RollRecord[]; refLink?: string | null; origin?: string; copied?: boolean; kind?: 'opening' | 'upgrade' | null; item?: string;
  /** The device has not yet been revealed the seed (a rotation reveals it). */
  sealed?: boolean;
} = {}) {
  let seeds = options.sealed ? [] : revealedOf(revealed.opening);
  const memory = { records: vi.fn(() => options.records ?? [openingRecord(revealed.opening, itemId), upgradeRecord(revealed.upgrade)]), revealedSeeds: vi.fn(() => seeds) };
  const witness = { rotate: vi.fn(() => {
    seeds = revealedOf(revealed.opening);
    return Promise.resolve(rotation);
  }) };
  const messenger = { openTelegramLink: vi.fn<(url: string) => void>(), copyText: vi.fn((_text: string) => Promise.resolve(options.copied ?? true)) };
  const toaster = { show: vi.fn() };
  const texts = { t: (key: string, params?: Readonly<Record<string, unknown>>) => (params ? `${key} ${JSON.stringify(params)}` : key), money: String };
  const api = {
    ...(proofs.opening ? { getDrawProof: proofs.opening } : {}),
    ...(proofs.upgrade ? { getUpgradeProof: proofs.upgrade as () => Promise<never> } : {}),
  };
  const vm = new VerifyRollViewModel(options.item ?? itemId, options.kind ?? null, {
    api, hashing, fairPlay: { memory: memory as never, witness: witness as never, forcedAllowed: true }, messenger,
    session: { me: options.refLink === null ? null : ({ refLink: options.refLink ?? 'https://t.me/cs2cases_bot?start=ref1' } as never), language: 'en' },
    toaster, texts, origin: options.origin ?? ORIGIN,
  });
  /** Mounts and waits for the verdict (Web Crypto answers outside the microtask queue). */
  const mounted = async () => {
    const stop = vm.mount();
    await vi.waitFor(() => expect(vm.phase.kind).not.toBe('loading'));
    return stop;
  };
  const shared = () => {
    const link = new URL(messenger.openTelegramLink.mock.calls.at(-1)?.[0] as string);
    return { url: link.searchParams.get('url'), text: link.searchParams.get('text') ?? '' };
  };
  return { vm, messenger, toaster, witness, mounted, shared };
}

const opening = () => Promise.resolve(revealed.opening);

describe('VerifyRollViewModel: phases and verdict', () => {
  it('loads, then comes to a verdict against the device’s record', async () => {
    const h = setup({ opening });
    expect(h.vm.phase.kind).toBe('loading');
    expect(h.vm.verdict).toBeNull();
    await h.mounted();
    expect(h.vm.verdict).toEqual({ kind: 'verified', gaps: [] });
  });

  it('a tampered proof is a mismatch at its step', async () => {
    const h = setup({ opening: () => Promise.resolve({ ...revealed.opening, nonce: revealed.opening.nonce + 1 }) });
    await h.mounted();
    expect(h.vm.verdict).toMatchObject({ kind: 'mismatch', step: 'roll' });
  });

  it('asks for the kind of roll it was opened for, and says when the server has no proofs', async () => {
    const getDrawProof = vi.fn(opening);
    const h = setup({ opening: getDrawProof, upgrade: () => Promise.resolve(revealed.upgrade) }, { kind: 'upgrade', item: 'won' });
    await h.mounted();
    expect(getDrawProof).not.toHaveBeenCalled();
    expect(h.vm.verdict).toEqual({ kind: 'verified', gaps: [] });
    const none = setup({ opening: () => Promise.reject(ApiError.http(404)) });
    await none.mounted();
    expect(none.vm.phase).toEqual({ kind: 'unsupported' });
  });

  it('reveal and retry are the flow’s', async () => {
    const getDrawProof = vi.fn<() => Promise<DrawProof | null>>().mockResolvedValueOnce(sealed.opening).mockResolvedValueOnce(revealed.opening);
    const h = setup({ opening: getDrawProof }, { sealed: true });
    await h.mounted();
    expect(h.vm.verdict).toEqual({ kind: 'sealed' });
    h.vm.revealPressed();
    await vi.waitFor(() => expect(h.vm.verdict?.kind).toBe('verified'));
    expect(h.witness.rotate).toHaveBeenCalledTimes(1);

    const failing = vi.fn<() => Promise<DrawProof | null>>().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(revealed.opening);
    const r = setup({ opening: failing });
    await r.mounted();
    expect(r.vm.phase).toEqual({ kind: 'error', reason: 'load' });
    r.vm.retryPressed();
    await vi.waitFor(() => expect(r.vm.verdict?.kind).toBe('verified'));
  });
});

describe('VerifyRollViewModel: the receipt', () => {
  it('shares what was checked and the verdict, with the player’s referral link', async () => {
    const h = setup({ opening });
    await h.mounted();
    h.vm.sharePressed();
    const { url, text } = h.shared();
    expect(url).toBe('https://t.me/cs2cases_bot?start=ref1');
    expect(JSON.parse(text.split('\n')[0]?.slice('fairness.verify.receipt '.length) ?? '')).toEqual({
      subject: `fairness.verify.receiptOpening ${JSON.stringify({ case: 'Case two', drop: revealed.opening.drop.name })}`,
      verdict: 'fairness.verify.verified', commitment: revealed.opening.commitment, serverSeed: revealed.opening.serverSeed,
      clientSeed: revealed.opening.clientSeed, nonce: revealed.opening.nonce,
    });
  });

  it('adds a link to the outside verifier that carries the whole receipt', async () => {
    const h = setup({ upgrade: () => Promise.resolve(revealed.upgrade) }, { kind: 'upgrade' });
    await h.mounted();
    h.vm.sharePressed();
    const checkIt = h.shared().text.split('\n')[1] ?? '';
    expect(checkIt.startsWith('fairness.verify.checkIt ')).toBe(true);
    const { link } = JSON.parse(checkIt.slice('fairness.verify.checkIt '.length)) as { link: string };
    expect(link.startsWith(`${ORIGIN}/verifier/#r=`)).toBe(true);
    const base64 = (link.split('#r=')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const receipt = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))) as Record<string, unknown>;
    expect(receipt).toMatchObject({
      proof: { kind: 'upgrade', commitment: revealed.upgrade.commitment, nonce: revealed.upgrade.nonce }, witness: { kind: 'upgrade', chance: revealed.upgrade.chance },
      revealed_seed: revealed.opening.serverSeed,
    });
  });

  it('an upgrade’s subject names its items and chance; the mismatch says what differs', async () => {
    const h = setup({ upgrade: () => Promise.resolve(revealed.upgrade) }, { kind: 'upgrade', records: [upgradeRecord(revealed.upgrade, { won: !revealed.upgrade.win })] });
    await h.mounted();
    h.vm.sharePressed();
    const body = JSON.parse(h.shared().text.split('\n')[0]?.slice('fairness.verify.receipt '.length) ?? '') as Record<string, unknown>;
    expect(body.subject).toBe(`fairness.verify.receiptUpgrade ${JSON.stringify({ donor: revealed.upgrade.donor.name, target: revealed.upgrade.target.name, chance: formatOddsPercent(revealed.upgrade.chance, 'en') })}`);
    expect(body.verdict).toBe('fairness.verify.mismatch (fairPlay.field.upgradeOutcome)');
  });

  it('without a record the subject names the case by its id; a sealed seed is said to be secret', async () => {
    const h = setup({ opening: () => Promise.resolve(sealed.opening) }, { records: [], sealed: true });
    await h.mounted();
    h.vm.sharePressed();
    const body = JSON.parse(h.shared().text.split('\n')[0]?.slice('fairness.verify.receipt '.length) ?? '') as Record<string, unknown>;
    expect(body).toMatchObject({ serverSeed: 'fairness.verify.secret', verdict: 'fairness.verify.sealedTitle' });
    expect(body.subject).toContain(`"case":"${sealed.opening.caseId}"`);
  });

  it('leaves the link out when it would be too long to share', async () => {
    const h = setup({ upgrade: () => Promise.resolve(revealed.upgrade) }, { kind: 'upgrade', origin: `https://${'x'.repeat(3300)}.example` });
    await h.mounted();
    h.vm.sharePressed();
    expect(h.shared().text).not.toContain('fairness.verify.checkIt');
    expect(h.shared().text).toContain('fairness.verify.verified');
    const short = setup({ upgrade: () => Promise.resolve(revealed.upgrade) }, { kind: 'upgrade' });
    await short.mounted();
    short.vm.sharePressed();
    expect(short.shared().text).toContain('fairness.verify.checkIt');
  });

  it.each([['absent', null], ['not https', 'http://t.me/x'], ['with credentials', 'https://a@b.example']])('the referral link %s is replaced by the app’s own', async (_label, refLink) => {
    const h = setup({ opening }, { refLink });
    await h.mounted();
    h.vm.sharePressed();
    expect(h.shared().url).toBe('https://t.me/cs2cases_bot');
  });

  it('copies the whole receipt as JSON and says whether it worked', async () => {
    const h = setup({ opening });
    await h.mounted();
    await h.vm.copyPressed();
    const copied = JSON.parse(h.messenger.copyText.mock.calls[0]?.[0] ?? '') as Record<string, unknown>;
    expect(receiptFragment(copied)).toBe(receiptFragment(JSON.parse(JSON.stringify(copied))));
    expect(copied).toMatchObject({ format: 'cs2cases-fairness-receipt', proof: { nonce: revealed.opening.nonce }, witness: { kind: 'opening' } });
    expect(h.toaster.show).toHaveBeenLastCalledWith({ kind: 'success', message: { key: 'fairness.verify.copied' } });
    const failing = setup({ opening }, { copied: false });
    await failing.mounted();
    await failing.vm.copyPressed();
    expect(failing.toaster.show).toHaveBeenLastCalledWith({ kind: 'error', message: { key: 'fairness.verify.copyFailed' } });
  });

  it('nothing is shared or copied before the proof is in', async () => {
    const h = setup({ opening: () => new Promise<DrawProof | null>(() => {}) });
    h.vm.mount();
    h.vm.sharePressed();
    await h.vm.copyPressed();
    expect(h.messenger.openTelegramLink).not.toHaveBeenCalled();
    expect(h.messenger.copyText).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import type { FairnessLie } from '@adapters/memory/backend/GameBackend';
import { verifyDraw, verifyUpgrade } from '@domain/features/fairness/verifyDraw';
import { hashing, readDrawProof, readUpgradeProof, targetsOf, upgradeWith, DONOR } from '../domain/fairness/realProofs';
import { makeBackend, ok, session } from './backendHarness';

/**
 * The demo server playing a lying one (developer tools, the lying-server e2e suite): each lie has
 * the effect it names, and its proof still holds together — only the device's record can catch it.
 */

const SEED = 'luck-0.01-1.02-2.03-1234';

interface Opened { opened_item: { win: { id: string; cost: number; profit: string }; inventory_id: string; fairness: { commitment: string; client_seed: string; nonce: number } } }

function liar(...lies: FairnessLie[]) {
  const { backend } = makeBackend({ seed: 9 });
  for (const lie of lies) backend.lies.set(lie);
  const alex = session(backend, 'player');
  const announced = () => ok<{ fairness: { commitment: string; nonce: number } }>(alex.get('/api/fairness/')).fairness;
  const open = () => ok<Opened>(alex.postJson('/api/case/2/open/', { client_seed: SEED })).opened_item;
  const reveal = () => ok(alex.post('/api/fairness/rotate/'));
  return { backend, alex, announced, open, reveal };
}

async function consistentOpening(h: ReturnType<typeof liar>, itemId: string) {
  const proof = readDrawProof(h.alex, itemId);
  const verification = await verifyDraw(proof, hashing);
  return { proof, verification };
}

describe('GameBackend as a lying server', () => {
  it('tells no lie unless told to, and forgets them all on reset', () => {
    const h = liar('reuse-nonce', 'zero-price');
    expect(h.backend.lies.entries().sort()).toEqual(['reuse-nonce', 'zero-price']);
    h.backend.reset();
    expect(h.backend.lies.entries()).toEqual([]);
  });

  it('ignore-client-seed: the roll uses its own seed; the proof says so and holds together', async () => {
    const h = liar('ignore-client-seed');
    const opened = h.open();
    expect(opened.fairness.client_seed).not.toBe(SEED);
    h.reveal();
    const { proof, verification } = await consistentOpening(h, opened.inventory_id);
    expect(proof.clientSeed).toBe(opened.fairness.client_seed);
    expect(verification).toMatchObject({ kind: 'checked', failed: null });
  });

  it('reuse-nonce and skip-nonce: the nonce announced is not the one used, and the proof holds together', async () => {
    const reuse = liar();
    reuse.open();
    reuse.backend.lies.set('reuse-nonce');
    const before = reuse.announced().nonce;
    const second = reuse.open();
    expect(second.fairness.nonce).toBe(before - 1);
    const skip = liar('skip-nonce');
    const announced = skip.announced().nonce;
    const skipped = skip.open();
    expect(skipped.fairness.nonce).toBe(announced + 2);
    skip.reveal();
    expect((await consistentOpening(skip, skipped.inventory_id)).verification).toMatchObject({ kind: 'checked', failed: null });
  });

  it('unseen-commitment: the roll is made under a commitment announced only after it', async () => {
    const h = liar('unseen-commitment');
    const shown = h.announced().commitment;
    const opened = h.open();
    expect(opened.fairness.commitment).not.toBe(shown);
    expect(h.announced().commitment).toBe(opened.fairness.commitment);
    h.reveal();
    expect((await consistentOpening(h, opened.inventory_id)).verification).toMatchObject({ kind: 'checked', failed: null });
  });

  it('other-drop: hands over the cheapest other skin, while the proof draws another; the proof holds together', async () => {
    for (let i = 0; i < 6; i++) {
      const h = liar('other-drop');
      for (let k = 0; k < i; k++) h.open();
      const opened = h.open();
      h.reveal();
      const { proof, verification } = await consistentOpening(h, opened.inventory_id);
      expect(verification).toMatchObject({ kind: 'checked', failed: null });
      expect(opened.win.id).not.toBe(proof.drop.id);
    }
  });

  it('other-case: draws from another case’s table, which the proof names', async () => {
    const h = liar('other-case');
    const opened = h.open();
    h.reveal();
    const { proof, verification } = await consistentOpening(h, opened.inventory_id);
    expect(proof.caseId).not.toBe('2');
    expect(verification).toMatchObject({ kind: 'checked', failed: null });
  });

  it('forced: a drawn roll is called forced', () => {
    const h = liar('forced');
    const opened = h.open();
    expect(readDrawProof(h.alex, opened.inventory_id).forced).toBe(true);
  });

  it('other-chances: the case page publishes chances other than its table’s', () => {
    const honest = ok<{ case: { skins: { chance: number }[] } }>(liar().alex.get('/api/case/2/')).case.skins.map((s) => s.chance);
    const lying = ok<{ case: { skins: { chance: number }[] } }>(liar('other-chances').alex.get('/api/case/2/')).case.skins.map((s) => s.chance);
    expect(lying).not.toEqual(honest);
    expect([...lying].sort()).toEqual([...honest].sort());
  });

  it('zero-price and profit-label: cases shown at 0 cost their price; every drop is labelled "+50%"', () => {
    const h = liar('zero-price', 'profit-label');
    expect(ok<{ cases: { price: number }[] }>(h.alex.get('/api/cases/')).cases.every((c) => c.price === 0)).toBe(true);
    expect(ok<{ case: { price: number } }>(h.alex.get('/api/case/2/')).case.price).toBe(0);
    const before = h.alex.balance();
    expect(h.open().win.profit).toBe('+50%');
    expect(Number(h.alex.balance())).toBe(Number(before) - 8);
  });

  it('upgrade-chance and upgrade-outcome: the chance shown is ten points up, the outcome told the other one; the proof holds together', async () => {
    const h = liar();
    const { cheap } = targetsOf(h.alex, DONOR);
    const shown = ok<{ chance: number }>(h.alex.get(`/api/upgrader/${DONOR}/${cheap}/`)).chance;
    h.backend.lies.set('upgrade-chance');
    expect(ok<{ chance: number }>(h.alex.get(`/api/upgrader/${DONOR}/${cheap}/`)).chance).toBe(Math.min(95, shown + 10));
    h.backend.lies.set('upgrade-outcome');
    const told = upgradeWith(h.alex, DONOR, cheap);
    h.reveal();
    const proof = readUpgradeProof(h.alex, DONOR);
    expect(told.win).toBe(!proof.win);
    expect(proof.chance).toBe(shown);
    expect(await verifyUpgrade(proof, hashing)).toMatchObject({ kind: 'checked', failed: null });
  });
});

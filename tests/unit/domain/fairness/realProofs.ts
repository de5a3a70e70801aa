import * as v from 'valibot';
import { drawProofSchema, upgradeProofSchema } from '@adapters/api/fairnessCalls';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import type { DrawProof, UpgradeProof } from '@domain/model/fairness';
import { makeBackend, ok, session, type Session } from '../../adapters/backendHarness';

/**
 * Real proofs from the demo backend, parsed as the app parses them: an opening and two upgrades
 * (staked items 1000 and 1001 of the regular player), each sealed (before the rotation) and
 * revealed (after it). The backend's hashes are noble's, the app's verifier Web Crypto's.
 */

export const hashing = new WebCryptoHashing();

export const OPENING_SEED = 'luck-0.04-1.09-2.13-2024';
export const UPGRADE_SEED = 'device-seed-0123456789abcdef';
/** The regular player's seeded, available items (ids handed out from 1000 in seed order). */
export const DONOR = '1001';
export const SECOND_DONOR = '1000';

interface WireUpgrade { donor: string; target: string; chance: number; win: boolean; fairness: { commitment: string; client_seed: string; nonce: number } }

export const readDrawProof = (alex: Session, itemId: string): DrawProof =>
  v.parse(drawProofSchema, ok<{ proof: unknown }>(alex.get(`/api/fairness/openings/${itemId}/`)).proof);

export const readUpgradeProof = (alex: Session, itemId: string): UpgradeProof =>
  v.parse(upgradeProofSchema, ok<{ proof: unknown }>(alex.get(`/api/fairness/upgrades/${itemId}/`)).proof);

/** The cheapest target of a donor's multipliers (a high chance), and the dearest (a low one). */
export function targetsOf(alex: Session, donor: string): { cheap: string; dear: string } {
  const { multy } = ok<{ multy: Record<string, { id: string; cost: string }[]> }>(alex.get(`/api/upgrader/${donor}/`));
  const all = Object.values(multy).flat().sort((a, b) => Number(a.cost) - Number(b.cost));
  const cheap = all[0];
  const dear = all.at(-1);
  if (!cheap || !dear) throw new Error(`no targets for ${donor}`);
  return { cheap: cheap.id, dear: dear.id };
}

export function upgradeWith(alex: Session, donor: string, target: string, clientSeed: string | null = UPGRADE_SEED): WireUpgrade {
  const query = clientSeed === null ? '' : `?client_seed=${encodeURIComponent(clientSeed)}`;
  return ok<WireUpgrade>(alex.get(`/api/upgrader/${donor}/${target}/upgrade/${query}`));
}

export function realProofs(seed = 3) {
  const { backend } = makeBackend({ seed });
  const alex = session(backend, 'player');
  const itemId = ok<{ opened_item: { inventory_id: string } }>(alex.postJson('/api/case/2/open/', { client_seed: OPENING_SEED })).opened_item.inventory_id;
  const first = targetsOf(alex, DONOR);
  const upgrade = upgradeWith(alex, DONOR, first.cheap);
  const second = upgradeWith(alex, SECOND_DONOR, targetsOf(alex, SECOND_DONOR).dear);
  const sealed = { opening: readDrawProof(alex, itemId), upgrade: readUpgradeProof(alex, DONOR), second: readUpgradeProof(alex, SECOND_DONOR) };
  ok(alex.post('/api/fairness/rotate/'));
  const revealed = { opening: readDrawProof(alex, itemId), upgrade: readUpgradeProof(alex, DONOR), second: readUpgradeProof(alex, SECOND_DONOR) };
  return { backend, alex, itemId, upgrade, second, sealed, revealed };
}

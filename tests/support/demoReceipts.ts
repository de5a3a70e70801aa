import * as v from 'valibot';
import { drawProofSchema, upgradeProofSchema } from '@adapters/api/fairnessCalls';
import { GameBackend, seededSecretBytes } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS, mockInitData } from '@adapters/memory/backend/mockUsers';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { fairnessReceipt } from '@domain/features/fairness/receipt';
import type { OpeningRecord, RollRecord, UpgradeRecord } from '@domain/features/fairness/rollRecords';
import type { RollProof } from '@domain/model/fairness';
import { seededRandom } from '@domain/shared/seededRandom';

/**
 * Fairness receipts of real demo-backend rolls, as the app would share them: the device's record
 * is written from what the wire showed before each roll (the commitment and nonce announced, the
 * chances on the case page, the upgrader's items and chance) and completed with the answer, as
 * RollWitness does. No test runner is imported, so unit and end-to-end tests can both use it.
 */

const AT = 1_700_000_000_000;
export const DEMO_LUCK_SEED = 'luck-0.04-1.09-2.13-2024';
type Wire = Record<string, unknown>;
export type Receipt = ReturnType<typeof fairnessReceipt>;

/** One roll: its proof as the app parses it, the device's record, the seed revealed to it, and the receipt of the three. */
export interface DemoRoll {
  readonly proof: RollProof;
  readonly record: RollRecord;
  readonly revealedSeed: string | null;
  readonly receipt: Receipt;
}

export interface DemoReceipts {
  readonly openings: DemoRoll[];
  readonly upgrades: DemoRoll[];
  /** The first opening, but the phone received another item than the proof draws. */
  readonly tampered: DemoRoll;
}

/**
 * `rounds` openings of the cases in turn by a rich demo player, each second drop staked in an
 * upgrade, the seed revealed every third round and at the end; every roll's proof then fetched.
 */
export function demoReceipts({ rounds = 1, seed = 5 }: { rounds?: number; seed?: number } = {}): DemoReceipts {
  const backend = new GameBackend({ storage: new MemoryStorage(), clock: new ManualClock(AT), random: seededRandom(seed), secretBytes: seededSecretBytes(seed) });
  const user = MOCK_USERS.find((u) => u.key === 'rich') ?? MOCK_USERS[0];
  if (!user) throw new Error('no mock user');
  const headers = { Authorization: `tma ${mockInitData(user, AT / 1000)}`, 'Content-Type': 'application/json' };
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Wire => {
    const answer = backend.handle({ method, path, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (answer.status !== 200 || 'error' in (answer.body as Wire)) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body as Wire;
  };
  let refs = 0;
  const base = (fairness: Wire) => ({
    ref: `r${refs++}`, at: AT, commitment: fairness.commitment as string, shownAt: AT, nonce: fairness.nonce as number, upgradeRule: null,
    clientSeed: DEMO_LUCK_SEED, lang: 'ru', receipt: null,
  });
  const seen = (receipt: Wire) => ({ commitment: receipt.commitment as string, clientSeed: receipt.client_seed as string, nonce: receipt.nonce as number });
  const revealed = new Map<string, string>();
  const rotate = () => {
    const { revealed: seed } = call('POST', '/api/fairness/rotate/') as { revealed: { commitment: string; server_seed: string } };
    revealed.set(seed.commitment, seed.server_seed);
  };

  const cases = (call('GET', '/api/cases/').cases as { id: string; price: number }[]).filter((c) => c.price > 0 && !/^0+$/.test(c.id));
  const opened: { itemId: string; record: OpeningRecord }[] = [];
  const upgraded: { itemId: string; record: UpgradeRecord }[] = [];
  for (let round = 0; round < rounds; round++) {
    const caseId = (cases[round % cases.length] as { id: string }).id;
    const page = call('GET', `/api/case/${caseId}/`) as { case: { skins: { price: number; chance: number }[] }; fairness: Wire };
    const answer = call('POST', `/api/case/${caseId}/open/`, { client_seed: DEMO_LUCK_SEED }).opened_item as Wire & { win: Wire; fairness: Wire };
    const itemId = String(answer.inventory_id);
    opened.push({ itemId, record: {
      ...base(page.fairness), kind: 'opening', caseId, caseName: caseId, chances: page.case.skins.map((s) => [s.price, s.chance] as const),
      itemId, received: { id: answer.win.id as string, name: answer.win.name as string, value: answer.win.cost as number }, receipt: seen(answer.fairness),
    } });
    if (round % 2 === 0) {
      const { multy, donor } = call('GET', `/api/upgrader/${itemId}/`) as { multy: Record<string, Wire[]>; donor: Wire };
      const targets = Object.values(multy);
      const target = targets[round % Math.max(1, targets.length)]?.[0];
      if (target) {
        const announced = call('GET', '/api/fairness/').fairness as Wire;
        const { chance } = call('GET', `/api/upgrader/${itemId}/${String(target.id)}/`) as { chance: number };
        const result = call('GET', `/api/upgrader/${itemId}/${String(target.id)}/upgrade/?client_seed=${encodeURIComponent(DEMO_LUCK_SEED)}`) as Wire & { fairness: Wire };
        upgraded.push({ itemId, record: {
          ...base(announced), kind: 'upgrade', chance, won: result.win as boolean, receipt: seen(result.fairness),
          donor: { id: String(donor.id), name: donor.name as string, value: Number(donor.cost) },
          target: { id: String(target.id), name: target.name as string, value: Number(target.cost) },
        } });
      }
    }
    if (round % 3 === 2) rotate();
  }
  rotate();

  const rollOf = (proof: RollProof, record: RollRecord): DemoRoll => {
    const revealedSeed = revealed.get(proof.commitment) ?? null;
    return { proof, record, revealedSeed, receipt: fairnessReceipt(proof, record, { revealedSeed, lang: record.lang, noncesUsed: [] }) };
  };
  const openings = opened.map(({ itemId, record }) => rollOf(v.parse(drawProofSchema, call('GET', `/api/fairness/openings/${itemId}/`).proof), record));
  const upgrades = upgraded.map(({ itemId, record }) => rollOf(v.parse(upgradeProofSchema, call('GET', `/api/fairness/upgrades/${itemId}/`).proof), record));
  const first = opened[0] as (typeof opened)[number];
  const received = { ...first.record.received as NonNullable<OpeningRecord['received']>, id: 'another-skin' };
  const tampered = rollOf((openings[0] as DemoRoll).proof, { ...first.record, received });
  return { openings, upgrades, tampered };
}

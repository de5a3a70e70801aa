import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import { DEMO_CASES } from '@adapters/memory/backend/cases';
import { caseTable } from '@adapters/memory/backend/dropTables';
import { UPGRADE_RULE_TEXT } from '@adapters/memory/backend/economy';
import { commitmentOf, entryForTicket, rollTicket, tablesDigest } from '@adapters/memory/backend/fairness';
import { mockInitData } from '@adapters/memory/backend/mockUsers';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { verifyDraw } from '@domain/features/fairness/verifyDraw';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { AUTH_DATE, makeBackend, ok, refused, session, user } from './backendHarness';

/**
 * Issue 16, part 2, the demo backend's side: a commitment published with every case before any
 * opening, the opening's receipt, rotation revealing the seed, the proof of an item — and the
 * agreement that matters: draws made with noble's SHA-256/HMAC verify with the app's verifier on
 * Web Crypto.
 */

interface WireFairness { commitment: string; client_seed: string; nonce: number; forced?: boolean; upgrade_rule?: string }
interface WireOpened { opened_item: { win: { id: string }; inventory_id: string; fairness: WireFairness } }

const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

describe('GameBackend: verifiable openings', () => {
  it('publishes the player’s commitment with the case, before any opening, and the opening draws with it', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const { fairness } = ok<{ fairness: WireFairness }>(alex.get('/api/case/2/'));
    expect(fairness).toEqual({
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/), client_seed: expect.stringMatching(/^[0-9a-f]{16}$/), nonce: 0, upgrade_rule: 'upgrade:1000:1:9500',
    });
    expect(ok<{ fairness: WireFairness }>(alex.get('/api/fairness/')).fairness).toEqual(fairness);
    const opened = ok<WireOpened>(alex.post('/api/case/2/open/'));
    expect(opened.opened_item.fairness).toEqual({ commitment: fairness.commitment, client_seed: fairness.client_seed, nonce: 0 });
    expect(ok<{ fairness: WireFairness }>(alex.get('/api/case/2/')).fairness.nonce).toBe(1);
  });

  it('commits to the seed, every drop table (values included) and the upgrade rule: SHA-256(seed | digest of the tables | rule)', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const { fairness } = ok<{ fairness: WireFairness }>(alex.get('/api/fairness/'));
    const seed = alex.state().fairness?.serverSeed ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const listed = [...DEMO_CASES].sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((c) => `${c.id}:${sha256Hex(caseTable(c).map((e) => `${e.item.key}:${e.tickets}:${Math.round(e.item.price * 100)}`).join('\n'))}`).join('\n');
    expect(tablesDigest()).toBe(sha256Hex(listed));
    expect(UPGRADE_RULE_TEXT).toBe('upgrade:1000:1:9500');
    expect(fairness.commitment).toBe(sha256Hex(`${seed}|${sha256Hex(listed)}|${UPGRADE_RULE_TEXT}`));
    expect(commitmentOf(seed, tablesDigest())).toBe(fairness.commitment);
  });

  it('draws the skin the published roll picks; the luck code is the client seed when sent', () => {
    const { backend } = makeBackend({ seed: 5 });
    const rich = session(backend, 'rich');
    for (let i = 0; i < 20; i++) {
      const clientSeed = i % 2 ? `luck-0.0${i % 10}-1.12-2.03-123${i % 10}` : undefined;
      const answer = ok<WireOpened>(clientSeed ? rich.postJson('/api/case/9/open/', { client_seed: clientSeed }) : rich.post('/api/case/9/open/'));
      const { serverSeed, clientSeed: fallback } = rich.state().fairness ?? { serverSeed: '', clientSeed: '' };
      expect(answer.opened_item.fairness).toMatchObject({ nonce: i, client_seed: clientSeed ?? fallback });
      const classified = DEMO_CASES.find((c) => c.id === '9');
      if (!classified) throw new Error('no case 9');
      expect(answer.opened_item.win.id).toBe(entryForTicket(caseTable(classified), rollTicket(serverSeed, clientSeed ?? fallback, i)).key);
    }
  });

  it('refuses a client seed that is not 1–64 printable characters, and charges nothing', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const before = alex.balance();
    for (const bad of ['', 'x'.repeat(65), 'with space', 42, null]) {
      expect(refused(alex.postJson('/api/case/2/open/', { client_seed: bad }))).toBe('Invalid client seed');
    }
    expect(alex.balance()).toBe(before);
  });

  it('rotation reveals the seed behind the commitment and commits a new one; nonces start again', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const first = ok<WireOpened>(alex.post('/api/case/2/open/')).opened_item;
    const sealed = ok<{ proof: { server_seed: string | null } }>(alex.get(`/api/fairness/openings/${first.inventory_id}/`)).proof;
    expect(sealed.server_seed).toBeNull();
    const rotation = ok<{ revealed: { commitment: string; server_seed: string; nonce: number }; fairness: WireFairness }>(alex.post('/api/fairness/rotate/'));
    expect(rotation.revealed).toMatchObject({ commitment: first.fairness.commitment, nonce: 1 });
    expect(commitmentOf(rotation.revealed.server_seed, tablesDigest())).toBe(first.fairness.commitment);
    expect(rotation.fairness.commitment).not.toBe(first.fairness.commitment);
    expect(rotation.fairness).toMatchObject({ nonce: 0, client_seed: first.fairness.client_seed });
    const proof = ok<{ proof: { server_seed: string } }>(alex.get(`/api/fairness/openings/${first.inventory_id}/`)).proof;
    expect(proof.server_seed).toBe(rotation.revealed.server_seed);
    expect(ok<WireOpened>(alex.post('/api/case/2/open/')).opened_item.fairness).toMatchObject({ commitment: rotation.fairness.commitment, nonce: 0 });
  });

  it('a forced drop says so in its receipt and its proof, and uses up its nonce', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    backend.forceNextDrop('win');
    const forced = ok<WireOpened>(alex.post('/api/case/2/open/')).opened_item;
    expect(forced.fairness).toMatchObject({ nonce: 0, forced: true });
    expect(ok<{ proof: { forced: boolean; roll: null } }>(alex.get(`/api/fairness/openings/${forced.inventory_id}/`)).proof).toMatchObject({ forced: true, roll: null });
    const fair = ok<WireOpened>(alex.post('/api/case/2/open/')).opened_item;
    expect(fair.fairness).toEqual({ commitment: forced.fairness.commitment, client_seed: forced.fairness.client_seed, nonce: 1 });
  });

  it('answers a null proof for items no opening drew, and for unknown items', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const seeded = alex.state().inventory[0]?.id ?? '';
    expect(ok<{ proof: null }>(alex.get(`/api/fairness/openings/${seeded}/`)).proof).toBeNull();
    expect(ok<{ proof: null }>(alex.get('/api/fairness/openings/nope/')).proof).toBeNull();
  });

  it('keeps the seed through a reload: the same commitment, nonce and secret', () => {
    const storage = new MemoryStorage();
    const first = makeBackend({ storage });
    ok(session(first.backend, 'player').post('/api/case/2/open/'));
    const before = session(first.backend, 'player').state().fairness;
    const reloaded = makeBackend({ storage, seed: 99 });
    expect(session(reloaded.backend, 'player').state().fairness).toEqual(before);
  });
});

describe('the backend’s draws verify with the app’s verifier (noble in the backend, Web Crypto in the app)', () => {
  it('every opening of every case, with the default seed and with a luck code, verifies after rotation', async () => {
    const { backend } = makeBackend({ seed: 12 });
    const client = new ApiClient({
      transport: new InMemoryTransport(backend, new ManualClock()),
      initData: () => mockInitData(user('rich'), AUTH_DATE),
      requireInitData: true,
      reporter: { report: () => {}, recovered: () => {} },
      logger: { error: () => {}, warn: () => {} },
      clock: new ManualClock(0),
    });
    const hashing = new WebCryptoHashing();
    const openings: string[] = [];
    for (const c of DEMO_CASES.filter((d) => d.id !== WELCOME_CASE_ID)) {
      const details = await client.getCase(c.id);
      expect(details.fairness?.commitment).toMatch(/^[0-9a-f]{64}$/);
      for (let i = 0; i < 4; i++) {
        const result = await client.openCase(c.id, i % 2 ? { clientSeed: `luck-0.0${i}-1.17-2.05-0042` } : undefined);
        expect(result.fairness).toMatchObject({ commitment: details.fairness?.commitment, forced: false, serverSeed: null });
        openings.push(result.inventoryId ?? '');
      }
    }
    const sealed = await client.getDrawProof(openings[0] ?? '');
    expect(sealed && (await verifyDraw(sealed, hashing)).kind).toBe('sealed');
    await client.rotateFairnessSeed();
    for (const id of openings) {
      const proof = await client.getDrawProof(id);
      if (!proof) throw new Error(`no proof for ${id}`);
      const verification = await verifyDraw(proof, hashing);
      expect(verification, `item ${id}`).toMatchObject({ kind: 'checked', failed: null });
    }
  });
});

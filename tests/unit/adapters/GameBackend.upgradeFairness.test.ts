import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { GAME_BACKEND_STATE_KEY } from '@adapters/memory/backend/GameBackend';
import { UPGRADE_RULE_TEXT } from '@adapters/memory/backend/economy';
import { rollTicket, tablesDigest, upgradeWins } from '@adapters/memory/backend/fairness';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { makeBackend, ok, refused, session, user, type Session } from './backendHarness';
import { DONOR, SECOND_DONOR, targetsOf, upgradeWith } from '../domain/fairness/realProofs';

/**
 * The demo backend's upgrades are fair rolls: the ticket of the committed seed, the client seed
 * sent and the next nonce decides (a forced one says so), each answer carries its receipt, and the
 * proof is found by the item staked or the item won.
 */

interface WireProof { commitment: string; client_seed: string; nonce: number; server_seed: string | null; forced: boolean; roll: number | null; donor: { id: string }; target: { id: string }; chance: number; win: boolean }
const PLAYER = String(user('player').id);
const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));
const proofOf = (alex: Session, id: string) => ok<{ proof: WireProof | null }>(alex.get(`/api/fairness/upgrades/${id}/`)).proof;
const secret = (alex: Session) => alex.state().fairness?.serverSeed ?? '';

/** A backend whose regular player has a committed seed already (it is made on first need). */
function committed(options: Parameters<typeof makeBackend>[0] = {}) {
  const made = makeBackend(options);
  const alex = session(made.backend, 'player');
  ok(alex.get('/api/fairness/'));
  return { ...made, alex };
}
/** Uses up nonce 0 with an opening, as the shared real proofs do (their upgrade of 1001 at nonce 1 wins on seed 3). */
const openFirst = (alex: Session) => ok(alex.post('/api/case/2/open/'));

describe('GameBackend: verifiable upgrades', () => {
  it('the ticket of the committed seed, the client seed and the nonce decides, with and without a seed sent', () => {
    const outcomes = new Set<boolean>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { alex } = committed({ seed });
      for (const [donor, clientSeed] of [[DONOR, 'mine'], [SECOND_DONOR, null]] as const) {
        const { cheap, dear } = targetsOf(alex, donor);
        const serverSeed = secret(alex);
        const fallback = alex.state().fairness?.clientSeed ?? '';
        const answer = upgradeWith(alex, donor, seed % 2 ? cheap : dear, clientSeed);
        const ticket = rollTicket(serverSeed, clientSeed ?? fallback, answer.fairness.nonce);
        expect(answer.win, `seed ${seed}, item ${donor}`).toBe(upgradeWins(ticket, answer.chance));
        outcomes.add(answer.win);
        expect(answer.fairness).toEqual({ commitment: alex.state().fairness?.commitment, client_seed: clientSeed ?? fallback, nonce: answer.fairness.nonce });
        expect(proofOf(alex, donor)).toMatchObject({ roll: ticket, forced: false, win: answer.win, server_seed: null });
      }
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('a forced upgrade says so in its receipt and its proof, and uses up its nonce', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    backend.forceNextUpgrade('loss');
    const forced = upgradeWith(alex, DONOR, targetsOf(alex, DONOR).cheap);
    expect(forced).toMatchObject({ win: false, fairness: { nonce: 0, forced: true } });
    expect(proofOf(alex, DONOR)).toMatchObject({ forced: true, roll: null, win: false });
    expect(upgradeWith(alex, SECOND_DONOR, targetsOf(alex, SECOND_DONOR).cheap).fairness).toEqual({ commitment: forced.fairness.commitment, client_seed: 'device-seed-0123456789abcdef', nonce: 1 });
  });

  it('the proof is found by the item staked and by the item won; none for other items', () => {
    const { alex } = committed({ seed: 3 });
    openFirst(alex);
    const answer = upgradeWith(alex, DONOR, targetsOf(alex, DONOR).cheap);
    expect(answer.win).toBe(true);
    const won = alex.state().inventory.find((i) => i.upgradeOf === DONOR);
    expect(won?.skinKey).toBe(answer.target);
    const byStake = proofOf(alex, DONOR);
    expect(byStake).toMatchObject({ donor: { id: DONOR }, target: { id: answer.target }, chance: answer.chance, win: true, nonce: answer.fairness.nonce });
    expect(proofOf(alex, won?.id ?? '')).toEqual(byStake);
    expect(proofOf(alex, SECOND_DONOR)).toBeNull();
    expect(proofOf(alex, 'nope')).toBeNull();
    const opened = ok<{ opened_item: { inventory_id: string } }>(alex.post('/api/case/2/open/')).opened_item.inventory_id;
    expect(proofOf(alex, opened)).toBeNull();
    expect(ok<{ proof: unknown }>(alex.get(`/api/fairness/openings/${DONOR}/`)).proof).toBeNull();
  });

  it('openings and upgrades share the nonce of the seed', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const nonces = [
      ok<{ opened_item: { fairness: { nonce: number } } }>(alex.post('/api/case/2/open/')).opened_item.fairness.nonce,
      upgradeWith(alex, DONOR, targetsOf(alex, DONOR).cheap).fairness.nonce,
      ok<{ opened_item: { fairness: { nonce: number } } }>(alex.post('/api/case/2/open/')).opened_item.fairness.nonce,
    ];
    expect(nonces).toEqual([0, 1, 2]);
    expect(ok<{ fairness: { nonce: number } }>(alex.get('/api/fairness/')).fairness.nonce).toBe(3);
  });

  it('a rotation reveals the seed for the upgrades and the openings made with it', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    const opened = ok<{ opened_item: { inventory_id: string } }>(alex.post('/api/case/2/open/')).opened_item.inventory_id;
    upgradeWith(alex, DONOR, targetsOf(alex, DONOR).cheap);
    const seed = secret(alex);
    const { revealed } = ok<{ revealed: { server_seed: string; nonce: number } }>(alex.post('/api/fairness/rotate/'));
    expect(revealed).toMatchObject({ server_seed: seed, nonce: 2 });
    expect(proofOf(alex, DONOR)?.server_seed).toBe(seed);
    expect(ok<{ proof: { server_seed: string } }>(alex.get(`/api/fairness/openings/${opened}/`)).proof.server_seed).toBe(seed);
  });

  it('refuses a client seed that is not 1–64 printable characters, and stakes nothing', () => {
    const { alex } = committed();
    const { cheap } = targetsOf(alex, DONOR);
    for (const bad of ['x'.repeat(65), 'with space', '']) {
      expect(refused(alex.get(`/api/upgrader/${DONOR}/${cheap}/upgrade/?client_seed=${encodeURIComponent(bad)}`)), JSON.stringify(bad)).toBe('Invalid client seed');
    }
    expect(alex.item(DONOR).status).toBe('available');
    expect(alex.state().fairness?.nonce).toBe(0);
  });

  it('the commitment covers the rule; a stored seed committed under another rule is revealed and replaced', () => {
    const storage = new MemoryStorage();
    const { alex } = committed({ storage });
    const before = alex.state().fairness;
    if (!before) throw new Error('no seed');
    expect(before.commitment).toBe(sha256Hex(`${before.serverSeed}|${tablesDigest()}|${UPGRADE_RULE_TEXT}`));
    const state = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? '{}') as { players: Record<string, { fairness: { commitment: string } }> };
    const ruleless = sha256Hex(`${before.serverSeed}|${tablesDigest()}`);
    (state.players[PLAYER] as { fairness: { commitment: string } }).fairness.commitment = ruleless;
    storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(state));
    const reloaded = session(makeBackend({ storage, seed: 9 }).backend, 'player');
    const fairness = ok<{ fairness: { commitment: string; nonce: number } }>(reloaded.get('/api/fairness/')).fairness;
    expect(fairness.commitment).not.toBe(ruleless);
    expect(fairness).toMatchObject({ nonce: 0 });
    expect(reloaded.state().fairness?.revealed[ruleless]).toBe(before.serverSeed);
  });
});

describe('GameBackend: stored upgrade records', () => {
  function upgraded() {
    const storage = new MemoryStorage();
    const { alex } = committed({ storage, seed: 3 });
    openFirst(alex);
    upgradeWith(alex, DONOR, targetsOf(alex, DONOR).cheap);
    upgradeWith(alex, SECOND_DONOR, targetsOf(alex, SECOND_DONOR).dear);
    return { storage, alex };
  }

  it('survive a reload: the same proofs, by staked and by won item', () => {
    const { storage, alex } = upgraded();
    const won = alex.state().inventory.find((i) => i.upgradeOf === DONOR)?.id ?? '';
    const reloaded = session(makeBackend({ storage, seed: 77 }).backend, 'player');
    for (const id of [DONOR, SECOND_DONOR, won]) expect(proofOf(reloaded, id), id).toEqual(proofOf(alex, id));
    expect(proofOf(reloaded, won)).not.toBeNull();
  });

  it('a bad upgrade record drops only its item', () => {
    const { storage, alex } = upgraded();
    const state = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? '{}') as { players: Record<string, { inventory: { id: string; upgrade?: { chance: number } }[] }> };
    const inventory = state.players[PLAYER]?.inventory ?? [];
    const staked = inventory.find((i) => i.id === SECOND_DONOR);
    if (!staked?.upgrade) throw new Error('no upgrade record');
    staked.upgrade.chance = 250;
    storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(state));
    const { backend } = makeBackend({ storage });
    const reloaded = session(backend, 'player');
    expect(reloaded.state().inventory.map((i) => i.id)).toEqual(inventory.map((i) => i.id).filter((id) => id !== SECOND_DONOR));
    expect(backend.storedStateReport.dropped).toEqual([expect.objectContaining({ player: PLAYER, kind: 'inventory', id: SECOND_DONOR, field: 'upgrade' })]);
    expect(proofOf(reloaded, DONOR)).toEqual(proofOf(alex, DONOR));
  });

  it('a won item that names its staked item unreadably is dropped alone', () => {
    const { storage, alex } = upgraded();
    const won = alex.state().inventory.find((i) => i.upgradeOf === DONOR)?.id;
    const state = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? '{}') as { players: Record<string, { inventory: { id: string; upgradeOf?: string }[] }> };
    const inventory = state.players[PLAYER]?.inventory ?? [];
    const item = inventory.find((i) => i.id === won);
    if (!item) throw new Error('no won item');
    item.upgradeOf = '../1001';
    storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify(state));
    const { backend } = makeBackend({ storage });
    expect(session(backend, 'player').state().inventory.map((i) => i.id)).toEqual(inventory.map((i) => i.id).filter((id) => id !== won));
    expect(backend.storedStateReport.dropped).toEqual([expect.objectContaining({ kind: 'inventory', id: won, field: 'upgradeOf' })]);
  });
});

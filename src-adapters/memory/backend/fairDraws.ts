import type { InventoryRecord, PlayerState } from './backendState';
import { demoCase, type DemoCase } from './cases';
import type { CatalogueSkin } from './catalogue.generated';
import { caseTable } from './dropTables';
import {
  entryForTicket, fairnessView, newFairnessRecord, rollTicket, tableDigests, tablesDigest,
  type DrawRecord, type FairnessRecord, type SecretBytes,
} from './fairness';
import { skinByKey, skinName } from './wireViews';

/**
 * The player's side of provably fair draws (see fairness.ts for the scheme): the seed state made
 * and kept per player, the draw of each opening, the rotation that reveals a seed, and the proof
 * an opened item can be verified with.
 */
export class FairDraws {
  constructor(private readonly secretBytes: SecretBytes) {}

  /**
   * The player's seed state, committed on first need. A seed committed with other tables (the
   * demo's economy changed since it was stored) is revealed and replaced first: odds never change
   * under a commitment.
   */
  record(player: PlayerState): FairnessRecord {
    const current = player.fairness;
    if (current && current.tablesDigest === tablesDigest()) return current;
    const record = current ? this.successor(current) : newFairnessRecord(this.secretBytes);
    player.fairness = record;
    return record;
  }

  /** The commitment and nonce of the next opening, for the wire. */
  view(player: PlayerState) {
    return fairnessView(this.record(player));
  }

  /**
   * Draws the next skin of `demo` with the player's seed, the client seed sent (or the default
   * one) and the next nonce. A forced skin (developer tools) uses up its nonce too, and is
   * recorded as forced: it was chosen, not drawn.
   */
  draw(player: PlayerState, demo: DemoCase, clientSeed: string | null, forced: CatalogueSkin | null): { skin: CatalogueSkin; draw: DrawRecord } {
    const record = this.record(player);
    const seed = clientSeed ?? record.clientSeed;
    const nonce = record.nonce;
    record.nonce = nonce + 1;
    const base = { caseId: demo.id, commitment: record.commitment, clientSeed: seed, nonce };
    if (forced) return { skin: forced, draw: { ...base, skinKey: forced.key, forced: true } };
    const ticket = rollTicket(record.serverSeed, seed, nonce);
    const skin = entryForTicket(caseTable(demo), ticket);
    return { skin, draw: { ...base, skinKey: skin.key, ticket } };
  }

  /** What an opening's answer says of its draw. */
  receipt(draw: DrawRecord) {
    return { commitment: draw.commitment, client_seed: draw.clientSeed, nonce: draw.nonce, ...(draw.forced ? { forced: true } : {}) };
  }

  /** Reveals the current seed and commits a new one (its nonce starts at 0). */
  rotate(player: PlayerState) {
    const old = this.record(player);
    const next = this.successor(old);
    player.fairness = next;
    return {
      revealed: { commitment: old.commitment, server_seed: old.serverSeed, nonce: old.nonce },
      fairness: fairnessView(next),
    };
  }

  /** Everything needed to verify an item's draw; null for an item no opening drew (or no such item). */
  proof(player: PlayerState, item: InventoryRecord | undefined) {
    const draw = item?.draw;
    const demo = draw ? demoCase(draw.caseId) : undefined;
    if (!draw || !demo) return null;
    const name = (key: string) => {
      const skin = skinByKey(key);
      return skin ? skinName(skin, player.lang) : key;
    };
    return {
      case_id: demo.id,
      case_name: demo.name,
      commitment: draw.commitment,
      client_seed: draw.clientSeed,
      nonce: draw.nonce,
      server_seed: player.fairness?.revealed[draw.commitment] ?? null,
      forced: draw.forced === true,
      roll: draw.ticket ?? null,
      drop: { id: draw.skinKey, name: name(draw.skinKey) },
      table: caseTable(demo).map((entry) => ({ id: entry.item.key, name: name(entry.item.key), tickets: entry.tickets })),
      tables: tableDigests().map((t) => ({ case_id: t.caseId, digest: t.digest })),
    };
  }

  private successor(old: FairnessRecord): FairnessRecord {
    return newFairnessRecord(this.secretBytes, { ...old.revealed, [old.commitment]: old.serverSeed }, old.clientSeed);
  }
}

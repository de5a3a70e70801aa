import type { InventoryRecord, PlayerState } from './backendState';
import { demoCase, type DemoCase } from './cases';
import type { CatalogueSkin } from './catalogue.generated';
import { caseTable } from './dropTables';
import { UPGRADE_RULE_TEXT } from './economy';
import {
  commitmentOf, entryForTicket, fairnessView, newFairnessRecord, rollTicket, tableDigests, tablesDigest, upgradeWins,
  type DrawRecord, type FairnessRecord, type SecretBytes, type UpgradeDrawRecord,
} from './fairness';
import type { LiePlan } from './lies';
import { skinByKey, skinName } from './wireViews';

/**
 * The player's side of provably fair rolls (see fairness.ts for the scheme): the seed state made
 * and kept per player, the roll of each opening and upgrade, the rotation that reveals a seed, and
 * the proof an opened or upgraded item can be verified with.
 */
export class FairDraws {
  constructor(private readonly secretBytes: SecretBytes, private readonly lies?: Pick<LiePlan, 'has'>) {}

  /**
   * The player's seed state, committed on first need. A seed committed with other tables (the
   * demo's economy changed since it was stored) is revealed and replaced first: odds never change
   * under a commitment.
   */
  record(player: PlayerState): FairnessRecord {
    const current = player.fairness;
    const digest = tablesDigest();
    if (current && current.tablesDigest === digest && current.commitment === commitmentOf(current.serverSeed, digest)) return current;
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
    const { record, seed, nonce } = this.nextRoll(player, clientSeed);
    const base = { caseId: demo.id, commitment: record.commitment, clientSeed: seed, nonce };
    if (forced) return { skin: forced, draw: { ...base, skinKey: forced.key, forced: true } };
    const ticket = rollTicket(record.serverSeed, seed, nonce);
    const skin = entryForTicket(caseTable(demo), ticket);
    return { skin, draw: { ...base, skinKey: skin.key, ticket, ...(this.lies?.has('forced') ? { forced: true } : {}) } };
  }

  /**
   * The seed, client seed and nonce of the next roll — honestly, unless the server plays a liar
   * (lies.ts): then its own client seed, a nonce reused or skipped, or a seed never announced.
   */
  private nextRoll(player: PlayerState, clientSeed: string | null) {
    let record = this.record(player);
    if (this.lies?.has('unseen-commitment')) {
      record = this.successor(record);
      player.fairness = record;
    }
    const seed = clientSeed !== null && !this.lies?.has('ignore-client-seed') ? clientSeed : record.clientSeed;
    let nonce = record.nonce;
    if (this.lies?.has('reuse-nonce') && nonce > 0) nonce -= 1;
    else if (this.lies?.has('skip-nonce')) nonce += 2;
    record.nonce = Math.max(record.nonce, nonce + 1);
    return { record, seed, nonce };
  }

  /**
   * Rolls an upgrade at `chance` percent with the player's seed, the client seed sent (or the
   * default one) and the next nonce; a forced outcome uses up its nonce too, recorded as forced.
   */
  drawUpgrade(player: PlayerState, clientSeed: string | null, forced: boolean | null, items: Pick<UpgradeDrawRecord, 'donorKey' | 'donorValue' | 'targetKey' | 'targetValue' | 'chance'>): UpgradeDrawRecord {
    const { record, seed, nonce } = this.nextRoll(player, clientSeed);
    const base = { ...items, commitment: record.commitment, clientSeed: seed, nonce };
    if (forced !== null) return { ...base, win: forced, forced: true };
    const ticket = rollTicket(record.serverSeed, seed, nonce);
    return { ...base, win: upgradeWins(ticket, items.chance), ticket, ...(this.lies?.has('forced') ? { forced: true } : {}) };
  }

  /** What a roll's answer says of its draw. */
  receipt(draw: DrawRecord | UpgradeDrawRecord) {
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
    const name = (key: string) => skinNameOf(player, key);
    return {
      ...this.rollFields(player, draw),
      case_id: demo.id,
      drop: { id: draw.skinKey, name: name(draw.skinKey) },
      table: caseTable(demo).map((entry) => ({ id: entry.item.key, name: name(entry.item.key), value: entry.item.price, tickets: entry.tickets })),
      tables: tableDigests().map((t) => ({ case_id: t.caseId, digest: t.digest })),
    };
  }

  /** Everything needed to verify the upgrade that staked `donor` (the item of its record); null when none did. */
  upgradeProof(player: PlayerState, donor: InventoryRecord | undefined) {
    const draw = donor?.upgrade;
    if (!donor || !draw) return null;
    const name = (key: string) => skinNameOf(player, key);
    return {
      ...this.rollFields(player, draw),
      donor: { id: donor.id, name: name(draw.donorKey), value: draw.donorValue },
      target: { id: draw.targetKey, name: name(draw.targetKey), value: draw.targetValue },
      chance: draw.chance,
      win: draw.win,
      tables_digest: tablesDigest(),
    };
  }

  private rollFields(player: PlayerState, draw: DrawRecord | UpgradeDrawRecord) {
    return {
      commitment: draw.commitment,
      client_seed: draw.clientSeed,
      nonce: draw.nonce,
      server_seed: player.fairness?.revealed[draw.commitment] ?? null,
      forced: draw.forced === true,
      roll: draw.ticket ?? null,
      upgrade_rule: UPGRADE_RULE_TEXT,
    };
  }

  private successor(old: FairnessRecord): FairnessRecord {
    return newFairnessRecord(this.secretBytes, { ...old.revealed, [old.commitment]: old.serverSeed }, old.clientSeed);
  }
}

/** A catalogue skin's name in the player's language (its key when the catalogue no longer has it). */
function skinNameOf(player: PlayerState, key: string): string {
  const skin = skinByKey(key);
  return skin ? skinName(skin, player.lang) : key;
}

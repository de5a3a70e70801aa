/**
 * Verifiable rolls, as an optional part of the API: a server that publishes none of this still
 * answers spec §7 in full, and the app then says honestly that it cannot check its rolls. The
 * scheme itself is written out byte by byte in docs/fairness.md.
 */

/**
 * How an upgrade's win range follows from the two items' values, committed with the server seed:
 * the chance in hundredths of a percent is ⌊donor × (10 000 − edge) / target⌋ (values in hundredths
 * of a crystal), held between `min` and `max`; the win range is the tickets below chance × 100.
 */
export interface UpgradeRule {
  /** The house edge, in basis points (1000 = 10 %). */
  readonly edgeBp: number;
  /** The smallest and largest chance, in hundredths of a percent (1 = 0.01 %, 9500 = 95 %). */
  readonly min: number;
  readonly max: number;
}

/** The player's current seed, as published before a roll. */
export interface FairnessState {
  /** SHA-256 (hex) of "<server seed>|<digest of the drop tables>[|<upgrade rule>]". */
  readonly commitment: string;
  /** The client seed the server would use when a roll sends none (this app always sends its own). */
  readonly clientSeed: string;
  /** The nonce of the next roll with this seed (openings and upgrades share it). */
  readonly nonce: number;
  /** The upgrade rule the commitment covers; null when the server's upgrades are not verifiable. */
  readonly upgradeRule: UpgradeRule | null;
}

/** What a roll's answer (an opening's or an upgrade's) says of its draw. */
export interface RollReceipt {
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Only once the seed has been revealed (never in the answer of a fresh roll). */
  readonly serverSeed: string | null;
  /** The outcome was chosen (the demo's developer tools), not drawn: it is not a fair draw. */
  readonly forced: boolean;
}

/** One slot of a case's drop table: a skin, its value and its whole tickets (1 000 000 per table). */
export interface TicketSlot {
  readonly id: string;
  /** The skin's name, in the player's language (shown, compared with what the device received; not committed). */
  readonly name: string;
  /** The skin's value in crystals (committed, in hundredths). */
  readonly value: number;
  readonly tickets: number;
}

/** A case's table digest, as listed in what the commitment covers. */
export interface TableDigest {
  readonly caseId: string;
  readonly digest: string;
}

/** What the proofs of openings and upgrades share: the seed and the roll. */
interface RollProofBase {
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Null until the seed is rotated (revealed). */
  readonly serverSeed: string | null;
  readonly forced: boolean;
  /** The ticket the server says its roll chose, when it says. */
  readonly roll: number | null;
  /** The upgrade rule the commitment covers (null: a commitment of openings only). */
  readonly upgradeRule: UpgradeRule | null;
}

/** Everything needed to verify the draw of one opened item. */
export interface DrawProof extends RollProofBase {
  readonly kind: 'opening';
  readonly caseId: string;
  readonly drop: { readonly id: string; readonly name: string };
  /** The case's table, in the order a draw walks it. */
  readonly table: readonly TicketSlot[];
  /** Every case's table digest, in the committed order. */
  readonly tables: readonly TableDigest[];
}

/** An item as an upgrade proof names it. */
export interface ProofItem {
  readonly id: string;
  readonly name: string;
  /** In crystals. */
  readonly value: number;
}

/** Everything needed to verify one upgrade's roll. */
export interface UpgradeProof extends RollProofBase {
  readonly kind: 'upgrade';
  /** The item staked (its inventory id) and the skin aimed at. */
  readonly donor: ProofItem;
  readonly target: ProofItem;
  /** The chance the server applied, in percent. */
  readonly chance: number;
  readonly win: boolean;
  /** The digest of every drop table (the commitment covers it). */
  readonly tablesDigest: string;
}

export type RollProof = DrawProof | UpgradeProof;

/** A rotation's answer: the seed it revealed and the seed now committed. */
export interface SeedRotation {
  readonly revealed: { readonly commitment: string; readonly serverSeed: string; readonly nonce: number };
  readonly current: FairnessState;
}

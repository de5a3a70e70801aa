/**
 * Verifiable drops (issue 16), as an optional part of the API: a server that publishes none of
 * this still answers spec §7 in full, and the app then says it does not publish verifiable drops.
 */

/** The player's current seed, as published before an opening. */
export interface FairnessState {
  /** SHA-256 (hex) of "<server seed>|<digest of the drop tables>". */
  readonly commitment: string;
  /** The client seed the server uses when an opening sends none. */
  readonly clientSeed: string;
  /** The nonce of the next opening with this seed. */
  readonly nonce: number;
}

/** What an opening's answer says of its draw. */
export interface OpeningFairness {
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Only once the seed has been revealed (never in the answer of a fresh opening). */
  readonly serverSeed: string | null;
  /** The drop was chosen (the demo's developer tools), not drawn: it is not a fair draw. */
  readonly forced: boolean;
}

/** One slot of a case's drop table: a skin and its whole tickets (1 000 000 per table). */
export interface TicketSlot {
  readonly id: string;
  readonly name: string;
  readonly tickets: number;
}

/** A case's table digest, as listed in what the commitment covers. */
export interface TableDigest {
  readonly caseId: string;
  readonly digest: string;
}

/** Everything needed to verify the draw of one opened item. */
export interface DrawProof {
  readonly caseId: string;
  /** The case's name, when the server says it (for the player's eyes only: not verified). */
  readonly caseName: string | null;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Null until the seed is rotated (revealed). */
  readonly serverSeed: string | null;
  readonly forced: boolean;
  /** The ticket the server says its roll chose, when it says. */
  readonly roll: number | null;
  readonly drop: { readonly id: string; readonly name: string };
  /** The case's table, in the order a draw walks it. */
  readonly table: readonly TicketSlot[];
  /** Every case's table digest, in the committed order. */
  readonly tables: readonly TableDigest[];
}

/** A rotation's answer: the seed it revealed and the seed now committed. */
export interface SeedRotation {
  readonly revealed: { readonly commitment: string; readonly serverSeed: string; readonly nonce: number };
  readonly current: FairnessState;
}

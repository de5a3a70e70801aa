import type { FairnessState, UpgradeRule } from '@domain/model/fairness';
import type { MessengerUser } from '@domain/model/user';
import type { Random } from '@domain/ports/Random';
import type { Storage } from '@domain/ports/Storage';
import { LUCK_WORD_LIST_SIZE, LUCK_WORD_ORDERS, orderedWords, type LuckCode } from '@domain/features/cases/luckCode';
import { readRollRecords, writeRollRecords, type RollRecord } from './rollRecords';
import { isJsonObject as isRecordObject, parseStored } from '@domain/shared/storedJson';

/** How many commitments the device remembers having been shown (newest kept). */
export const SEEN_COMMITMENTS_KEPT = 100;
/** How many revealed seeds the device remembers (newest kept). */
export const REVEALED_SEEDS_KEPT = 50;
/** The player's choices for revealing the seed by itself: never, or after this many rolls. */
export const AUTO_ROTATE_CHOICES = [0, 10, 25, 100] as const;
export type AutoRotateEvery = (typeof AUTO_ROTATE_CHOICES)[number];

/** A commitment as the device was shown it: first when, and the freshest nonce and rule announced with it. */
export interface Announcement {
  readonly commitment: string;
  readonly nonce: number;
  readonly upgradeRule: UpgradeRule | null;
  /** Clock time the device first saw this commitment. */
  readonly firstSeenAt: number;
  /** Clock time of the freshest announcement. */
  readonly at: number;
}

/** A seed revealed to this device by a rotation: what it covered, and how many rolls the server says it made. */
export interface RevealedSeed {
  readonly commitment: string;
  readonly serverSeed: string;
  readonly nonce: number;
  readonly at: number;
}

/**
 * The client seed a luck code stands for (spec §2's luck code gets its effect here): its words as
 * list and index in the order shown, then its number — "luck-0.07-1.13-2.02-1234". The same code
 * gives the same seed in either language, and each code its own.
 */
export function luckCodeSeed(code: LuckCode): string {
  const words = orderedWords(code).map(([list, index]) => `${list}.${String(index).padStart(2, '0')}`);
  return `luck-${words.join('-')}-${code.number}`;
}

/** 128 bits from the random port, as 32 hex digits (four 32-bit draws). */
export function randomClientSeed(random: Random): string {
  let seed = '';
  for (let i = 0; i < 4; i++) seed += Math.floor(random() * 2 ** 32).toString(16).padStart(8, '0');
  return seed;
}

type KeyName = 'luckCode' | 'deviceSeed' | 'announced' | 'rolls' | 'revealed' | 'autoRotate';

/**
 * What this device keeps of fair play, per messenger user, through the storage port: the client
 * seed (the luck code's, else one this device made), the commitments it was shown and when, what
 * it witnessed of each roll (rollRecords), the seeds revealed to it and how often to reveal one.
 */
export class FairPlayMemory {
  constructor(private readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>, private readonly owner: string | null, private readonly random: Random) {}

  static of(storage: Pick<Storage, 'get' | 'set' | 'remove'>, user: Pick<MessengerUser, 'id'> | null, random: Random): FairPlayMemory {
    return new FairPlayMemory(storage, user ? String(user.id) : null, random);
  }

  private key(name: KeyName): string {
    return `fairness.${name}.${this.owner ?? 'anonymous'}`;
  }

  luckCode(): LuckCode | null {
    const value = this.read('luckCode');
    return isLuckCode(value) ? value : null;
  }

  /** The luck code becomes the client seed of the next rolls; null goes back to this device's own seed. */
  setLuckCode(code: LuckCode | null): void {
    if (code) this.storage.set(this.key('luckCode'), JSON.stringify(code));
    else this.storage.remove(this.key('luckCode'));
  }

  /** The client seed the next roll sends: the luck code's, else this device's own (made once, 128 random bits). */
  clientSeed(): string {
    const code = this.luckCode();
    if (code) return luckCodeSeed(code);
    const stored = this.read('deviceSeed');
    if (typeof stored === 'string' && /^[0-9a-f]{32}$/.test(stored)) return stored;
    const seed = randomClientSeed(this.random);
    this.storage.set(this.key('deviceSeed'), JSON.stringify(seed));
    return seed;
  }

  /** A fresh client seed of this device's own (after a rotation, when no luck code is chosen). */
  renewDeviceSeed(): void {
    this.storage.set(this.key('deviceSeed'), JSON.stringify(randomClientSeed(this.random)));
  }

  /** Remembers a seed state the server published to this device at `at`. */
  announce(state: FairnessState, at: number): void {
    const seen = this.announcements();
    const known = seen.find((a) => a.commitment === state.commitment);
    const next: Announcement = {
      commitment: state.commitment,
      // A nonce never goes back: a later answer that announces an older one is stale.
      nonce: Math.max(state.nonce, known?.nonce ?? 0),
      upgradeRule: state.upgradeRule,
      firstSeenAt: known ? Math.min(known.firstSeenAt, at) : at,
      at: Math.max(at, known?.at ?? at),
    };
    const others = seen.filter((a) => a.commitment !== state.commitment);
    this.storage.set(this.key('announced'), JSON.stringify([...others, next].slice(-SEEN_COMMITMENTS_KEPT)));
  }

  /** Every commitment this device was shown, oldest announcement first. */
  announcements(): Announcement[] {
    const value = this.read('announced');
    return Array.isArray(value) ? value.filter(isAnnouncement).sort((a, b) => a.at - b.at) : [];
  }

  /** The freshest announcement: the commitment the next roll is made under, as far as this device knows. */
  current(): Announcement | null {
    return this.announcements().at(-1) ?? null;
  }

  records(): RollRecord[] {
    return readRollRecords(this.storage.get(this.key('rolls')));
  }

  /** Adds a record, or replaces the one with the same `ref`. */
  saveRecord(record: RollRecord): void {
    const records = this.records().filter((r) => r.ref !== record.ref);
    this.storage.set(this.key('rolls'), writeRollRecords([...records, record]));
  }

  record(ref: string): RollRecord | null {
    return this.records().find((r) => r.ref === ref) ?? null;
  }

  rememberReveal(seed: RevealedSeed): void {
    const seeds = this.revealedSeeds().filter((s) => s.commitment !== seed.commitment);
    this.storage.set(this.key('revealed'), JSON.stringify([...seeds, seed].slice(-REVEALED_SEEDS_KEPT)));
  }

  revealedSeeds(): RevealedSeed[] {
    const value = this.read('revealed');
    return Array.isArray(value) ? value.filter(isRevealedSeed) : [];
  }

  autoRotateEvery(): AutoRotateEvery {
    const value = this.read('autoRotate');
    return (AUTO_ROTATE_CHOICES as readonly unknown[]).includes(value) ? (value as AutoRotateEvery) : 0;
  }

  setAutoRotateEvery(every: AutoRotateEvery): void {
    this.storage.set(this.key('autoRotate'), JSON.stringify(every));
  }

  private read(name: KeyName): unknown {
    return parseStored(this.storage.get(this.key(name)));
  }
}

const isTime = (value: unknown): value is number => Number.isFinite(value);
const isHex64 = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

function isRule(value: unknown): value is UpgradeRule {
  return isRecordObject(value) && [value.edgeBp, value.min, value.max].every((n) => Number.isSafeInteger(n) && (n as number) >= 0);
}

function isAnnouncement(value: unknown): value is Announcement {
  return isRecordObject(value) && isHex64(value.commitment) && Number.isSafeInteger(value.nonce) && (value.nonce as number) >= 0
    && (value.upgradeRule === null || isRule(value.upgradeRule)) && isTime(value.firstSeenAt) && isTime(value.at);
}

function isRevealedSeed(value: unknown): value is RevealedSeed {
  return isRecordObject(value) && isHex64(value.commitment) && typeof value.serverSeed === 'string' && value.serverSeed.length <= 256
    && Number.isSafeInteger(value.nonce) && isTime(value.at);
}

function isLuckCode(value: unknown): value is LuckCode {
  if (!isRecordObject(value)) return false;
  const code = value as Partial<Record<keyof LuckCode, unknown>>;
  const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < LUCK_WORD_LIST_SIZE;
  return Array.isArray(code.words) && code.words.length === 3 && code.words.every(index)
    && typeof code.number === 'string' && /^\d{4}$/.test(code.number)
    && Number.isInteger(code.order) && (code.order as number) >= 0 && (code.order as number) < LUCK_WORD_ORDERS.length;
}

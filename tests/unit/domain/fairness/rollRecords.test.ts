import { describe, expect, it } from 'vitest';
import { readRollRecords, ROLL_RECORDS_KEPT, writeRollRecords, type OpeningRecord, type UpgradeRecord } from '@domain/features/fairness/rollRecords';

/** The device's records are read back with suspicion: a record that cannot be read is dropped, the others kept. */

const HEX = 'ab'.repeat(32);
const base = {
  ref: 'r1', at: 1000, commitment: HEX, shownAt: 900, nonce: 3, upgradeRule: { edgeBp: 1000, min: 1, max: 9500 },
  clientSeed: 'seed', lang: 'en', receipt: { commitment: HEX, clientSeed: 'seed', nonce: 3 },
};
const opening: OpeningRecord = {
  ...base, kind: 'opening', caseId: '2', caseName: 'Two', chances: [[1.5, 50], [3, null]], itemId: '77', received: { id: 'k', name: 'AK', value: 1.5 },
};
const upgrade: UpgradeRecord = {
  ...base, ref: 'r2', kind: 'upgrade', donor: { id: '1001', name: 'Glock', value: 13.21 }, target: { id: '180', name: 'Water', value: 19.36 }, chance: 61.41, won: true,
};

const stored = (records: unknown[], v: unknown = 1) => JSON.stringify({ v, records });
const readOne = (record: unknown) => readRollRecords(stored([record]));

describe('readRollRecords', () => {
  it('reads back what was written, oldest first', () => {
    expect(readRollRecords(writeRollRecords([opening, upgrade]))).toEqual([opening, upgrade]);
  });

  it('reads a record not yet answered and one with no commitment shown', () => {
    const unanswered = { ...opening, itemId: null, received: null, receipt: null };
    const unshown = { ...upgrade, commitment: null, shownAt: null, nonce: null, upgradeRule: null, won: null };
    expect(readRollRecords(writeRollRecords([unanswered, unshown]))).toEqual([unanswered, unshown]);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"v":1,'],
    ['another version', stored([opening], 2)],
    ['no version', JSON.stringify({ records: [opening] })],
    ['records that are not a list', JSON.stringify({ v: 1, records: { 0: opening } })],
    ['a bare list', JSON.stringify([opening])],
    ['null', 'null'],
  ])('reads nothing from %s', (_label, raw) => {
    expect(readRollRecords(raw)).toEqual([]);
  });

  it.each([
    ['a ref too long', { ref: 'x'.repeat(65) }],
    ['a ref that is not text', { ref: 7 }],
    ['a time that is not finite', { at: Number.POSITIVE_INFINITY }],
    ['a time as text', { at: '1000' }],
    ['a commitment that is not text', { commitment: 5 }],
    ['a shown time as text', { shownAt: 'then' }],
    ['a negative nonce', { nonce: -1 }],
    ['a fractional nonce', { nonce: 1.5 }],
    ['a rule with a negative edge', { upgradeRule: { edgeBp: -1, min: 1, max: 9500 } }],
    ['a rule without bounds', { upgradeRule: { edgeBp: 1000 } }],
    ['a client seed too long', { clientSeed: 'x'.repeat(257) }],
    ['a missing client seed', { clientSeed: undefined }],
    ['a language too long', { lang: 'english-uk' }],
    ['a receipt without a nonce', { receipt: { commitment: HEX, clientSeed: 'seed' } }],
    ['a receipt whose commitment is not text', { receipt: { commitment: 5, clientSeed: 'seed', nonce: 3 } }],
    ['a receipt whose client seed is not text', { receipt: { commitment: HEX, clientSeed: null, nonce: 3 } }],
    ['a receipt with a negative nonce', { receipt: { commitment: HEX, clientSeed: 'seed', nonce: -1 } }],
    ['another kind', { kind: 'spin' }],
    ['no kind', { kind: undefined }],
  ])('drops a record with %s and keeps the others', (_label, change) => {
    const bad = { ...opening, ref: 'bad', ...change };
    expect(readRollRecords(stored([upgrade, bad, opening]))).toEqual([upgrade, opening]);
  });

  it.each([
    ['a case id that is not text', { caseId: 2 }],
    ['a case name too long', { caseName: 'x'.repeat(257) }],
    ['chances that are not a list', { chances: 'many' }],
    ['more than 1 000 chances', { chances: Array.from({ length: 1001 }, () => [1, 0.1]) }],
    ['a chance above 100', { chances: [[1, 100.5]] }],
    ['a negative chance', { chances: [[1, -1]] }],
    ['a negative value', { chances: [[-1, 50]] }],
    ['a chance that is not a pair', { chances: [[1]] }],
    ['a chance with a third part', { chances: [[1, 50, 7]] }],
    ['a chance that is only shaped like a pair', { chances: [{ 0: 1, 1: 50, length: 2 }] }],
    ['a chance as text', { chances: [[1, '50']] }],
    ['one bad chance among good ones', { chances: [[1, 50], [2, 101], [3, null]] }],
    ['an item id that is not text', { itemId: 77 }],
    ['an item received with an empty id', { received: { id: '', name: 'AK', value: 1 } }],
    ['an item received worth less than nothing', { received: { id: 'k', name: 'AK', value: -1 } }],
  ])('drops an opening with %s', (_label, change) => {
    expect(readOne({ ...opening, ...change })).toEqual([]);
  });

  it.each([
    ['no item staked', { donor: undefined }],
    ['a target without a value', { target: { id: '180', name: 'Water' } }],
    ['a chance above 100', { chance: 100.01 }],
    ['a negative chance', { chance: -0.01 }],
    ['a chance as text', { chance: '61.41' }],
    ['an outcome as text', { won: 'yes' }],
    ['another kind', { kind: 'spin' }],
  ])('drops an upgrade with %s', (_label, change) => {
    expect(readOne({ ...upgrade, ...change })).toEqual([]);
  });

  it('keeps edge values: 1 000 chances, 0 and 100 %', () => {
    const full = { ...opening, chances: Array.from({ length: 1000 }, (_, i) => [i, i % 2 ? 0 : 100] as const) };
    expect(readOne(full)).toEqual([full]);
    expect(readOne({ ...upgrade, chance: 100 })).toHaveLength(1);
    expect(readOne({ ...upgrade, chance: 0 })).toHaveLength(1);
    expect(readOne({ ...upgrade, nonce: 0, receipt: { commitment: HEX, clientSeed: 'seed', nonce: 0 } })).toHaveLength(1);
    expect(readOne({ ...opening, received: { id: 'k', name: 'AK', value: 0 } })).toHaveLength(1);
  });

  it('keeps texts up to their lengths: a client seed or case name of 256, a ref of 64, a language of 8', () => {
    const long = { ...opening, clientSeed: 's'.repeat(256), caseName: 'n'.repeat(256), ref: 'r'.repeat(64), lang: 'en-GB-xx' };
    expect(readOne(long)).toEqual([long]);
  });
});

describe('writeRollRecords', () => {
  it(`keeps the newest ${ROLL_RECORDS_KEPT}`, () => {
    const many = Array.from({ length: ROLL_RECORDS_KEPT + 5 }, (_, i) => ({ ...opening, ref: `r${i}` }));
    const kept = readRollRecords(writeRollRecords(many));
    expect(kept).toHaveLength(ROLL_RECORDS_KEPT);
    expect(kept[0]?.ref).toBe('r5');
    expect(kept.at(-1)?.ref).toBe(`r${ROLL_RECORDS_KEPT + 4}`);
  });
});

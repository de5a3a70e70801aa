import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { details, mapStorage, opening } from './fixtures';

/**
 * What PendingReveals reads back is this device's storage, which anything may have written: a
 * record is shown only when every part OpenCase relies on has the right shape; anything else is
 * dropped (and removed), never half-shown.
 */

const OWNER = '700000012';
const KEY = `opening.pendingReveal.${OWNER}`;
const NOW = 1_700_000_000_000;

type Json = Record<string, unknown>;
const valid = (): Json => ({ caseId: 'case-1', details: { ...details() }, result: { ...opening(), win: { ...opening().win } }, at: NOW, paid: 50 });

function load(raw: string) {
  const storage = mapStorage(new Map([[KEY, raw]]));
  const reveal = new PendingReveals(storage, { owner: OWNER, clock: new ManualClock(NOW) }).load();
  return { reveal, kept: storage.entries.has(KEY) };
}

const edit = (change: (record: Json) => void): string => {
  const record = valid();
  change(record);
  return JSON.stringify(record);
};
const detailsOf = (record: Json) => record.details as Json;
const resultOf = (record: Json) => record.result as Json;
const winOf = (record: Json) => resultOf(record).win as Json;

describe('PendingReveals: what it reads back', () => {
  it.each([
    ['a full record', edit(() => {})],
    ['a record written before the answer came (no result yet)', edit((r) => { r.result = null; })],
    ['a record without what was paid (the price shown counts)', edit((r) => { delete r.paid; })],
    ['a free opening (nothing paid)', edit((r) => { r.paid = 0; })],
    ['a drop with no inventory id', edit((r) => { resultOf(r).inventoryId = null; })],
    ['a multi-open a server answered with fewer drops than asked', edit((r) => { r.results = [resultOf(r), resultOf(r)]; r.asked = 3; })],
  ])('takes %s', (_label, raw) => {
    const { reveal, kept } = load(raw);
    expect(reveal).toEqual(JSON.parse(raw));
    expect(kept).toBe(true);
  });

  it.each([
    ['null', 'null'],
    ['a number', '5'],
    ['a list', JSON.stringify([valid()])],
    ['no case id', edit((r) => { delete r.caseId; })],
    ['a numeric case id', edit((r) => { r.caseId = 1; detailsOf(r).id = 1; })],
    ['a time as text', edit((r) => { r.at = String(NOW); })],
    ['a negative amount paid', edit((r) => { r.paid = -1; })],
    ['an amount paid as text', edit((r) => { r.paid = '50'; })],
    ['an amount paid of null', edit((r) => { r.paid = null; })],
    ['an amount paid too large to be a number', JSON.stringify(valid()).replace('"paid":50', '"paid":1e999')],
    ['no case details', edit((r) => { r.details = null; })],
    ['details as a list', edit((r) => { r.details = [details()]; })],
    ['details of another case', edit((r) => { detailsOf(r).id = 'case-2'; })],
    ['a case without a name', edit((r) => { delete detailsOf(r).name; })],
    ['a case price as text', edit((r) => { detailsOf(r).price = '50'; })],
    ['skins that are not a list', edit((r) => { detailsOf(r).skins = {}; })],
    ['categories that are not a list', edit((r) => { detailsOf(r).categories = 'Popular'; })],
    ['a result that is not an object', edit((r) => { r.result = 'won'; })],
    ['a result that is a list', edit((r) => { r.result = [opening()]; })],
    ['a result without its drop', edit((r) => { delete resultOf(r).win; })],
    ['a drop that is a list', edit((r) => { resultOf(r).win = [opening().win]; })],
    ['a drop without a name', edit((r) => { delete winOf(r).name; })],
    ['a drop value as text', edit((r) => { winOf(r).cost = '60'; })],
    ['a drop value too large to be a number', JSON.stringify(valid()).replace('"cost":60', '"cost":1e999')],
    ['a drop without its profit label', edit((r) => { delete winOf(r).profit; })],
    ['a drop without a picture', edit((r) => { winOf(r).img = null; })],
    ['a drop without an id', edit((r) => { delete winOf(r).id; })],
    ['an inventory id that is a number', edit((r) => { resultOf(r).inventoryId = 7; })],
    ['an inventory id left out', edit((r) => { delete resultOf(r).inventoryId; })],
    ['a count asked as text', edit((r) => { r.asked = '3'; })],
    ['a count asked of a fraction', edit((r) => { r.asked = 2.5; })],
    ['a count asked no larger than the drops kept', edit((r) => { r.results = [resultOf(r), resultOf(r)]; r.asked = 2; })],
    ['a count asked before any answer', edit((r) => { r.result = null; r.asked = 3; })],
  ])('drops %s', (_label, raw) => {
    expect(load(raw)).toEqual({ reveal: null, kept: false });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { makeClient, ok } from './apiClientHarness';

// The read-ahead's chunk cannot be fetched (offline, or a deploy replaced the files).
vi.mock('@adapters/api/bigAnswers/longLists', () => {
  throw new Error('Failed to fetch dynamically imported module: longLists.js');
});

describe('without the long-list read-ahead', () => {
  it('a long list is still read, by the answer schema, and nothing else changes', async () => {
    const inventory = Array.from({ length: 3_000 }, (_, i) => ({ id: String(i), status: 'available', win: { name: `Skin ${i}`, img: '/a.svg', cost: '1.5' } }));
    const pause = vi.fn(() => Promise.resolve());
    const { client, transport, reporter } = makeClient({ slicing: { now: () => 0, pause } });
    transport.reply(ok({ inventory }));
    const items = await client.getInventory();
    expect(items).toHaveLength(3_000);
    expect(items[2_999]).toMatchObject({ id: '2999', status: 'available', win: { name: 'Skin 2999', cost: 1.5 } });
    expect(reporter.report).not.toHaveBeenCalled();
  });
});

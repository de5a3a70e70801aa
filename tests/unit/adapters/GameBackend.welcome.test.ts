import { describe, expect, it } from 'vitest';
import { CHEAPEST_CASE_PRICE, DEMO_CASES } from '@adapters/memory/backend/cases';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { makeBackend, ok, session, type WireCaseSummary, type WireOpening } from './backendHarness';

/**
 * Issue 15, the newcomer's economy: the welcome case's drop is worth at least what the cheapest
 * case costs, so a first visit never ends with a grey 0.61 item, a balance of 0 and no way on.
 */
describe('the welcome case', () => {
  it('lists only skins worth at least the cheapest paid case', () => {
    const { backend } = makeBackend();
    const { cases } = ok<{ cases: WireCaseSummary[] }>(session(backend, 'player').get('/api/cases/'));
    const cheapest = Math.min(...cases.filter((c) => c.id !== WELCOME_CASE_ID).map((c) => Number(c.price)));
    expect(CHEAPEST_CASE_PRICE).toBe(cheapest);
    const welcome = ok<{ case: { skins: { price: number }[] } }>(session(backend, 'newcomer').get(`/api/case/${WELCOME_CASE_ID}/`)).case;
    expect(welcome.skins.length).toBeGreaterThan(3);
    for (const skin of welcome.skins) expect(skin.price).toBeGreaterThanOrEqual(cheapest);
  });

  it('drops a skin the newcomer can sell for a first paid opening, whatever the draw (200 newcomers)', () => {
    const paid = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);
    for (let seed = 1; seed <= 200; seed++) {
      const { backend } = makeBackend({ seed });
      const newcomer = session(backend, 'newcomer');
      const { win } = ok<{ opened_item: WireOpening['opened_item'] }>(newcomer.post(`/api/case/${WELCOME_CASE_ID}/open/`)).opened_item;
      expect(Number(win.cost)).toBeGreaterThanOrEqual(Math.min(...paid.map((c) => c.price)));
    }
  });
});

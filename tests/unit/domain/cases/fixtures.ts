import { WELCOME_CASE_ID, WELCOME_CASE_NAME, type CaseDetails, type CaseSummary, type OpeningResult, type Skin } from '@domain/model/case';
import type { InventoryItem } from '@domain/model/inventory';
import type { Storage } from '@domain/ports/Storage';
import { vi } from 'vitest';
import { deferred, type Deferred } from '../../../support/async';

/** Test data builders and small fakes shared by the case domain tests. */

export function summary(overrides: Partial<CaseSummary> & Pick<CaseSummary, 'name'>): CaseSummary {
  return {
    id: `id-${overrides.name}`,
    price: 10,
    img: `${overrides.name}.png`,
    description: '',
    categories: [],
    ...overrides,
  };
}

export const WELCOME_SUMMARY: CaseSummary = summary({ id: WELCOME_CASE_ID, name: WELCOME_CASE_NAME, price: 0, categories: ['Free'] });

export function skin(name: string, price: number): Skin {
  return { name, img: `${name}.png`, price };
}

export function details(overrides: Partial<CaseDetails> = {}): CaseDetails {
  return {
    id: 'case-1',
    name: 'Blue Case',
    price: 50,
    img: 'blue.png',
    description: 'A blue case',
    categories: ['Popular'],
    skins: [skin('AK-47 | Redline', 12), skin('P250 | Sand Dune', 0.5), skin('Glock-18 | Fade', 80), skin('MP9 | Storm', 1)],
    ...overrides,
  };
}

export function welcomeDetails(overrides: Partial<CaseDetails> = {}): CaseDetails {
  return details({ id: WELCOME_CASE_ID, name: WELCOME_CASE_NAME, price: 0, categories: [], ...overrides });
}

export function opening(overrides: { win?: Partial<OpeningResult['win']>; inventoryId?: string | null } = {}): OpeningResult {
  return {
    win: { id: 'win-1', name: 'AWP | Asiimov', img: 'asiimov.png', cost: 60, profit: '+20%', ...overrides.win },
    inventoryId: overrides.inventoryId === undefined ? 'inv-1' : overrides.inventoryId,
  };
}


/** A Storage fake over a Map, as an object literal. */
export function mapStorage(entries = new Map<string, string>()): Storage & { readonly entries: Map<string, string> } {
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value);
    },
    remove: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * The calls an opening makes, as mocks: the case's details, an open call whose answers the test
 * settles (`opens`, in order), and the item read a reload confirms a kept drop with.
 */
export function openingApi(getInventoryItem?: (id: string) => Promise<InventoryItem>) {
  const opens: Deferred<OpeningResult>[] = [];
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(details())),
    openCase: vi.fn((_id: string): Promise<OpeningResult> => {
      const d = deferred<OpeningResult>();
      opens.push(d);
      return d.promise;
    }),
    getInventoryItem: vi.fn(getInventoryItem),
  };
  return { api, opens };
}

export { deferred, flush, type Deferred } from '../../../support/async';

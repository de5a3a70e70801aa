import type { FakeMessenger } from '@adapters/memory/FakeMessenger';
import type { GameBackend } from '@adapters/memory/backend/GameBackend';
import { mockUserByKey } from '@adapters/memory/backend/mockUsers';
import type { Language } from '@domain/model/language';
import { parseLanguage } from '@domain/model/language';
import type { ColorScheme } from '@domain/ports/Messenger';

export interface ScenarioContext {
  readonly backend: GameBackend;
  readonly messenger: FakeMessenger;
}

/**
 * A named state of the app on the in-memory adapters: who is logged in, what the backend and the
 * messenger are told, and which screen opens. Scenarios run on a fresh memory store with a seeded
 * random, so the same scenario always looks the same (the screenshot tests rely on it).
 */
export interface Scenario {
  readonly id: string;
  readonly user: 'newcomer' | 'player' | 'rich' | 'no-trade-link';
  readonly path: string;
  readonly state?: unknown;
  readonly prepare?: (context: ScenarioContext) => void;
}

export const SCENARIOS: readonly Scenario[] = [
  { id: 'first-visit', user: 'newcomer', path: '/onboarding' },
  { id: 'home', user: 'player', path: '/' },
  { id: 'games', user: 'player', path: '/games' },
  { id: 'case-list', user: 'player', path: '/cases' },
  { id: 'case-detail', user: 'player', path: '/cases/2' },
  { id: 'case-not-found', user: 'player', path: '/cases/404' },
  { id: 'opening-countdown', user: 'player', path: '/cases/2/opening', state: { allowOpening: true } },
  { id: 'opening-multi', user: 'player', path: '/cases/2/opening', state: { allowOpening: true, count: 3 } },
  { id: 'empty-inventory', user: 'no-trade-link', path: '/inventory', prepare: ({ backend }) => backend.configurePlayer(mockUserByKey('no-trade-link'), { clearInventory: true }) },
  { id: 'all-item-statuses', user: 'player', path: '/inventory' },
  { id: 'profile', user: 'player', path: '/profile' },
  { id: 'trade-link-editor', user: 'no-trade-link', path: '/profile?openTradeLink=true' },
  { id: 'payment', user: 'player', path: '/payment' },
  { id: 'payment-never-answered', user: 'player', path: '/payment', prepare: ({ messenger }) => messenger.forceInvoiceOutcome('never') },
  { id: 'transactions', user: 'player', path: '/transactions' },
  { id: 'network-down', user: 'player', path: '/', prepare: ({ backend }) => backend.faults.set('*', { network: true }) },
  { id: 'unauthorized-on-start', user: 'player', path: '/', prepare: ({ backend }) => backend.faults.set('*', { status: 401 }) },
  { id: 'upgrader', user: 'player', path: '/upgrader' },
  { id: 'upgrader-win', user: 'player', path: '/upgrader', state: { donorId: '1000' }, prepare: ({ backend }) => backend.forceNextUpgrade('win') },
  { id: 'upgrader-loss', user: 'player', path: '/upgrader', state: { donorId: '1000' }, prepare: ({ backend }) => backend.forceNextUpgrade('loss') },
  { id: 'upgrader-targets', user: 'player', path: '/upgrader', state: { donorId: '1000' } },
  { id: 'not-found', user: 'player', path: '/no/such/page' },
];

export interface ScenarioRequest {
  readonly scenario: Scenario;
  readonly colorScheme: ColorScheme;
  readonly language: Language | null;
}

/** `?scenario=<id>&theme=light|dark&lang=ru|en` — what the gallery's links carry. */
export function scenarioFromSearch(search: string): ScenarioRequest | null {
  const params = new URLSearchParams(search);
  const scenario = SCENARIOS.find((s) => s.id === params.get('scenario'));
  if (!scenario) return null;
  return {
    scenario,
    colorScheme: params.get('theme') === 'light' ? 'light' : 'dark',
    language: parseLanguage(params.get('lang')),
  };
}

export function scenarioHref(id: string, colorScheme: ColorScheme, language: Language): string {
  return `/?${new URLSearchParams({ scenario: id, theme: colorScheme, lang: language }).toString()}`;
}

import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import { LimitsViewModel, parseLimitInput } from '@ui/screens/limits/LimitsViewModel';
import { LimitsStore } from '@ui/stores/LimitsStore';
import { recordStates } from '../../support/recorder';

const T0 = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

function setup() {
  const clock = new ManualClock(T0);
  const player = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  const store = new LimitsStore(player, new RealityCheck({ clock, limits: player, close: () => {} }), clock);
  return { clock, store, vm: new LimitsViewModel({ limits: store }) };
}

describe('parseLimitInput', () => {
  it.each([
    ['500', 500], [' 1 000 ', 1000], ['1\u00a0000', 1000], ['1,000', 1000], ['12,345,678', null], ['0', 0], ['10000000', 10_000_000],
  ])('%j → %j', (text, value) => {
    expect(parseLimitInput(text)).toBe(value);
  });

  it.each(['', '12.5', '1,5', '1,00', '-3', '10000001', 'abc', '1e3', '１２'])('%j is not a limit', (text) => {
    expect(parseLimitInput(text)).toBeNull();
  });
});

describe('LimitsViewModel', () => {
  it('says whether the limits follow the player to their other devices', () => {
    const { store, clock } = setup();
    expect(new LimitsViewModel({ limits: store }).followsPlayer).toBe(false);
    const sync = { state: { available: true, syncedAt: null, failing: false }, subscribe: () => () => {} };
    const withCloud = new LimitsStore(store.player, store.realityCheck, clock, sync);
    expect(new LimitsViewModel({ limits: withCloud }).followsPlayer).toBe(true);
  });

  it('a save says what it did: at once, or when', () => {
    const { vm } = setup();
    vm.setDraft('playDay', '200');
    vm.save('playDay');
    expect(vm.notes.get('playDay')).toEqual({ kind: 'applied', amount: 200 });
    expect(vm.draft('playDay')).toBe('');
    vm.setDraft('playDay', '900');
    vm.save('playDay');
    expect(vm.notes.get('playDay')).toEqual({ kind: 'pending', amount: 900, effectiveAt: T0 + DAY });
    vm.remove('playDay');
    expect(vm.notes.get('playDay')).toEqual({ kind: 'pending', amount: null, effectiveAt: T0 + DAY });
    vm.keepCurrent('playDay');
    expect(vm.notes.get('playDay')).toEqual({ kind: 'applied', amount: 200 });
    vm.keepCurrent('playDay');
    expect(vm.notes.get('playDay')).toEqual({ kind: 'unchanged' });
  });

  it('a bad entry is marked until the field changes, and changes nothing', () => {
    const { vm, store } = setup();
    vm.setDraft('buyDay', '-1');
    vm.save('buyDay');
    expect(vm.notes.get('buyDay')).toEqual({ kind: 'invalid' });
    expect(vm.draft('buyDay')).toBe('-1');
    vm.setDraft('buyDay', '-');
    expect(vm.notes.has('buyDay')).toBe(false);
    expect(store.state.settings.limits.buyDay.amount).toBeNull();
  });

  it('rows follow the limits as they move on by themselves', () => {
    const { vm, store, clock } = setup();
    store.record({ kind: 'play', stake: 40, won: 0 });
    const spent = recordStates(() => vm.rows.find((row) => row.kind === 'playDay')?.spent);
    clock.advance(DAY);
    spent.stop();
    expect(spent.values).toEqual([40, 0]);
    expect(vm.rows.find((row) => row.kind === 'playWeek')?.spent).toBe(40);
  });
});

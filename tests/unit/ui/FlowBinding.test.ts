import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { Flow } from '@domain/shared/Flow';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { recordStates } from '../../support/recorder';

let created = 0;

/** Counts up once a second while mounted. */
class Ticker extends Flow<{ readonly ticks: number }> {
  readonly serial = ++created;

  constructor(clock: ManualClock) {
    super({ ticks: 0 }, clock);
  }

  start(): void {
    this.after(1000, () => {
      this.set({ ticks: this.state.ticks + 1 });
      this.start();
    });
  }
}

describe('FlowBinding, the one bridge from a flow to MobX', () => {
  it('follows the flow from mount to unmount as an observable reference', () => {
    const clock = new ManualClock(0);
    const binding = new FlowBinding(() => new Ticker(clock));
    const ticks = recordStates(() => binding.state.ticks);
    const unmount = binding.mount();
    binding.actions.start();
    clock.advance(2000);
    unmount();
    clock.advance(5000);
    ticks.stop();
    expect(ticks.values).toEqual([0, 1, 2]);
    expect(binding.actions.disposed).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });

  it('hands each change with the state before it to the mount’s effect', () => {
    const clock = new ManualClock(0);
    const binding = new FlowBinding(() => new Ticker(clock));
    const seen: string[] = [];
    binding.mount((state, previous) => seen.push(`${previous.ticks}→${state.ticks}`));
    binding.actions.start();
    clock.advance(2000);
    expect(seen).toEqual(['0→1', '1→2']);
  });

  it('a second mount after an unmount runs a fresh flow from the factory, and the state follows it', () => {
    const clock = new ManualClock(0);
    const binding = new FlowBinding(() => new Ticker(clock));
    const first = binding.actions;
    binding.mount()();
    binding.mount();
    expect(binding.actions).not.toBe(first);
    expect(binding.actions.serial).toBe(first.serial + 1);
    binding.actions.start();
    clock.advance(1000);
    expect(binding.state.ticks).toBe(1);
  });
});

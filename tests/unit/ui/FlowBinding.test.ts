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
  it('shows the state and nothing else: the flow is reached only through the handle made with it', () => {
    const [binding] = FlowBinding.of(() => new Ticker(new ManualClock(0)));
    const reachable = new Set<string>();
    for (let o: object | null = binding; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
      for (const key of Reflect.ownKeys(o)) if (typeof key === 'string' && key !== 'constructor') reachable.add(key);
    }
    // Private in TypeScript only: a component that reached for them would not compile.
    expect([...reachable].filter((key) => !['create', 'current'].includes(key)).sort()).toEqual(['mount', 'state']);
  });

  it('follows the flow from mount to unmount as an observable reference', () => {
    const clock = new ManualClock(0);
    const [binding, flow] = FlowBinding.of(() => new Ticker(clock));
    const ticks = recordStates(() => binding.state.ticks);
    const unmount = binding.mount();
    flow().start();
    clock.advance(2000);
    unmount();
    clock.advance(5000);
    ticks.stop();
    expect(ticks.values).toEqual([0, 1, 2]);
    expect(flow().disposed).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });

  it('hands each change with the state before it to the mount’s effect', () => {
    const clock = new ManualClock(0);
    const [binding, flow] = FlowBinding.of(() => new Ticker(clock));
    const seen: string[] = [];
    binding.mount((state, previous) => seen.push(`${previous.ticks}→${state.ticks}`));
    flow().start();
    clock.advance(2000);
    expect(seen).toEqual(['0→1', '1→2']);
  });

  it('a second mount after an unmount runs a fresh flow from the factory, and the state follows it', () => {
    const clock = new ManualClock(0);
    const [binding, flow] = FlowBinding.of(() => new Ticker(clock));
    const first = flow();
    binding.mount()();
    binding.mount();
    expect(first.disposed).toBe(true);
    expect(flow()).not.toBe(first);
    expect(flow().serial).toBe(first.serial + 1);
    flow().start();
    clock.advance(1000);
    expect(binding.state.ticks).toBe(1);
  });

  it('follows a flow that runs for the app’s life from the moment it is made, and never disposes it', () => {
    const clock = new ManualClock(0);
    const ticker = new Ticker(clock);
    ticker.start();
    clock.advance(1000);
    const binding = FlowBinding.follow(ticker);
    const ticks = recordStates(() => binding.state.ticks);
    clock.advance(2000);
    ticks.stop();
    expect(ticks.values).toEqual([1, 2, 3]);
    expect(ticker.disposed).toBe(false);
  });
});

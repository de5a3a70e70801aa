import type { Cancel } from '@domain/ports/Clock';
import type { Flow, FlowListener, FlowState } from '@domain/shared/Flow';
import { makeObservable, observableRef, runInAction } from 'mobx';

/**
 * The one bridge between a domain flow and MobX, with one lifecycle for every view-model.
 *
 * `state` is the flow's own immutable state held as an observable reference: view-models derive
 * what they show from it in computed getters and never copy its fields. `actions` is the running
 * flow, whose methods screens call directly (no one-line forwarders).
 *
 * The flow runs from `mount` until the function `mount` returns is called, which disposes it.
 * A view-model mounted again (React's strict mode mounts, unmounts and mounts; a screen kept
 * alive and shown again) gets a fresh flow from the same factory, and `state` follows it.
 */
export class FlowBinding<F extends Flow<FlowState<F>>> {
  state: FlowState<F>;
  private flow: F;

  constructor(private readonly create: () => F) {
    this.flow = create();
    this.state = this.flow.state;
    makeObservable(this, { state: observableRef });
  }

  /** The flow of the current mount (or the one that will run at the next mount). */
  get actions(): F {
    return this.flow;
  }

  /** Starts following the flow; `onChange` hears each change with the state before it (effects). */
  mount(onChange?: FlowListener<FlowState<F>>): Cancel {
    if (this.flow.disposed) this.flow = this.create();
    const flow = this.flow;
    runInAction(() => {
      this.state = flow.state;
    });
    const stop = flow.subscribe((state, previous) => {
      runInAction(() => {
        this.state = state;
      });
      onChange?.(state, previous);
    });
    return () => {
      stop();
      flow.dispose();
    };
  }
}

import type { Cancel } from '@domain/ports/Clock';
import type { Flow, FlowListener, FlowState } from '@domain/shared/Flow';
import { makeObservable, observableRef, runInAction } from 'mobx';

/**
 * The one bridge between a domain flow and MobX, with one lifecycle for every view-model.
 *
 * A binding shows the flow's state and nothing else: `state` is the flow's own immutable state
 * held as an observable reference, and view-models derive what they show from it in computed
 * getters, never copying its fields. What the flow does is reached through the handle that
 * `FlowBinding.of` returns beside the binding, which the view-model keeps private: screens call
 * the view-model's intents (`openPressed()`), and the view-model calls the flow.
 *
 * The flow runs from `mount` until the function `mount` returns is called, which disposes it.
 * A view-model mounted again (React's strict mode mounts, unmounts and mounts; a screen kept
 * alive and shown again) gets a fresh flow from the same factory; `state` and the handle follow it.
 */
export class FlowBinding<F extends Flow<FlowState<F>>> {
  state: FlowState<F>;

  private constructor(
    private readonly create: () => F,
    private readonly current: { flow: F },
  ) {
    this.state = current.flow.state;
    makeObservable(this, { state: observableRef });
  }

  /** The binding (state, for the screen to read through the view-model) and the handle of the running flow. */
  static of<F extends Flow<FlowState<F>>>(create: () => F): readonly [FlowBinding<F>, () => F] {
    const current = { flow: create() };
    return [new FlowBinding(create, current), () => current.flow];
  }

  /**
   * A binding to a flow that runs for the app's life (the player's limits, the reality check, their
   * cloud sync): its state is followed from now on, and the flow is never disposed by a screen (such
   * a binding is not mounted: only its state is read).
   */
  static follow<S>(flow: Pick<Flow<S>, 'state' | 'subscribe'>): FlowBinding<Flow<S>> {
    const running = flow as Flow<S>;
    const binding = new FlowBinding<Flow<S>>(() => running, { flow: running });
    flow.subscribe((state) => runInAction(() => {
      binding.state = state;
    }));
    return binding;
  }

  /** Starts following the flow; `onChange` hears each change with the state before it (effects). */
  mount(onChange?: FlowListener<FlowState<F>>): Cancel {
    if (this.current.flow.disposed) this.current.flow = this.create();
    const flow = this.current.flow;
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
